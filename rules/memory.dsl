# Will the workload fit? (F22: "always first make sure the GPU has enough memory")
# A first, whole-model estimate; the per-layer workload model refines it.

# A workload that does not say is taken as 32-bit training with momentum SGD.
let precision = workload.precision ?? fp32
let optimizer = workload.optimizer ?? momentum
let bytes_per_value = if precision == fp32 or precision == tf32 then 4 B else 2 B
# 16-bit training keeps 32-bit master weights (F48).
let master_weight_bytes = if bytes_per_value == 4 B then 0 B else 4 B
let optimizer_copies = if optimizer == adam then 2 else if optimizer == momentum then 1 else 0

# Weights, their gradients and the optimizer's copies (F40: "3 copies" with momentum).
let need.weights = (workload.parameters ?? 0) * (bytes_per_value * (2 + optimizer_copies) + master_weight_bytes)
# Activations and their errors, per sample, scaled to the precision (F41, F44).
let need.activations = (workload.batch ?? 1) * (workload.activations ?? 0 B) * (bytes_per_value / 4 B)
# Framework and CUDA context overhead, plus 10% for allocator fragmentation.
let need.memory = (need.weights + need.activations) * 1.1 + 0.5 GiB

let usable_memory = gpu.memory

rule "fits in memory" {
  cites F22, F51
  require usable_memory >= need.memory
  else reject "needs {need.memory}, has {gpu.memory}"
}

rule "slow memory segment" {
  cites F49
  when gpu.fast_memory < gpu.memory and need.memory > gpu.fast_memory
  warn "only {gpu.fast_memory} of its {gpu.memory} is fast, and this workload needs {need.memory}"
}

rule "little headroom" {
  cites F50
  when need.memory <= usable_memory and need.memory > usable_memory * 0.9
  note "fits with less than 10% to spare; a larger batch will not"
}
