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
