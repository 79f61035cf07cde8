# What PyTorch keeps at the training peak (rules/memory.dsl, docs/workload-model.md "Memory"):
# gradients freed before each step, the backward pass's widest step, eager attention's scores and
# a language model's 32-bit loss. GPT-2 small: 124,439,808 parameters, its largest layer the
# 51281 x 768 token and position table (39,383,808), its logits 50257 per token.

workload "test: GPT-2 small, fp16, batch 2 x 128" {
  model "GPT-2 small"  task transformer  precision fp16  weights fp16  optimizer sgd  batch 2  sequence 128
}

workload "test: GPT-2 small, fp16, batch 2 x 128, gradients kept" {
  model "GPT-2 small"  task transformer  precision fp16  weights fp16  optimizer sgd  batch 2  sequence 128
  keep_gradients true
}

workload "test: GPT-2 small, fp16, batch 2 x 128, loss sum" {
  model "GPT-2 small"  task transformer  precision fp16  weights fp16  optimizer sgd  batch 2  sequence 128
  loss sum
}

workload "test: GPT-2 small, fp16 autocast, eager, batch 2 x 128" {
  model "GPT-2 small"  task transformer  precision fp16  optimizer sgd  attention eager  batch 2  sequence 128
}

workload "test: GPT-2 small, fp16, eager, batch 2 x 128" {
  model "GPT-2 small"  task transformer  precision fp16  weights fp16  optimizer sgd  attention eager  batch 2  sequence 128
}

workload "test: Llama-3.2-3B, bf16, eager, batch 1 x 256" {
  model "Llama-3.2-3B"  task transformer  precision bf16  weights bf16  optimizer sgd  attention eager  batch 1  sequence 256
}

workload "test: GPT-2 small, fp16, batch 1 x 1" {
  model "GPT-2 small"  task transformer  precision fp16  weights fp16  optimizer sgd  batch 1  sequence 1
}

workload "test: Llama-2-7B, bf16, batch 1 x 1" {
  model "Llama-2-7B"  task transformer  precision bf16  weights bf16  optimizer sgd  batch 1  sequence 1
}

test "gradients freed before the step: at the peak only the first layer's are beside the activations" {
  workload "test: GPT-2 small, fp16, batch 2 x 128"
  expect at_gpu("H100 SXM", need.gradients) == 124439808 * 2 B
  expect at_gpu("H100 SXM", per_gpu.gradients) == 39383808 * 2 B
}

test "keep_gradients counts every gradient beside every activation" {
  workload "test: GPT-2 small, fp16, batch 2 x 128, gradients kept"
  expect at_gpu("H100 SXM", per_gpu.gradients) == 124439808 * 2 B
}

test "with almost no activations the peak is the end of the backward pass: every gradient, and the tied embedding's twice more" {
  workload "test: GPT-2 small, fp16, batch 1 x 1"
  expect at_gpu("H100 SXM", need.tied_gradients) == 2 * 50257 * 768 * 2 B
  expect at_gpu("H100 SXM", per_gpu.gradients + per_gpu.activations + need.errors) == (124439808 + 2 * 50257 * 768) * 2 B
}

test "an untied output layer leaves no extra gradient copies" {
  workload "test: Llama-2-7B, bf16, batch 1 x 1"
  expect at_gpu("H100 SXM", need.tied_gradients) == 0 B
}

test "a language model's cross-entropy keeps a 32-bit copy of its logits and two 32-bit gradients" {
  workload "test: GPT-2 small, fp16, batch 2 x 128"
  expect at_gpu("H100 SXM", loss_kept) == 2 * 128 * 50257 * 4 B
  expect at_gpu("H100 SXM", need.errors) == 2 * 2 * 128 * 50257 * 4 B
}

test "loss sum keeps nothing more: the errors are the widest layer's input and output in 16 bits" {
  workload "test: GPT-2 small, fp16, batch 2 x 128, loss sum"
  expect at_gpu("H100 SXM", loss_kept) == 0 B
  expect at_gpu("H100 SXM", need.errors) == 2 * 128 * (768 + 50257) * 2 B
}

