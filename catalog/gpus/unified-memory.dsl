# Machines whose GPU shares the computer's memory, bought in 2025-2026 to run large language
# models locally: Apple's Mac Studio and Mac mini, NVIDIA's DGX Spark (GB10) and AMD's Ryzen AI
# Max+ 395 (Strix Halo, here the Framework Desktop). Each entry is one whole computer (line
# system, unified_memory true): its price is the machine's in the configuration named, its tdp
# the whole machine's power at the wall where the maker measures it, else an estimate.
#
# memory is the whole unified memory. The operating system and other programs keep part of it:
# macOS lets the GPU wire about three quarters of it by default (sysctl iogpu.wired_limit_mb
# raises that), AMD's driver assigns up to 96 GB of the 128 GB to the GPU under Windows, and CUDA
# on a DGX Spark reports 119.7 GiB of its 128 GiB. A workload that needs nearly all of it will
# not fit in practice.
#
# sms holds the GPU's cores: Apple GPU cores (128 FP32 lanes each, the lanes of an NVIDIA SM),
# NVIDIA SMs, AMD compute units (see amd.dsl); the saturation term of rules/speed.dsl reads it.
# Apple's GPUs up to the M4 have no matrix units (no tensor_* rates) and run FP16 at the FP32
# rate; their FP32 rate is GPU cores x 128 lanes x 2 (fused multiply-add) x the GPU clock.
# Apple GPUs are not NVIDIA ones: no arch or compute. These machines have no card slots, no
# PCIe host link for the GPU and their own cooling: no slots, pcie or cooling.
# Dates of the prices: the month each configuration went on sale; 2026-11 prices are estimates.
# See nvidia-fermi-kepler.dsl for the general conventions.

# M2 Ultra, 24-core CPU and 76-core GPU (1398 MHz), 192 GB LPDDR5 at 800 GB/s. Apple measured
# 295 W at the wall for exactly this configuration. Replaced by the M3 Ultra model in 2025-03.
gpu "Mac Studio M2 Ultra 192GB" {
  vendor apple  line system  unified_memory true
  memory 192 GiB  memory_type lpddr5  bandwidth 800 GB/s
  fp32 27.2 TFLOPS  fp16 27.2 TFLOPS
  sms 76  tdp 295 W
  released 2023-06  discontinued 2025-03
  price 6599 USD @ 2023-06 new, 4500 USD @ 2025-06 used, 3500 USD @ 2026-11 used
  source "Apple Mac Studio (2023) technical specifications (M2 Ultra, 76-core GPU, up to 192 GB unified memory, 800 GB/s); Apple support 102027, Mac Studio power consumption (M2 Ultra 24-core CPU and 76-core GPU, 192 GB: 10 W idle, 295 W maximum); FP32: 76 cores x 128 x 2 x 1398 MHz (GPU clock per the hmc-tech GPU database) = 27.2 TFLOPS; price: Apple's configure-to-order prices at launch (3999 USD base M2 Ultra, 1000 USD for the 76-core GPU, 1600 USD for 192 GB: the sum is ours); used prices 2025-2026 are estimates (a 2026-02 analysis quotes used M2 Ultra Mac Studios at 1800-2200 USD, for smaller configurations than this one)"
}

# M3 Ultra, 28-core CPU and 60-core GPU (the base chip), 96 GB LPDDR5 at 819 GB/s.
gpu "Mac Studio M3 Ultra 96GB" {
  vendor apple  line system  unified_memory true
  memory 96 GiB  memory_type lpddr5  bandwidth 819 GB/s
  fp32 21.5 TFLOPS  fp16 21.5 TFLOPS
  # Apple's 270 W is the 80-core 512 GB configuration's maximum: an upper bound here.
  sms 60  tdp 270 W
  released 2025-03
  price 3999 USD @ 2025-03 new
  source "Apple Mac Studio (2025) technical specifications (M3 Ultra 28-core CPU, 60-core GPU, 96 GB unified memory, 819 GB/s; 3999 USD); Apple support 102027 (Mac Studio 2025, M3 Ultra 32-core CPU and 80-core GPU, 512 GB: 9 W idle, 270 W maximum; this configuration draws less: estimate); FP32: 60 cores x 128 x 2 x 1398 MHz (GPU clock per the hmc-tech GPU database) = 21.5 TFLOPS"
}

