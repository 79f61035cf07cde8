# Experts' answers of 2020-2026 as dated questions (facts F100-F115 in rules/facts_experts.dsl, F89
# in rules/facts.dsl), as rules/tests/guides.dsl asks the 2015-2019 guides' short answers: each
# test asks what a public guide, paper, tutorial or well-documented community answer said, as of
# that document's date, and expects the answer as loosely as the document states it ("the
# recommendation", "in the top 3", "fits", "does not fit"). The name says the source and its
# date, the question and the answer; the comment above cites the fact. No rule names a source.
#
# Configurations of several cards are named "2 x RTX 3090" (the engine tries one to a few cards
# of each kind when a workload or situation states no number of GPUs); rank("RTX 3090") is the
# rank of that card's configuration. Where a workload or situation states `gpus`, the candidate
# keeps the card's name.

# --- Workloads ---------------------------------------------------------------------------------

# A small 16-bit transformer: the guides' general questions, where memory is not the issue.
workload "expert: a transformer in 16-bit" {
  model "BERT-base"  task transformer  precision fp16  optimizer adamw  batch 32  sequence 128
}
workload "expert: serve a transformer in 16-bit" {
  model "BERT-base"  task transformer  mode inference  precision fp16  batch 32  sequence 128
}

# Serving with llama.cpp-style 4-bit weights, one user.
workload "expert: serve Llama-2-7B int4, 512 tokens" {
  model "Llama-2-7B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 512  prompt 256
}

# The SageMaker benchmark's 5 concurrent requests (TGI, GPTQ 4-bit or fp16).
workload "expert: serve Llama-2-7B int4, 5 users" {
  model "Llama-2-7B"  task transformer  mode inference  precision fp16  weights int4
  batch 5  context 2048  prompt 1024
}
workload "expert: serve Llama-2-70B int4, 5 users" {
  model "Llama-2-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 5  context 2048  prompt 1024
}
workload "expert: serve Llama-2-70B fp16, 5 users" {
  model "Llama-2-70B"  task transformer  mode inference  precision fp16
  batch 5  context 2048  prompt 1024
}

# llama-bench: a 512-token prompt and 128 generated tokens (q4_0 or f16), one sequence.
workload "expert: llama.cpp Llama-2-70B q4_0" {
  model "Llama-2-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 1024  prompt 512
}
workload "expert: llama.cpp Llama-2-70B f16" {
  model "Llama-2-70B"  task transformer  mode inference  precision fp16
  batch 1  context 1024  prompt 512
}
# llama-bench tg 4096 and tg 8192: 4096 or 8192 generated tokens after a 512-token prompt.
workload "expert: llama.cpp Llama-3-8B F16, 4096 generated" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16
  batch 1  context 4608  prompt 512
}
workload "expert: llama.cpp Llama-3-8B F16, 8192 generated" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16
  batch 1  context 8704  prompt 512
}

# Hugging Face's Llama 3.1 tables (weights only, a short context).
workload "expert: serve Llama-3.1-8B fp16" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16
  batch 1  context 2048  prompt 1024
}
workload "expert: serve Llama-3.1-70B int4" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 2048  prompt 1024
}
workload "expert: serve Llama-3.1-70B fp16" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16
  batch 1  context 2048  prompt 1024
}
workload "expert: serve Llama-3.1-405B fp8" {
  model "Llama-3.1-405B"  task transformer  mode inference  precision fp16  weights fp8
  batch 1  context 2048  prompt 1024
}
workload "expert: serve Llama-3.1-405B fp16" {
  model "Llama-3.1-405B"  task transformer  mode inference  precision fp16
  batch 1  context 2048  prompt 1024
}

