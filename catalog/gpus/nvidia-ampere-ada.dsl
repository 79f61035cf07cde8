# NVIDIA Ampere (GeForce RTX 30, A10, RTX A6000: compute 8.6; A100: 8.0) and Ada Lovelace
# (GeForce RTX 40, L4, L40S: 8.9).
# tensor_fp16 follows the convention in nvidia-volta-turing.dsl: the quoted dense FP16 tensor
# peak, which on GeForce cards is the FP16-accumulate rate (twice the FP32-accumulate rate).
# tensor_bf16 always accumulates in FP32, so on GeForce cards it is half of tensor_fp16.
# All tensor figures are dense (NVIDIA's "with sparsity" figures halved).
# 2026-11 prices and rents are our estimates of the market; see nvidia-fermi-kepler.dsl.

# GeForce Ampere tensor rates: 1024 dense FP16 FLOP per SM per clock (FP16 accumulate) at the
# reference boost clock, as the GA102 whitepaper computes them for the RTX 3080 and 3090.
gpu "RTX 3060 12GB" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 12 GiB  memory_type gddr6  bandwidth 360 GB/s
  fp32 12.74 TFLOPS  fp16 12.74 TFLOPS
  tensor_fp16 51 TFLOPS  tensor_bf16 25.5 TFLOPS  tensor_tf32 12.7 TFLOPS  tensor_int8 101.9 TOPS
  # No Founders Edition; partner open-fan boards.
  sms 28  l2 3 MiB  tdp 170 W  cooling open  slots 2
  released 2021-02
  pcie 4
  price 329 USD @ 2021-02 new, 220 USD @ 2024-06 used, 200 USD @ 2025-06 used, 180 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 3060"
  source "NVIDIA RTX 3060 specifications (3584 cores, 1777 MHz boost, 15 Gbps GDDR6); tensor rates computed as in the GA102 whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP (street prices were far higher during the 2021 shortage); used prices 2024-2026 are estimates guided by local-LLM buying guides (about 200 USD used in 2025)"
}

gpu "RTX 3070" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 8 GiB  memory_type gddr6  bandwidth 448 GB/s
  fp32 20.31 TFLOPS  fp16 20.31 TFLOPS
  tensor_fp16 81.3 TFLOPS  tensor_bf16 40.6 TFLOPS  tensor_tf32 20.3 TFLOPS  tensor_int8 162.5 TOPS
  # The Founders Edition is a two-slot flow-through (open) design.
  sms 46  l2 4 MiB  tdp 220 W  cooling open  slots 2
  released 2020-10
  pcie 4
  price 499 USD @ 2020-10 new, 230 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 3070"
  source "NVIDIA RTX 3070 specifications (5888 cores, 1725 MHz boost); tensor rates computed as in the GA102 whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

# The Epoch row NVIDIA GeForce RTX 3080 has no tensor-FP16 figure; 119 is from the GA102 whitepaper.
gpu "RTX 3080 10GB" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 10 GiB  memory_type gddr6x  bandwidth 760 GB/s
  fp32 29.77 TFLOPS  fp16 29.77 TFLOPS
  tensor_fp16 119 TFLOPS  tensor_bf16 59.5 TFLOPS  tensor_tf32 29.8 TFLOPS  tensor_int8 238 TOPS
  # The Founders Edition is a two-slot flow-through (open) design.
  sms 68  l2 5 MiB  tdp 320 W  cooling open  slots 2
  released 2020-09
  pcie 4
  price 699 USD @ 2020-09 new, 330 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 3080"
  source "NVIDIA Ampere GA102 whitepaper (dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 3080; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2026-11 used is an estimate"
}

