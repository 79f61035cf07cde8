# When a workload does not fit, F46's reductions in the order to try them, with the estimated
# memory after each (cumulative). Larger input strides, 1x1 convolutions and 2x2 pooling come
# first in F46 but change the network itself: advise names them without estimating them.

let sixteen_bit_weights = model.parameters * (2 * 2 B + 4 B + optimizer_copies * 4 B)
let reduced.sixteen_bit = if bytes_per_value <= 2 B then need.memory
                          else need.memory - need.weights + sixteen_bit_weights
                               - (need.activations + need.errors + need.workspace) / 2
let reduced_activations = if bytes_per_value <= 2 B then need.activations + need.errors + need.workspace
                          else (need.activations + need.errors + need.workspace) / 2
# Halving the batch halves the activations, their errors and the workspace (F46: 64 instead of 128).
let reduced.half_batch = reduced.sixteen_bit - reduced_activations / 2
# Below 32 samples training slows a lot: the last resort (F46).
let reduced.quarter_batch = reduced.sixteen_bit - reduced_activations * 3 / 4

let sixteen_bit_step = if bytes_per_value > 2 B then "16-bit training and " else ""

rule "reduce memory: network changes" {
  cites F46
  when need.memory > usable_memory and reduced.quarter_batch > usable_memory
  note "too big even with {sixteen_bit_step}a quarter of the batch; F46 then changes the network: larger strides in the input layers, 1x1 convolutions to cut channels, 2x2 pooling (not estimated)"
}

rule "reduce memory: 16-bit" {
  cites F46, F48
  when need.memory > usable_memory and bytes_per_value > 2 B and reduced.sixteen_bit <= usable_memory
  note "fits with 16-bit training: about {reduced.sixteen_bit}"
}

rule "reduce memory: half batch" {
  cites F46
  when need.memory > usable_memory and reduced.sixteen_bit > usable_memory and reduced.half_batch <= usable_memory
  note "fits with {sixteen_bit_step}half the batch ({batch / 2}): about {reduced.half_batch}"
}

rule "reduce memory: quarter batch" {
  cites F46
  when need.memory > usable_memory and reduced.half_batch > usable_memory and reduced.quarter_batch <= usable_memory
  note "fits only with {sixteen_bit_step}a quarter of the batch ({batch / 4}): about {reduced.quarter_batch}; below 32 samples training slows"
}