# Fine-tuning with the smallest settings the tables assume: batch 1, a short sequence,
# activation checkpointing, LoRA rank 16 on every projection.
workload "expert: QLoRA Llama-3.1-8B" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: LoRA Llama-3.1-8B in 16-bit" {
  model "Llama-3.1-8B"  task transformer
  precision bf16  weights bf16  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: QLoRA Llama-3.1-70B" {
  model "Llama-3.1-70B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: QLoRA Llama-2-70B" {
  model "Llama-2-70B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: QLoRA Llama-2-7B" {
  model "Llama-2-7B"  task transformer
  precision bf16  weights int4  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: LoRA Llama-2-7B in 16-bit" {
  model "Llama-2-7B"  task transformer
  precision bf16  weights bf16  finetune lora  lora_rank 16  lora_targets attention_projections, mlp_projections
  optimizer adamw  checkpointing true  batch 1  sequence 512
}
workload "expert: full fine-tune Llama-2-7B, mixed precision" {
  model "Llama-2-7B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  batch 1  sequence 512
}

# bf16 training of a small transformer.
workload "expert: a transformer in bf16" {
  model "BERT-base"  task transformer  precision bf16  optimizer adamw  batch 32  sequence 128
}

# Stable Diffusion 1.5's U-Net at 512 x 512 (a 64 x 64 latent).
workload "expert: Stable Diffusion 1.5, one image" {
  model "Stable Diffusion 1.5 U-Net"  task conv  mode inference  precision fp16  batch 1
}
workload "expert: Stable Diffusion 1.5 fine-tuning, batch 1" {
  model "Stable Diffusion 1.5 U-Net"  task conv  precision fp16  optimizer adamw  checkpointing true  batch 1
}
workload "expert: DreamBooth, checkpointing and 8-bit Adam" {
  model "Stable Diffusion 1.5 U-Net"  task conv  precision fp16  optimizer adam8bit  checkpointing true  batch 1
}
workload "expert: DreamBooth, checkpointing, 8-bit Adam, memory-efficient attention" {
  model "Stable Diffusion 1.5 U-Net"  task conv  precision fp16  optimizer adam8bit  checkpointing true
  attention flash  batch 1
}

# Serving at home: an 8B model in 4 bits for a few users with long prompts (Qwen3-8B, 8.2B
# parameters, is not a shipped network; Llama-3.1-8B is its size).
workload "expert: serve an 8B model int4, 4 users, 8k" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4
  batch 4  context 8192  prompt 6144
}
workload "expert: serve an 8B model int4, 8 users, 4k" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4
  batch 8  context 4096  prompt 2048
}
workload "expert: serve Llama-3.1-70B int4 at home" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 4096  prompt 2048
}

# --- Situations --------------------------------------------------------------------------------

situation "expert: value" { goal value }
situation "expert: value, 24 GB or more" { goal value  memory_at_least 24 GiB }
situation "expert: four GPUs, speed" { goal speed  gpus 4 }
situation "expert: eight-GPU servers, value" { goal value  gpus 8  data_center true }
situation "expert: one GPU, speed" { goal speed  gpus 1 }
situation "expert: two GPUs, speed" { goal speed  gpus 2 }
situation "expert: one GPU in a data center" { goal speed  gpus 1  data_center true }
situation "expert: data center" { goal speed  data_center true }
situation "expert: rent one GPU, value" { goal value  rent true  gpus 1 }
situation "expert: rent one GPU, cheapest" { goal cheapest  rent true  gpus 1 }
situation "expert: rent four GPUs" { rent true  gpus 4 }
situation "expert: rent six GPUs" { rent true  gpus 6 }
situation "expert: rent eight GPUs" { rent true  gpus 8 }

# --- Dettmers 2020-09 (F100, F101) -------------------------------------------------------------
# The guide appeared on 2020-09-07, before the RTX 3070 went on sale (2020-10-29); its answers
# assume that card, so they are asked as of 2020-10. The RTX 2060 Super, GTX 1070 Ti and
# GTX 1650 Super are not in the catalog.

# F100
test "Dettmers (2020-09), best GPU overall: RTX 3080 or RTX 3090 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "best overall"
  expect top == "RTX 3080 10GB" or top == "RTX 3090"
}

# F100
test "Dettmers (2020-09), cost-efficient but expensive: RTX 3080 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "cost-efficient but expensive"
  expect top == "RTX 3080 10GB"
}

# F100 (the other pick, the RTX 2060 Super, is not in the catalog)
test "Dettmers (2020-09), cost-efficient and cheaper: RTX 3070 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "cost-efficient and cheap"
  expect top == "RTX 3070"
}

# F100
test "Dettmers (2020-09), little money: a used RTX 2070, RTX 2060 or GTX 1070 (in the top 3)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "little money"
  expect rank("RTX 2070") <= 3 or rank("RTX 2060") <= 3 or rank("GTX 1070") <= 3
}

# F100
test "Dettmers (2020-09), Kaggle: RTX 3070 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "kaggle"
  expect top == "RTX 3070"
}

