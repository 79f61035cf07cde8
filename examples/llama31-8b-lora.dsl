# LoRA fine-tuning of Llama-3.1-8B with the base in bf16: rank-16 adapters on the attention
# projections (the PEFT default), AdamW, 2048-token samples, activation checkpointing, batch 2.
# 52,000 samples (the Alpaca set), 3 epochs. Compare with examples/llama31-8b-qlora.dsl: the
# bf16 base alone is 15 GiB.
# Try: advise examples/llama31-8b-lora.dsl --as-of 2026-11

workload "LoRA Llama-3.1-8B" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  finetune lora  lora_rank 16
  optimizer adamw  checkpointing true
  batch 2  sequence 2048  samples 52000  epochs 3
}
