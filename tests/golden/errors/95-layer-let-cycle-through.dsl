# A let that reads itself through the layer let it sums.
let golden_c_95 = sum_layers(layer.golden_d_95)
let layer.golden_d_95 = layer.flops * golden_c_95 / 1 FLOP
