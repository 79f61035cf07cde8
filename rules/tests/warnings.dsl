# The warnings and avoid rules, each with the fact it encodes.

test "F11: cards older than Kepler are warned (no cuDNN)" {
  as_of 2015-11  workload "guide: a convolutional net"
  expect fired("GTX 580 3GB", "no cuDNN")
  expect not fired("GTX 680 4GB", "no cuDNN")
}

test "F13: Xeon Phi is rejected" {
  as_of 2019-04  workload "guide: a convolutional net"
  expect not admitted("Intel Xeon Phi 7250") and fired("Intel Xeon Phi 7250", "Xeon Phi")
}

test "F12: AMD cards are warned about their software" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"
  expect fired("AMD Radeon VII", "AMD software")
}

test "F14: GeForce in a data center is warned (licence)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "building a cluster"
  expect fired("RTX 2070", "GeForce in a data center")
}

test "F56: a Founders Edition is poor value for a value buyer" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "cost-efficient but expensive"
  expect not admitted("GTX 1080 Founders Edition") and fired("GTX 1080 Founders Edition", "poor value")
}

test "F24: tensor cores need 16-bit (a note for 32-bit work)" {
  as_of 2019-04  workload "guide: a convolutional net"
  expect fired("RTX 2070", "tensor cores need 16-bit")
}

test "2026: best overall is the RTX 5090, not the RTX PRO 6000 Blackwell it warns is poor value (F89)" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "best overall"
  expect top == "RTX 5090"
  expect admitted("RTX PRO 6000 Blackwell") and warned("RTX PRO 6000 Blackwell") and not recommended("RTX PRO 6000 Blackwell")
  expect not admitted("B200") and not admitted("H100 SXM")
}

test "2026: value among fast cards is a current mid-range card (RTX 5070 Ti class), not a flagship" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "cost-efficient but expensive"
  expect rank("RTX 5070 Ti") <= 3
  expect not recommended("RTX 5090")
}

test "2026: a data center may take passively cooled cards" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "building a cluster"
  expect admitted("B200") and admitted("H100 SXM")
}

test "F56: the Titan RTX is warned in 2019 without a goal (a missing goal is not a value goal)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"
  expect warned("Titan RTX") and fired("Titan RTX", "poor value, warned")
}

workload "test: serve Llama-3.1-8B int4, 8 users, 8k" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  weights int4
  batch 8  context 8192
}

test "F71, F72: on value in 2026, a card the current CUDA dropped ranks after every card it runs" {
  as_of 2026-11  workload "test: serve Llama-3.1-8B int4, 8 users, 8k"  situation "little money"
  expect fired("GTX 1080 Ti", "CUDA 13 and PyTorch 2.8 dropped it")
  expect top != "2 x GTX 1080 Ti" and top != "GTX 1080 Ti"
}

test "F71: in 2021 the same cards all ran the current stack" {
  as_of 2021-06  workload "test: serve Llama-3.1-8B int4, 8 users, 8k"  situation "little money"
  expect not fired("GTX 1080 Ti", "CUDA 13 and PyTorch 2.8 dropped it")
}

# Notes only where they apply (the cards and jobs they speak of).
test "F16: rent or own is weighed only on cards that can run the job" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B in fp16"
  expect not admitted("A10")
  expect not fired("A10", "renting is cheaper") and not fired("A10", "owning is cheaper")
  expect fired("B200", "renting is cheaper") or fired("B200", "owning is cheaper")
}

workload "test: full fine-tune Llama-3.1-8B, batch 4 x 2048" {
  model "Llama-3.1-8B"  task transformer  precision bf16  optimizer adamw  batch 4  sequence 2048
}

test "F80, F84: when the activations are what does not fit, checkpointing is offered, not FSDP over a dozen cards" {
  as_of 2026-11  workload "test: full fine-tune Llama-3.1-8B, batch 4 x 2048"
  expect not admitted("A100 80GB SXM")
  expect fired("A100 80GB SXM", "reduce memory: checkpointing")
  expect not fired("A100 80GB SXM", "reduce memory: shard over GPUs")
}

workload "test: pretrain Llama-3.2-1B, data parallel on 8 GPUs" {
  model "Llama-3.2-1B"  task transformer  precision bf16  optimizer adamw  batch 4  sequence 2048  gpus 8
}

test "F1, F3: 2015's 'transformers gain little from data parallelism' is not said of a 1B model on 8 NVLink GPUs" {
  as_of 2026-11  workload "test: pretrain Llama-3.2-1B, data parallel on 8 GPUs"  situation "test: data center"
  expect admitted("H100 SXM")
  expect not fired("H100 SXM", "dense nets scale poorly")
}