# F100
test "Dettmers (2020-09), competitive computer vision, pretraining or translation researcher: 4x RTX 3090 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "expert: four GPUs, speed"
  known_difference "four open-cooled RTX 3090 are rejected by the blower rule for four GPUs (F7), which the 2020 guide relaxes for the RTX 30 series with PCIe extenders and water cooling"
  expect rank("RTX 3090") == 1
}

# F100
test "Dettmers (2020-09), NLP researcher (no translation, language modelling or pretraining): RTX 3080 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "researcher, NLP"
  expect top == "RTX 3080 10GB"
}

# F100
test "Dettmers (2020-09), started and serious: RTX 3070 (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "started and serious"
  expect top == "RTX 3070"
}

# F100 (the RTX 2060 Super is not in the catalog; the 75 W answer is the GTX 1050 Ti)
test "Dettmers (2020-09), want to try, not serious, no new power supply: GTX 1050 Ti (the recommendation)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "just trying"
  expect top == "GTX 1050 Ti"
}

# F100
test "Dettmers (2020-09), cluster of 8-GPU nodes: RTX 3080 and RTX 3090 nodes (both in the top 3)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "expert: eight-GPU servers, value"
  known_difference "a per-card value ranking cannot express the guide's split of RTX 3080 nodes for prototyping and RTX 3090 nodes for large models; the RTX 3090 ranks lower on speed per dollar"
  expect rank("RTX 3080 10GB") <= 3 and rank("RTX 3090") <= 3
}

# F100
test "Dettmers (2020-09), avoid as an individual: any Tesla, any Quadro, any Founders Edition, Titan RTX (none admitted for value)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "cost-efficient but expensive"
  expect not admitted("A100 40GB PCIe") and not admitted("Quadro RTX 8000") and not admitted("Quadro RTX 6000")
  expect not admitted("RTX 2080 Ti Founders Edition") and not admitted("Titan RTX")
}

# F101
test "Dettmers (2020-09), 4x RTX 3080 on a 1600 W power supply: might work (not rejected for power)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "four GPUs on one power supply"
  known_difference "the power rule keeps the GPUs plus about 250 W for the rest under 90 % of the rating (1530 W against 1440 W); the guide says a 1600 W supply might work"
  expect not fired("RTX 3080 10GB", "power supply")
}

# F101
test "Dettmers (2020-09), 4x RTX 3090 on a 1600 W power supply: better 1700 W or more (rejected for power)" {
  as_of 2020-10  workload "expert: a transformer in 16-bit"  situation "four GPUs on one power supply"
  expect fired("RTX 3090", "power supply")
}

# --- Dettmers 2023-01 (F89, F102) -------------------------------------------------------------------

# F89 (rules/facts.dsl)
test "Dettmers (2023-01), best GPU overall: RTX 4090 (the recommendation)" {
  as_of 2023-01  workload "expert: a transformer in 16-bit"  situation "best overall"
  expect top == "RTX 4090"
}

# F102
test "Dettmers (2023-01), most cost-effective for 16-bit training: RTX 3080 (the recommendation)" {
  as_of 2023-01  workload "expert: a transformer in 16-bit"  situation "expert: value"
  expect top == "RTX 3080 10GB"
}

# F102
test "Dettmers (2023-01), academic and startup servers: RTX 6000 Ada and H100 SXM (both in the top 3)" {
  as_of 2023-01  workload "expert: a transformer in 16-bit"  situation "expert: eight-GPU servers, value"
  known_difference "a data-center situation for value rejects the RTX 6000 Ada as poor value (Quadro line) and ranks the H100 SXM low on speed per dollar; the guide mixes the two for servers"
  expect rank("RTX 6000 Ada") <= 3 and rank("H100 SXM") <= 3
}

# F102
test "Dettmers (2023-01), GPUs without tensor cores: not recommended (GTX 1080 Ti, GTX 1660 Super, GTX 1070 not admitted)" {
  as_of 2023-01  workload "expert: a transformer in 16-bit"  situation "expert: value"
  expect not admitted("GTX 1080 Ti") and not admitted("GTX 1660 Super") and not admitted("GTX 1070")
}

