# Language-model workloads of 2026 (F80-F85): what fits where, asked as of 2026-11.

workload "test: QLoRA Llama-3.1-8B" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adam8bit  checkpointing true  batch 4  sequence 2048  samples 52000  epochs 3
}

workload "test: full fine-tune Llama-3.1-8B on one GPU" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  batch 4  sequence 4096  samples 100000  epochs 2
}

workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  gpus 8  sharding fsdp  batch 4  sequence 4096  samples 100000  epochs 2
}

workload "test: serve Llama-3.1-70B int4, 1 user, 8k" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 8192  prompt 2048
}

workload "test: serve Llama-3.1-70B in fp16" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16
  batch 1  context 8192  prompt 2048
}

situation "test: data center" { goal speed  data_center true }

test "F82: a 24 GB home card fits an 8B QLoRA; a 16 GB one does not" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"
  expect admitted("RTX 4090") and admitted("RTX 3090")
  expect not admitted("RTX 4060 Ti 16GB")
}

test "F82: the 8B QLoRA hobbyist on a 2026 home lab gets a 24 GB card or better" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"  situation "2026 home lab"
  expect top == "RTX 3090" or top == "RTX 3090 Ti" or top == "RTX 4090" or top == "RTX 5090"
}

test "F80: full fine-tuning of an 8B model fits no single 80 GB card; FSDP over 8 fits 80 GB cards" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B on one GPU"  situation "test: data center"
  expect not admitted("H100 SXM") and not admitted("A100 80GB SXM")
  expect fired("H100 SXM", "reduce memory: shard over GPUs")
}

test "F80: FSDP on 8 GPUs admits the 80 GB data-center cards" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs"  situation "test: data center"
  expect admitted("H100 SXM") and admitted("A100 80GB SXM") and admitted("H200")
  expect not admitted("RTX 4090")
}

test "F85, F88: Llama-3.1-70B in int4 serves 8k tokens from one 48 GB card, from two 32 GB cards" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B int4, 1 user, 8k"  situation "test: data center"
  expect cards("RTX A6000") == 1 and cards("L40S") == 1 and cards("H100 SXM") == 1
  expect admitted("RTX 5090") and cards("RTX 5090") == 2
  expect fired("RTX 5090", "several cards hold it")
}

test "F82, F85, F88: in fp16 the same model needs two 80 GB cards, tensor parallel, or one MI300X" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B in fp16"  situation "test: data center"
  expect cards("H100 SXM") == 2 and cards("AMD MI300X") == 1
}

workload "test: serve Llama-3.1-70B in fp16 on one GPU" {
  model "Llama-3.1-70B"  mode inference  precision fp16  batch 1  context 8192  gpus 1
}

test "F82, F85: on one 80 GB card the fp16 model does not fit, and the 4-bit note says what fits" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B in fp16 on one GPU"  situation "test: data center"
  expect not admitted("H100 SXM")
  expect fired("H100 SXM", "reduce memory: 4-bit base")
}

test "F88: before 2023 serving engines did not split a model, so the 70B fp16 model fits no H100" {
  as_of 2022-12  workload "test: serve Llama-3.1-70B in fp16"  situation "test: data center"
  expect not admitted("A100 80GB SXM")
}

workload "test: full fine-tune Mistral-7B" {
  model "Mistral-7B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  batch 4  sequence 2048  samples 50000  epochs 1
}

# The 7B model's 16 bytes per parameter (F80) and activations need a 141 GB+ card, or the state
# sharded over several rented cards (F87); renting costs tens of dollars against tens of
# thousands to buy. The MI355X's rent is an estimate (catalog/gpus/amd.dsl), and it can rank
# first on samples per rent dollar; eight rented 24 GB cards sharded with FSDP can too.
test "F80, F87, F16: renting for a 7B full fine-tune: one large data-center GPU, or the state sharded over several" {
  as_of 2026-11  workload "test: full fine-tune Mistral-7B"  situation "rent for a project"
  expect cards("B200") == 1 and fired("B200", "renting is cheaper")
  expect cards("RTX 5090") > 1 and cards("H100 SXM") == 2
}

