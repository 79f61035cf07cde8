# Numbers: 1e999 does not fit in a double.
let golden_huge_33 = 1e999
