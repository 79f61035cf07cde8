# NVIDIA Volta (Titan V, Tesla V100; compute 7.0) and Turing (GTX 16 and RTX 20 series, Titan
# RTX; 7.5).
#
# tensor_fp16: the dense FP16 tensor-core peak as NVIDIA and the Epoch data set quote it. For
# Volta, Titan RTX and all datacenter parts this is also the rate with FP32 accumulate. GeForce
# RTX cards (2060..2080 Ti, and later 3090/4090/5090) run FP16 tensor math with FP32 accumulate at
# HALF this quoted rate (e.g. RTX 2080 Ti 56.9 instead of 113.8 TFLOPS at 1635 MHz). We keep the
# quoted figure, which matches the Epoch rows and the relative speeds the 2019 document measured
# (Titan RTX only slightly faster than RTX 2080 Ti); the schema comment says FP32 accumulate.
# See nvidia-fermi-kepler.dsl for the general conventions.

gpu "Titan V" {
  # fact F56/F63 (2019): named poor value for deep learning.
  poor_value true
  vendor nvidia  line titan  arch volta  compute 7.0
  memory 12 GiB  memory_type hbm2  bandwidth 652.8 GB/s
  # The Epoch row has no tensor figure; 110 TFLOPS is NVIDIA's quoted deep-learning peak
  # (640 tensor cores at 1455 MHz would give 119 TFLOPS).
  fp32 14.9 TFLOPS  fp16 29.8 TFLOPS  tensor_fp16 110 TFLOPS
  sms 80  l2 4.5 MiB  tdp 250 W  cooling blower  slots 2
  released 2017-12
  pcie 3
  price 2999 USD @ 2017-12 new, 3000 USD @ 2019-04 new, 2200 USD @ 2019-04 used, 400 USD @ 2026-11 used
  cuda_name "NVIDIA TITAN V", "TITAN V"
  source "NVIDIA Titan V specifications (110 deep-learning TFLOPS); Epoch AI ML hardware row NVIDIA Titan V; TechPowerUp GPU database (SMs, L2); price: launch price; 2019-04 and 2026-11 prices are estimates"
}

# The SXM2 16 GB module; the 32 GB SXM2 (2018-03) has identical figures but 32 GB.
gpu "Tesla V100" {
  aliases "V100"
  vendor nvidia  line tesla  arch volta  compute 7.0
  memory 16 GiB  memory_type hbm2  bandwidth 900 GB/s
  fp32 15.7 TFLOPS  fp16 31.4 TFLOPS  tensor_fp16 125 TFLOPS
  sms 80  l2 6 MiB  tdp 300 W  cooling passive
  released 2017-06
  pcie 3  nvlink 300 GB/s
  price 11500 USD @ 2017-06 new, 8000 USD @ 2019-04 new, 500 USD @ 2026-11 used
  cuda_name "Tesla V100-SXM2-16GB", "Tesla V100-PCIE-16GB"
  source "NVIDIA Tesla V100 datasheet (SXM2 16 GB); Epoch AI ML hardware rows NVIDIA Tesla V100 SXM2 / SXM2 16 GB; price: launch price per Epoch row NVIDIA Tesla V100 SXM2; 2019-04 new and 2026-11 used are estimates"
}

# GTX 16 series (TU116): Turing without tensor or RT cores. Its separate FP16 units run
# non-tensor half precision at twice FP32. No reference boards: partner open-fan designs.
gpu "GTX 1660 Ti" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 6 GiB  memory_type gddr6  bandwidth 288 GB/s
  fp32 5.437 TFLOPS  fp16 10.87 TFLOPS
  sms 24  l2 1.5 MiB  tdp 120 W  cooling open  slots 2
  released 2019-02
  pcie 3
  price 279 USD @ 2019-02 new, 280 USD @ 2019-04 new, 90 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1660 Ti", "GeForce GTX 1660 Ti"
  source "NVIDIA GTX 1660 Ti specifications (1536 cores, 1770 MHz boost, 12 Gbps GDDR6); TechPowerUp GPU database (FP16, SMs, L2); no Epoch row; price: launch MSRP; 2019-04 new and 2026-11 used are estimates"
}

