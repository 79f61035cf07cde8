# Layer lets: outside sum_layers(), misspelled, named as a layer's own field, and with a dot.
let layer.golden_ops_94 = layer.tensors + 1
let golden_e_94 = layer.golden_ops_94
let golden_f_94 = sum_layers(layer.golden_opps_94)
let layer.tensors = 2
let layer.golden_g.h = 1
