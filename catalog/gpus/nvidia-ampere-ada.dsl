# NVIDIA Ampere (RTX 3090: compute 8.6; A100: 8.0) and Ada Lovelace (RTX 4090, L4: 8.9).
# tensor_fp16 follows the convention in nvidia-volta-turing.dsl: the quoted dense FP16 tensor
# peak, which on GeForce cards is the FP16-accumulate rate (twice the FP32-accumulate rate).
# tensor_bf16 always accumulates in FP32, so on GeForce cards it is half of tensor_fp16.
# All tensor figures are dense (NVIDIA's "with sparsity" figures halved).
# 2026-11 prices and rents are our estimates of the market; see nvidia-fermi-kepler.dsl.

# The Epoch row lacks a tensor-FP16 figure (README); 142 is from the GA102 whitepaper.
gpu "RTX 3090" {
  vendor nvidia  line geforce  arch ampere  compute 8.6
  memory 24 GiB  memory_type gddr6x  bandwidth 936 GB/s
  fp32 35.58 TFLOPS  fp16 35.58 TFLOPS
  tensor_fp16 142 TFLOPS  tensor_bf16 71 TFLOPS  tensor_tf32 35.6 TFLOPS  tensor_int8 284 TOPS
  sms 82  l2 6 MiB  tdp 350 W  cooling open  slots 3
  released 2020-09
  price 1499 USD @ 2020-09 new, 750 USD @ 2026-11 used
  source "NVIDIA Ampere GA102 whitepaper (dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 3090; TechPowerUp GPU database (SMs, L2); price: launch MSRP; 2026-11 used is an estimate"
}

gpu "A100 80GB SXM" {
  vendor nvidia  line datacenter  arch ampere  compute 8.0
  memory 80 GiB  memory_type hbm2e  bandwidth 2039 GB/s
  fp32 19.5 TFLOPS  fp16 78 TFLOPS
  tensor_fp16 312 TFLOPS  tensor_bf16 312 TFLOPS  tensor_tf32 156 TFLOPS  tensor_int8 624 TOPS
  sms 108  l2 40 MiB  tdp 400 W  cooling passive
  released 2020-11
  price 15000 USD @ 2020-11 new, 7000 USD @ 2026-11 used
  rent 1.40 USD/h @ 2026-11
  source "NVIDIA A100 datasheet (80 GB SXM4); Epoch AI ML hardware row NVIDIA A100 SXM4 80 GB; price: no public list price, launch and 2026-11 prices and the 2026-11 cloud rent per GPU-hour are estimates"
}

gpu "RTX 4090" {
  vendor nvidia  line geforce  arch ada  compute 8.9
  memory 24 GiB  memory_type gddr6x  bandwidth 1008 GB/s
  fp32 82.6 TFLOPS  fp16 82.6 TFLOPS
  tensor_fp16 330.3 TFLOPS  tensor_bf16 165.2 TFLOPS  tensor_tf32 82.6 TFLOPS
  tensor_fp8 660.6 TFLOPS  tensor_int8 660.6 TOPS
  sms 128  l2 72 MiB  tdp 450 W  cooling open  slots 3
  # Announced 2022-09-20 (the Epoch date), on sale 2022-10-12.
  released 2022-10
  price 1599 USD @ 2022-10 new, 1900 USD @ 2026-11 used
  source "NVIDIA Ada Lovelace architecture whitepaper (dense tensor rates); Epoch AI ML hardware row NVIDIA GeForce RTX 4090; price: launch MSRP; 2026-11 used (above MSRP after the card was discontinued) is an estimate"
}

gpu "L4" {
  vendor nvidia  line datacenter  arch ada  compute 8.9
  memory 24 GiB  memory_type gddr6  bandwidth 300 GB/s
  fp32 30.3 TFLOPS  fp16 30.3 TFLOPS
  tensor_fp16 121 TFLOPS  tensor_bf16 121 TFLOPS  tensor_tf32 60 TFLOPS
  tensor_fp8 242.5 TFLOPS  tensor_int8 242.5 TOPS
  sms 58  l2 48 MiB  tdp 72 W  cooling passive  slots 1
  released 2023-03
  price 2500 USD @ 2023-03 new, 2200 USD @ 2026-11 new
  rent 0.70 USD/h @ 2026-11
  source "NVIDIA L4 datasheet (sparse figures halved); Epoch AI ML hardware row NVIDIA L4; TechPowerUp GPU database (SMs, L2); price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates"
}