gpu "GTX 1660 Super" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 6 GiB  memory_type gddr6  bandwidth 336 GB/s
  fp32 5.027 TFLOPS  fp16 10.05 TFLOPS
  sms 22  l2 1.5 MiB  tdp 125 W  cooling open  slots 2
  released 2019-10
  pcie 3
  price 229 USD @ 2019-10 new, 90 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1660 SUPER", "GeForce GTX 1660 SUPER"
  source "NVIDIA GTX 1660 Super specifications (1408 cores, 1785 MHz boost, 14 Gbps GDDR6); TechPowerUp GPU database (FP16, SMs, L2); no Epoch row; price: launch MSRP; 2026-11 used is an estimate"
}

gpu "RTX 2060" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 6 GiB  memory_type gddr6  bandwidth 336 GB/s
  fp32 6.451 TFLOPS  fp16 12.9 TFLOPS  tensor_fp16 51.6 TFLOPS  tensor_int8 103.2 TOPS
  sms 30  l2 3 MiB  tdp 160 W  cooling open  slots 2
  released 2019-01
  pcie 3
  price 349 USD @ 2019-01 new, 350 USD @ 2019-04 new, 300 USD @ 2019-04 used, 300 USD @ 2020-09 used, 120 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 2060", "GeForce RTX 2060"
  source "NVIDIA RTX 2060 specifications and Turing whitepaper; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2019-04 and 2026-11 prices are estimates; 2020-09 used: Dettmers 2020 guide"
}

gpu "RTX 2070" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 8 GiB  memory_type gddr6  bandwidth 448 GB/s
  fp32 7.465 TFLOPS  fp16 14.9 TFLOPS  tensor_fp16 59.7 TFLOPS  tensor_int8 119.4 TOPS
  sms 36  l2 4 MiB  tdp 175 W  cooling open  slots 2
  released 2018-10
  pcie 3
  price 499 USD @ 2018-10 new, 500 USD @ 2019-04 new, 420 USD @ 2019-04 used, 400 USD @ 2020-09 used, 150 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 2070", "GeForce RTX 2070"
  source "NVIDIA RTX 2070 specifications and Turing whitepaper; TechPowerUp GPU database (SMs, L2); price: launch MSRP (Founders Edition 599 USD); 2019-04 and 2026-11 prices are estimates; 2020-09 used: Dettmers 2020 guide"
}

gpu "RTX 2080" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 8 GiB  memory_type gddr6  bandwidth 448 GB/s
  fp32 10.07 TFLOPS  fp16 20.1 TFLOPS  tensor_fp16 80.5 TFLOPS  tensor_int8 161.1 TOPS
  sms 46  l2 4 MiB  tdp 215 W  cooling open  slots 2
  released 2018-09
  pcie 3  nvlink 50 GB/s
  price 699 USD @ 2018-09 new, 700 USD @ 2019-04 new, 600 USD @ 2019-04 used, 170 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 2080", "GeForce RTX 2080"
  source "NVIDIA RTX 2080 specifications and Turing whitepaper; TechPowerUp GPU database (SMs, L2); price: launch MSRP (Founders Edition 799 USD); 2019-04 and 2026-11 prices are estimates"
}

# Reference clocks (1545 MHz boost). The Epoch row pairs the reference FP32 (13.45) with the
# Founders Edition tensor figure (113.8 at 1635 MHz); at reference clocks tensor FP16 is 107.6,
# 5.4% below that row (INT8 likewise 215.2 vs 227.7). The Founders Edition entry below carries
# the row's 113.8 and 227.7.
gpu "RTX 2080 Ti" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 11 GiB  memory_type gddr6  bandwidth 616 GB/s
  fp32 13.45 TFLOPS  fp16 26.9 TFLOPS  tensor_fp16 107.6 TFLOPS  tensor_int8 215.2 TOPS
  sms 68  l2 5.5 MiB  tdp 250 W  cooling open  slots 2
  released 2018-09
  pcie 3  nvlink 100 GB/s
  price 999 USD @ 2018-09 new, 1100 USD @ 2019-04 new, 950 USD @ 2019-04 used, 320 USD @ 2024-06 used, 280 USD @ 2025-06 used, 250 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce RTX 2080 Ti", "GeForce RTX 2080 Ti"
  source "NVIDIA RTX 2080 Ti specifications and Turing whitepaper (reference clocks); Epoch AI ML hardware row NVIDIA GeForce RTX 2080 Ti 11GB; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2019-04 and the 2024-2026 used prices are estimates"
}

