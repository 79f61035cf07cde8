# Cycles: a let defined in terms of itself.
let golden_self_22 = golden_self_22 + 1
