# The four rules of the side-by-side benchmark (bench/compare/run.sh); rules.clp and
# hand_loop.cpp say the same in CLIPS and in C++.

rule "memory" {
  require gpu.memory >= 12 GiB
  else reject "less than 12 GiB of memory"
}

rule "budget" {
  require (gpu.price ?? 0 USD) <= situation.budget
  else reject "over the budget"
}

rule "power" {
  when gpu.tdp > 350 W
  warn "draws more than 350 W: check the power supply"
}

let tensor_cores = gpu.tensor_fp16 ?? 0 TFLOPS
let flops = gpu.fp32 ?? 0 TFLOPS
let bandwidth = gpu.bandwidth ?? 0 GB/s
conv prefers tensor_cores > flops > bandwidth
