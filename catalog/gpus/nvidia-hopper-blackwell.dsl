# NVIDIA Hopper (H100, H200: compute 9.0) and Blackwell (B200: compute 10.0; GeForce RTX 50:
# 12.0).
# Dense tensor rates (sparse figures halved). The RTX 50 cards follow the GeForce convention of
# nvidia-volta-turing.dsl: tensor_fp16 and tensor_fp8 are the FP16-accumulate rates.
# 2026-11 prices and rents are our estimates of the market; see nvidia-fermi-kepler.dsl.

# The SXM5 module. Epoch dates it 2022-09-20 (volume shipments began in 2023).
gpu "H100 SXM" {
  aliases "H100"
  vendor nvidia  line datacenter  arch hopper  compute 9.0
  memory 80 GiB  memory_type hbm3  bandwidth 3.35 TB/s
  fp32 66.9 TFLOPS  fp16 133.8 TFLOPS
  tensor_fp16 989.4 TFLOPS  tensor_bf16 989.4 TFLOPS  tensor_tf32 494.7 TFLOPS
  tensor_fp8 1979 TFLOPS  tensor_int8 1979 TOPS
  sms 132  l2 50 MiB  tdp 700 W  cooling passive
  released 2022-09
  pcie 5  nvlink 900 GB/s
  price 33600 USD @ 2022-09 new, 25000 USD @ 2026-11 new
  rent 12.29 USD/h @ 2023-07, 2.49 USD/h @ 2024-06, 2.20 USD/h @ 2026-11
  cuda_name "NVIDIA H100 80GB HBM3", "NVIDIA H100 SXM5 80GB"
  source "NVIDIA H100 datasheet and Hopper whitepaper (SXM5); Epoch AI ML hardware row NVIDIA H100 SXM5 80GB; price: 33600 USD per GPU from Epoch (analyst figure from DGX H100 prices, 2023); 2026-11 price and cloud rent per GPU-hour are estimates; rent per GPU-hour: AWS p5.48xlarge on-demand 98.32 USD/h for 8 GPUs at launch (2023-07), Lambda on-demand H100 SXM 2.49 USD/h (2024), 2026-11 an estimate of the GPU-cloud market; spot and reserved rents are lower"
}

# The PCIe card: 114 SMs at a lower clock, HBM2e, 350 W, dual-slot passive.
gpu "H100 PCIe" {
  vendor nvidia  line datacenter  arch hopper  compute 9.0
  memory 80 GiB  memory_type hbm2e  bandwidth 2 TB/s
  # Non-tensor FP16 at twice FP32 as on the SXM module; the Epoch row's 204.9 TFLOPS is four
  # times its own FP32 figure and matches no NVIDIA rate.
  fp32 51.2 TFLOPS  fp16 102.4 TFLOPS
  tensor_fp16 756 TFLOPS  tensor_bf16 756 TFLOPS  tensor_tf32 378 TFLOPS
  tensor_fp8 1513 TFLOPS  tensor_int8 1513 TOPS
  sms 114  l2 50 MiB  tdp 350 W  cooling passive  slots 2
  released 2022-09
  pcie 5  nvlink 600 GB/s
  price 25000 USD @ 2022-09 new, 20000 USD @ 2026-11 new
  rent 1.90 USD/h @ 2026-11
  cuda_name "NVIDIA H100 PCIe"
  source "NVIDIA H100 datasheet (PCIe, sparse figures halved) and Hopper whitepaper; Epoch AI ML hardware row NVIDIA H100 PCIe; price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates"
}

# Same GH100 chip as H100 SXM with 141 GB HBM3e. The Epoch row has no memory size.
gpu "H200" {
  vendor nvidia  line datacenter  arch hopper  compute 9.0
  memory 141 GiB  memory_type hbm3e  bandwidth 4.8 TB/s
  fp32 66.9 TFLOPS  fp16 133.8 TFLOPS
  tensor_fp16 989.5 TFLOPS  tensor_bf16 989.5 TFLOPS  tensor_tf32 494.5 TFLOPS
  tensor_fp8 1979 TFLOPS  tensor_int8 1979 TOPS
  sms 132  l2 50 MiB  tdp 700 W  cooling passive
  released 2024-11
  pcie 5  nvlink 900 GB/s
  price 32000 USD @ 2024-11 new, 30000 USD @ 2026-11 new
  rent 6.31 USD/h @ 2024-11, 3.00 USD/h @ 2026-11
  cuda_name "NVIDIA H200"
  source "NVIDIA H200 datasheet (SXM); Epoch AI ML hardware row NVIDIA H200 SXM; price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates; rent per GPU-hour: CoreWeave on-demand 8x H200 50.44 USD/h (2024-11, estimate from its price list), 2026-11 an estimate"
}