# F102
test "Dettmers (2023-01), most cost-effective for 16-bit inference: RTX 4070 Ti (the recommendation)" {
  as_of 2023-02  workload "expert: serve a transformer in 16-bit"  situation "expert: value"
  known_difference "the estimate gives the RTX 3080 (760 GB/s, 699 USD) more inference throughput per dollar than the RTX 4070 Ti (504 GB/s, 799 USD) for this transformer; the guide's chart credits Ada's 8-bit tensor cores and large L2 cache more"
  expect top == "RTX 4070 Ti"
}

# --- QLoRA, FSDP + QLoRA (F103, F104) ----------------------------------------------------------

# F103
test "QLoRA paper (2023-05), a 7B model deployed in 4 bits needs 5 GB: a 6 GB card holds it" {
  as_of 2023-05  workload "expert: serve Llama-2-7B int4, 512 tokens"  situation "expert: one GPU, speed"
  expect admitted("RTX 2060") and admitted("GTX 1660 Super")
}

# F104
test "Answer.AI (2024-03), fine-tune a 70B model at home: 2 x RTX 3090 or 2 x RTX 4090 (the recommendation)" {
  as_of 2024-03  workload "expert: QLoRA Llama-2-70B"  situation "expert: value"
  expect top == "2 x RTX 3090" or top == "2 x RTX 4090"
}

# --- llama.cpp benchmarks (F105) ---------------------------------------------------------------

# F105
test "Dai llama.cpp benchmarks (2023-12), 70B in 4 bits on one card: out of memory on 24 GB, runs on 48 GB" {
  as_of 2023-12  workload "expert: llama.cpp Llama-2-70B q4_0"  situation "expert: one GPU, speed"
  expect not admitted("RTX 3090") and not admitted("RTX 4090") and not admitted("RTX 4080")
  expect admitted("RTX A6000") and admitted("RTX 6000 Ada")
}

# F105
test "Dai llama.cpp benchmarks (2023-12), 70B in 4 bits on two 24 GB cards: runs (2x RTX 3090, 2x RTX 4090 admitted)" {
  as_of 2023-12  workload "expert: llama.cpp Llama-2-70B q4_0"  situation "expert: two GPUs, speed"
  expect admitted("RTX 3090") and admitted("RTX 4090")
}

# F105
test "Dai llama.cpp benchmarks (2023-12), 70B in f16 on one 80 GB card: out of memory (A100 80GB, H100 PCIe not admitted)" {
  as_of 2023-12  workload "expert: llama.cpp Llama-2-70B f16"  situation "expert: one GPU in a data center"
  expect not admitted("A100 80GB PCIe") and not admitted("A100 80GB SXM") and not admitted("H100 PCIe")
}

# F105
test "Dai llama.cpp benchmarks (2023-12), 70B in f16 on six rented RTX 4090: runs" {
  as_of 2023-12  workload "expert: llama.cpp Llama-2-70B f16"  situation "expert: rent six GPUs"
  expect admitted("RTX 4090")
}

# F105
test "Dai llama.cpp benchmarks (2024-05), 8B in F16 generating 4096 tokens: runs on the RTX 4080 16GB" {
  as_of 2024-05  workload "expert: llama.cpp Llama-3-8B F16, 4096 generated"  situation "expert: one GPU, speed"
  known_difference "the memory estimate for 8B in f16 at 4096 tokens is 16.1 GiB, just over the RTX 4080's 16 GiB; llama.cpp's footprint is slightly smaller"
  expect admitted("RTX 4080")
}

# F105
test "Dai llama.cpp benchmarks (2024-05), 8B in F16 generating 8192 tokens: out of memory on the RTX 4080 16GB" {
  as_of 2024-05  workload "expert: llama.cpp Llama-3-8B F16, 8192 generated"  situation "expert: one GPU, speed"
  expect not admitted("RTX 4080") and admitted("RTX 4090")
}

# --- Serving in the cloud (F106, F108) ---------------------------------------------------------

# F106 (the A10G of g5 instances is a variant of the A10; the p4d's GPU is the A100 40GB SXM)
test "HF SageMaker benchmark (2023-09), most cost-effective for Llama 2 7B in 4 bits: an A10G before an A100 (A10 ranks above the A100 40GB)" {
  as_of 2023-09  workload "expert: serve Llama-2-7B int4, 5 users"  situation "expert: rent one GPU, value"
  expect rank("A10") < rank("A100 40GB SXM")
}