test "eager attention with dropout keeps probabilities, dropout output and mask: 5 bytes a score in fp16" {
  workload "test: GPT-2 small, fp16, eager, batch 2 x 128"
  expect at_gpu("H100 SXM", kept_score_bytes) == 12 * 12 * 128 * 128 * 5 B
}

test "under autocast the probabilities are 32-bit, with the mask and a 16-bit copy for the product: 7 bytes a score" {
  workload "test: GPT-2 small, fp16 autocast, eager, batch 2 x 128"
  expect at_gpu("H100 SXM", kept_score_bytes) == 12 * 12 * 128 * 128 * 7 B
}

test "eager attention with fp32_softmax (Llama) keeps 32-bit probabilities and a 16-bit copy, no mask" {
  workload "test: Llama-3.2-3B, bf16, eager, batch 1 x 256"
  expect at_gpu("H100 SXM", kept_score_bytes) == 28 * 24 * 256 * 256 * 6 B
}

# Hidden-state dropout does not make the attention drop out its probabilities (OPT: dropout 0.1,
# attention dropout 0).
network "test: dropout beside attention without it" {
  input 64
  embedding(1000, 64)
  repeat 2 {
    residual { attention(4) dropout() }
    layernorm()
  }
  dense(1000, shared: true)
}

workload "test: dropout beside attention without it, fp16, eager" {
  model "test: dropout beside attention without it"  task transformer  precision fp16  weights fp16  optimizer sgd
  attention eager  batch 1
}

test "an attention without dropout: true keeps its probabilities once, whatever dropout follows it" {
  workload "test: dropout beside attention without it, fp16, eager"
  expect at_gpu("H100 SXM", kept_score_bytes) == 2 * 4 * 64 * 64 * 2 B
}

# fp32_softmax: a 32-bit softmax of 16-bit scores keeps its output and the 16-bit copy the product
# reads (6 bytes a score in fp16, with a 1-byte mask when dropped out); in fp32 only the output.
network "test: a 32-bit softmax, one layer with dropout" {
  input 64
  embedding(1000, 64)
  residual { attention(4, fp32_softmax: true) }
  residual { attention(4, fp32_softmax: true, dropout: true) }
  dense(1000, shared: true)
}

workload "test: a 32-bit softmax, fp16, eager" {
  model "test: a 32-bit softmax, one layer with dropout"  task transformer  precision fp16  weights fp16  optimizer sgd
  attention eager  batch 1
}

workload "test: a 32-bit softmax, fp32, eager" {
  model "test: a 32-bit softmax, one layer with dropout"  task transformer  precision fp32  optimizer sgd
  attention eager  batch 1
}

test "fp32_softmax in 16-bit work keeps 32-bit probabilities, a 16-bit copy and the dropout's mask" {
  workload "test: a 32-bit softmax, fp16, eager"
  expect at_gpu("H100 SXM", kept_score_bytes) == 2 * 4 * 64 * 64 * 6 B + 4 * 64 * 64 * 1 B
}

test "fp32_softmax in 32-bit work keeps the probabilities once, and the dropout's output and mask" {
  workload "test: a 32-bit softmax, fp32, eager"
  expect at_gpu("H100 SXM", kept_score_bytes) == 2 * 4 * 64 * 64 * 4 B + 4 * 64 * 64 * 5 B
}

workload "test: a 32-bit softmax, fp32, eager, ZeRO-2 on 2 GPUs" {
  model "test: a 32-bit softmax, one layer with dropout"  task transformer  precision fp32  optimizer sgd
  attention eager  batch 1  gpus 2  sharding zero2
}

test "the 16-bit note counts an fp32_softmax layer's 32-bit probabilities and copy where DeepSpeed runs 16-bit" {
  workload "test: a 32-bit softmax, fp32, eager, ZeRO-2 on 2 GPUs"
  expect at_gpu("H100 SXM", sixteen_bit_scores) == 2 * 4 * 64 * 64 * 6 B + 4 * 64 * 64 * 1 B
}

