# Cycles: two lets that depend on each other.
let golden_a_20 = golden_b_20 + 1 GB
let golden_b_20 = golden_a_20 - 1 GB
