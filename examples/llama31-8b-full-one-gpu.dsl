# Full fine-tuning of Llama-3.1-8B on one 24 GB card, as torchtune's low-memory recipe
# (llama3_1/8B_full_single_device) runs it: pure bf16 weights, 8-bit AdamW whose state is paged
# (bitsandbytes' PagedAdamW8bit), each weight stepped in the backward pass (optimizer_in_bwd), a
# chunked and compiled loss, activation checkpointing. 2 x 2048 packed tokens a step; 20,000
# samples, 1 epoch.
# Try: advise examples/llama31-8b-full-one-gpu.dsl --situation "2026 home lab" --as-of 2026-11

workload "full fine-tune Llama-3.1-8B on one card" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights bf16  optimizer adam8bit  paged_optimizer true  optimizer_step in_backward
  loss chunked_cross_entropy  compiled true  checkpointing true
  gpus 1  batch 2  sequence 2048  samples 20000  epochs 1
}