# A blower RTX 3080 at reference clocks (1710 MHz boost), two slots. Sold from early 2021 into
# the shortage (a rev 2.0 with the hash-rate limiter later in 2021). No cuda_name (see the RTX
# 3090 Gigabyte Turbo).
gpu "RTX 3080 Gigabyte Turbo" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 10 GiB  memory_type gddr6x  bandwidth 760 GB/s
  fp32 29.77 TFLOPS  fp16 29.77 TFLOPS
  tensor_fp16 119 TFLOPS  tensor_bf16 59.5 TFLOPS  tensor_tf32 29.8 TFLOPS  tensor_int8 238 TOPS
  sms 68  l2 5 MiB  tdp 320 W  cooling blower  slots 2
  # Month approximate.
  released 2021-01
  pcie 4
  price 800 USD @ 2021-01 new, 1200 USD @ 2021-06 new, 330 USD @ 2026-11 used
  source "Gigabyte GeForce RTX 3080 Turbo 10G (GV-N3080TURBO-10GD: blower, 1710 MHz boost, 267 mm two-slot card); chip figures as the RTX 3080 10GB (GA102 whitepaper, Epoch AI ML hardware row NVIDIA GeForce RTX 3080); price: 2021-01 new is an estimate; 2021-06 new from the lowest German offer listed on 2021-06-14 (1199.99 EUR, taken as USD: estimate); 2026-11 used as the RTX 3080 (estimate)"
}

# The Epoch row lacks a tensor-FP16 figure (README); 142 is from the GA102 whitepaper.
gpu "RTX 3090" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 24 GiB  memory_type gddr6x  bandwidth 936 GB/s
  fp32 35.58 TFLOPS  fp16 35.58 TFLOPS
  tensor_fp16 142 TFLOPS  tensor_bf16 71 TFLOPS  tensor_tf32 35.6 TFLOPS  tensor_int8 284 TOPS
  sms 82  l2 6 MiB  tdp 350 W  cooling open  slots 3
  released 2020-09
  pcie 4  nvlink 112.5 GB/s
  price 1499 USD @ 2020-09 new, 1000 USD @ 2022-07 used, 750 USD @ 2023-06 used, 750 USD @ 2024-06 used, 850 USD @ 2025-06 used, 800 USD @ 2026-05 used, 750 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 3090"
  source "NVIDIA Ampere GA102 whitepaper (dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 3090; TechPowerUp GPU database (SMs, L2); price: launch MSRP; used prices 2022-2026 are estimates (2022-07: after the mining crash) guided by local-LLM buying guides (700-800 USD in 2023-2025, 800-1000 USD in 2025, 700-900 USD in 2026-05 per runlocalai.co); 2026-11 used is an estimate"
}

# The 2022 refresh of GA102: all 84 SMs at a 1860 MHz boost, 21 Gbps GDDR6X, 450 W. Tensor
# rates as the GA102 whitepaper computes them (1024 dense FP16 FLOP per SM per clock).
gpu "RTX 3090 Ti" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 24 GiB  memory_type gddr6x  bandwidth 1008 GB/s
  fp32 40 TFLOPS  fp16 40 TFLOPS
  tensor_fp16 160 TFLOPS  tensor_bf16 80 TFLOPS  tensor_tf32 40 TFLOPS  tensor_int8 320 TOPS
  # The Founders Edition is a three-slot flow-through (open) design.
  sms 84  l2 6 MiB  tdp 450 W  cooling open  slots 3
  released 2022-03
  pcie 4  nvlink 112.5 GB/s
  price 1999 USD @ 2022-03 new, 900 USD @ 2024-06 used, 950 USD @ 2025-06 used, 850 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 3090 Ti"
  source "NVIDIA RTX 3090 Ti specifications (10752 cores, 1860 MHz boost, 21 Gbps GDDR6X, 450 W); Epoch AI ML hardware row NVIDIA GeForce RTX 3090 Ti (160 TFLOPS tensor, 40 TFLOPS FP32, release price 1999 USD); tensor rates computed as in the GA102 whitepaper; TechPowerUp GPU database (SMs, L2); used prices 2024-2026 are estimates guided by local-LLM buying guides (used 3090 and 3090 Ti 700-1000 USD in 2026-05 per runlocalai.co)"
}