# Mixed precision keeps its 32-bit master weights two ways (rules/memory.dsl): PyTorch's autocast
# (32-bit weights and gradients, a 16-bit copy of each weight: 18 bytes per parameter with Adam;
# at the step PyTorch's foreach Adam adds a 4-byte temporary and the copies are gone: 20) and
# DeepSpeed's (16-bit weights and gradients, the master in the optimizer, a fused step: 16 bytes).
workload "test: 1e9 parameters, fp16 Adam, autocast" {
  task transformer  precision fp16  optimizer adam  parameters 1e9  framework_memory 0 B
}

workload "test: 1e9 parameters, fp16 Adam, DeepSpeed data parallel" {
  task transformer  precision fp16  optimizer adam  parameters 1e9  framework_memory 0 B  gpus 2  sharding zero0
}

test "autocast keeps 18 bytes per parameter with Adam, and foreach Adam's step 20" {
  workload "test: 1e9 parameters, fp16 Adam, autocast"
  expect at_gpu("H100 SXM", need.backward_peak) == 18e9 B
  expect at_gpu("H100 SXM", need.memory) == 20e9 B
}

test "DeepSpeed's mixed precision keeps ZeRO's 16 bytes per parameter" {
  workload "test: 1e9 parameters, fp16 Adam, DeepSpeed data parallel"
  expect at_gpu("H100 SXM", need.memory) == 16e9 B
}

workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs, in fp32" {
  model "Llama-3.1-8B"  task transformer  precision fp32  optimizer adamw  checkpointing true
  gpus 8  sharding fsdp  batch 4  sequence 4096  samples 100000  epochs 2
}

test "the 16-bit note of a sharded workload is per GPU: what the bf16 workload needs (52.8 GiB)" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs, in fp32"
  expect abs(at_gpu("H100 SXM", reduced.sixteen_bit) / 52.8 GiB - 1) < 1 %
}

# FP8 work runs on FP8 tensor cores where a card has them (F92): a prompt's prefill in fp8 must be
# faster than in 16 bits wherever the datasheet's FP8 rate is above the 16-bit one (Gaudi 3 runs
# both at one rate), never slower (fp8 once ran at the 32-bit vector rate). tests/configurations.dsl
# holds the same for the H100 and tensor-parallel decode on 2 and 4 GPUs.
workload "test: prefill Llama-3.1-8B in fp8" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp8
  batch 16  context 1280  prompt 1024
}

test "F92: fp8 prefill runs faster than 16-bit prefill on every card whose FP8 tensor rate is above its 16-bit one" {
  as_of 2026-11  workload "test: prefill Llama-3.1-8B in fp8"
  expect max_over_gpus(if (gpu.tensor_fp8 ?? 0 FLOPS) > tensor_16_any and prefill_rate <= tensor_16_any * arch_efficiency * prefill_efficiency then 1 else 0) == 0
  expect at_gpu("RTX 4090", prefill_rate) > at_gpu("RTX 4090", tensor_16_any * arch_efficiency * prefill_efficiency)
}

workload "test: QLoRA Llama-3.1-8B, bitsandbytes NF4 with double quantisation" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights int4  quantisation nf4_double  finetune lora  lora_rank 16
  optimizer adam8bit  checkpointing true  batch 4  sequence 2048
}

test "F82, F116: a bitsandbytes QLoRA keeps its blocks in 4.127 bits and the rest, cast up, in 32" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B, bitsandbytes NF4 with double quantisation"
  # 6,979,321,856 block weights x 4.127 / 8 bytes; 1,050,939,392 in the embedding, the untied
  # output layer and the norms x 4 bytes.
  expect abs(at_gpu("RTX 4090", weight_store) / 7804215230 B - 1) < 0.1 %
}

workload "test: pretrain Llama-3.1-8B in a fused stack, FSDP on 8 GPUs" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  fused_stack true
  gpus 8  sharding fsdp  batch 4  sequence 4096
}

test "an 8B model trained in a fused stack carries the LLM training rows' error" {
  as_of 2026-11  workload "test: pretrain Llama-3.1-8B in a fused stack, FSDP on 8 GPUs"
  expect at_gpu("H100 SXM", throughput_error) == llm_training_error
  expect at_gpu("H100 SXM", relative_error) == llm_training_pair_error
}

test "an eager stack on eight GPUs, which no LLM training row measures, carries the training rows' error" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs"
  expect at_gpu("H100 SXM", throughput_error) == speed_error
  expect at_gpu("H100 SXM", relative_error) == relative_speed_error
}

test "a QLoRA on one GPU keeps the training rows' error" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"
  expect at_gpu("RTX 4090", throughput_error) == speed_error
}