# The GPU of the GH200 Grace Hopper Superchip: the H100 SXM's GH100 (132 SMs, its tensor rates)
# with 96 GB HBM3 at 4 TB/s, beside a 72-core Grace CPU joined by NVLink-C2C (900 GB/s) instead of
# PCIe. The module's power (CPU, GPU and memory together) is configurable from 450 to 1000 W; the
# Epoch row gives 700 W, as here. The Epoch row's 4.9 TB/s is the later 144 GB HBM3e version's
# (NVIDIA's datasheet gives both); this entry is the 96 GB one that clouds rent.
gpu "GH200" {
  vendor nvidia  line datacenter  arch hopper  compute 9.0
  memory 96 GiB  memory_type hbm3  bandwidth 4 TB/s
  fp32 66.9 TFLOPS  fp16 133.8 TFLOPS
  tensor_fp16 989.5 TFLOPS  tensor_bf16 989.5 TFLOPS  tensor_tf32 494.5 TFLOPS
  tensor_fp8 1979 TFLOPS  tensor_int8 1979 TOPS
  sms 132  l2 50 MiB  tdp 700 W  cooling passive
  released 2023-08
  nvlink 900 GB/s
  rent 1.50 USD/h @ 2026-11
  cuda_name "NVIDIA GH200 480GB"
  source "NVIDIA GH200 Grace Hopper Superchip datasheet (96 GB HBM3 at 4 TB/s, or 144 GB HBM3e at 4.9 TB/s; dense tensor rates; module power 450-1000 W); Epoch AI ML hardware row NVIDIA GH200 (release date, rates; its bandwidth is the HBM3e version's); cuda_name as Lambda's benchmark logs print it (NVIDIA_GH200_480GB); no public list price; the 2026-11 cloud rent per GPU-hour is an estimate"
}

# Two dies in one package, seen as one GPU; the HGX B200 module at 1000 W. 180 GB usable of
# 192 GB HBM3e. FP32: NVIDIA's HGX B200 specification gives 75 TFLOPS per GPU (600 for
# eight); the Epoch row's 62.08 TFLOPS matches no NVIDIA figure we know of, hence ours is 21%
# above it. TF32 1.1 PFLOPS dense (NVIDIA 2.2 with sparsity; Epoch 1.125).
# 148 SMs (74 of 80 per die) and 126 MB L2 as Chips and Cheese measured them. NVIDIA publishes no
# non-tensor FP16 rate: 150 TFLOPS is our estimate, twice FP32 as on Hopper (H100 SXM 133.8 =
# 2 x 66.9). Host link PCIe 5.0 (the B300's Gen6 is its upgrade over this one).
gpu "B200" {
  vendor nvidia  line datacenter  arch blackwell  compute 10.0
  memory 180 GiB  memory_type hbm3e  bandwidth 7.7 TB/s
  fp32 75 TFLOPS  fp16 150 TFLOPS
  tensor_fp16 2250 TFLOPS  tensor_bf16 2250 TFLOPS  tensor_tf32 1100 TFLOPS
  tensor_fp8 4500 TFLOPS  tensor_int8 4500 TOPS
  sms 148  l2 126 MiB  tdp 1000 W  cooling passive
  released 2024-11
  pcie 5  nvlink 1800 GB/s
  price 40000 USD @ 2024-11 new, 35000 USD @ 2026-11 new
  rent 4.99 USD/h @ 2025-06, 4.00 USD/h @ 2026-11
  cuda_name "NVIDIA B200"
  source "NVIDIA HGX B200 specifications (per GPU, sparse figures halved); Epoch AI ML hardware row NVIDIA B200; Chips and Cheese, Nvidia's B200: Keeping the CUDA Juggernaut Rolling (148 SMs, 74 of 80 per die; 126 MB L2); host link PCIe 5.0 per Glenn Lockwood's B300 notes (Gen6 an upgrade over the B200); fp16 150 TFLOPS is an estimate (twice FP32, as on Hopper); price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates; rent per GPU-hour: Lambda on-demand B200 4.99 USD/h (2025, estimate from its price list), 2026-11 an estimate"
}