# A blower RTX 3090: the reference board's chip and clocks (1695 MHz boost) in two slots, the
# 3090 that four-GPU workstations used (F7). Announced 2020-09-21, on sale from 2020-10; Gigabyte,
# ASUS and MSI withdrew their blower 3090s in 2021-02. No cuda_name: CUDA reports it as an
# RTX 3090, which the entry above matches.
gpu "RTX 3090 Gigabyte Turbo" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 24 GiB  memory_type gddr6x  bandwidth 936 GB/s
  fp32 35.58 TFLOPS  fp16 35.58 TFLOPS
  tensor_fp16 142 TFLOPS  tensor_bf16 71 TFLOPS  tensor_tf32 35.6 TFLOPS  tensor_int8 284 TOPS
  sms 82  l2 6 MiB  tdp 350 W  cooling blower  slots 2
  released 2020-10  discontinued 2021-02
  pcie 4  nvlink 112.5 GB/s
  price 1549 USD @ 2020-10 new, 1100 USD @ 2022-07 used, 850 USD @ 2023-06 used, 850 USD @ 2024-06 used, 900 USD @ 2025-06 used, 850 USD @ 2026-11 used
  source "Gigabyte GeForce RTX 3090 Turbo 24G (GV-N3090TURBO-24GD: blower, two slots, reference clocks; announced 2020-09-21); chip figures as the RTX 3090 (GA102 whitepaper, Epoch AI ML hardware row NVIDIA GeForce RTX 3090); discontinued: blower 3090 product pages withdrawn by Asus, Gigabyte and MSI in 2021-02 (diit.cz); price: launch price of about 1549 USD (estimate: blower boards sold near the 1499 USD MSRP); used prices 2022-2026 are estimates (blower 3090s sell a little above other used 3090s: servers take them)"
}

# The PCIe card with 40 GB HBM2 at 1555 GB/s and 250 W. The Epoch row NVIDIA A100 PCIe gives
# 40 GB but 1.94 TB/s and 300 W, the figures of the 80 GB PCIe card (data README: a known-wrong
# row), hence our bandwidth is 20% below it and our TDP lower.
gpu "A100 40GB PCIe" {
  vendor nvidia  line datacenter  arch ampere  compute 8.0
  memory 40 GiB  memory_type hbm2  bandwidth 1555 GB/s
  fp32 19.5 TFLOPS  fp16 78 TFLOPS
  tensor_fp16 312 TFLOPS  tensor_bf16 312 TFLOPS  tensor_tf32 156 TFLOPS  tensor_int8 624 TOPS
  sms 108  l2 40 MiB  tdp 250 W  cooling passive  slots 2
  released 2020-06
  pcie 4  nvlink 600 GB/s
  price 11000 USD @ 2020-06 new, 6000 USD @ 2024-06 used, 5000 USD @ 2025-06 used, 4500 USD @ 2026-11 used
  rent 1.20 USD/h @ 2023-06, 0.90 USD/h @ 2026-11
  cuda_name "NVIDIA A100-PCIE-40GB"
  source "NVIDIA A100 datasheet (40 GB PCIe: 1555 GB/s, 250 W) and Ampere GA100 whitepaper; Epoch AI ML hardware row NVIDIA A100 PCIe (bandwidth and TDP of the 80 GB card); price: no public list price, purchase prices (used 2024-2026 guided by secondary-market reports: used A100s 4000-18000 USD by configuration, computeforecast.com 2026) and cloud rents per GPU-hour are estimates"
}