workload "test: pretrain Llama-3.1-70B, tensor parallel on 8 GPUs" {
  model "Llama-3.1-70B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  gpus 8  sharding tensor  batch 1  sequence 4096
}

test "a fused stack runs the weights' products at fused_tensor_utilisation, fed as the eager rate is; attention's own products keep the eager rate" {
  as_of 2026-11  workload "test: pretrain Llama-3.1-8B in a fused stack, FSDP on 8 GPUs"
  expect fused_training
  expect at_gpu("H100 SXM", fused_matmul_rate)
         == at_gpu("H100 SXM", tensor_peak * fused_tensor_utilisation * tensor_feed * arch_efficiency)
  expect at_gpu("H100 SXM", stack_product_share) == at_gpu("H100 SXM", matmul_rate / fused_matmul_rate)
  # The layers' time is within 1 and 1.15 times the weights' products at the fused rate and
  # attention's at the eager rate: about 9 % more for the norms' and activations' memory traffic
  # (at the eager rate the weights' products alone would take 20-40 % more).
  expect abs(at_gpu("H100 SXM", time.layers / sum_layers(training_work * (layer.flops - layer.score_flops) / fused_matmul_rate
                                                          + score_work * (layer.score_flops - layer.masked_flops) / matmul_rate))
             - 1.075) < 0.075
}

test "tensor and pipeline sharding default to a fused stack (only such stacks do them); FSDP and one GPU to an eager one" {
  as_of 2026-11  workload "test: pretrain Llama-3.1-70B, tensor parallel on 8 GPUs"
  expect fused_stack and fused_training
}

test "an eager stack, FSDP's default, runs every product at the eager rate" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs"
  expect not fused_stack
  expect at_gpu("H100 SXM", stack_product_share) == 1
}

workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs, eager stack stated" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true  fused_stack false
  gpus 8  sharding fsdp  batch 4  sequence 4096
}

test "an LLM trained without a stated stack is noted as eager, with what a fused one would do; a stated stack, LoRA and a fused default are not" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs"
  expect fired("H100 SXM", "eager stack assumed")
  # Cards without tensor cores run both at the vector rate: nothing to say there.
  expect not fired("GTX 1080 Ti", "eager stack assumed")
}

test "a stated eager stack is not noted" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, FSDP on 8 GPUs, eager stack stated"
  expect not fired("H100 SXM", "eager stack assumed")
}

test "LoRA is not noted as an assumed eager stack" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"
  expect not fired("RTX 4090", "eager stack assumed")
}

test "tensor parallelism's fused default is not noted" {
  as_of 2026-11  workload "test: pretrain Llama-3.1-70B, tensor parallel on 8 GPUs"
  expect not fired("H100 SXM", "eager stack assumed")
}

test "serving is not a training stack: tensor-parallel serving keeps its engine's rates" {
  as_of 2026-11  workload "test: Llama-3.1-70B fp8 on two H100 for 250 users of 5000-token prompts"
  expect fused_stack and not fused_training
  expect at_gpu("H100 SXM", stack_product_share) == 1
}

workload "test: full fine-tune Llama-3.1-8B in FP8, FSDP on 8 GPUs" {
  model "Llama-3.1-8B"  task transformer  precision fp8  optimizer adamw  checkpointing true
  gpus 8  sharding fsdp  batch 4  sequence 4096
}

test "F92: FP8 training runs its products faster than 16-bit ones on FP8 tensor cores, and at the 16-bit rate without them" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B in FP8, FSDP on 8 GPUs"
  # An 8-bit operand is one byte: the SM feeds twice as many of them (B200 before: slower than bf16).
  expect at_gpu("B200", matmul_rate) > 1.5 * at_gpu("B200", matmul_16_rate)
  expect at_gpu("H100 SXM", matmul_rate) > 1.5 * at_gpu("H100 SXM", matmul_16_rate)
  expect at_gpu("A100 80GB SXM", matmul_rate) == at_gpu("A100 80GB SXM", matmul_16_rate)
  # Transformer Engine keeps 16-bit activations between layers.
  expect bytes_per_value == 2 B
}

