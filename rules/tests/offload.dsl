# Training with its state offloaded to the CPU (F119, rules/offload.dsl).

workload "test: QLoRA Llama-3.1-70B, FSDP on 2 GPUs" {
  model "Llama-3.1-70B"  task transformer  precision bf16  weights int4  finetune lora
  lora_rank 16  lora_targets attention_projections, mlp_projections  optimizer adam8bit  checkpointing true
  batch 1  sequence 2048  gpus 2  sharding fsdp
}

workload "test: QLoRA Llama-3.1-70B, FSDP on 2 GPUs, offloaded" {
  model "Llama-3.1-70B"  task transformer  precision bf16  weights int4  finetune lora
  lora_rank 16  lora_targets attention_projections, mlp_projections  optimizer adam8bit  checkpointing true
  batch 1  sequence 2048  gpus 2  offload true
}

workload "test: full fine-tune Llama-3.1-8B, offloaded" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  batch 2  sequence 2048  offload true
}

situation "test: a desktop with two channels of DDR5-6000" { host_bandwidth 96 GB/s }

test "F119: two 24 GB cards do not hold a 70B QLoRA's shards, and the note says offloading would fit it" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-70B, FSDP on 2 GPUs"
  expect not admitted("RTX 3090")
  expect fired("RTX 3090", "reduce memory: CPU offload")
  expect at_gpu("RTX 3090", reduced.offload) < 24 GiB
}

test "F119: offloaded, each GPU keeps only what it gathers and the activations, and the optimizer steps on the CPU" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-70B, FSDP on 2 GPUs, offloaded"
  expect at_gpu("RTX 3090", sharding_mode) == fsdp
  expect at_gpu("RTX 3090", per_gpu.weights + per_gpu.optimizer + per_gpu.gradients) == 0 B
  expect at_gpu("RTX 3090", need.step_peak) == 0 B
  expect admitted("RTX 3090")
  expect fired("RTX 3090", "offloaded to the CPU")
  # A 16 GB card holds the estimate, but not with the one measured offloaded run's error.
  expect at_gpu("RTX 4080", need.memory) < 16 GiB
  expect not admitted("RTX 4080")
  expect fired("RTX 4080", "offloaded: within its error")
}

test "F119: offloaded, each step copies the weights in over PCIe, slower than the step itself" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-70B, FSDP on 2 GPUs, offloaded"
  expect at_gpu("H100 SXM", time.offload) > 0 s
  expect at_gpu("H100 SXM", 1 / samples_per_second) > at_gpu("H100 SXM", time.per_sample_compute / multi_gpu_speedup)
  # An adapters' step on the CPU counts as nothing without the host's bandwidth.
  expect at_gpu("H100 SXM", time.cpu_step) == 0 s
  # PCIe 5 (H100) copies twice as fast as PCIe 4 (A100): the copies' share of a step is smaller.
  expect at_gpu("H100 SXM", time.offload_copies) * 2 == at_gpu("A100 80GB SXM", time.offload_copies)
}

test "F119: a whole model's offloaded step runs on the CPU: its speed is unknown without the host's bandwidth" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, offloaded"
  expect not ((at_gpu("RTX 4090", samples_per_second) > 0 / 1 s) ?? false)
  expect fired("RTX 4090", "offloaded step needs the host's bandwidth")
  expect at_gpu("RTX 4090", per_gpu.gradients) == at_gpu("RTX 4090", need.gradients / blocks)
}

test "F119: given the host's bandwidth, a whole model's CPU step is its optimizer's bytes at that rate" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, offloaded"  situation "test: a desktop with two channels of DDR5-6000"
  expect at_gpu("RTX 4090", time.cpu_step) == at_gpu("RTX 4090", optimizer.step_bytes / (96 GB/s))
  expect at_gpu("RTX 4090", samples_per_second) > 0 / 1 s
  expect not fired("RTX 4090", "offloaded step needs the host's bandwidth")
}

workload "test: QLoRA Llama-3.1-70B in bitsandbytes NF4, FSDP on 2 GPUs" {
  model "Llama-3.1-70B"  task transformer  precision bf16  weights int4  quantisation nf4_double  finetune lora
  lora_rank 16  lora_targets attention_projections, mlp_projections  optimizer adam8bit  checkpointing true
  batch 1  sequence 2048  gpus 2  sharding fsdp
}

test "bitsandbytes keeps the scales on the layer: FSDP shards the packed 4 bits, every GPU holds the scales" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-70B in bitsandbytes NF4, FSDP on 2 GPUs"
  # 0.127 bits a block weight with double quantisation.
  expect abs(bitsandbytes_scale_bytes / (block_parameters * 0.127 / 8 * 1 B) - 1) < 0.1 %
  expect at_gpu("RTX 4090", per_gpu.weights) == at_gpu("RTX 4090", (need.weights + bitsandbytes_scale_bytes) / 2)
}
