# Intel. The Xeon Phi is a many-core x86 processor, not a GPU; listed because the 2016 documents
# warn against it (fact F13). The schema's line, arch, compute, sms and memory_type are GPU
# notions: omitted. See nvidia-fermi-kepler.dsl for the general conventions.

# Knights Landing, a self-booting socketed processor (LGA 3647): no card, so no cooling or
# slots. memory is the 16 GB of on-package MCDRAM (not in the memory_type enum) at about
# 400 GB/s (STREAM measures 450-490 GB/s in flat mode); DDR4 behind it (up to 384 GB) runs at
# about 90 GB/s. fp32: 68 cores x 1.4 GHz x 2 AVX-512 units x 16 lanes x 2 (fused multiply-add)
# = 6.09 TFLOPS. No native FP16 arithmetic. L2: 1 MB per two-core tile, 34 tiles.
gpu "Intel Xeon Phi 7250" {
  vendor intel
  memory 16 GiB  bandwidth 400 GB/s
  fp32 6.09 TFLOPS
  l2 34 MiB  tdp 215 W
  released 2016-06
  price 4876 USD @ 2016-06 new, 100 USD @ 2026-11 used
  source "Intel Xeon Phi Processor 7250 specifications (68 cores, 1.40 GHz, 16 GB MCDRAM, 215 W); no Epoch row; price: Intel recommended customer price at launch; 2026-11 used is an estimate"
}

# Battlemage: 20 Xe cores, XMX matrix engines. fp32 2560 lanes x 2.67 GHz x 2; XMX dense FP16
# half of Intel's 233 INT8 TOPS. No CUDA: PyTorch's XPU backend (F76).
# sms holds the Xe cores: an Xe2 core (8 vector engines of 16 FP32 lanes, 8 XMX engines) is the
# unit a workgroup runs on, as an SM or an AMD CU is, with the same 128 FP32 lanes as an NVIDIA
# SM; the saturation term of rules/speed.dsl reads it.
gpu "Intel Arc B580" {
  vendor intel
  memory 12 GiB  memory_type gddr6  bandwidth 456 GB/s
  fp32 13.7 TFLOPS  fp16 27.3 TFLOPS
  tensor_fp16 116.5 TFLOPS  tensor_bf16 116.5 TFLOPS  tensor_int8 233 TOPS
  sms 20  tdp 190 W  cooling open  slots 2
  released 2024-12
  pcie 4
  price 249 USD @ 2024-12 new
  source "Intel Arc B580 specifications (20 Xe cores, 2670 MHz graphics clock, 12 GB GDDR6 at 19 Gbps, 190 W total board power, PCIe 4.0 x8, 233 peak INT8 TOPS); price: launch MSRP; tensor rates derived from the INT8 figure"
}

# Gaudi 3 (OAM module): 128 GB HBM2e, 8 matrix engines; 24 on-chip 200 Gb Ethernet ports for
# scale-up (600 GB/s each way). Not a GPU and no CUDA: Intel's Gaudi software and its PyTorch
# bridge (F76). fp32 and fp16 are the 64 vector cores' (TPC) rates, 14.3 and 28.7 TFLOPS, and
# tensor_tf32 the matrix engines' TF32 rate, as the Epoch row gives them from Intel's white paper.
# 64 TPCs beside 8 matrix engines are nothing like an SM: no sms.
gpu "Intel Gaudi 3" {
  vendor intel  line datacenter
  memory 128 GiB  memory_type hbm2e  bandwidth 3.7 TB/s
  fp32 14.3 TFLOPS  fp16 28.7 TFLOPS
  tensor_fp16 1835 TFLOPS  tensor_bf16 1835 TFLOPS  tensor_tf32 459 TFLOPS  tensor_fp8 1835 TFLOPS
  tdp 900 W  cooling passive
  released 2024-09
  pcie 5  nvlink 1200 GB/s
  price 15625 USD @ 2024-09 new
  source "Intel Gaudi 3 AI accelerator white paper (1835 TFLOPS BF16 and FP8 matrix, 128 GB HBM2e at 3.7 TB/s, 24 x 200 GbE); Epoch AI ML hardware row Intel Habana Gaudi3 (FP32 14.3, FP16 28.7, TF32 459 TFLOPS from the white paper; its 1678 TFLOPS BF16 is below the white paper's 1835); price: Intel's 2024-06 list of 125000 USD for a board of eight, per accelerator"
}