# F106
test "HF SageMaker benchmark (2023-09), Llama 2 70B in 4 bits: four A10G hold it (A10 admitted)" {
  as_of 2023-09  workload "expert: serve Llama-2-70B int4, 5 users"  situation "expert: rent four GPUs"
  expect admitted("A10")
}

# F106
test "HF SageMaker benchmark (2023-09), Llama 2 70B in fp16: eight A100 40GB hold it (A100 40GB SXM admitted)" {
  as_of 2023-09  workload "expert: serve Llama-2-70B fp16, 5 users"  situation "expert: rent eight GPUs"
  expect admitted("A100 40GB SXM")
}

# F108
test "HF Cloud Run example (2024-09), an 8B model in INT4 for 8 users: one L4 holds it" {
  as_of 2024-09  workload "expert: serve an 8B model int4, 8 users, 4k"  situation "expert: rent one GPU, value"
  expect admitted("L4")
}

# --- Hugging Face's Llama 3.1 memory tables (F107) ---------------------------------------------

# F107
test "HF Llama 3.1 (2024-07), 8B in FP16 needs 16 GB: a 24 GB consumer card holds it, a 12 GB one does not" {
  as_of 2024-07  workload "expert: serve Llama-3.1-8B fp16"  situation "expert: one GPU, speed"
  expect admitted("RTX 4090") and admitted("RTX 3090")
  expect not admitted("RTX 4070") and not admitted("RTX 3060 12GB")
}

# F107
test "HF Llama 3.1 (2024-07), 70B in INT4 needs 35 GB: a 48 GB card, not a 24 GB one" {
  as_of 2024-07  workload "expert: serve Llama-3.1-70B int4"  situation "expert: one GPU in a data center"
  expect admitted("L40S") and admitted("RTX 6000 Ada")
  expect not admitted("RTX 4090") and not admitted("A10")
}

# F107
test "HF Llama 3.1 (2024-07), 70B in FP16 needs 140 GB: no single 80 GB card (MI300X with 192 GB holds it)" {
  as_of 2024-07  workload "expert: serve Llama-3.1-70B fp16"  situation "expert: one GPU in a data center"
  expect not admitted("H100 SXM") and not admitted("A100 80GB SXM")
  expect admitted("AMD MI300X")
}

# F107
test "HF Llama 3.1 (2024-07), 405B in FP8 needs 405 GB: one node of 8 x H100 holds it" {
  as_of 2024-07  workload "expert: serve Llama-3.1-405B fp8"  situation "expert: rent eight GPUs"
  expect admitted("H100 SXM")
}

# F107
test "HF Llama 3.1 (2024-07), 405B in FP16 needs 810 GB: more than one node of 8 x H100 (about 640 GB)" {
  as_of 2024-07  workload "expert: serve Llama-3.1-405B fp16"  situation "expert: rent eight GPUs"
  expect not admitted("H100 SXM")
}

# F107
test "HF Llama 3.1 (2024-07), QLoRA of 8B needs 6 GB: an 8 GB card holds it" {
  as_of 2024-07  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: one GPU, speed"
  expect admitted("RTX 3070") and admitted("RTX 2070")
}

# F107
test "HF Llama 3.1 (2024-07), LoRA of 8B in 16 bits needs 16 GB: a 24 GB card, not a 12 GB one" {
  as_of 2024-07  workload "expert: LoRA Llama-3.1-8B in 16-bit"  situation "expert: one GPU, speed"
  expect admitted("RTX 4090") and admitted("RTX 3090")
  expect not admitted("RTX 4070") and not admitted("RTX 3060 12GB")
}

# F106, F107: the cheapest rented card for the job is a 24 GB one, not an 80 GB one.
test "HF Llama 3.1 (2024-07) and SageMaker (2023-09), renting for a LoRA of 8B as cheaply as possible: a 24 GB card (A10, L4, RTX 3090 or 4090)" {
  as_of 2025-06  workload "expert: LoRA Llama-3.1-8B in 16-bit"  situation "expert: rent one GPU, cheapest"
  expect top == "A10" or top == "L4" or top == "RTX 4090" or top == "RTX 3090"
}

# F107
test "HF Llama 3.1 (2024-07), QLoRA of 70B needs 48 GB: one 48 GB card, not a 24 GB one" {
  as_of 2024-07  workload "expert: QLoRA Llama-3.1-70B"  situation "expert: one GPU in a data center"
  expect admitted("L40S") and admitted("RTX A6000")
  expect not admitted("RTX 4090") and not admitted("A10")
}

