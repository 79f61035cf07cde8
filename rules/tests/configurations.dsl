# 2023-2026 answers the engine once got wrong (configurations, price-aware ranking, software
# support, number formats), each with the rule that fixes it.

workload "test: Llama-3.1-70B int4, 1 user, 4k" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 1  context 4096  prompt 2048
}
situation "test: 70B at home for value" { goal value  budget 10000 USD }

test "F88: a 70B model in 4 bits, for value with 10000 USD: two 24 GB cards, not a workstation card" {
  as_of 2026-11  workload "test: Llama-3.1-70B int4, 1 user, 4k"  situation "test: 70B at home for value"
  # Any two 24 GB cards: the RTX 3090 family, or AMD's RX 7900 XTX (warned for its software).
  expect top == "2 x RTX 3090" or top == "2 x RTX 3090 Ti" or top == "2 x RTX 3090 Gigabyte Turbo"
         or top == "2 x AMD Radeon RX 7900 XTX"
  expect cards("RTX 3090") == 2 and cards("RTX 4090") == 2 and fired("RTX 3090", "several cards hold it")
}

test "F88: before 2023 no configuration splits the same model, so no 24 GB card holds it" {
  as_of 2022-12  workload "test: Llama-3.1-70B int4, 1 user, 4k"  situation "test: 70B at home for value"
  expect not admitted("RTX 3090")
}

workload "test: serve Llama-3.1-70B in fp16 on 8 GPUs" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16
  batch 8  context 8192  gpus 8
}

test "F88: eight GPUs serving a 70B fp16 model split it tensor-parallel, so 80 GB cards hold it" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B in fp16 on 8 GPUs"  situation "test: data center"
  expect admitted("H100 SXM") and admitted("A100 80GB SXM")
  expect cards("H100 SXM") == 1
}

workload "test: Llama-3.1-8B FSDP on 8 GPUs" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  gpus 8  sharding fsdp  batch 2  sequence 8192
}
workload "test: Llama-3.1-8B FSDP on 4 GPUs" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  checkpointing true
  gpus 4  sharding fsdp  batch 2  sequence 8192
}

test "F74, F75: eight GPUs are a server, whose airflow suits passive data-center cards; open coolers still fail" {
  as_of 2026-11  workload "test: Llama-3.1-8B FSDP on 8 GPUs"
  expect admitted("H100 SXM") and admitted("B200")
  expect not admitted("RTX 5090") and fired("RTX 5090", "blowers for four GPUs")
}

test "F7, F56: four GPUs are still a workstation: blowers, and no passive data-center card" {
  as_of 2026-11  workload "test: Llama-3.1-8B FSDP on 4 GPUs"
  expect not admitted("H100 SXM") and fired("H100 SXM", "data-center cards")
  expect admitted("RTX PRO 6000 Blackwell Max-Q")
}

test "F89: best overall in 2023 is the RTX 4090, not the RTX 6000 Ada of the same speed" {
  as_of 2023-02  workload "guide: a transformer"  situation "best overall"
  expect top == "RTX 4090"
  expect rank("RTX 4090") < rank("RTX 6000 Ada")
}

test "F56, F63: without a goal a poor-value card ranks after every other admitted card" {
  as_of 2019-04  workload "guide: a transformer"
  expect rank("RTX 2080 Ti") < rank("Titan RTX") and rank("RTX 2080 Ti") < rank("Quadro RTX 8000")
}

test "F90: a QLoRA of an 8B model in 2026 is advised on an NVIDIA card; AMD and Intel rank after, warned" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"  situation "test: data center"
  expect top == "B300" or top == "B200" or top == "H200" or top == "H100 SXM"
  expect rank("AMD MI355X") > rank("H100 SXM") and fired("AMD MI355X", "QLoRA kernels are CUDA-first")
}

test "F76, F90: a 2026 home lab that avoids trouble gets no Intel card for QLoRA" {
  as_of 2026-11  workload "test: QLoRA Llama-3.1-8B"  situation "2026 home lab"
  expect not admitted("Intel Arc B580")
  expect fired("Intel Arc B580", "no trouble")
}