# The SXM4 module of the first DGX A100 and of cloud instances such as AWS p4d: the PCIe card's
# chip and memory (40 GB HBM2, 1555 GB/s) at 400 W instead of 250 W. The Epoch row gives 1.56 TB/s.
gpu "A100 40GB SXM" {
  aliases "A100"
  vendor nvidia  line datacenter  arch ampere  compute 8.0
  memory 40 GiB  memory_type hbm2  bandwidth 1555 GB/s
  fp32 19.5 TFLOPS  fp16 78 TFLOPS
  tensor_fp16 312 TFLOPS  tensor_bf16 312 TFLOPS  tensor_tf32 156 TFLOPS  tensor_int8 624 TOPS
  sms 108  l2 40 MiB  tdp 400 W  cooling passive
  released 2020-05
  pcie 4  nvlink 600 GB/s
  price 15000 USD @ 2020-05 new, 6500 USD @ 2024-06 used, 5500 USD @ 2025-06 used, 5000 USD @ 2026-11 used
  rent 4.10 USD/h @ 2023-01, 1.20 USD/h @ 2026-11
  cuda_name "NVIDIA A100-SXM4-40GB"
  source "NVIDIA A100 datasheet (40 GB SXM4: 1555 GB/s, 400 W) and Ampere GA100 whitepaper; Epoch AI ML hardware row NVIDIA A100 SXM4 40 GB (release date and 15000 USD release price); rent per GPU-hour: AWS p4d.24xlarge on-demand 32.77 USD/h for 8 GPUs (2023); used prices 2024-2026 and the 2026-11 rent are estimates"
}

gpu "A100 80GB SXM" {
  aliases "A100-80GB"
  vendor nvidia  line datacenter  arch ampere  compute 8.0
  memory 80 GiB  memory_type hbm2e  bandwidth 2039 GB/s
  fp32 19.5 TFLOPS  fp16 78 TFLOPS
  tensor_fp16 312 TFLOPS  tensor_bf16 312 TFLOPS  tensor_tf32 156 TFLOPS  tensor_int8 624 TOPS
  sms 108  l2 40 MiB  tdp 400 W  cooling passive
  released 2020-11
  pcie 4  nvlink 600 GB/s
  price 15000 USD @ 2020-11 new, 12000 USD @ 2024-06 used, 9000 USD @ 2025-06 used, 7000 USD @ 2026-11 used
  rent 4.10 USD/h @ 2023-01, 1.79 USD/h @ 2024-06, 1.40 USD/h @ 2026-11
  cuda_name "NVIDIA A100-SXM4-80GB"
  source "NVIDIA A100 datasheet (80 GB SXM4); Epoch AI ML hardware row NVIDIA A100 SXM4 80 GB; price: no public list price, launch and used prices (2024-2026, guided by secondary-market reports: used A100 80GB 4000-9000 USD in 2026-03 per aitooldiscovery.com) and the 2026-11 cloud rent per GPU-hour are estimates; rent per GPU-hour: AWS p4de/p4d on-demand about 4.10 USD/h per GPU (32.77 USD/h for 8 A100 40GB, 2023), Lambda A100 80GB SXM 1.79 USD/h (2024), 2026-11 an estimate"
}

# The 80 GB PCIe card: the SXM card's GA100 with HBM2e at 1935 GB/s, held to 300 W in a
# two-slot passive card. No Epoch row of its own: the row NVIDIA A100 PCIe mixes it with the
# 40 GB card (see A100 40GB PCIe).
gpu "A100 80GB PCIe" {
  vendor nvidia  line datacenter  arch ampere  compute 8.0
  memory 80 GiB  memory_type hbm2e  bandwidth 1935 GB/s
  fp32 19.5 TFLOPS  fp16 78 TFLOPS
  tensor_fp16 312 TFLOPS  tensor_bf16 312 TFLOPS  tensor_tf32 156 TFLOPS  tensor_int8 624 TOPS
  sms 108  l2 40 MiB  tdp 300 W  cooling passive  slots 2
  # Announced 2021-06-28 (ISC 2021).
  released 2021-06
  pcie 4  nvlink 600 GB/s
  price 15000 USD @ 2021-06 new, 11000 USD @ 2024-06 used, 8000 USD @ 2025-06 used, 6000 USD @ 2026-11 used
  rent 1.20 USD/h @ 2026-11
  cuda_name "NVIDIA A100 80GB PCIe"
  source "NVIDIA A100 datasheet (80 GB PCIe: 1935 GB/s, 300 W, NVLink bridge 600 GB/s); Ampere GA100 whitepaper (SMs, L2); no Epoch row; price: no public list price, launch and used prices (2024-2026, guided by secondary-market reports: used A100 80GB 4000-9000 USD in 2026-03 per aitooldiscovery.com) and the 2026-11 cloud rent per GPU-hour are estimates"
}

