# Training a whole model on one 24 GB card (rules/memory.dsl, rules/paging.dsl): torchtune's
# low-memory recipe steps each weight in the backward pass, pages the optimizer's state and takes
# the loss in chunks.

workload "test: full fine-tune Llama-3.1-8B" {
  model "Llama-3.1-8B"  task transformer  precision bf16  weights bf16  optimizer adam8bit
  checkpointing true  batch 2  sequence 2048
}

workload "test: full fine-tune Llama-3.1-8B, low memory" {
  model "Llama-3.1-8B"  task transformer  precision bf16  weights bf16  optimizer adam8bit
  optimizer_step in_backward  paged_optimizer true  loss chunked_cross_entropy  compiled true
  checkpointing true  batch 2  sequence 2048
}

workload "test: LoRA Llama-3.1-8B, chunked loss, eager" {
  model "Llama-3.1-8B"  task transformer  finetune lora  lora_targets query_value_projections  lora_rank 8
  precision bf16  optimizer adamw  optimizer_step fused  loss chunked_cross_entropy
  checkpointing true  batch 2  sequence 2048
}

test "plain, the weights, gradients and 8-bit state of an 8B model outgrow a 24 GB card" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B"
  expect not admitted("RTX 4090")
  expect at_gpu("RTX 4090", need.step_peak) > 40 GiB
}

test "stepped in the backward pass, one weight's gradient is alive and no step follows; paged, the state is not held" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, low memory"
  expect at_gpu("RTX 4090", need.step_peak) == 0 B
  expect at_gpu("RTX 4090", per_gpu.gradients) == at_gpu("RTX 4090", first_gradients)
  expect at_gpu("RTX 4090", per_gpu.gradients) < 1.1 GiB
  expect at_gpu("RTX 4090", per_gpu.optimizer) == 0 B
  expect at_gpu("RTX 4090", paged.state) > 14 GiB
  expect admitted("RTX 4090")
}

test "paged state that does not fit beside the rest is copied over PCIe at every step" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, low memory"
  expect at_gpu("RTX 4090", paged.overflow) == at_gpu("RTX 4090", paged.state - (usable_memory - need.memory))
  expect fired("RTX 4090", "optimizer state paged to the CPU")
  expect at_gpu("RTX 4090", time.paging) > 0 s
  # 80 GB holds it all: nothing to copy.
  expect at_gpu("H100 SXM", paged.overflow) == 0 B
  expect fired("H100 SXM", "optimizer state paged")
  expect at_gpu("H100 SXM", time.paging) == 0 s
}

test "a compiled chunked loss keeps the 16-bit logits and one chunk's 32-bit gradients" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, low memory"
  expect at_gpu("RTX 4090", loss_kept) == at_gpu("RTX 4090", batch * logits * 2 B)
  expect at_gpu("RTX 4090", need.errors) == at_gpu("RTX 4090", batch * logits * 1 B)
}

test "an eager chunked loss keeps the 32-bit log-probabilities, and the 16-bit logits until the loss is taken" {
  as_of 2026-11  workload "test: LoRA Llama-3.1-8B, chunked loss, eager"
  expect at_gpu("RTX 4090", loss_kept) == at_gpu("RTX 4090", batch * logits * 4 B)
  expect at_gpu("RTX 4090", need.errors) == at_gpu("RTX 4090", batch * logits * 2 B)
}

workload "test: LoRA Llama-3.1-8B, plain loss" {
  model "Llama-3.1-8B"  task transformer  finetune lora  lora_targets query_value_projections  lora_rank 8
  precision bf16  optimizer adamw  optimizer_step fused  compiled true  checkpointing true  batch 2  sequence 2048  gpus 1
}

test "a full fine-tune that does not fit is told of the low-memory recipe, which fits it" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B"
  expect fired("RTX 4090", "reduce memory: step in the backward pass, paged state")
  expect at_gpu("RTX 4090", reduced.low_memory_optimizer) < 24 GiB
}

test "a language model whose loss does not fit is told of the chunked loss" {
  as_of 2026-11  workload "test: LoRA Llama-3.1-8B, plain loss"
  expect not admitted("RTX 4090")
  expect fired("RTX 4090", "reduce memory: chunked loss")
  expect at_gpu("RTX 4090", reduced.chunked_loss) < 22 GiB
  # Compiled, 2 bytes a logit kept instead of 4 and 1 of gradients instead of 8.
  expect at_gpu("RTX 4090", reduced.chunked_loss) > at_gpu("RTX 4090", need.memory - batch * logits * 9.5 B)
}