workload "test: BERT-base in bf16" {
  model "BERT-base"  task transformer  precision bf16  optimizer adam  batch 32
}
workload "test: BERT-base in fp16" {
  model "BERT-base"  task transformer  precision fp16  optimizer adam  batch 32
}

test "F91: bf16 on Turing runs on the 32-bit units, slower than fp16 there, and is warned" {
  as_of 2026-11  workload "test: BERT-base in bf16"
  expect at_gpu("RTX 2080 Ti", tensor_peak) == 0 TFLOPS
  expect at_gpu("RTX 3090", tensor_peak) > 0 TFLOPS
  expect fired("RTX 2080 Ti", "no bf16 units") and not fired("RTX 3090", "no bf16 units")
}

workload "test: Llama-3.1-8B prefill in fp8" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp8
  batch 16  context 2048  prompt 1024
}
workload "test: Llama-3.1-8B prefill in fp16" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16
  batch 16  context 2048  prompt 1024
}

test "F92: fp8 runs on an H100's FP8 tensor cores, and on an A100 (no FP8) at its 16-bit rate, warned" {
  as_of 2026-11  workload "test: Llama-3.1-8B prefill in fp8"
  expect at_gpu("H100 SXM", tensor_peak) == at_gpu("H100 SXM", gpu.tensor_fp8)
  expect at_gpu("A100 80GB SXM", tensor_peak) == at_gpu("A100 80GB SXM", tensor_16_any)
  expect fired("A100 80GB SXM", "no 8-bit units") and not fired("H100 SXM", "no 8-bit units")
}

test "F85: the B300 decodes at least as fast as the B200 (no value of the speed model is left to a default)" {
  as_of 2026-11  workload "guide: a transformer"
  expect at_gpu("B300", samples_per_second) >= at_gpu("B200", samples_per_second)
}

workload "test: serve Llama-3.1-70B fp16 on 2 GPUs" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16
  batch 1  context 4096  prompt 2048  gpus 2  sharding tensor
}
workload "test: serve Llama-3.1-70B fp16 on 4 GPUs" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16
  batch 1  context 4096  prompt 2048  gpus 4  sharding tensor
}

test "F88: tensor-parallel decode on 2 GPUs is faster than on one, and slower than twice one (an all-reduce per attention and MLP)" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B fp16 on 2 GPUs"  situation "test: data center"
  expect at_gpu("H100 SXM", decode.parallel_speedup) > 1 and at_gpu("H100 SXM", decode.parallel_speedup) < 2
  expect at_gpu("RTX 4090", decode.parallel_speedup) > 1 and at_gpu("RTX 4090", decode.parallel_speedup) < 2
}

test "F88: tensor-parallel decode on 4 GPUs is slower than four times one; the prompt is read faster than on 2" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B fp16 on 4 GPUs"  situation "test: data center"
  expect at_gpu("H100 SXM", decode.parallel_speedup) > 2 and at_gpu("H100 SXM", decode.parallel_speedup) < 4
  expect at_gpu("H100 SXM", time_to_first_token) < at_gpu("H100 SXM", time.prefill_compute) / 2
}

test "F92: fp8 reads the prompt faster than fp16 on the cards with FP8 tensor cores" {
  as_of 2026-11  workload "test: Llama-3.1-8B prefill in fp8"
  expect at_gpu("H100 SXM", prefill_rate) > at_gpu("H100 SXM", tensor_16_any * arch_efficiency * prefill_efficiency)
  expect at_gpu("RTX 4090", prefill_rate) > at_gpu("RTX 4090", tensor_16_any * arch_efficiency * prefill_efficiency)
  expect at_gpu("L40S", prefill_rate) > at_gpu("L40S", tensor_16_any * arch_efficiency * prefill_efficiency)
  expect at_gpu("B200", prefill_rate) > at_gpu("B200", tensor_16_any * arch_efficiency * prefill_efficiency)
  expect at_gpu("RTX 5090", prefill_rate) > at_gpu("RTX 5090", tensor_16_any * arch_efficiency * prefill_efficiency)
}

workload "test: a 16-token prompt to Llama-2-7B" {
  model "Llama-2-7B"  task transformer  mode inference  precision fp16  batch 1  context 17  prompt 16
}

