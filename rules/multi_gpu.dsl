# Several GPUs (F1-F8).

# Several GPUs: each step adds the time to send comm.bytes (rules/sharding.dsl) over the link.
# NVLink where the card has it (half its two-way figure each way), else a PCIe x16 slot of the
# card's generation; collectives reach about 70% of the link (NCCL bus bandwidth).
let pcie_generation = gpu.pcie ?? 3
let pcie_bandwidth = if pcie_generation >= 5 then 63 GB/s else if pcie_generation >= 4 then 31.5 GB/s else 15.75 GB/s
let collective_efficiency = 0.7
let link_bandwidth = (if (gpu.nvlink ?? 0 GB/s) > 0 GB/s then gpu.nvlink / 2 else pcie_bandwidth) * collective_efficiency
let time.communication = comm.bytes / (batch * link_bandwidth)
# Data parallelism and ZeRO/FSDP run the whole model on every GPU and overlap the gradients'
# communication with the backward pass (two thirds of a step); tensor parallelism splits each
# layer and waits for its all-reduces; pipeline parallelism splits the layers and idles while
# the pipeline fills (one sample per micro-batch: (N-1)/batch of a step).
let backward_overlap = 2 / 3
let multi_gpu_speedup = if gpus <= 1 then 1
  else if sharding_mode == tensor then time.per_sample_compute / (time.per_sample_compute / gpus + time.communication)
  else if sharding_mode == pipeline then time.per_sample_compute
                                         / (time.per_sample_compute / gpus * (1 + (gpus - 1) / batch) + time.communication)
  else gpus * time.per_sample_compute
       / (time.per_sample_compute + max(0 s, time.communication - backward_overlap * time.per_sample_compute))
let task = workload.task ?? conv

# F1 and F3 speak of 2015's networks over PCIe, whose dense layers' gradients took longer to send
# than to compute. Said where the model finds it so (under three quarters of linear scaling), not
# of every transformer: a 1B model on eight NVLink GPUs scales nearly linearly.
rule "dense nets scale poorly" {
  cites F1, F3
  when gpus > 1 and sharding_mode == none and (task == mlp or task == transformer)
       and multi_gpu_speedup < 0.75 * gpus
  note "dense layers and transformers gain little from data parallelism (F1, F3): check whether one GPU is faster"
}

rule "several GPUs for several experiments" {
  cites F4
  when gpus > 1 and sharding_mode == none
  note "several GPUs are most useful for separate experiments side by side (F4); then PCIe lanes matter little"
}

rule "one computer, not two" {
  cites F8
  when gpus > 4
  note "four cards in one computer are far more cost-efficient than two computers of cheaper cards (F8)"
}

rule "one GPU suffices" {
  cites F5
  when gpus > 1 and sharding_mode == none and workload.dataset < 15 GB
  note "for data sets under about 10-15 GB one GPU is enough (F5); more GPUs mainly run more experiments"
}

# A configuration the engine tried because no single card of it holds the work (rules/sharding.dsl).
let link_name = if (gpu.nvlink ?? 0 GB/s) > 0 GB/s then "NVLink" else "PCIe"
rule "several cards hold it" {
  cites F87, F88
  when configured and gpus > 1
  note "{gpus} x {gpu.name}: the model split over them ({sharding_mode} parallel over {link_name}, {link_bandwidth} each way in collectives)"
}