# Single-slot passive inference card (the cloud A10G is a variant of it).
gpu "A10" {
  vendor nvidia  line datacenter  arch ampere  compute 8.6
  memory 24 GiB  memory_type gddr6  bandwidth 600 GB/s
  fp32 31.24 TFLOPS  fp16 31.24 TFLOPS
  tensor_fp16 125 TFLOPS  tensor_bf16 125 TFLOPS  tensor_tf32 62.5 TFLOPS  tensor_int8 250 TOPS
  sms 72  l2 6 MiB  tdp 150 W  cooling passive  slots 1
  released 2021-04
  pcie 4
  price 2800 USD @ 2021-04 new, 1200 USD @ 2026-11 used
  rent 0.75 USD/h @ 2023-06, 0.50 USD/h @ 2026-11
  cuda_name "NVIDIA A10"
  source "NVIDIA A10 datasheet (sparse figures halved); Epoch AI ML hardware row NVIDIA A10 PCIe; TechPowerUp GPU database (SMs, L2); price: launch price per Epoch; 2026-11 used and the cloud rents per GPU-hour are estimates"
}

# The professional successor of the Quadro RTX 6000 (line quadro, though NVIDIA dropped the
# name). Professional cards run FP16 tensor math with FP32 accumulate at the full rate, so
# tensor_bf16 equals tensor_fp16.
gpu "RTX A6000" {
  vendor nvidia  line quadro  arch ampere  compute 8.6
  memory 48 GiB  memory_type gddr6  bandwidth 768 GB/s
  fp32 38.7 TFLOPS  fp16 38.7 TFLOPS
  tensor_fp16 154.8 TFLOPS  tensor_bf16 154.8 TFLOPS  tensor_tf32 77.4 TFLOPS
  tensor_int8 309.7 TOPS
  sms 84  l2 6 MiB  tdp 300 W  cooling blower  slots 2
  # Announced 2020-10-05 (the Epoch date), on sale from mid-December 2020.
  released 2020-12
  pcie 4  nvlink 112.5 GB/s
  price 4650 USD @ 2020-12 new, 3500 USD @ 2024-06 used, 3300 USD @ 2025-06 used, 3200 USD @ 2026-11 used
  rent 0.80 USD/h @ 2023-06, 0.45 USD/h @ 2026-11
  cuda_name "NVIDIA RTX A6000"
  source "NVIDIA RTX A6000 datasheet (dense tensor rates); Epoch AI ML hardware row NVIDIA RTX A6000; TechPowerUp GPU database (SMs, L2); price: launch list price (Epoch 4649 USD); used prices 2024-2026 and the cloud rents per GPU-hour are estimates"
}

# GeForce Ada tensor rates: 1024 dense FP16 FLOP per SM per clock (FP16 accumulate) at the
# reference boost clock, as the Ada whitepaper computes them; FP8 and INT8 at twice that.
gpu "RTX 4060 Ti 16GB" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 16 GiB  memory_type gddr6  bandwidth 288 GB/s
  fp32 22.06 TFLOPS  fp16 22.06 TFLOPS
  tensor_fp16 88.3 TFLOPS  tensor_bf16 44.1 TFLOPS  tensor_tf32 22.1 TFLOPS
  tensor_fp8 176.5 TFLOPS  tensor_int8 176.5 TOPS
  # No Founders Edition of the 16 GB card; partner open-fan boards.
  sms 34  l2 32 MiB  tdp 165 W  cooling open  slots 2
  released 2023-07
  pcie 4
  price 499 USD @ 2023-07 new, 330 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4060 Ti"
  source "NVIDIA RTX 4060 Ti specifications (4352 cores, 2535 MHz boost, 18 Gbps GDDR6 on 128 bits); tensor rates computed as in the Ada whitepaper (353 AI TOPS with sparsity); TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