# The same base M3 Ultra chip (60-core GPU) with 256 GB.
gpu "Mac Studio M3 Ultra 256GB" {
  vendor apple  line system  unified_memory true
  memory 256 GiB  memory_type lpddr5  bandwidth 819 GB/s
  fp32 21.5 TFLOPS  fp16 21.5 TFLOPS
  sms 60  tdp 270 W
  released 2025-03
  price 5599 USD @ 2025-03 new
  source "Apple Mac Studio (2025) technical specifications (M3 Ultra 28-core CPU and 60-core GPU configurable to 256 GB, 819 GB/s); Apple support 102027 (270 W maximum for the 80-core 512 GB configuration: an upper bound, estimate); FP32 as the 96 GB model; price: 3999 USD base plus Apple's 1600 USD for 256 GB at launch (the sum is ours: estimate)"
}

# M3 Ultra with all 80 GPU cores (32-core CPU), 512 GB, the only chip Apple offers with 512 GB.
gpu "Mac Studio M3 Ultra 512GB" {
  vendor apple  line system  unified_memory true
  memory 512 GiB  memory_type lpddr5  bandwidth 819 GB/s
  fp32 28.6 TFLOPS  fp16 28.6 TFLOPS
  sms 80  tdp 270 W
  released 2025-03
  price 9499 USD @ 2025-03 new
  source "Apple Mac Studio (2025) technical specifications (M3 Ultra 32-core CPU, 80-core GPU, 512 GB unified memory, 819 GB/s); Apple support 102027 (this configuration with 16 TB SSD: 9 W idle, 270 W maximum); FP32: 80 cores x 128 x 2 x 1398 MHz (GPU clock per the hmc-tech GPU database) = 28.6 TFLOPS; price: 3999 USD base plus 1500 USD for the 32-core CPU and 80-core GPU and 4000 USD for 512 GB at launch (the sum is ours, and matches the 14099 USD widely quoted for the same machine with a 16 TB SSD: estimate)"
}

# M4 Max, 16-core CPU and 40-core GPU (1678 MHz), 128 GB LPDDR5X at 546 GB/s: the most memory an
# M4 Max takes. The MacBook Pro 16-inch with the same chip and memory has the same figures and
# costs more.
gpu "Mac Studio M4 Max 128GB" {
  vendor apple  line system  unified_memory true
  memory 128 GiB  memory_type lpddr5x  bandwidth 546 GB/s
  fp32 17.2 TFLOPS  fp16 17.2 TFLOPS
  sms 40  tdp 200 W
  released 2025-03
  price 3499 USD @ 2025-03 new
  source "Apple Mac Studio (2025) technical specifications (M4 Max 16-core CPU and 40-core GPU, configurable to 128 GB unified memory, 546 GB/s); FP32: 40 cores x 128 x 2 x 1678 MHz (GPU clock per the hmc-tech GPU database, 13.74 TFLOPS for the 32-core M4 Max) = 17.2 TFLOPS; tdp 200 W is an estimate (Apple published no maximum for this model; the M2 Max Mac Studio measured 145 W, the 2025 power supply is rated 480 W); price: Apple's configure-to-order prices at launch (1999 USD base, the 16-core CPU and 40-core GPU with 48 GB, 128 GB: estimate of the sum)"
}

# M4 Pro, 14-core CPU and 20-core GPU (1470 MHz), 64 GB LPDDR5X at 273 GB/s.
gpu "Mac mini M4 Pro 64GB" {
  vendor apple  line system  unified_memory true
  memory 64 GiB  memory_type lpddr5x  bandwidth 273 GB/s
  fp32 7.53 TFLOPS  fp16 7.53 TFLOPS
  sms 20  tdp 155 W
  released 2024-11
  price 2199 USD @ 2024-11 new
  source "Apple Mac mini (2024) technical specifications (M4 Pro 12-core CPU and 16-core GPU configurable to 14-core CPU and 20-core GPU, 24 GB configurable to 48 or 64 GB, 273 GB/s); FP32: 20 cores x 128 x 2 x 1470 MHz (hmc-tech GPU database: 7.53 TFLOPS) ; tdp: the power supply's maximum continuous rating (estimate of the draw, which is lower); price: 1399 USD base plus Apple's launch prices for the 14-core CPU and 20-core GPU (200 USD) and 64 GB (600 USD): estimate of the sum"
}

