# Measured facts (advise probe, --facts) replace datasheet values for the GPU they name.

rule "measures below its datasheet" {
  cites F20
  when measured(gpu.bandwidth) and gpu.bandwidth < 0.8 * datasheet(gpu.bandwidth)
  warn "memory bandwidth measures {gpu.bandwidth}, {gpu.bandwidth / datasheet(gpu.bandwidth) * 100}% of the datasheet's {datasheet(gpu.bandwidth)}: check cooling, clocks and other processes"
}

rule "tensor cores below their datasheet" {
  cites F22
  when measured(gpu.tensor_fp16) and gpu.tensor_fp16 < 0.5 * datasheet(gpu.tensor_fp16)
  warn "16-bit tensor throughput measures {gpu.tensor_fp16}, under half the datasheet's {datasheet(gpu.tensor_fp16)}"
}

let this_machine = measured(gpu.bandwidth) or measured(gpu.fp32) or measured(gpu.tensor_fp16) or measured(gpu.memory)

rule "this machine" {
  when this_machine
  note "this machine's GPU: measured values replace the datasheet's"
}

rule "layers timed on this machine" {
  when layer_time_correction != 1
  note "layer time x {layer_time_correction}: this workload's products, timed on this machine by advise --probe, took {layer_time_correction} x their estimate; the correction holds for every card of compute capability {gpu.compute}"
}
