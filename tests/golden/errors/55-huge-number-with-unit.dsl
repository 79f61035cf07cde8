# Numbers: 1e300 PB overflows once scaled to bytes.
let golden_huge_55 = 1e300 PB