# Founders Edition clocks (1635 MHz boost): FP32 and FP16 are 5.6% above the Epoch row, which uses
# the reference clock for those two (and the Founders Edition clock for the tensor figure).
gpu "RTX 2080 Ti Founders Edition" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 11 GiB  memory_type gddr6  bandwidth 616 GB/s
  fp32 14.2 TFLOPS  fp16 28.5 TFLOPS  tensor_fp16 113.8 TFLOPS  tensor_int8 227.7 TOPS
  # Dual axial fans, not a blower (fact F7).
  sms 68  l2 5.5 MiB  tdp 260 W  cooling open  slots 2  founders_edition true
  released 2018-09
  pcie 3  nvlink 100 GB/s
  price 1199 USD @ 2018-09 new, 1199 USD @ 2019-04 new
  source "NVIDIA RTX 2080 Ti Founders Edition specifications (1635 MHz boost, 260 W); Epoch AI ML hardware row NVIDIA GeForce RTX 2080 Ti 11GB (tensor figure); price: Founders Edition launch price, still the NVIDIA store price in 2019-04 (estimate)"
}

# Blower variants of the RTX 20 cards, the ones the 2019 guide means for four GPUs side by side
# (F7): ASUS's Turbo boards at reference clocks, two slots, exhausting out of the case. Chip
# figures as the reference entries above; no cuda_name (CUDA reports the plain card name, which
# those entries match). ASUS published no USD prices: the new prices are estimates (blower
# boards sold near the reference MSRP, below the Founders Edition price).
gpu "RTX 2070 ASUS Turbo" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 8 GiB  memory_type gddr6  bandwidth 448 GB/s
  fp32 7.465 TFLOPS  fp16 14.9 TFLOPS  tensor_fp16 59.7 TFLOPS  tensor_int8 119.4 TOPS
  sms 36  l2 4 MiB  tdp 175 W  cooling blower  slots 2
  released 2018-10
  pcie 3
  price 499 USD @ 2018-10 new, 500 USD @ 2019-04 new, 150 USD @ 2026-11 used
  source "ASUS Turbo GeForce RTX 2070 (TURBO-RTX2070-8G: blower, two slots, reference clocks); chip figures as the RTX 2070 (NVIDIA specifications, Turing whitepaper, TechPowerUp GPU database); prices are estimates"
}

gpu "RTX 2080 ASUS Turbo" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 8 GiB  memory_type gddr6  bandwidth 448 GB/s
  fp32 10.07 TFLOPS  fp16 20.1 TFLOPS  tensor_fp16 80.5 TFLOPS  tensor_int8 161.1 TOPS
  sms 46  l2 4 MiB  tdp 215 W  cooling blower  slots 2
  released 2018-10
  pcie 3  nvlink 50 GB/s
  price 720 USD @ 2018-10 new, 720 USD @ 2019-04 new, 170 USD @ 2026-11 used
  source "ASUS Turbo GeForce RTX 2080 (TURBO-RTX2080-8G: blower, two slots, reference clocks); chip figures as the RTX 2080 (NVIDIA specifications, Turing whitepaper, TechPowerUp GPU database); prices are estimates"
}

# The tensor figures at reference clocks, 5.4% below the Epoch row (see RTX 2080 Ti).
gpu "RTX 2080 Ti ASUS Turbo" {
  vendor nvidia  line geforce  arch turing  compute 7.5
  memory 11 GiB  memory_type gddr6  bandwidth 616 GB/s
  fp32 13.45 TFLOPS  fp16 26.9 TFLOPS  tensor_fp16 107.6 TFLOPS  tensor_int8 215.2 TOPS
  sms 68  l2 5.5 MiB  tdp 250 W  cooling blower  slots 2
  released 2018-10
  pcie 3  nvlink 100 GB/s
  price 1100 USD @ 2018-10 new, 1150 USD @ 2019-04 new, 260 USD @ 2026-11 used
  source "ASUS Turbo GeForce RTX 2080 Ti (TURBO-RTX2080TI-11G: blower, two slots, 1545 MHz reference boost; the card of many 2019-2020 four-GPU deep-learning builds); chip figures as the RTX 2080 Ti (NVIDIA specifications, Turing whitepaper, Epoch AI ML hardware row NVIDIA GeForce RTX 2080 Ti 11GB, TechPowerUp GPU database); prices are estimates (between the 999 USD reference MSRP and the 1199 USD Founders Edition)"
}