# GeForce Blackwell tensor rates: 1024 dense FP16 FLOP per SM per clock (FP16 accumulate) at the
# reference boost clock, FP8 and INT8 at twice that. NVIDIA's "AI TOPS" (RTX 5070 Ti 1406,
# RTX 5080 1801) are FP4 with sparsity: four times the dense FP8 rate.
gpu "RTX 5070 Ti" {
  vendor nvidia  line geforce  arch blackwell  compute 12.0
  memory 16 GiB  memory_type gddr7  bandwidth 896 GB/s
  fp32 43.94 TFLOPS  fp16 43.94 TFLOPS
  tensor_fp16 175.8 TFLOPS  tensor_bf16 87.9 TFLOPS  tensor_tf32 43.9 TFLOPS
  tensor_fp8 351.5 TFLOPS  tensor_int8 351.5 TOPS
  # No Founders Edition; partner open-fan boards, most of them 2.5 to 3.5 slots thick.
  sms 70  l2 48 MiB  tdp 300 W  cooling open  slots 3
  released 2025-02
  pcie 5
  price 749 USD @ 2025-02 new, 800 USD @ 2026-11 new
  cuda_name "NVIDIA GeForce RTX 5070 Ti"
  source "NVIDIA RTX 5070 Ti specifications (8960 cores, 2452 MHz boost, 28 Gbps GDDR7); tensor rates computed as in the RTX Blackwell whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 street price is an estimate"
}

gpu "RTX 5080" {
  vendor nvidia  line geforce  arch blackwell  compute 12.0
  memory 16 GiB  memory_type gddr7  bandwidth 960 GB/s
  fp32 56.28 TFLOPS  fp16 56.28 TFLOPS
  tensor_fp16 225.1 TFLOPS  tensor_bf16 112.6 TFLOPS  tensor_tf32 56.3 TFLOPS
  tensor_fp8 450.2 TFLOPS  tensor_int8 450.2 TOPS
  # The Founders Edition is a two-slot flow-through (open) design.
  sms 84  l2 64 MiB  tdp 360 W  cooling open  slots 2
  released 2025-01
  pcie 5
  price 999 USD @ 2025-01 new, 1100 USD @ 2026-11 new
  cuda_name "NVIDIA GeForce RTX 5080"
  source "NVIDIA RTX 5080 specifications (10752 cores, 2617 MHz boost, 30 Gbps GDDR7); tensor rates computed as in the RTX Blackwell whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 street price is an estimate"
}

gpu "RTX 5090" {
  vendor nvidia  line geforce  arch blackwell  compute 12.0
  memory 32 GiB  memory_type gddr7  bandwidth 1792 GB/s
  fp32 104.8 TFLOPS  fp16 104.8 TFLOPS
  tensor_fp16 419 TFLOPS  tensor_bf16 209.5 TFLOPS  tensor_tf32 104.8 TFLOPS
  tensor_fp8 838 TFLOPS  tensor_int8 838 TOPS
  # The Founders Edition is a two-slot flow-through (open) design.
  sms 170  l2 96 MiB  tdp 575 W  cooling open  slots 2
  released 2025-01
  pcie 5
  price 1999 USD @ 2025-01 new, 2800 USD @ 2026-11 new
  rent 0.89 USD/h @ 2025-06, 0.70 USD/h @ 2026-11
  cuda_name "NVIDIA GeForce RTX 5090"
  source "NVIDIA RTX Blackwell GPU architecture whitepaper (dense tensor rates); TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 street price is an estimate; rent per GPU-hour: RunPod on-demand RTX 5090 0.89 USD/h (2025, estimate from its price list), 2026-11 an estimate"
}

