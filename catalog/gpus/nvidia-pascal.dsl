# NVIDIA Pascal (GTX 10 series, Titan X Pascal / Xp, Quadro P6000, Tesla P4 / P40 / P100).
# GeForce and Titan Pascal chips (compute 6.1) run non-tensor FP16 at 1/64 of FP32 (fact F25);
# only GP100 (Tesla P100, compute 6.0) runs it at twice FP32. No tensor cores in Pascal.
# Cooling: 1070/1080/1080 Ti and the Titans are listed with the Founders Edition/reference blower
# (the only design on sale when the 2016 documents were written); the 1050 Ti and 1060 had no
# reference design on general sale, so partner open-fan boards. Prices are partner-card MSRPs.
# See nvidia-fermi-kepler.dsl for the general conventions.

gpu "GTX 1050 Ti" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 4 GiB  memory_type gddr5  bandwidth 112 GB/s
  fp32 2.138 TFLOPS  fp16 0.033 TFLOPS
  # 75 W: powered from the slot alone, no extra power connector (fact F63).
  sms 6  l2 1 MiB  tdp 75 W  cooling open  slots 2
  released 2016-10
  pcie 3
  price 139 USD @ 2016-10 new, 150 USD @ 2019-04 new, 110 USD @ 2019-04 used, 60 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1050 Ti", "GeForce GTX 1050 Ti"
  source "NVIDIA GTX 1050 Ti specifications; TechPowerUp GPU database (FP16, SMs, L2); price: launch MSRP; 2019-04 and 2026-11 prices are estimates"
}

gpu "GTX 1060 6GB" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 6 GiB  memory_type gddr5  bandwidth 192 GB/s
  fp32 4.375 TFLOPS  fp16 0.068 TFLOPS
  sms 10  l2 1.5 MiB  tdp 120 W  cooling open  slots 2
  released 2016-07
  pcie 3
  price 249 USD @ 2016-07 new, 200 USD @ 2019-04 new, 150 USD @ 2019-04 used, 70 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1060 6GB", "GeForce GTX 1060 6GB", "NVIDIA GeForce GTX 1060", "GeForce GTX 1060"
  source "NVIDIA GTX 1060 specifications; TechPowerUp GPU database (FP16, SMs, L2); price: launch MSRP (Founders Edition 299 USD); 2019-04 and 2026-11 prices are estimates"
}

gpu "GTX 1060 3GB" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 3 GiB  memory_type gddr5  bandwidth 192 GB/s
  fp32 3.935 TFLOPS  fp16 0.061 TFLOPS
  sms 9  l2 1.5 MiB  tdp 120 W  cooling open  slots 2
  released 2016-08
  pcie 3
  price 199 USD @ 2016-08 new, 170 USD @ 2019-04 new, 120 USD @ 2019-04 used
  cuda_name "NVIDIA GeForce GTX 1060 3GB", "GeForce GTX 1060 3GB"
  source "NVIDIA GTX 1060 3GB specifications; TechPowerUp GPU database (FP16, SMs, L2); price: launch MSRP; 2019-04 prices are estimates"
}

gpu "GTX 1070" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 8 GiB  memory_type gddr5  bandwidth 256 GB/s
  fp32 6.463 TFLOPS  fp16 0.101 TFLOPS
  sms 15  l2 2 MiB  tdp 150 W  cooling blower  slots 2
  released 2016-06
  pcie 3
  price 379 USD @ 2016-06 new, 430 USD @ 2016-07 new, 400 USD @ 2019-04 new, 300 USD @ 2019-04 used, 220 USD @ 2020-09 used, 90 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1070", "GeForce GTX 1070"
  source "NVIDIA GTX 1070 specifications; TechPowerUp GPU database (FP16, SMs, L2); price: launch MSRP (Founders Edition 449 USD); 2016-07 new (launch shortage), 2019-04 and 2026-11 prices are estimates; 2020-09 used: Dettmers 2020 guide"
}

gpu "GTX 1080" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 8 GiB  memory_type gddr5x  bandwidth 320 GB/s
  fp32 8.873 TFLOPS  fp16 0.139 TFLOPS
  sms 20  l2 2 MiB  tdp 180 W  cooling blower  slots 2
  released 2016-05
  pcie 3
  price 599 USD @ 2016-05 new, 680 USD @ 2016-06 new, 650 USD @ 2016-07 new, 420 USD @ 2019-04 used, 110 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1080", "GeForce GTX 1080"
  source "NVIDIA GTX 1080 whitepaper; Epoch AI ML hardware row NVIDIA GeForce GTX 1080; TechPowerUp GPU database (SMs, L2); price: launch MSRP (Founders Edition 699 USD); 2016-06/07 new (launch shortage), 2019-04 and 2026-11 used are estimates"
}

