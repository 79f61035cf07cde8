# Full fine-tuning of Llama-3.1-8B over 8 GPUs with FSDP (weights, gradients and AdamW state
# sharded, ZeRO-3 style): bf16 mixed precision with 32-bit master weights, 4096-token samples,
# activation checkpointing, 4 samples per GPU. 100,000 samples, 2 epochs.
# Try: advise examples/llama31-8b-full-fsdp.dsl --situation "startup cluster" --as-of 2026-11

workload "full fine-tune Llama-3.1-8B, FSDP on 8 GPUs" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  optimizer adamw  checkpointing true
  gpus 8  sharding fsdp
  batch 4  sequence 4096  samples 100000  epochs 2
}
