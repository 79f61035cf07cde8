# Cycles: three lets in a ring (a -> b -> c -> a).
let golden_a_21 = golden_b_21 * 2
let golden_b_21 = golden_c_21 + 1
let golden_c_21 = golden_a_21 / 2