test "FP8 training casts each product's input and output gradient to FP8 with a transpose: 4 bytes an element at the element-wise rate; none in 16 bits or without FP8 units" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B in FP8, FSDP on 8 GPUs"
  # Llama-3.1-8B: 32 blocks of (4096 + 4096) + 2 x (4096 + 1024) + (4096 + 4096) in attention's
  # projections and 2 x (4096 + 14336) + (14336 + 4096) in the MLP: 2,621,440 elements a token.
  expect at_gpu("H100 SXM", time.fp8_casts)
         == at_gpu("H100 SXM", 2621440 * 4096 * 4 B / memory_rate)
  expect at_gpu("A100 80GB SXM", time.fp8_casts) == 0 s
}

test "16-bit training has no FP8 casts" {
  as_of 2026-11  workload "test: pretrain Llama-3.1-8B in a fused stack, FSDP on 8 GPUs"
  expect at_gpu("H100 SXM", time.fp8_casts) == 0 s
}

workload "test: serve Llama-3.1-70B int4 to 8 users at once" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  concurrency 8  context 8192  prompt 2048
}

test "a serving engine's concurrency is the batch it decodes: each user sees an eighth of the tokens" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B int4 to 8 users at once"
  expect batch == 8
  expect at_gpu("H100 SXM", decode.tokens_per_second) * 8 == at_gpu("H100 SXM", decode.total_tokens_per_second)
}

workload "test: serve Llama-3.1-8B to 64 users with 8k each" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  concurrency 64  context 8192
}

test "F22: when the KV cache does not fit, the note gives the batch that fits at this context and the context that fits at this batch" {
  as_of 2026-11  workload "test: serve Llama-3.1-8B to 64 users with 8k each"
  # 16 GB of weights and 0.5 GiB of context on a 24 GiB card leave about 9.2 GB: 1 GiB a sequence
  # of 8192 tokens (128 KiB a token), 8 MiB a token for 64 sequences.
  expect fired("RTX 4090", "serving: batch that fits")
  expect at_gpu("RTX 4090", serving.largest_batch) == 8
  expect at_gpu("RTX 4090", serving.longest_context) >= 1000 and at_gpu("RTX 4090", serving.longest_context) <= 1200
  expect at_gpu("RTX 4090", serving.longest_context * kv_bytes_per_token * batch) <= at_gpu("RTX 4090", cache_room)
}

workload "test: Llama-3.1-8B decoding 256 sequences at once" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  concurrency 256  context 1024  prompt 512
}

test "F20: at a batch of hundreds a decode step's products are compute bound, and attention's reading of the cache comes on top" {
  as_of 2026-11  workload "test: Llama-3.1-8B decoding 256 sequences at once"
  expect at_gpu("H100 SXM", 2 * batch * model.parameters * 1 FLOP / matmul_rate)
         > at_gpu("H100 SXM", decode_weight_bytes / decode_bandwidth)
  expect abs(at_gpu("H100 SXM", time.decode_work)
             / at_gpu("H100 SXM", 2 * batch * sum_layers(layer.active_parameters) * 1 FLOP / matmul_rate + decode_cache_bytes / decode_bandwidth) - 1) < 1 %
}

workload "test: Llama-3.1-8B fp8, 100 users of 1000-token prompts, continuous batching" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp8  concurrency 100
  context 2000  prompt 1000  engine vllm
}
workload "test: Llama-3.1-8B fp8, a static batch of 100 1000-token prompts" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp8  batch 100
  context 2000  prompt 1000  engine vllm  batching static
}
workload "test: Llama-3.1-8B fp8, one user of a continuous-batching engine" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp8  concurrency 1
  context 2000  prompt 1000  engine vllm
}

test "continuous batching: a new request's first token waits for its own prompt, one step of the others and its turn among their prompts, not for 99 other prompts" {
  as_of 2026-11  workload "test: Llama-3.1-8B fp8, 100 users of 1000-token prompts, continuous batching"
  expect at_gpu("H100 SXM", batching) == continuous
  expect at_gpu("H100 SXM", time_to_first_token)
         == at_gpu("H100 SXM", time.prefill_compute + time.decode_step + time.prompt_queue)
  # Pollaczek-Khinchine: with the steps busy reading prompts a share u of the time, the wait is
  # u / (2 (1 - u)) prompts.
  expect abs(at_gpu("H100 SXM", time.prompt_queue / time.prefill_compute)
             - at_gpu("H100 SXM", prefill_busy_share / (2 * (1 - prefill_busy_share)))) < 0.001
  expect at_gpu("H100 SXM", prefill_busy_share) > 0 and at_gpu("H100 SXM", prefill_busy_share) < 1
  expect at_gpu("H100 SXM", time_to_first_token)
         < at_gpu("H100 SXM", 100 * time.prefill_compute) / 10
}