# The card NVIDIA sold itself: reference clocks and blower, as the GTX 1080 entry above (which
# carries the partner-card price). The Epoch row NVIDIA GeForce GTX 1080 gives 599 USD, the
# partner-card MSRP; the Founders Edition launched at 699 USD (fact F56: poor value, 2019).
gpu "GTX 1080 Founders Edition" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 8 GiB  memory_type gddr5x  bandwidth 320 GB/s
  fp32 8.873 TFLOPS  fp16 0.139 TFLOPS
  sms 20  l2 2 MiB  tdp 180 W  cooling blower  slots 2  founders_edition true
  released 2016-05
  pcie 3
  price 699 USD @ 2016-05 new, 699 USD @ 2016-06 new, 699 USD @ 2016-07 new, 549 USD @ 2017-03 new, 400 USD @ 2019-04 used, 110 USD @ 2026-11 used
  source "NVIDIA GTX 1080 whitepaper and Founders Edition specifications; Epoch AI ML hardware row NVIDIA GeForce GTX 1080; TechPowerUp GPU database (SMs, L2); price: Founders Edition launch price (NVIDIA store, unchanged through 2016-07), 549 USD after NVIDIA's 2017-03 price cut; 2019-04 and 2026-11 used are estimates"
}

gpu "GTX 1080 Ti" {
  vendor nvidia  line geforce  arch pascal  compute 6.1
  memory 11 GiB  memory_type gddr5x  bandwidth 484 GB/s
  fp32 11.34 TFLOPS  fp16 0.177 TFLOPS
  sms 28  l2 2.75 MiB  tdp 250 W  cooling blower  slots 2
  released 2017-03
  pcie 3
  price 699 USD @ 2017-03 new, 900 USD @ 2019-04 new, 650 USD @ 2019-04 used, 150 USD @ 2026-11 used
  cuda_name "NVIDIA GeForce GTX 1080 Ti", "GeForce GTX 1080 Ti"
  source "NVIDIA GTX 1080 Ti specifications; Epoch AI ML hardware row NVIDIA GeForce GTX 1080 Ti; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2019-04 new (overpriced then, fact F33) and used, and 2026-11 used are estimates"
}

# Announced 2016-07-21 and sold from 2016-08-02; dated 2016-07 so that the 2016-07-23 document,
# which recommends it (fact F62), can see it.
gpu "Titan X Pascal" {
  vendor nvidia  line titan  arch pascal  compute 6.1
  memory 12 GiB  memory_type gddr5x  bandwidth 480 GB/s
  fp32 10.97 TFLOPS  fp16 0.171 TFLOPS
  sms 28  l2 3 MiB  tdp 250 W  cooling blower  slots 2
  released 2016-07
  pcie 3
  price 1200 USD @ 2016-07 new, 650 USD @ 2019-04 used, 170 USD @ 2026-11 used
  cuda_name "NVIDIA TITAN X (Pascal)", "TITAN X (Pascal)"
  source "NVIDIA Titan X (Pascal) specifications; TechPowerUp GPU database (FP16, SMs, L2); price: launch price; 2019-04 and 2026-11 used are estimates"
}

gpu "Titan Xp" {
  # fact F56/F63 (2019): named poor value for deep learning.
  poor_value true
  vendor nvidia  line titan  arch pascal  compute 6.1
  memory 12 GiB  memory_type gddr5x  bandwidth 547.7 GB/s
  fp32 12.15 TFLOPS  fp16 0.19 TFLOPS
  sms 30  l2 3 MiB  tdp 250 W  cooling blower  slots 2
  released 2017-04
  pcie 3
  price 1199 USD @ 2017-04 new, 1200 USD @ 2019-04 new, 800 USD @ 2019-04 used, 200 USD @ 2026-11 used
  cuda_name "NVIDIA TITAN Xp", "TITAN Xp"
  source "NVIDIA Titan Xp specifications; Epoch AI ML hardware row NVIDIA TITAN Xp; TechPowerUp GPU database (SMs, L2); price: launch price; 2019-04 and 2026-11 prices are estimates"
}