# 2025 GeForce cards below the RTX 5070 Ti: rates at the reference boost clock as above
# (1024 dense FP16 FLOP per SM per clock with FP16 accumulate; BF16 at half that).
gpu "RTX 5060 Ti 16GB" {
  vendor nvidia  line geforce  arch blackwell  compute 12.0
  memory 16 GiB  memory_type gddr7  bandwidth 448 GB/s
  fp32 23.7 TFLOPS  fp16 23.7 TFLOPS
  tensor_fp16 94.8 TFLOPS  tensor_bf16 47.4 TFLOPS  tensor_tf32 23.7 TFLOPS
  tensor_fp8 189.6 TFLOPS  tensor_int8 189.6 TOPS
  sms 36  l2 32 MiB  tdp 180 W  cooling open  slots 2
  released 2025-04
  pcie 5
  price 429 USD @ 2025-04 new
  cuda_name "NVIDIA GeForce RTX 5060 Ti"
  source "NVIDIA RTX 5060 Ti specifications (4608 cores, 2572 MHz boost, 16 GB GDDR7 at 28 Gbps, 180 W, PCIe 5.0 x8); tensor rates computed as in the RTX Blackwell whitepaper; price: launch MSRP of the 16 GB card"
}

gpu "RTX 5070" {
  vendor nvidia  line geforce  arch blackwell  compute 12.0
  memory 12 GiB  memory_type gddr7  bandwidth 672 GB/s
  fp32 30.9 TFLOPS  fp16 30.9 TFLOPS
  tensor_fp16 123.5 TFLOPS  tensor_bf16 61.7 TFLOPS  tensor_tf32 30.9 TFLOPS
  tensor_fp8 247 TFLOPS  tensor_int8 247 TOPS
  sms 48  l2 48 MiB  tdp 250 W  cooling open  slots 2
  released 2025-03
  pcie 5
  price 549 USD @ 2025-03 new
  cuda_name "NVIDIA GeForce RTX 5070"
  source "NVIDIA RTX 5070 specifications (6144 cores, 2512 MHz boost, 12 GB GDDR7 at 28 Gbps, 250 W); tensor rates computed as in the RTX Blackwell whitepaper; price: launch MSRP"
}

# The professional GB202 card with 96 GB: full-rate FP32 accumulate (BF16 = FP16), line quadro
# (the professional line; F56's "poor value" applies to it).
gpu "RTX PRO 6000 Blackwell" {
  vendor nvidia  line quadro  arch blackwell  compute 12.0
  memory 96 GiB  memory_type gddr7  bandwidth 1792 GB/s
  fp32 126 TFLOPS  fp16 126 TFLOPS
  tensor_fp16 504 TFLOPS  tensor_bf16 504 TFLOPS  tensor_tf32 252 TFLOPS
  tensor_fp8 1008 TFLOPS  tensor_int8 1008 TOPS
  sms 188  l2 128 MiB  tdp 600 W  cooling open  slots 2
  released 2025-04
  pcie 5
  price 8565 USD @ 2025-04 new
  rent 1.80 USD/h @ 2025-09, 1.20 USD/h @ 2026-11
  cuda_name "NVIDIA RTX PRO 6000 Blackwell Workstation Edition"
  source "NVIDIA RTX PRO 6000 Blackwell Workstation Edition datasheet (24064 cores, 96 GB GDDR7 ECC, 1792 GB/s, 600 W, double-slot flow-through); tensor rates computed at 2617 MHz (estimate of the boost clock); price: reseller price at launch (estimate); rent per GPU-hour: GPU-cloud price lists 2025 (estimate), 2026-11 an estimate"
}

# The 300 W blower version of the same chip: the current card for four or more GPUs in one
# workstation (F7). Rates at a lower clock: NVIDIA gives 110 TFLOPS FP32 (estimate: scaled).
gpu "RTX PRO 6000 Blackwell Max-Q" {
  vendor nvidia  line quadro  arch blackwell  compute 12.0
  memory 96 GiB  memory_type gddr7  bandwidth 1792 GB/s
  fp32 110 TFLOPS  fp16 110 TFLOPS
  tensor_fp16 440 TFLOPS  tensor_bf16 440 TFLOPS  tensor_tf32 220 TFLOPS
  tensor_fp8 880 TFLOPS  tensor_int8 880 TOPS
  sms 188  l2 128 MiB  tdp 300 W  cooling blower  slots 2
  released 2025-05
  pcie 5
  price 8565 USD @ 2025-05 new
  cuda_name "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition"
  source "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition datasheet (300 W, blower, 96 GB GDDR7); tensor rates scaled from the Workstation Edition by the FP32 ratio (estimate); price: as the Workstation Edition (estimate)"
}