test "continuous batching: each user's steps also read the prompts of the requests that replace the others' answers" {
  as_of 2026-11  workload "test: Llama-3.1-8B fp8, 100 users of 1000-token prompts, continuous batching"
  # 99 other users, one request each per 1000 generated tokens: 0.099 prompts per step.
  expect abs(at_gpu("H100 SXM", time.interleaved_prefill / time.prefill_compute) - 0.099) < 0.001
  expect at_gpu("H100 SXM", decode.tokens_per_second)
         == at_gpu("H100 SXM", 1 / (time.decode_step + time.interleaved_prefill))
  expect abs(at_gpu("H100 SXM", tokens_per_second * (time_to_first_token + 999 * time.inter_token)) / (100 * 1000) - 1) < 0.1 %
}

test "static batching: the batch's prompts are read together, then every step only decodes" {
  as_of 2026-11  workload "test: Llama-3.1-8B fp8, a static batch of 100 1000-token prompts"
  expect at_gpu("H100 SXM", batching) == static
  expect at_gpu("H100 SXM", time.interleaved_prefill) == 0 s
  expect at_gpu("H100 SXM", decode.tokens_per_second) == at_gpu("H100 SXM", 1 / time.decode_step)
  expect at_gpu("H100 SXM", time_to_first_token)
         == at_gpu("H100 SXM", max(time.prefill_compute, time.prefill_weights) + time.step_fixed)
}

test "one user: continuous batching has no one else's prompt to read, and answers as a batch of one" {
  as_of 2026-11  workload "test: Llama-3.1-8B fp8, one user of a continuous-batching engine"
  expect at_gpu("H100 SXM", time.interleaved_prefill) == 0 s
  expect at_gpu("H100 SXM", time_to_first_token)
         == at_gpu("H100 SXM", max(time.prefill_compute, time.prefill_weights) + time.step_fixed)
}

test "served throughput: continuous batching does the work a static batch does, within a tenth; the first token comes over ten times sooner" {
  as_of 2026-11  workload "test: Llama-3.1-8B fp8, 100 users of 1000-token prompts, continuous batching"
  # A static batch of the same 100 requests: its 100 prompts at once, then 999 decode steps.
  expect abs(at_gpu("H100 SXM", tokens_per_second)
             / at_gpu("H100 SXM", 100 * 1000 / (100 * time.prefill_compute + step_overhead + 999 * time.decode_step)) - 1) < 10 %
  expect at_gpu("H100 SXM", 100 * time.prefill_compute) > 10 * at_gpu("H100 SXM", time_to_first_token)
}

# NVIDIA NIM's Llama-3.3-70B benchmark on two H100 (fp8, tensor parallel): 5000-token prompts,
# 500 tokens generated, 50 and 250 users each sending the next request when the last is answered.
workload "test: Llama-3.1-70B fp8 on two H100 for 250 users of 5000-token prompts" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp8  concurrency 250
  prompt 5000  context 5500  engine tensorrt_llm  gpus 2  sharding tensor
}

workload "test: Llama-3.1-70B fp8 on two H100 for 50 users of 5000-token prompts" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp8  concurrency 50
  prompt 5000  context 5500  engine tensorrt_llm  gpus 2  sharding tensor
}

test "F22: users beyond what the cache holds queue for a place; the card is rejected and the estimate says how long they would wait" {
  as_of 2026-11  workload "test: Llama-3.1-70B fp8 on two H100 for 250 users of 5000-token prompts"
  # (a passively cooled card is rejected here anyway, without a situation for servers)
  expect not at_gpu("H100 SXM", cache_holds_everyone) and at_gpu("H100 SXM", need.memory > usable_memory)
  expect fired("H100 SXM", "serving: the users beyond the cache would wait")
  # The engine's default 0.9 of each card, less the weights, in whole sequences.
  expect at_gpu("H100 SXM", running_sequences) == at_gpu("H100 SXM", serving.cache_slots)
  expect at_gpu("H100 SXM", running_sequences) < at_gpu("H100 SXM", serving.largest_batch)
  expect at_gpu("H100 SXM", running_sequences * per_sequence_bytes + per_gpu.weights + need.framework)
         <= at_gpu("H100 SXM", 0.9 * usable_memory)
  # Little's law: the running sequences finish that many requests per request time, whatever the
  # number waiting, and the wait is what the first token shows (NIM measured 88.6 s).
  expect abs(at_gpu("H100 SXM", tokens_per_second * time.request_served / (running_sequences * 500)) - 1) < 0.1 %
  expect at_gpu("H100 SXM", time_to_first_token) > 30 s
}

