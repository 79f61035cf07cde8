# The weights' stored formats (rules/memory.dsl, `quantisation`): GGUF files quantise every
# tensor, AWQ/GPTQ and bitsandbytes leave embeddings and the output layer in 16 bits.

workload "test: serve Llama-3.1-8B Q4_K_M" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4  quantisation q4_k_m
  batch 1  context 512  prompt 1
}
workload "test: serve Llama-3.1-8B Q8_0" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int8  quantisation q8_0
  batch 1  context 512  prompt 1
}
workload "test: serve Llama-3.1-8B AWQ" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4  quantisation awq
  batch 1  context 512  prompt 1
}

test "a Q4_K_M file of Llama-3.1-8B holds about 4.92 GB of weights (every tensor quantised)" {
  workload "test: serve Llama-3.1-8B Q4_K_M"
  expect abs(at_gpu("RTX 4090", need.weights) / 4.92 GB - 1) < 3 %
}

test "a Q8_0 file of Llama-3.1-8B holds about 8.54 GB of weights" {
  workload "test: serve Llama-3.1-8B Q8_0"
  expect abs(at_gpu("RTX 4090", need.weights) / 8.54 GB - 1) < 3 %
}

test "AWQ keeps the embeddings and the output layer in 16 bits: more bytes than Q4_K_M's 4.92 GB" {
  workload "test: serve Llama-3.1-8B AWQ"
  expect at_gpu("RTX 4090", need.weights) > 5.5 GB
}

test "decoding reads one row of the embedding table, not the table (Llama-3.1-8B's is 1 GB in 16 bits)" {
  workload "test: serve Llama-3.1-8B AWQ"
  expect at_gpu("RTX 4090", unread_embedding_bytes) > 0.9 GB
  expect at_gpu("RTX 4090", decode_weight_bytes) < at_gpu("RTX 4090", need.weights) - 0.9 GB
}

workload "test: serve Llama-3.1-70B int4, 8 users, 8k, fp8 cache" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4  kv_cache fp8
  batch 8  context 8192  prompt 2048
}

test "an fp8 KV cache holds Llama-3.1-70B's 8 x 8k tokens in 10 GiB (20 GiB in fp16)" {
  workload "test: serve Llama-3.1-70B int4, 8 users, 8k, fp8 cache"
  expect at_gpu("H100 SXM", need.kv_cache) == 8 * 8192 * 2 * 80 * 1024 * 1 B
}

test "in fp16 the same cache is twice the size (the workload of rules/tests/picks.dsl)" {
  workload "test: serve Llama-3.1-70B int4, 8 users, 8k"
  expect at_gpu("H100 SXM", need.kv_cache) == 8 * 8192 * 2 * 80 * 1024 * 2 B
}

# GPTQ's group size (`quantisation_group`): TheBloke's Llama-2-13B-GPTQ files, 4 bits with act
# order, weigh 7.26 GB at groups of 128, 7.51 GB at 64 and 8.00 GB at 32 (the README's "Provided
# files" table): per group a 16-bit scale and a 4-bit zero, the embeddings and output in 16 bits.
workload "test: serve Llama-2-13B GPTQ, groups of 128" {
  model "Llama-2-13B"  task transformer  mode inference  precision fp16  weights int4  quantisation gptq
  batch 1  context 512  prompt 1
}
workload "test: serve Llama-2-13B GPTQ, groups of 64" {
  model "Llama-2-13B"  task transformer  mode inference  precision fp16  weights int4  quantisation gptq  quantisation_group 64
  batch 1  context 512  prompt 1
}
workload "test: serve Llama-2-13B GPTQ, groups of 32" {
  model "Llama-2-13B"  task transformer  mode inference  precision fp16  weights int4  quantisation gptq  quantisation_group 32
  batch 1  context 512  prompt 1
}

test "GPTQ at groups of 128 (the default): Llama-2-13B's file weighs 7.26 GB" {
  workload "test: serve Llama-2-13B GPTQ, groups of 128"
  expect abs(at_gpu("RTX 4090", need.weights) / 7.26 GB - 1) < 1 %
}

test "GPTQ at groups of 64: 7.51 GB" {
  workload "test: serve Llama-2-13B GPTQ, groups of 64"
  expect abs(at_gpu("RTX 4090", need.weights) / 7.51 GB - 1) < 1 %
}

test "GPTQ at groups of 32: 8.00 GB, all but one row of the embeddings read at each decoded token" {
  workload "test: serve Llama-2-13B GPTQ, groups of 32"
  expect abs(at_gpu("RTX 4090", need.weights) / 8.00 GB - 1) < 1 %
  expect at_gpu("RTX 4090", decode_weight_bytes) > 7.5 GB
}