# The Epoch row NVIDIA GeForce RTX 4070 has this card's memory, bandwidth and FP32 but no tensor
# figure.
gpu "RTX 4070" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 12 GiB  memory_type gddr6x  bandwidth 504 GB/s
  fp32 29.15 TFLOPS  fp16 29.15 TFLOPS
  tensor_fp16 116.6 TFLOPS  tensor_bf16 58.3 TFLOPS  tensor_tf32 29.1 TFLOPS
  tensor_fp8 233.2 TFLOPS  tensor_int8 233.2 TOPS
  # 200 W per NVIDIA; the Epoch row's 285 W (and its 2023-02 date) are the RTX 4070 Ti's.
  sms 46  l2 36 MiB  tdp 200 W  cooling open  slots 2
  # Announced 2023-04-12, on sale 2023-04-13.
  released 2023-04
  pcie 4
  price 599 USD @ 2023-04 new, 420 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4070"
  source "NVIDIA RTX 4070 specifications (5888 cores, 2475 MHz boost); tensor rates computed as in the Ada whitepaper; Epoch AI ML hardware row NVIDIA GeForce RTX 4070; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2026-11 used is an estimate"
}

# The 16 GB card (the announced 12 GB RTX 4080 became the RTX 4070 Ti).
gpu "RTX 4080" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 16 GiB  memory_type gddr6x  bandwidth 716.8 GB/s
  fp32 48.74 TFLOPS  fp16 48.74 TFLOPS
  tensor_fp16 194.9 TFLOPS  tensor_bf16 97.5 TFLOPS  tensor_tf32 48.7 TFLOPS
  tensor_fp8 389.9 TFLOPS  tensor_int8 389.9 TOPS
  # The Founders Edition is a three-slot flow-through (open) design.
  sms 76  l2 64 MiB  tdp 320 W  cooling open  slots 3
  # Announced 2022-09-20 (the Epoch date), on sale 2022-11-16.
  released 2022-11
  pcie 4
  price 1199 USD @ 2022-11 new, 800 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4080"
  source "NVIDIA Ada Lovelace architecture whitepaper (RTX 4080 16 GB dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 4080; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2026-11 used is an estimate"
}

# The 2024-01 Super refresh. Rates at the reference boost clock, computed as above.
gpu "RTX 4070 Super" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 12 GiB  memory_type gddr6x  bandwidth 504 GB/s
  fp32 35.48 TFLOPS  fp16 35.48 TFLOPS
  tensor_fp16 141.9 TFLOPS  tensor_bf16 71 TFLOPS  tensor_tf32 35.5 TFLOPS
  tensor_fp8 283.9 TFLOPS  tensor_int8 283.9 TOPS
  # The Founders Edition is a two-slot flow-through (open) design.
  sms 56  l2 48 MiB  tdp 220 W  cooling open  slots 2
  released 2024-01
  pcie 4
  price 599 USD @ 2024-01 new, 450 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4070 SUPER"
  source "NVIDIA RTX 4070 Super specifications (7168 cores, 2475 MHz boost, 12 GB GDDR6X at 21 Gbps, 220 W; on sale 2024-01-17); tensor rates computed as in the Ada whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

# The first AD104 card (60 SMs), replaced by the 4070 Ti Super a year later; the 2023 guide's most
# cost-effective card for 8- and 16-bit inference (F102).
gpu "RTX 4070 Ti" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 12 GiB  memory_type gddr6x  bandwidth 504 GB/s
  fp32 40.1 TFLOPS  fp16 40.1 TFLOPS
  tensor_fp16 160.4 TFLOPS  tensor_bf16 80.2 TFLOPS  tensor_tf32 40.1 TFLOPS
  tensor_fp8 320.8 TFLOPS  tensor_int8 320.8 TOPS
  # No Founders Edition; partner open-fan boards.
  sms 60  l2 48 MiB  tdp 285 W  cooling open  slots 3
  released 2023-01
  pcie 4
  price 799 USD @ 2023-01 new, 500 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4070 Ti"
  source "NVIDIA RTX 4070 Ti specifications (7680 cores, 2610 MHz boost, 12 GB GDDR6X at 21 Gbps on 192 bits, 285 W; on sale 2023-01-05); tensor rates computed as in the Ada whitepaper (the 4070 Ti Super's per SM); TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2026-11 used is an estimate"
}

