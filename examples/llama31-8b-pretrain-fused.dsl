# Continued pretraining of Llama-3.1-8B on 10 billion tokens in a stack built for large models
# (torchtitan, Megatron-LM, NeMo or llm-foundry: fused kernels, FSDP over 8 GPUs, bf16 with 32-bit
# master weights, activation checkpointing), 8192-token samples, 2 per GPU. Without
# `fused_stack true` the estimate is an eager PyTorch loop's, and a note says how much faster the
# fused stack's products run.
# Try: advise examples/llama31-8b-pretrain-fused.dsl --situation "rent for a project" --as-of 2026-11

workload "pretrain Llama-3.1-8B on 10B tokens, fused stack, 8 GPUs" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  optimizer adamw  checkpointing true  fused_stack true
  gpus 8  sharding fsdp
  batch 2  sequence 8192  samples 1220703  epochs 1
}
