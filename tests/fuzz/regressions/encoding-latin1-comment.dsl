# café au lait
let a = 1