# Blackwell Ultra: the B200's dense FP16/FP8 rates, 270 GB usable of 288 GB HBM3e, NVLink 5
# (1.8 TB/s).
# SMs: NVIDIA's Blackwell Ultra article gives 160 SMs for the full chip; the B300 SXM6 AC that
# clouds rent enables 148 (CUDA reports 148 SMs, compute 10.3, 126 MB L2, in public benchmark
# logs). Without sms the speed model assumed 40 SMs and made the B300 far slower than the B200.
# fp16 as the B200's (estimate).
gpu "B300" {
  vendor nvidia  line datacenter  arch blackwell  compute 10.3
  memory 270 GiB  memory_type hbm3e  bandwidth 7.7 TB/s
  fp32 75 TFLOPS  fp16 150 TFLOPS
  tensor_fp16 2250 TFLOPS  tensor_bf16 2250 TFLOPS  tensor_tf32 1100 TFLOPS
  tensor_fp8 4500 TFLOPS
  sms 148  l2 126 MiB  tdp 1100 W  cooling passive
  released 2025-08
  pcie 6  nvlink 1800 GB/s
  price 50000 USD @ 2025-08 new
  rent 6.00 USD/h @ 2025-12, 5.00 USD/h @ 2026-11
  cuda_name "NVIDIA B300", "NVIDIA B300 SXM6 AC"
  source "NVIDIA Blackwell Ultra datasheet and HGX B300 specifications (per GPU, dense figures; INT8 cut to a small rate, omitted); Epoch AI ML hardware row NVIDIA B300 (Blackwell Ultra); NVIDIA technical blog Inside NVIDIA Blackwell Ultra (2025-08: 160 SMs in the full chip); 148 SMs, 126 MB L2 and the name NVIDIA B300 SXM6 AC as CUDA reports them in public B300 benchmark logs (2026); fp16 150 TFLOPS is an estimate (twice FP32, as on Hopper); price and rents per GPU-hour are estimates"
}

# The professional GB202 card with 48 GB on a 384-bit bus: 110 of the chip's 192 SMs, a
# two-slot blower at 300 W, made for several cards side by side. NVIDIA gives 65 TFLOPS FP32 and
# 2064 AI TOPS (FP4 with sparsity, eight times the dense FP16 rate): 258 TFLOPS dense FP16 with
# full-rate FP32 accumulate as on the other professional cards (tensor_bf16 = tensor_fp16).
# L2: 96 MB (three quarters of GB202's 128 MB, with three quarters of its memory controllers).
# A 72 GB version with the same chip and rates followed in 2025-12 (not listed: no price found).
gpu "RTX PRO 5000 Blackwell" {
  vendor nvidia  line quadro  arch blackwell  compute 12.0
  memory 48 GiB  memory_type gddr7  bandwidth 1344 GB/s
  fp32 65 TFLOPS  fp16 65 TFLOPS
  tensor_fp16 258 TFLOPS  tensor_bf16 258 TFLOPS  tensor_tf32 129 TFLOPS
  tensor_fp8 516 TFLOPS  tensor_int8 516 TOPS
  sms 110  l2 96 MiB  tdp 300 W  cooling blower  slots 2
  # Announced at GTC 2025-03-18; on sale from mid-2025 (month an estimate).
  released 2025-06
  pcie 5
  price 4500 USD @ 2025-06 new
  cuda_name "NVIDIA RTX PRO 5000 Blackwell"
  source "NVIDIA RTX PRO 5000 Blackwell specifications (14080 CUDA cores, 48 GB GDDR7 ECC, 1344 GB/s, 65 TFLOPS FP32, 2064 AI TOPS, 300 W, two-slot blower, PCIe 5.0 x16), as reported at its announcement (GTC 2025-03) and with the 72 GB version (2025-10); tensor rates: the AI TOPS figure divided by eight (FP4 sparse to dense FP16); L2 from GPU databases (technical.city: 96 MB); no Epoch row; price: reseller price of about 4500 USD in 2025 (estimate)"
}