gpu "RTX 4070 Ti Super" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 16 GiB  memory_type gddr6x  bandwidth 672 GB/s
  fp32 44.1 TFLOPS  fp16 44.1 TFLOPS
  tensor_fp16 176.4 TFLOPS  tensor_bf16 88.2 TFLOPS  tensor_tf32 44.1 TFLOPS
  tensor_fp8 352.8 TFLOPS  tensor_int8 352.8 TOPS
  # No Founders Edition; partner open-fan boards, most of them 2.5 to 3.5 slots thick.
  sms 66  l2 48 MiB  tdp 285 W  cooling open  slots 3
  released 2024-01
  pcie 4
  price 799 USD @ 2024-01 new, 600 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4070 Ti SUPER"
  source "NVIDIA RTX 4070 Ti Super specifications (8448 cores, 2610 MHz boost, 16 GB GDDR6X at 21 Gbps on 256 bits, 285 W; on sale 2024-01-24); tensor rates computed as in the Ada whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

gpu "RTX 4080 Super" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 16 GiB  memory_type gddr6x  bandwidth 736 GB/s
  fp32 52.22 TFLOPS  fp16 52.22 TFLOPS
  tensor_fp16 208.9 TFLOPS  tensor_bf16 104.4 TFLOPS  tensor_tf32 52.2 TFLOPS
  tensor_fp8 417.8 TFLOPS  tensor_int8 417.8 TOPS
  # The Founders Edition is a three-slot flow-through (open) design.
  sms 80  l2 64 MiB  tdp 320 W  cooling open  slots 3
  released 2024-01
  pcie 4
  price 999 USD @ 2024-01 new, 850 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 4080 SUPER"
  source "NVIDIA RTX 4080 Super specifications (10240 cores, 2550 MHz boost, 16 GB GDDR6X at 23 Gbps, 320 W; on sale 2024-01-31); tensor rates computed as in the Ada whitepaper; TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

gpu "RTX 4090" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 24 GiB  memory_type gddr6x  bandwidth 1008 GB/s
  fp32 82.6 TFLOPS  fp16 82.6 TFLOPS
  tensor_fp16 330.3 TFLOPS  tensor_bf16 165.2 TFLOPS  tensor_tf32 82.6 TFLOPS
  tensor_fp8 660.6 TFLOPS  tensor_int8 660.6 TOPS
  sms 128  l2 72 MiB  tdp 450 W  cooling open  slots 3
  # Announced 2022-09-20 (the Epoch date), on sale 2022-10-12.
  released 2022-10  discontinued 2024-10
  pcie 4
  price 1599 USD @ 2022-10 new, 1600 USD @ 2024-06 used, 1900 USD @ 2025-06 used, 1900 USD @ 2026-11 used
  rent 0.69 USD/h @ 2023-06, 0.40 USD/h @ 2026-11
  cuda_name "NVIDIA GeForce RTX 4090"
  source "NVIDIA Ada Lovelace architecture whitepaper (dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 4090; price: launch MSRP; used prices 2024-2026 are estimates guided by local-LLM buying guides (about 1600 USD used in 2024-2025, 1900 USD in 2025-12 per gpudojo, 1400-1700 USD used in 2026-05 per runlocalai.co; above MSRP after the card was discontinued); rent per GPU-hour: RunPod secure cloud RTX 4090 0.69 USD/h (2023-2024, estimate from its price list), 2026-11 an estimate"
}

