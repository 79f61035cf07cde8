# Names: 'rule' is a keyword and cannot name a let.
let rule = 3
