# What makes a GPU fast for a kind of network (F22, F23).

let tensor_cores = gpu.tensor_fp16 ?? 0 TFLOPS
let flops = gpu.fp32 ?? 0 TFLOPS
let bandwidth = gpu.bandwidth ?? 0 GB/s
let fp16_flops = gpu.fp16 ?? 0 TFLOPS

conv prefers tensor_cores > flops > bandwidth > fp16_flops cites F22, F23
transformer prefers tensor_cores > flops > bandwidth > fp16_flops cites F22, F23
rnn prefers bandwidth > fp16_flops > tensor_cores > flops cites F22, F23
# Dense layers are large matrix multiplications, like transformers (F23).
mlp prefers tensor_cores > flops > bandwidth > fp16_flops cites F23

# Serving a model that generates its tokens one at a time: each token reads every weight and the
# cache (F85), so with no goal stated the estimated token rate ranks the cards before the
# arithmetic-first priorities above, which are training's (F22): under them a DGX Spark (125
# TFLOPS, 273 GB/s) ranked above a Mac Studio (no tensor rate, 800 GB/s) that serves a 70B model
# three times as fast.
rule "serving: token rate first" {
  cites F85
  when generates and not ((situation.goal == speed or situation.goal == value or situation.goal == cheapest) ?? false)
  priority 1
  prefer tokens_per_second
}

columns gpu.memory, gpu.price

# Whether the workload names one of the tasks above (the schema's task enum); without one no
# `prefers` applies, and rules/situations.dsl ranks by the estimated speed.
let states_task = (workload.task == conv or workload.task == rnn or workload.task == transformer or workload.task == mlp) ?? false
