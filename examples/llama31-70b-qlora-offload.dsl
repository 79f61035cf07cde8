# QLoRA fine-tuning of Llama-3.1-70B at home: the base frozen in 4-bit NF4 with double
# quantisation, rank-16 adapters on every projection, 8-bit Adam, bf16 compute, 2048-token samples,
# activation checkpointing, batch 1; 10,000 samples, one epoch. Its 4-bit weights (about 40 GB)
# fit no consumer card, and sharded over two 24 GB cards they still do not leave room for the
# rest: FSDP's CPU offload keeps the shards, the adapters' gradients and the optimizer state in
# the CPU's memory (F119; Answer.AI's and Hugging Face's 70B runs used 107-128 GB of it). Each GPU
# then holds the layers it is computing and the activations, so one 24 GB card holds it as two
# do; a second card halves the time (gpus 2).
# Try: advise examples/llama31-70b-qlora-offload.dsl --situation "QLoRA 70B at home" --as-of 2026-11

workload "QLoRA Llama-3.1-70B, offloaded" {
  model "Llama-3.1-70B"  task transformer
  precision bf16  weights int4  quantisation nf4_double  finetune lora  lora_rank 16
  lora_targets attention_projections, mlp_projections  optimizer adam8bit  checkpointing true
  batch 1  sequence 2048  samples 10000  epochs 1  offload true
}

situation "QLoRA 70B at home" { goal value  budget_total 4000 USD  trouble false  psu 1600 W }