# A reduction note says what the reduced workload needs: each figure below is the need advise
# gives the workload with that one change (GPT-2 small eager fp16 at 8 x 1024: 20.7 GiB;
# Llama-3.1-8B bf16 Adam, fused, at 2 x 512, and at 1 x 512: 135.12 GiB, its gradients outweighing
# the activations; Llama-3.2-3B bf16 at 2 x 4096 with checkpointing: 35.2 GiB, at 2 x 2048: 38.77 GiB).
workload "test: GPT-2 small, fp32 Adam, eager, batch 8 x 1024" {
  model "GPT-2 small"  task transformer  precision fp32  optimizer adam  attention eager  batch 8  sequence 1024
}

workload "test: Llama-3.1-8B, fp32 Adam, batch 2 x 512" {
  model "Llama-3.1-8B"  task transformer  precision fp32  optimizer adam  batch 2  sequence 512  optimizer_step fused
}

workload "test: Llama-3.1-8B, bf16 Adam, batch 2 x 512" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adam  batch 2  sequence 512  optimizer_step fused
}

workload "test: Llama-3.2-3B, bf16 AdamW, batch 2 x 4096" {
  model "Llama-3.2-3B"  task transformer  precision bf16  weights bf16  optimizer adamw  batch 2  sequence 4096
}

test "the 16-bit note keeps eager attention's 32-bit probabilities under autocast" {
  workload "test: GPT-2 small, fp32 Adam, eager, batch 8 x 1024"
  expect abs(at_gpu("H100 SXM", reduced.sixteen_bit) / 20.7 GiB - 1) < 1 %
}

test "the 16-bit note counts the gradients the smaller activations leave alive at the peak" {
  workload "test: Llama-3.1-8B, fp32 Adam, batch 2 x 512"
  expect abs(at_gpu("H100 SXM", reduced.sixteen_bit) / 135.12 GiB - 1) < 1 %
}

test "half the batch frees activations the gradients then fill" {
  workload "test: Llama-3.1-8B, bf16 Adam, batch 2 x 512"
  expect abs(at_gpu("H100 SXM", reduced.half_batch) / 135.12 GiB - 1) < 1 %
}

test "the checkpointing note keeps the loss's 32-bit logits" {
  workload "test: Llama-3.2-3B, bf16 AdamW, batch 2 x 4096"
  expect abs(at_gpu("H100 SXM", reduced.checkpointing) / 35.2 GiB - 1) < 1 %
}

test "the shorter-sequence note is the need at half the sequence" {
  workload "test: Llama-3.2-3B, bf16 AdamW, batch 2 x 4096"
  expect abs(at_gpu("H100 SXM", reduced.shorter_sequence) / 38.77 GiB - 1) < 1 %
}

network "test: one attention with dropout, one without" {
  input 64
  embedding(1000, 64)
  attention(4, dropout: true)
  attention(4)
  dense(1000, shared: true)
}

workload "test: one attention with dropout, one without, fp16, eager" {
  model "test: one attention with dropout, one without"  task transformer  precision fp16  weights fp16  optimizer sgd
  attention eager  batch 1
}

test "each attention keeps what its own dropout keeps" {
  workload "test: one attention with dropout, one without, fp16, eager"
  expect at_gpu("H100 SXM", kept_score_bytes) == 4 * 64 * 64 * (5 B + 2 B)
}

# The optimizer's step (rules/memory.dsl): PyTorch's foreach Adam writes the square root of every
# second moment at once, a temporary of their size, while every gradient is alive. Llama-3.1-8B,
# 8,030,261,248 parameters, under autocast: 4 B weights (the 16-bit copies are freed with the
# activations), 4 B gradients, 8 B of Adam's moments and the 4 B temporary.
test "foreach Adam's step is the peak of a small batch: 20 bytes a parameter under autocast" {
  workload "test: Llama-3.1-8B, bf16 Adam, batch 1 x 512, foreach"
  expect at_gpu("H100 SXM", need.step_peak) == 8030261248 * 20 B
  expect at_gpu("H100 SXM", need.memory) == 8030261248 * 20 B + 0.5 GiB
}

