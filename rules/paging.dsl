# Paged optimizer state (`paged_optimizer true`: bitsandbytes' PagedAdamW and PagedAdamW8bit). The
# state is allocated in CUDA unified memory, which PyTorch's allocator does not count and the
# driver moves between the GPU and the CPU a page at a time: the GPU holds what is left beside the
# tensors the step needs (rules/sharding.dsl leaves the state out of per_gpu.optimizer), and the
# rest lives in the CPU's memory. Each optimizer step then reads every page, so what did not fit
# is copied in and, to make room, as much copied out: twice the overflow a step over the card's
# PCIe link (rules/multi_gpu.dsl), on every GPU at once.
let paged_optimizer = workload.paged_optimizer ?? false
# Offloaded (rules/offload.dsl), the state is in the CPU's memory already: nothing pages.
let paged.state = if paged_optimizer and not offloaded then sharded_optimizer else 0 B
let paged.overflow = max(0 B, paged.state - max(0 B, need.headroom))
let time.paging = 2 * paged.overflow / pcie_bandwidth / batch

rule "optimizer state paged" {
  when paged_optimizer and paged.state > 0 B and paged.overflow == 0 B
  note "the optimizer's state ({paged.state}) is paged, outside the {need.memory} estimated: it fits in what the GPU has left"
}

rule "optimizer state paged to the CPU" {
  when paged.overflow > 0 B
  note "the optimizer's state ({paged.state}) is paged, outside the {need.memory} estimated: {paged.overflow} of it does not fit beside the rest and lives in the CPU's memory, copied in and out over PCIe at every step ({time.paging * batch} a step)"
}