test "F20: a short prompt's first token waits for the weights to be read once, not only for its few FLOPs" {
  as_of 2026-11  workload "test: a 16-token prompt to Llama-2-7B"
  # 13.5 GB of fp16 weights: about 7 ms at an A100's 2 TB/s, where 16 tokens' FLOPs take 1.5 ms;
  # and the 32 blocks' kernels start and drain once (32 x 50 us).
  expect at_gpu("A100 80GB SXM", time.prefill_compute) < at_gpu("A100 80GB SXM", time.prefill_weights)
  expect at_gpu("A100 80GB SXM", time_to_first_token) > 8.5 ms and at_gpu("A100 80GB SXM", time_to_first_token) < 9.5 ms
}

workload "test: serve Llama-3.1-405B in fp16" {
  model "Llama-3.1-405B"  task transformer  mode inference  precision fp16
  batch 4  context 8192  prompt 2048
}

test "clouds rent 1, 2, 4 or 8 GPUs: a model that needs six 141 GB cards is rented on eight" {
  as_of 2026-11  workload "test: serve Llama-3.1-405B in fp16"  situation "serve an LLM"
  # 810 GB of weights: six H200 or five B200 would hold them, four B300.
  expect cards("H200") == 8 and cards("B200") == 8 and cards("B300") == 4
}

situation "test: eight data-center cards of one's own" { goal speed  data_center true  gpus_at_most 8 }

test "F88: a GPU count that does not divide the 128 heads still serves the model, split by layers" {
  as_of 2026-11  workload "test: serve Llama-3.1-405B in fp16"  situation "test: eight data-center cards of one's own"
  # Six H200 and three B300 hold it pipeline-parallel (neither divides 128 heads), each token
  # through every card in turn; four MI325X split every layer tensor-parallel.
  expect cards("H200") == 6 and cards("B300") == 3 and cards("AMD MI325X") == 4
  expect fired("H200", "several cards hold it")
}

workload "test: Llama-3.1-70B Q4_K_M on 2 GPUs, 1 user, llama.cpp" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4  quantisation q4_k_m
  batch 1  context 4096  prompt 512  gpus 2  engine llama_cpp
}
workload "test: Llama-3.1-70B Q4_K_M on 2 GPUs, 1 user, vLLM" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4  quantisation q4_k_m
  batch 1  context 4096  prompt 512  gpus 2  engine vllm
}

test "F88: llama.cpp splits a model over two cards by layers: a token reads every weight on one card after the other, no faster than one card" {
  as_of 2026-11  workload "test: Llama-3.1-70B Q4_K_M on 2 GPUs, 1 user, llama.cpp"
  expect at_gpu("RTX 3090", sharding_mode) == pipeline and at_gpu("RTX 3090", tensor_gpus) == 1
  expect at_gpu("RTX 3090", decode.parallel_speedup) == 1
  # llama.cpp's May 2024 table: two RTX 3090 decode Llama 3 70B in Q4_K_M at 16.6 tokens/s.
  expect at_gpu("RTX 3090", decode.tokens_per_second * 1 s) < 20
}

test "F88: the serving engines split the same model over two cards tensor-parallel, faster than one card" {
  as_of 2026-11  workload "test: Llama-3.1-70B Q4_K_M on 2 GPUs, 1 user, vLLM"
  expect at_gpu("RTX 3090", sharding_mode) == tensor and at_gpu("RTX 3090", decode.parallel_speedup) > 1.5
}

test "F118: training on a Mac's GPU is warned (PyTorch's MPS backend), and a situation that avoids trouble leaves the Macs out" {
  as_of 2026-11  workload "test: BERT-base in bf16"  situation "fastest"
  expect fired("Mac Studio M4 Max 128GB", "Apple software")
  expect not admitted("Mac Studio M4 Max 128GB")
  expect admitted("RTX 4090")
}

test "F117, F118: serving on a Mac (llama.cpp's Metal build) is neither warned for its software nor troubled" {
  as_of 2026-11  workload "test: Llama-3.1-70B in 4 bits for one user, no engine named"  situation "fastest"
  expect not fired("Mac Studio M2 Ultra 192GB", "Apple software")
  expect admitted("Mac Studio M2 Ultra 192GB")
}