test "a fused step keeps no temporary: the backward pass's peak is the need" {
  workload "test: Llama-3.1-8B, bf16 Adam, batch 2 x 512"
  expect at_gpu("H100 SXM", need.step_peak) == 8030261248 * 16 B
  expect at_gpu("H100 SXM", need.memory) == at_gpu("H100 SXM", need.backward_peak) + 0.5 GiB
}

test "halving the batch does not go below the step's peak" {
  workload "test: Llama-3.1-8B, bf16 Adam, batch 1 x 512, foreach"
  expect at_gpu("H100 SXM", reduced.batch_of_one) == at_gpu("H100 SXM", need.memory)
}

workload "test: Llama-3.1-8B, bf16 Adam, batch 1 x 512, foreach" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adam  batch 1  sequence 512
}

# LoRA's dropout (rules/memory.dsl): each adapted matrix's input is copied (in the compute
# precision) with a 1-byte mask, per sample. Llama-2-7B's four attention projections read
# 3 x 4096 + 4096 elements a token, in each of its 32 blocks.
workload "test: Llama-2-7B LoRA, bf16, dropout 0.05, 512 tokens" {
  model "Llama-2-7B"  task transformer  finetune lora  lora_dropout 0.05  precision bf16  optimizer adamw  batch 2  sequence 512
}

workload "test: Llama-2-7B LoRA, bf16, dropout 0.05, 512 tokens, checkpointing" {
  model "Llama-2-7B"  task transformer  finetune lora  lora_dropout 0.05  precision bf16  optimizer adamw  batch 2  sequence 512
  checkpointing true
}

workload "test: Llama-2-7B LoRA, bf16, no dropout, 512 tokens" {
  model "Llama-2-7B"  task transformer  finetune lora  precision bf16  optimizer adamw  batch 2  sequence 512
}

test "LoRA's dropout keeps a 16-bit copy and a mask of every adapted input" {
  workload "test: Llama-2-7B LoRA, bf16, dropout 0.05, 512 tokens"
  expect at_gpu("H100 SXM", lora_dropout_kept) == 32 * 512 * (4 * 4096) * 3 B
  expect at_gpu("H100 SXM", need.activations) > 2 * 32 * 512 * (4 * 4096) * 3 B
}

test "with checkpointing LoRA's dropout copies are one block's" {
  workload "test: Llama-2-7B LoRA, bf16, dropout 0.05, 512 tokens, checkpointing"
  expect at_gpu("H100 SXM", lora_dropout_kept) == 512 * (4 * 4096) * 3 B
}

test "without dropout (PEFT's default) an adapter keeps no copy" {
  workload "test: Llama-2-7B LoRA, bf16, no dropout, 512 tokens"
  expect at_gpu("H100 SXM", lora_dropout_kept) == 0 B
}

# LoRA on the query and value alone (PEFT's, torchtune's and lit-gpt's default for Llama): Llama-2-7B's
# adapters are rank x ((4096 + 4096) + (4096 + 4096)) a block, and their dropout copies two inputs.
workload "test: Llama-2-7B LoRA on Q and V, bf16, dropout 0.05, 512 tokens" {
  model "Llama-2-7B"  task transformer  finetune lora  lora_rank 8  lora_targets query_value_projections  lora_dropout 0.05
  precision bf16  optimizer adamw  batch 2  sequence 512
}

test "LoRA on the query and value trains and drops out half of what the four attention projections do" {
  workload "test: Llama-2-7B LoRA on Q and V, bf16, dropout 0.05, 512 tokens"
  expect at_gpu("H100 SXM", model.trainable) == 8 * 32 * (8192 + 8192)
  expect at_gpu("H100 SXM", lora_dropout_kept) == 32 * 512 * (2 * 4096) * 3 B
}