# --- LLaMA-Factory's table (F109) --------------------------------------------------------------

# F109
test "LLaMA-Factory (2024-06), full fine-tuning of 7B in mixed precision needs 120 GB: no single 80 GB card" {
  as_of 2024-06  workload "expert: full fine-tune Llama-2-7B, mixed precision"  situation "expert: one GPU in a data center"
  expect not admitted("H100 SXM") and not admitted("A100 80GB SXM")
}

# F109
test "LLaMA-Factory (2024-06), LoRA of 7B in 16 bits needs 16 GB: a 16 GB card holds it" {
  as_of 2024-06  workload "expert: LoRA Llama-2-7B in 16-bit"  situation "expert: one GPU, speed"
  expect admitted("RTX 4060 Ti 16GB") and admitted("RTX 4080")
}

# F109
test "LLaMA-Factory (2024-06), 4-bit QLoRA of 7B needs 6 GB: an 8 GB card holds it" {
  as_of 2024-06  workload "expert: QLoRA Llama-2-7B"  situation "expert: one GPU, speed"
  expect admitted("RTX 3070") and admitted("RTX 2070")
}

# --- bitsandbytes on AMD and Intel (F110) ------------------------------------------------------

# F110 (v0.43.0: "only supported on CUDA GPUs"; no other backend yet, AMD "coming soon" in v0.42.0)
test "bitsandbytes docs (2024-03), QLoRA needs CUDA: not on an AMD MI300X (not admitted)" {
  as_of 2024-03  workload "expert: QLoRA Llama-3.1-70B"  situation "expert: data center"
  expect not admitted("AMD MI300X") and admitted("H100 SXM")
}

# F110 (v0.45.1: "currently only supported on CUDA GPUs", other backends in an alpha: a preview)
test "bitsandbytes docs (2025-01), QLoRA on an Intel Arc B580: only an alpha (warned, and a CUDA card of its class ranks above it)" {
  as_of 2025-01  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: one GPU, speed"
  expect warned("Intel Arc B580") and rank("RTX 3060 12GB") < rank("Intel Arc B580")
}

# F110
test "bitsandbytes docs (2025-10), Intel XPUs supported officially: QLoRA of 8B on an Intel Arc B580 (admitted)" {
  as_of 2025-10  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: one GPU, speed"
  expect admitted("Intel Arc B580")
}

# F110
test "bitsandbytes docs (2024-01), AMD and Apple backends 'coming soon': no QLoRA on a Mac Studio or an RX 7900 XTX in 2024-06" {
  as_of 2024-06  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: value"
  expect not admitted("Mac Studio M2 Ultra 192GB") and not admitted("AMD Radeon RX 7900 XTX")
}

# F110
test "bitsandbytes docs (2025-10), ROCm experimental: a QLoRA on the RX 7900 XTX is warned and ranks after an RTX 3090" {
  as_of 2026-01  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: value"
  expect warned("AMD Radeon RX 7900 XTX") and rank("RTX 3090") < rank("AMD Radeon RX 7900 XTX")
}

# --- bf16 (F111) -------------------------------------------------------------------------------

# F111
test "HF Transformers docs (2024-04), bf16 needs Ampere or newer: a Turing RTX 2080 Ti is told (warned or not admitted)" {
  as_of 2024-04  workload "expert: a transformer in bf16"  situation "expert: one GPU, speed"
  expect warned("RTX 2080 Ti") or not admitted("RTX 2080 Ti")
  expect not warned("RTX 3090") and admitted("RTX 3090")
}

# F111
test "Unsloth notebooks (2024-01), float16 for Tesla T4 and V100, bfloat16 for Ampere+: a V100 is told for a bf16 QLoRA (warned or not admitted)" {
  as_of 2024-01  workload "expert: QLoRA Llama-3.1-8B"  situation "expert: one GPU in a data center"
  expect warned("Tesla V100") or not admitted("Tesla V100")
}

# --- Stable Diffusion (F112) -------------------------------------------------------------------

# F112
test "AUTOMATIC1111 web UI (2022-10), Stable Diffusion 1.x on a 4 GB card: runs (GTX 1050 Ti admitted)" {
  as_of 2023-01  workload "expert: Stable Diffusion 1.5, one image"  situation "expert: one GPU, speed"
  expect admitted("GTX 1050 Ti")
}

