# Layer lets: one that reads itself through another.
let layer.golden_a_93 = layer.golden_b_93 + layer.flops
let layer.golden_b_93 = layer.golden_a_93