# A Quadro (professional) card: the GP102 chip of the Titan Xp with 24 GB (fact F63: avoid any
# Quadro, 2019). GeForce-like 1/64-rate FP16.
gpu "Quadro P6000" {
  vendor nvidia  line quadro  arch pascal  compute 6.1
  memory 24 GiB  memory_type gddr5x  bandwidth 432 GB/s
  fp32 12.63 TFLOPS  fp16 0.197 TFLOPS
  sms 30  l2 3 MiB  tdp 250 W  cooling blower  slots 2
  released 2016-10
  pcie 3
  price 5999 USD @ 2016-10 new, 4500 USD @ 2019-04 new, 2500 USD @ 2019-04 used, 500 USD @ 2026-11 used
  cuda_name "Quadro P6000"
  source "NVIDIA Quadro P6000 datasheet; Epoch AI ML hardware row NVIDIA Quadro P6000; TechPowerUp GPU database (SMs, L2); price: launch price per Epoch; 2019-04 and 2026-11 prices are estimates"
}

# Inference card (fact F26). Its 22 TOPS INT8 come from DP4A instructions, not tensor cores,
# so tensor_int8 is omitted.
gpu "Tesla P4" {
  vendor nvidia  line tesla  arch pascal  compute 6.1
  memory 8 GiB  memory_type gddr5  bandwidth 192 GB/s
  fp32 5.704 TFLOPS  fp16 0.089 TFLOPS
  sms 20  l2 2 MiB  tdp 75 W  cooling passive  slots 1
  released 2016-09
  pcie 3
  price 2200 USD @ 2016-09 new, 2000 USD @ 2019-04 new, 80 USD @ 2026-11 used
  cuda_name "Tesla P4"
  source "NVIDIA Tesla P4 datasheet (5.5 TFLOPS at the datasheet clock); Epoch AI ML hardware row NVIDIA Tesla P4 (5.704 TFLOPS at boost); TechPowerUp GPU database (SMs, L2); price: no public list price, all prices are estimates"
}

# The 24 GB inference card of the Titan Xp's GP102 (30 SMs at a 1531 MHz boost): the cheapest
# 24 GB of CUDA memory on the used market for local LLMs in 2024-2026. GeForce-like 1/64-rate
# FP16; its 47 INT8 TOPS come from DP4A (no tensor cores), so tensor_int8 is omitted, as for the
# P4. Bandwidth 346 GB/s (384-bit GDDR5 at 7.2 Gbps); the Epoch row's 694 GB/s is twice that.
gpu "Tesla P40" {
  vendor nvidia  line tesla  arch pascal  compute 6.1
  memory 24 GiB  memory_type gddr5  bandwidth 346 GB/s
  fp32 11.76 TFLOPS  fp16 0.184 TFLOPS
  sms 30  l2 3 MiB  tdp 250 W  cooling passive  slots 2
  released 2016-09
  pcie 3
  price 5699 USD @ 2016-09 new, 170 USD @ 2024-06 used, 170 USD @ 2025-12 used, 280 USD @ 2026-06 used, 250 USD @ 2026-11 used
  cuda_name "Tesla P40"
  source "NVIDIA Tesla P40 datasheet (3840 cores, 24 GB GDDR5, 346 GB/s, 250 W, passive, PCIe 3.0); Epoch AI ML hardware row NVIDIA P40 (11.76 TFLOPS FP32 at boost, release price 5699 USD; its 694.3 GB/s bandwidth is twice the datasheet's); TechPowerUp GPU database (SMs, L2, FP16); used prices are estimates from local-LLM buying guides (150-200 USD on eBay in 2024-2025, about 170 USD in 2025-12 per gpudojo, 260-330 USD in 2026-06 per localaimaster.com)"
}

gpu "Tesla P100" {
  aliases "P100"
  vendor nvidia  line tesla  arch pascal  compute 6.0
  memory 16 GiB  memory_type hbm2  bandwidth 732 GB/s
  fp32 9.3 TFLOPS  fp16 18.7 TFLOPS
  sms 56  l2 4 MiB  tdp 250 W  cooling passive  slots 2
  released 2016-06
  pcie 3
  price 7000 USD @ 2016-06 new, 6000 USD @ 2019-04 new, 150 USD @ 2026-11 used
  cuda_name "Tesla P100-PCIE-16GB", "Tesla P100-SXM2-16GB"
  source "NVIDIA Tesla P100 PCIe 16 GB datasheet; Epoch AI ML hardware rows NVIDIA Tesla P100 PCIe 16GB / NVIDIA P100 PCIe 16GB (9.5 TFLOPS at boost, within 3%); price: no public list price, all prices are estimates"
}