# F112
test "diffusers text-to-image (2022-11), fine-tuning SD with checkpointing and mixed precision at batch 1: a single 24 GB GPU" {
  as_of 2023-01  workload "expert: Stable Diffusion 1.5 fine-tuning, batch 1"  situation "expert: one GPU, speed"
  expect admitted("RTX 3090") and admitted("RTX 4090")
}

# F112
test "diffusers DreamBooth (2022-11), checkpointing and 8-bit Adam: a 16 GB GPU holds it" {
  as_of 2023-07  workload "expert: DreamBooth, checkpointing and 8-bit Adam"  situation "expert: one GPU, speed"
  expect admitted("RTX 4060 Ti 16GB") and admitted("RTX 4080")
}

# F112
test "diffusers DreamBooth (2022-11), adding memory-efficient attention: a 12 GB GPU holds it" {
  as_of 2023-07  workload "expert: DreamBooth, checkpointing, 8-bit Adam, memory-efficient attention"  situation "expert: one GPU, speed"
  expect admitted("RTX 3060 12GB") and admitted("RTX 4070")
}

# --- Buying guides, 2025-2026 (F113-F115) ------------------------------------------------------

# F113. The RTX 3090 Ti (the same GA102 with every SM, used at about 10 % more) ties the 3090 on
# speed per dollar and is a little faster: either is the answer.
test "r/LocalLLaMA (2025-06), cheapest way to 48 GB of fast memory for a 70B model: 2 x RTX 3090 (the recommendation)" {
  as_of 2025-06  workload "expert: serve Llama-3.1-70B int4 at home"  situation "expert: value"
  expect top == "2 x RTX 3090" or top == "2 x RTX 3090 Ti"
}

# F113
test "r/LocalLLaMA (2025-06), a used RTX 4090 costs 2-2.5x as much without a compelling uplift: two RTX 3090 before two RTX 4090 or RTX 5090" {
  as_of 2025-06  workload "expert: serve Llama-3.1-70B int4 at home"  situation "expert: value"
  expect rank("RTX 3090") < rank("RTX 4090") and rank("RTX 3090") < rank("RTX 5090") and cards("RTX 3090") == 2
}

# F114 (as F113: the 3090 Ti ties it on value)
test "bestllmfor (2026-05), best value 24 GB card for local LLMs: a used RTX 3090 (the recommendation)" {
  as_of 2026-05  workload "expert: serve an 8B model int4, 4 users, 8k"  situation "expert: value, 24 GB or more"
  expect top == "RTX 3090" or top == "RTX 3090 Ti"
}

# F115
test "Knoop and Holtmann (2026-01), serving speed of consumer Blackwell: RTX 5090 before RTX 5070 Ti before RTX 5060 Ti" {
  as_of 2026-01  workload "expert: serve an 8B model int4, 4 users, 8k"  situation "expert: one GPU, speed"
  expect rank("RTX 5090") < rank("RTX 5070 Ti") and rank("RTX 5070 Ti") < rank("RTX 5060 Ti 16GB")
}

# F115
test "Knoop and Holtmann (2026-01), serving throughput: the RTX 5090 gives 3.5-4.6 times the RTX 5060 Ti's" {
  as_of 2026-01  workload "expert: serve an 8B model int4, 4 users, 8k"  situation "expert: one GPU, speed"
  known_difference "every step pays the blocks' fixed kernel time (graph_block_time, fitted on NIM's rows), the same on both cards, which brings this 4-user workload to 3.45x; the paper's band spans its RAG configurations, whose concurrency this workload only guesses"
  expect at_gpu("RTX 5090", tokens_per_second) / at_gpu("RTX 5060 Ti 16GB", tokens_per_second) >= 3.5
  expect at_gpu("RTX 5090", tokens_per_second) / at_gpu("RTX 5060 Ti 16GB", tokens_per_second) <= 4.6
}

# F115
test "Knoop and Holtmann (2026-01), throughput per dollar: the budget RTX 5060 Ti before the RTX 5090" {
  as_of 2026-01  workload "expert: serve an 8B model int4, 4 users, 8k"  situation "expert: value"
  expect rank("RTX 5060 Ti 16GB") < rank("RTX 5090")
}