# No Epoch row; checked against NVIDIA Quadro RTX 6000 (same TU102 configuration). Its TDP is
# 260 W; the Titan RTX is rated 280 W.
gpu "Titan RTX" {
  # fact F56/F63 (2019): named poor value for deep learning.
  poor_value true
  vendor nvidia  line titan  arch turing  compute 7.5
  memory 24 GiB  memory_type gddr6  bandwidth 672 GB/s
  fp32 16.3 TFLOPS  fp16 32.6 TFLOPS  tensor_fp16 130.5 TFLOPS  tensor_int8 261 TOPS
  sms 72  l2 6 MiB  tdp 280 W  cooling open  slots 2
  released 2018-12
  pcie 3  nvlink 100 GB/s
  price 2499 USD @ 2018-12 new, 2500 USD @ 2019-04 new, 750 USD @ 2024-06 used, 700 USD @ 2025-06 used, 600 USD @ 2026-11 used
  cuda_name "NVIDIA TITAN RTX", "TITAN RTX"
  source "NVIDIA Titan RTX specifications and Turing whitepaper; TechPowerUp GPU database (SMs, L2); Epoch AI ML hardware row NVIDIA Quadro RTX 6000 (same TU102 configuration: 24 GB, 672 GB/s, 16.3 TFLOPS); price: launch price; 2019-04 and the 2024-2026 used prices are estimates"
}

# The professional TU102 card with 48 GB: the Titan RTX's 72 SMs at a higher boost clock. Like
# the Titan RTX (and unlike the GeForce RTX 20 cards) it runs FP16 tensor math with FP32
# accumulate at the full quoted rate. Lambda's TensorFlow benchmark measured it beside the RTX
# 2080 Ti (bench/accuracy/measured.csv).
gpu "Quadro RTX 8000" {
  vendor nvidia  line quadro  arch turing  compute 7.5
  memory 48 GiB  memory_type gddr6  bandwidth 672 GB/s
  fp32 16.3 TFLOPS  fp16 32.6 TFLOPS  tensor_fp16 130.5 TFLOPS  tensor_int8 261 TOPS
  sms 72  l2 6 MiB  tdp 260 W  cooling blower  slots 2
  # Announced 2018-08-13 (the Epoch date), on sale from the fourth quarter of 2018.
  released 2018-10
  pcie 3  nvlink 100 GB/s
  price 10000 USD @ 2018-10 new, 2000 USD @ 2026-11 used
  cuda_name "Quadro RTX 8000"
  source "NVIDIA Quadro RTX 8000 datasheet (4608 CUDA cores, 576 tensor cores, 48 GB GDDR6, 672 GB/s, 16.3 TFLOPS FP32, 130.5 TFLOPS tensor, 260 W board power, blower); Epoch AI ML hardware row NVIDIA Quadro RTX 8000; TechPowerUp GPU database (SMs, L2); price: launch list price announced in 2018-08 (10,000 USD); 2026-11 used is an estimate"
}

# The Quadro RTX 8000 with half its memory (24 GB): the same TU102, clocks, bandwidth and board
# power. Lambda's cloud rented it; its TensorFlow logs are in bench/accuracy/measured.csv.
gpu "Quadro RTX 6000" {
  vendor nvidia  line quadro  arch turing  compute 7.5
  memory 24 GiB  memory_type gddr6  bandwidth 672 GB/s
  fp32 16.3 TFLOPS  fp16 32.6 TFLOPS  tensor_fp16 130.5 TFLOPS  tensor_int8 261 TOPS
  sms 72  l2 6 MiB  tdp 260 W  cooling blower  slots 2
  # Announced 2018-08-13 (the Epoch date), on sale from the fourth quarter of 2018.
  released 2018-10
  pcie 3  nvlink 100 GB/s
  price 6300 USD @ 2018-10 new, 1200 USD @ 2026-11 used
  cuda_name "Quadro RTX 6000"
  source "NVIDIA Quadro RTX 6000 datasheet (4608 CUDA cores, 576 tensor cores, 24 GB GDDR6, 672 GB/s, 16.3 TFLOPS FP32, 130.5 TFLOPS tensor, 260 W board power); Epoch AI ML hardware row NVIDIA Quadro RTX 6000 (6300 USD launch price); TechPowerUp GPU database (SMs, L2); 2026-11 used is an estimate"
}