test "a cache that holds every user at the engine's default share runs them all: no queue" {
  as_of 2026-11  workload "test: Llama-3.1-70B fp8 on two H100 for 50 users of 5000-token prompts"
  expect at_gpu("H100 SXM", cache_holds_everyone)
  expect at_gpu("H100 SXM", running_sequences) == 50 and at_gpu("H100 SXM", time.cache_queue) == 0 s
  expect not fired("H100 SXM", "serving: the users beyond the cache would wait")
  expect not fired("H100 SXM", "serving: the engine's default memory share queues users")
}

workload "test: Llama-3.1-70B fp8 on two H100 for 100 users of 5000-token prompts" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp8  concurrency 100
  prompt 5000  context 5500  engine tensorrt_llm  gpus 2  sharding tensor
}

test "a card whose memory holds every user still queues some at the engine's default share, and says which setting runs them all" {
  as_of 2026-11  workload "test: Llama-3.1-70B fp8 on two H100 for 100 users of 5000-token prompts"
  expect at_gpu("H100 SXM", cache_holds_everyone)
  expect at_gpu("H100 SXM", serving.largest_batch) >= 100
  expect at_gpu("H100 SXM", running_sequences) == at_gpu("H100 SXM", serving.cache_slots)
  expect at_gpu("H100 SXM", running_sequences) < 100 and at_gpu("H100 SXM", time.cache_queue) > 0 s
  expect fired("H100 SXM", "serving: the engine's default memory share queues users")
  expect not fired("H100 SXM", "serving: the users beyond the cache would wait")
}

workload "test: Llama-3.1-70B fp16 for 8 users" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  concurrency 8
  context 1024  prompt 512
}

test "a card that does not hold the weights has no queue: the memory rule says what is missing" {
  as_of 2026-11  workload "test: Llama-3.1-70B fp16 for 8 users"
  expect at_gpu("RTX 4090", serving.largest_batch) < 1
  expect at_gpu("RTX 4090", running_sequences) == 8 and at_gpu("RTX 4090", time.cache_queue) == 0 s
  expect not fired("RTX 4090", "serving: the users beyond the cache would wait")
}

workload "test: Llama-3.1-8B for 60 users of 8k, vLLM" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  concurrency 60
  prompt 512  context 8192  engine vllm
}

workload "test: Llama-3.1-8B for 60 users of 8k, TensorRT-LLM" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  concurrency 60
  prompt 512  context 8192  engine tensorrt_llm
}

test "vLLM's cache holds a sequence's mean length, TensorRT-LLM's its whole length: the same 60 users queue only under the second" {
  as_of 2026-11  workload "test: Llama-3.1-8B for 60 users of 8k, vLLM"
  expect at_gpu("H100 SXM", cache_holds_everyone)
  expect at_gpu("H100 SXM", slot_tokens) == (512 + 8192) / 2
  expect at_gpu("H100 SXM", running_sequences) == 60 and at_gpu("H100 SXM", time.cache_queue) == 0 s
}

test "TensorRT-LLM reserves a request's whole length: 60 users of 8k queue at its default share on an 80 GB card" {
  as_of 2026-11  workload "test: Llama-3.1-8B for 60 users of 8k, TensorRT-LLM"
  expect at_gpu("H100 SXM", cache_holds_everyone)
  expect at_gpu("H100 SXM", slot_tokens) == 8192
  expect at_gpu("H100 SXM", running_sequences) < 60
  expect fired("H100 SXM", "serving: the engine's default memory share queues users")
}

workload "test: Llama-3.1-8B in F16, one user, llama.cpp" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  batch 1
  prompt 1  context 512  engine llama_cpp
}

workload "test: Llama-3.1-8B in F16, one user, vLLM" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  batch 1
  prompt 1  context 512  engine vllm
}