gpu "L4" {
  vendor nvidia  line datacenter  arch ada  compute 8.9
  memory 24 GiB  memory_type gddr6  bandwidth 300 GB/s
  fp32 30.3 TFLOPS  fp16 30.3 TFLOPS
  tensor_fp16 121 TFLOPS  tensor_bf16 121 TFLOPS  tensor_tf32 60 TFLOPS
  tensor_fp8 242.5 TFLOPS  tensor_int8 242.5 TOPS
  sms 58  l2 48 MiB  tdp 72 W  cooling passive  slots 1
  released 2023-03
  pcie 4
  price 2500 USD @ 2023-03 new, 2200 USD @ 2026-11 new
  rent 0.71 USD/h @ 2023-03, 0.70 USD/h @ 2026-11
  cuda_name "NVIDIA L4"
  source "NVIDIA L4 datasheet (sparse figures halved); Epoch AI ML hardware row NVIDIA L4; TechPowerUp GPU database (SMs, L2); price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates; rent per GPU-hour: Google Cloud g2-standard-4 on-demand about 0.71 USD/h (2023), 2026-11 an estimate"
}

# The professional AD102 card with 48 GB and a blower: full-rate FP32 accumulate
# (tensor_bf16 = tensor_fp16), line quadro like the RTX A6000 it follows.
gpu "RTX 6000 Ada" {
  vendor nvidia  line quadro  arch ada  compute 8.9
  memory 48 GiB  memory_type gddr6  bandwidth 960 GB/s
  fp32 91.1 TFLOPS  fp16 91.1 TFLOPS
  tensor_fp16 364.2 TFLOPS  tensor_bf16 364.2 TFLOPS  tensor_tf32 182.1 TFLOPS
  tensor_fp8 728.5 TFLOPS  tensor_int8 728.5 TOPS
  sms 142  l2 96 MiB  tdp 300 W  cooling blower  slots 2
  # Announced 2022-09-20, on sale from 2022-12 (the Epoch date).
  released 2022-12
  pcie 4
  price 6799 USD @ 2022-12 new, 6800 USD @ 2026-11 new
  rent 0.75 USD/h @ 2026-11
  cuda_name "NVIDIA RTX 6000 Ada Generation"
  source "NVIDIA RTX 6000 Ada Generation datasheet (sparse tensor figures halved: 1457 TFLOPS FP8 sparse); NVIDIA Ada Lovelace whitepaper (FP16 tensor with FP32 accumulate at the full rate); Epoch AI ML hardware row NVIDIA RTX 6000 Ada Generation (release date and 6799 USD release price); TechPowerUp GPU database (SMs, L2); the 2026-11 price and cloud rent per GPU-hour are estimates"
}

# AD102 datacenter card, passively cooled. Datacenter Ada runs FP16 tensor math with FP32
# accumulate at the full rate (tensor_bf16 = tensor_fp16). No Epoch row: the L40 row is a
# different card (same AD102 configuration, but 181 TFLOPS FP16 tensor with FP32 accumulate).
gpu "L40S" {
  vendor nvidia  line datacenter  arch ada  compute 8.9
  memory 48 GiB  memory_type gddr6  bandwidth 864 GB/s
  fp32 91.6 TFLOPS  fp16 91.6 TFLOPS
  tensor_fp16 362 TFLOPS  tensor_bf16 362 TFLOPS  tensor_tf32 183 TFLOPS
  tensor_fp8 733 TFLOPS  tensor_int8 733 TOPS
  sms 142  l2 96 MiB  tdp 350 W  cooling passive  slots 2
  # Announced 2023-08-08; systems shipped from autumn 2023.
  released 2023-08
  pcie 4
  price 8000 USD @ 2023-08 new, 7000 USD @ 2026-11 new
  rent 1.86 USD/h @ 2024-08, 0.90 USD/h @ 2026-11
  cuda_name "NVIDIA L40S"
  source "NVIDIA L40S datasheet (sparse figures halved); TechPowerUp GPU database (SMs, L2); no Epoch row; price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates; rent per GPU-hour: AWS g6e.xlarge on-demand 1.861 USD/h (2024-08), 2026-11 an estimate"
}
