# 2026 questions (F70-F77): renting, software support, systems, today's situations.

test "F71, F72: a Pascal card in 2026 carries the unsupported-software warning" {
  as_of 2026-11  workload "guide: a convolutional net"
  expect fired("GTX 1080 Ti", "CUDA 13 and PyTorch 2.8 dropped it")
  expect not fired("RTX 3090", "CUDA 13 and PyTorch 2.8 dropped it")
}

test "F71: in 2019 the same Pascal card is supported" {
  as_of 2019-04  workload "guide: a convolutional net"
  expect not fired("GTX 1080 Ti", "CUDA 13 and PyTorch 2.8 dropped it")
}

test "F73: the Radeon VII is past its ROCm support in 2026" {
  as_of 2026-11  workload "guide: a convolutional net"
  expect fired("AMD Radeon VII", "ROCm dropped it")
}

test "rent for a project (2026-11): a rented data-center GPU, with the rent against owning stated" {
  as_of 2026-11  workload "guide: a transformer"  situation "rent for a project"
  expect admitted("H100 SXM") and admitted("B200")
  expect fired("H100 SXM", "renting is cheaper")
}

test "2026 home lab (2026-11): a current card with 16 GB or more that no stack has dropped" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"  situation "2026 home lab"
  expect not admitted("GTX 1080 Ti") and not admitted("AMD Radeon VII")
  expect rank("RTX 5070 Ti") <= 3
}

workload "test: BERT-large at 512 tokens, batch 32" {
  model "BERT-large"  task transformer  precision fp16  optimizer adam  batch 32  sequence 512
}

test "startup cluster (2026-11): eight data-center GPUs are admitted and one is recommended" {
  as_of 2026-11  workload "test: BERT-large at 512 tokens, batch 32"  situation "startup cluster"
  expect admitted("H100 SXM") and admitted("B200")
  expect top == "B200" or top == "B300" or top == "H200" or top == "AMD MI355X"
}

# BERT-base at batch 32 and 128 tokens is a step of about 900 framework ops and little arithmetic:
# in eager PyTorch every data-center card waits for the CPU (measured on an H100 SXM, 955
# samples/s, 33 ms a step), so the cards tie on speed and the advice says why.
test "startup cluster (2026-11): a small transformer step waits for the CPU on every data-center card, and is told so" {
  as_of 2026-11  workload "guide: a transformer"  situation "startup cluster"
  expect fired("B200", "bound by the framework's CPU work") and fired("H100 SXM", "bound by the framework's CPU work")
  expect at_gpu("B200", samples_per_second) < 1.1 * at_gpu("H100 SXM", samples_per_second)
  # In a data center every card is driven by a server's CPU, a GeForce card too.
  expect at_gpu("RTX 5090", op_overhead) == server_cpu_slowdown * desktop_op_overhead
}

test "serve an LLM (2026-11): a rented card with 40 GB or more" {
  as_of 2026-11  workload "guide: a transformer"  situation "serve an LLM"
  expect not admitted("RTX 5090")
  expect admitted("H100 SXM")
}

test "F74: four 575 W cards do not fit a 1600 W power supply" {
  as_of 2026-11  workload "guide: a convolutional net"  situation "four GPUs on one power supply"
  expect fired("RTX 5090", "power supply") and not admitted("RTX 5090")
}

test "F77: a TPU in 2026 says which frameworks run on it" {
  as_of 2026-11  workload "guide: a transformer"  situation "rent for a project"
  expect fired("Google Cloud TPU v5e", "TPU frameworks")
}
