# Will the workload fit? (F22: "always first make sure the GPU has enough memory.")
# The formulas are documented in docs/workload-model.md; every constant here is editable.

# A workload that does not say is taken as 32-bit training with momentum SGD, batch 1.
let precision = workload.precision ?? fp32
let optimizer = workload.optimizer ?? momentum
let batch = workload.batch ?? 1
let convention = workload.memory_convention ?? framework
let bytes_per_value = if precision == fp32 or precision == tf32 then 4 B
                      else if precision == fp8 or precision == int8 then 1 B else 2 B

# The model: from its network when the workload names one, else from totals it gives.
let model.parameters = sum_layers(layer.parameters) ?? workload.parameters ?? 0
let model.flops = sum_layers(layer.flops) ?? workload.flops ?? 0 FLOP
# Activation bytes per sample at 32 bits: every layer output (the documents' count, F40/F44),
# and what a framework keeps for the backward pass (in-place ReLU, 1-byte dropout masks ...).
let model.activations = sum_layers(layer.activations) * 4 B ?? workload.activations ?? 0 B
let model.saved = sum_layers(layer.saved) * 4 B ?? workload.activations ?? 0 B
let model.largest_activation = max_layers(layer.activations) * 4 B ?? 0 B

# Weights and gradients in the training precision; the optimizer's state in 32 bits (momentum:
# one copy, Adam: two; F40's "3 copies"); 16-bit training keeps 32-bit master weights (F48).
let master_weight_bytes = if bytes_per_value == 4 B then 0 B else 4 B
let optimizer_copies = if optimizer == adam then 2 else if optimizer == momentum then 1 else 0
let need.weights = model.parameters * (2 * bytes_per_value + master_weight_bytes + optimizer_copies * 4 B)

# Activations kept for the backward pass (F41, F44). The documents count every activation and its
# error at once (x2); frameworks keep what the backward pass reads and free each error once it is
# used, so only the largest layer's errors are alive at a time.
let need.activations = if convention == document then 2 * batch * model.activations * (bytes_per_value / 4 B)
                       else batch * model.saved * (bytes_per_value / 4 B)
let need.errors = if convention == document then 0 B
                  else 2 * batch * model.largest_activation * (bytes_per_value / 4 B)

# Convolution workspace by algorithm family (F47): implicit GEMM needs almost none, explicit
# GEMM an im2col copy of the largest layer, Winograd and FFT more (FFT the most).
# cuDNN falls back to implicit GEMM when memory is short; frameworks pick by speed within what is free.
let conv_algorithm = workload.conv_algorithm ?? implicit_gemm
let im2col_bytes = batch * (max_layers(layer.unfolded) ?? 0) * bytes_per_value
let need.workspace = if convention == document or conv_algorithm == implicit_gemm then 0 B
                     else if conv_algorithm == gemm then im2col_bytes
                     else if conv_algorithm == winograd then 1.5 * im2col_bytes
                     else 2 * im2col_bytes

# The CUDA context and the libraries' handles (cuDNN, cuBLAS), outside the documents' arithmetic.
let need.framework = if convention == document then 0 B else workload.framework_memory ?? 0.5 GiB

let need.memory = need.weights + need.activations + need.errors + need.workspace + need.framework

# The activation memory layer by layer, for --explain's breakdown (the convention's count).
let memory.layers = sum_layers(batch * (if convention == document then 2 * layer.activations else layer.saved)
                               * bytes_per_value)

let usable_memory = gpu.memory
let need.headroom = usable_memory - need.memory

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
