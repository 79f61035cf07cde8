# Cycles: two lets that are plain aliases of each other.
let golden_a_56 = golden_b_56
let golden_b_56 = golden_a_56