# NVIDIA GB10 (Grace Blackwell): a 20-core Arm CPU and a Blackwell GPU of 48 SMs (6144 CUDA cores,
# up to 2418 MHz) on one package with 128 GB LPDDR5X at 273 GB/s (256 bits at 8533 MT/s). CUDA
# reports compute capability 12.1, the GeForce Blackwell SM (sm_121), and 24 MB L2.
# NVIDIA gives two rates: 31 TFLOPS FP32 and "1 PFLOP" of FP4 with 2:4 sparsity. Converted to dense
# 16-bit tensor rates: sparsity halves it (500 TFLOPS dense FP4), FP8 runs at half the FP4 rate
# (250 TFLOPS), FP16 and BF16 at half the FP8 rate (125 TFLOPS): the same ratios as the RTX 50
# cards (whose "AI TOPS" are eight times their dense FP16 rate) and 48 SMs x 1024 FLOP x 2.5 GHz.
# NVIDIA does not say whether BF16 with FP32 accumulate runs at that rate (as on the RTX PRO
# cards) or at half of it (as on GeForce): tensor_bf16 and tensor_tf32 assume the full rate
# (estimates; 62.5 and 31 TFLOPS if halved). Non-tensor FP16 at the FP32 rate, as on the RTX 50.
# The 240 W is the external power adapter's rating for the whole machine (the GB10 is a 140 W
# part). Two units can be joined over their ConnectX-7 200 GbE ports, not NVLink.
gpu "NVIDIA DGX Spark" {
  vendor nvidia  line system  arch blackwell  compute 12.1  unified_memory true
  memory 128 GiB  memory_type lpddr5x  bandwidth 273 GB/s
  fp32 31 TFLOPS  fp16 31 TFLOPS
  tensor_fp16 125 TFLOPS  tensor_bf16 125 TFLOPS  tensor_tf32 62.5 TFLOPS
  tensor_fp8 250 TFLOPS  tensor_int8 250 TOPS
  sms 48  l2 24 MiB  tdp 240 W
  released 2025-10
  price 3999 USD @ 2025-10 new, 4699 USD @ 2026-11 new
  cuda_name "NVIDIA GB10"
  source "NVIDIA DGX Spark product page and hardware guide (GB10 Grace Blackwell, 6144 CUDA cores, 1 PFLOP FP4 with sparsity, 128 GB LPDDR5x unified memory at 273 GB/s, 240 W power supply, 3999 USD Founders Edition at launch, 2025-10-15); NVIDIA's Hot Chips 2025 GB10 talk (31 TFLOPS FP32, 140 W chip, as reported by The Register); CUDA deviceQuery on a DGX Spark (48 SMs, 2418 MHz, compute 12.1, 24 MB L2, 122570 MB visible; kubesimplify blog, 2026); dense tensor rates converted from the FP4 sparse figure as explained above (tensor_bf16, tensor_tf32, tensor_int8: estimates); 2026-11 price: 4699 USD as 2026 guides quote it (estimate)"
}

# AMD Ryzen AI Max+ 395 (Strix Halo): 16 Zen 5 cores and a Radeon 8060S of 40 RDNA 3.5 CUs at
# 2900 MHz, with 128 GB LPDDR5X-8000 on a 256-bit bus (256 GB/s), in the Framework Desktop.
# FP32 counts dual issue (40 x 64 x 2 x 2 x 2.9 GHz = 29.7 TFLOPS); the WMMA units run FP16 and
# BF16 matrices at 512 FLOP per CU per clock (59.4 TFLOPS), as RDNA 3 does. The APU's power limit
# is configurable from 45 to 120 W (140 W boost) in this machine; 160 W for the whole machine is
# our estimate.
gpu "Framework Desktop Ryzen AI Max+ 395 128GB" {
  vendor amd  line system  unified_memory true
  memory 128 GiB  memory_type lpddr5x  bandwidth 256 GB/s
  fp32 29.7 TFLOPS  fp16 59.4 TFLOPS
  tensor_fp16 59.4 TFLOPS  tensor_bf16 59.4 TFLOPS
  sms 40  l2 2 MiB  tdp 160 W
  # Announced 2025-02-25, shipping from 2025-08.
  released 2025-08
  price 1999 USD @ 2025-08 new
  source "Framework Desktop (AMD Ryzen AI Max+ 395, 128 GB LPDDR5X-8000, 256 GB/s, 400 W FlexATX supply, 1999 USD for the 128 GB mainboard configuration; reviews 2025-2026); AMD Ryzen AI Max+ 395 specifications (Radeon 8060S, 40 CUs, 2900 MHz); ROCm GPU specifications (Ryzen AI Max+ PRO 395: gfx1151, 40 CUs, 2 MB L2, 32 MB Infinity Cache); FP32 and WMMA rates computed as explained above; tdp 160 W is an estimate"
}