test "llama.cpp's decode kernels fill a GeForce card's bandwidth but not an HBM card's: its SMs bound the A100's and the H100's; vLLM's do not" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect at_gpu("RTX 4090", decode_bandwidth) == at_gpu("RTX 4090", datasheet(gpu.bandwidth) * decode_bandwidth_efficiency)
  expect at_gpu("A100 80GB PCIe", decode_bandwidth) == at_gpu("A100 80GB PCIe", gpu.sms * llama_cpp_sm_bandwidth)
  expect at_gpu("H100 PCIe", decode_bandwidth) < 0.7 * at_gpu("H100 PCIe", datasheet(gpu.bandwidth))
}

workload "test: Llama-3.1-8B in Q4_K_M, a 512-token prompt, llama.cpp" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4  quantisation q4_k_m
  batch 1  prompt 512  context 513  engine llama_cpp
}

test "llama.cpp reads a prompt at what its board power buys on a GA10x or TSMC 4N chip: the 300 W RTX 6000 Ada more slowly than the 450 W RTX 4090, whose tensor peak is lower" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect at_gpu("RTX 6000 Ada", prefill_rate) == at_gpu("RTX 6000 Ada", gpu.tdp * tsmc_4n_flops_per_watt)
  expect at_gpu("RTX 3090", prefill_rate) == at_gpu("RTX 3090", gpu.tdp * samsung_8nm_flops_per_watt)
  expect at_gpu("RTX 6000 Ada", prefill_rate) < at_gpu("RTX 4090", prefill_rate)
  expect at_gpu("RTX 6000 Ada", datasheet(gpu.tensor_fp16)) > at_gpu("RTX 4090", datasheet(gpu.tensor_fp16))
}

test "under llama.cpp a chip of a process without a fitted row (the A100's 7 nm) reads a prompt at prefill_efficiency of its peak" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect at_gpu("A100 80GB PCIe", prefill_rate) == at_gpu("A100 80GB PCIe", peak_prefill_rate * prefill_efficiency)
}

test "vLLM's prompt reading is not bound by the board power" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, vLLM"
  expect at_gpu("RTX 6000 Ada", prefill_rate) == at_gpu("RTX 6000 Ada", peak_prefill_rate * prefill_efficiency)
}

test "llama.cpp's power-bound prompt reading is noted where the serving engines would read it faster: the RTX 6000 Ada and the H100, not the RTX 4090 or under vLLM" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect fired("RTX 6000 Ada", "serving: llama.cpp reads prompts at its power's rate")
  expect fired("H100 PCIe", "serving: llama.cpp reads prompts at its power's rate")
  expect not fired("RTX 4090", "serving: llama.cpp reads prompts at its power's rate")
  expect not fired("A100 80GB PCIe", "serving: llama.cpp reads prompts at its power's rate")
}

test "under vLLM no card's prompt reading is noted as power-bound" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, vLLM"
  expect not fired("RTX 6000 Ada", "serving: llama.cpp reads prompts at its power's rate")
}

test "llama.cpp dequantises 4-bit weights inside its prompt's products: a share slower than 16-bit ones" {
  as_of 2026-11  workload "test: Llama-3.1-8B in Q4_K_M, a 512-token prompt, llama.cpp"
  expect at_gpu("RTX 4090", prefill_rate) == at_gpu("RTX 4090", gpu.tdp * tsmc_4n_flops_per_watt * llama_cpp_quantised_prefill_share)
  expect at_gpu("RTX 4090", time_to_first_token) > 512 * at_gpu("RTX 4090", model.flops) / 513 / at_gpu("RTX 4090", gpu.tdp * tsmc_4n_flops_per_watt)
}

test "vLLM decodes at the memory's share on an HBM card" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, vLLM"
  expect at_gpu("H100 PCIe", decode_bandwidth) == at_gpu("H100 PCIe", datasheet(gpu.bandwidth) * decode_bandwidth_efficiency)
}

test "llama.cpp on an HBM card is noted as leaving its bandwidth unused; on a GeForce card it is not" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect fired("H100 PCIe", "serving: llama.cpp leaves this card's bandwidth unused")
  expect not fired("RTX 4090", "serving: llama.cpp leaves this card's bandwidth unused")
}

test "vLLM on an HBM card is not noted" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, vLLM"
  expect not fired("H100 PCIe", "serving: llama.cpp leaves this card's bandwidth unused")
}

workload "test: QLoRA Llama-3.1-8B at batch 1" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adam8bit  checkpointing true  batch 1  sequence 2048
}

