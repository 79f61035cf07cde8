# Names: 'x' is reserved for shapes and cannot name a let.
let x = 3
