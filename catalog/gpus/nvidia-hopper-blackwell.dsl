# NVIDIA Hopper (H100, H200: compute 9.0) and Blackwell (RTX 5090: compute 12.0).
# Dense tensor rates (sparse figures halved). RTX 5090 follows the GeForce convention of
# nvidia-volta-turing.dsl: tensor_fp16 and tensor_fp8 are the FP16-accumulate rates.
# 2026-11 prices and rents are our estimates of the market; see nvidia-fermi-kepler.dsl.

# The SXM5 module. Epoch dates it 2022-09-20 (volume shipments began in 2023).
gpu "H100 SXM" {
  vendor nvidia  line datacenter  arch hopper  compute 9.0
  memory 80 GiB  memory_type hbm3  bandwidth 3.35 TB/s
  fp32 66.9 TFLOPS  fp16 133.8 TFLOPS
  tensor_fp16 989.4 TFLOPS  tensor_bf16 989.4 TFLOPS  tensor_tf32 494.7 TFLOPS
  tensor_fp8 1979 TFLOPS  tensor_int8 1979 TOPS
  sms 132  l2 50 MiB  tdp 700 W  cooling passive
  released 2022-09
  price 33600 USD @ 2022-09 new, 25000 USD @ 2026-11 new
  rent 2.20 USD/h @ 2026-11
  source "NVIDIA H100 datasheet and Hopper whitepaper (SXM5); Epoch AI ML hardware row NVIDIA H100 SXM5 80GB; price: 33600 USD per GPU from Epoch (analyst figure from DGX H100 prices, 2023); 2026-11 price and cloud rent per GPU-hour are estimates"
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
  price 32000 USD @ 2024-11 new, 30000 USD @ 2026-11 new
  rent 3.00 USD/h @ 2026-11
  source "NVIDIA H200 datasheet (SXM); Epoch AI ML hardware row NVIDIA H200 SXM; price: no public list price, purchase prices and the 2026-11 cloud rent per GPU-hour are estimates"
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
  price 1999 USD @ 2025-01 new, 2800 USD @ 2026-11 new
  source "NVIDIA RTX Blackwell GPU architecture whitepaper (dense tensor rates); TechPowerUp GPU database (SMs, L2); no Epoch row; price: launch MSRP; 2026-11 street price is an estimate"
}
