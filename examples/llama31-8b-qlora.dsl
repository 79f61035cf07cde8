# QLoRA fine-tuning of Llama-3.1-8B (rules/networks/llama31_8b.dsl) on an instruction data set:
# the base frozen in 4-bit NF4 (int4 with its scales), rank-16 adapters on every projection of
# attention and MLP, paged 8-bit AdamW as the QLoRA recipes use, bf16 compute, 2048-token
# samples, activation checkpointing. 52,000 samples (the Alpaca set), 3 epochs.
# Try: advise examples/llama31-8b-qlora.dsl --situation "2026 home lab" --as-of 2026-11

workload "QLoRA Llama-3.1-8B" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adam8bit  checkpointing true
  batch 4  sequence 2048  samples 52000  epochs 3
}