test "F46: an 8B QLoRA at batch 4 does not fit a 12 GB card; the note says batch 1 does, with gradient accumulation" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"
  expect not admitted("RTX 3060 12GB")
  expect fired("RTX 3060 12GB", "reduce memory: batch of one")
  expect at_gpu("RTX 3060 12GB", reduced.batch_of_one) < 11 GiB
  expect not fired("RTX 3090", "reduce memory: batch of one")
}

test "F46: the same QLoRA at batch 1 fits the 12 GB card, as the note said" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B at batch 1"
  expect admitted("RTX 3060 12GB")
  expect at_gpu("RTX 3060 12GB", need.memory) < 11 GiB
}

test "llama.cpp's Metal build takes metal_block_time a block on an Apple GPU, more than its CUDA build's: a Mac's token takes longer than its weights' reading alone" {
  as_of 2026-11  workload "test: Llama-3.1-8B in F16, one user, llama.cpp"
  expect at_gpu("Mac Studio M4 Max 128GB", block_time) == metal_block_time
  expect at_gpu("RTX 4090", block_time) == llama_cpp_block_time
  expect metal_block_time > llama_cpp_block_time
  expect at_gpu("Mac Studio M4 Max 128GB", decode_bandwidth) == at_gpu("Mac Studio M4 Max 128GB", datasheet(gpu.bandwidth) * decode_bandwidth_efficiency)
}

test "on an Apple GPU llama.cpp reads a prompt at metal_prefill_efficiency of the 32-bit peak, 4-bit weights as fast as 16-bit ones" {
  as_of 2026-11  workload "test: Llama-3.1-8B in Q4_K_M, a 512-token prompt, llama.cpp"
  expect at_gpu("Mac Studio M2 Ultra 192GB", prefill_rate) == at_gpu("Mac Studio M2 Ultra 192GB", peak_prefill_rate * metal_prefill_efficiency)
  expect at_gpu("Mac Studio M2 Ultra 192GB", llama_cpp_weight_share) == 1
}

workload "test: Llama-3.1-70B in 4 bits for one user, no engine named" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  prompt 1024  context 4096
}

workload "test: Llama-3.1-70B in 4 bits for one user, vLLM" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  prompt 1024  context 4096  engine vllm
}

workload "test: Llama-3.1-70B in 4 bits for one user, TensorRT-LLM" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  prompt 1024  context 4096  engine tensorrt_llm
}

test "with no engine named a Mac serves with llama.cpp's Metal build and an NVIDIA card with vLLM" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, no engine named"
  expect at_gpu("Mac Studio M2 Ultra 192GB", engine) == llama_cpp
  expect at_gpu("RTX PRO 6000 Blackwell", engine) == vllm
  expect admitted("Mac Studio M2 Ultra 192GB")
}

test "a workload that names vLLM rejects the Macs, whose GPU it does not run on, and keeps AMD's cards" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, vLLM"
  expect not admitted("Mac Studio M2 Ultra 192GB")
  expect fired("Mac Studio M2 Ultra 192GB", "vLLM has no Apple GPU backend")
  expect admitted("AMD Radeon PRO W7900")
}

test "a workload that names TensorRT-LLM rejects every card but NVIDIA's" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, TensorRT-LLM"
  expect not admitted("AMD Radeon PRO W7900")
  expect not admitted("Mac Studio M2 Ultra 192GB")
  expect fired("AMD Radeon PRO W7900", "TensorRT-LLM needs an NVIDIA GPU")
  expect admitted("RTX PRO 6000 Blackwell")
}

test "F85: with no goal, serving ranks by the estimated token rate: a Mac Studio (800 GB/s) above the DGX Spark (273 GB/s), whose tensor rate is higher" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, no engine named"
  expect rank("Mac Studio M2 Ultra 192GB") < rank("NVIDIA DGX Spark")
  expect at_gpu("NVIDIA DGX Spark", tensor_cores) > at_gpu("Mac Studio M2 Ultra 192GB", tensor_cores)
}

test "a workload in a GGUF format (Q4_K_M) with no engine named is served by llama.cpp, on every card" {
  as_of 2026-11  workload "test: Llama-3.1-8B in Q4_K_M, a 512-token prompt, llama.cpp"
  expect at_gpu("RTX 4090", engine) == llama_cpp
}

test "a workload in int4 with no format named is served by vLLM on an NVIDIA card" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, no engine named"
  expect at_gpu("RTX PRO 6000 Blackwell", engine) == vllm
}
