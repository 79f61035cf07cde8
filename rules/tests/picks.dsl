# The short form (fastest, best value, cheapest that fits) and what "enough" means: a serving
# rate, a deadline, a model only a workstation card holds (rules/situations.dsl, rules/value.dsl).

workload "test: serve Llama-3.1-8B fp16, 2k" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16
  batch 1  context 2048  prompt 1024
}
situation "test: rent one GPU, cheapest" { goal cheapest  rent true  gpus 1 }
situation "test: rent one GPU, cheapest, 60 tokens/s" { goal cheapest  rent true  gpus 1  tokens_per_second_at_least 60 }

test "F89: the cheapest rented card that serves an 8B model is a small one (A10 or L4), not the H100 of the most tokens per dollar" {
  as_of 2025-06  workload "test: serve Llama-3.1-8B fp16, 2k"  situation "test: rent one GPU, cheapest"
  expect top == "A10" or top == "L4"
  expect rank("A10") < rank("H100 SXM") and rank("L4") < rank("H100 SXM")
}

test "F89: a serving rate the small cards cannot sustain rejects them; the cheapest that can is next" {
  as_of 2025-06  workload "test: serve Llama-3.1-8B fp16, 2k"  situation "test: rent one GPU, cheapest, 60 tokens/s"
  expect fired("A10", "serving rate") and fired("L4", "serving rate")
  expect not admitted("A10") and admitted("H100 SXM")
}

workload "test: ResNet-50, 90 epochs" {
  model "ResNet-50"  task conv  precision fp16  batch 128  samples 1281167  epochs 90
}
situation "test: cheapest, two days" { goal cheapest  deadline 48 h }

test "F89: the cheapest card that trains ResNet-50 for 90 epochs within two days is fast enough, not merely the cheapest" {
  as_of 2026-11  workload "test: ResNet-50, 90 epochs"  situation "test: cheapest, two days"
  expect fired("RTX 2060", "deadline") and not admitted("RTX 2060")
  expect admitted("RTX 5090") and top != "RTX 5090"
}

test "F89: the short form's fastest 2026 card for ResNet-50 is the RTX 5090" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "fastest"
  expect top == "RTX 5090"
}

test "F89: the short form's cheapest that fits leaves out cards the current CUDA dropped" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "cheapest that fits"
  expect not admitted("GTX 1080 Ti") and fired("GTX 1080 Ti", "no trouble")
  expect top == "RTX 2060"
}

workload "test: serve Llama-3.1-70B int4, 8 users, 8k" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 8  context 8192  prompt 2048
}

# At 16k tokens a user the cache (43 GB in fp16) and the weights no longer fit a pair of 32 GB cards.
workload "test: serve Llama-3.1-70B int4, 8 users, 16k" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  weights int4
  batch 8  context 16384  prompt 4096
}

test "F56, F89: a workstation card is not poor value where no GeForce card or pair holds the model at three quarters of its speed" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B int4, 8 users, 16k"  situation "fastest"
  expect not fired("RTX PRO 6000 Blackwell", "poor value, warned")
  expect rank("RTX PRO 6000 Blackwell") < rank("Mac Studio M3 Ultra 256GB")
}

test "F56, F89: the same workstation card is poor value where an RTX 5090 holds the model" {
  as_of 2026-11  workload "test: serve Llama-3.1-8B fp16, 2k"  situation "fastest"
  expect fired("RTX PRO 6000 Blackwell", "poor value, warned")
  expect top == "RTX 5090"
}

test "F16: a million generated tokens cost the rent of the hours they take" {
  as_of 2025-06  workload "test: serve Llama-3.1-8B fp16, 2k"  situation "test: rent one GPU, cheapest"
  expect abs(at_gpu("A10", cost.per_million_tokens) / at_gpu("A10", rent.per_hour * 1000000 / tokens_per_second) - 1) < 1 %
}
