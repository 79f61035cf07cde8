# AMD cards. The schema's arch enum and compute capability are NVIDIA/CUDA notions: both omitted.
# The line enum has no consumer Radeon line (geforce is NVIDIA's brand), so the Radeon VII has no
# line. AMD cards have no tensor cores in the 2019 sense (DOMAIN F12); MI300X matrix cores are
# listed under the tensor_* properties, which is what they are used for.
# See nvidia-fermi-kepler.dsl for the general conventions.

gpu "AMD Radeon VII" {
  vendor amd
  memory 16 GiB  memory_type hbm2  bandwidth 1024 GB/s
  # FP16 is packed math at twice FP32 (no matrix units).
  fp32 13.44 TFLOPS  fp16 26.9 TFLOPS
  l2 4 MiB  tdp 300 W  cooling open  slots 2
  released 2019-02
  price 699 USD @ 2019-02 new, 680 USD @ 2019-04 new, 250 USD @ 2026-11 used
  source "AMD Radeon VII specifications (60 compute units, 1750 MHz peak); TechPowerUp GPU database; no Epoch row; price: launch MSRP; 2019-04 new and 2026-11 used are estimates"
}

# The Epoch row gives fp16 = tensor = 1307.4 TFLOPS: that is the matrix-core rate, so it is
# listed as tensor_fp16 and the non-tensor fp16 is omitted. L2 (4 MB per XCD) and 256 MB
# Infinity Cache are left out: not comparable with NVIDIA L2 figures.
gpu "AMD MI300X" {
  vendor amd  line datacenter
  memory 192 GiB  memory_type hbm3  bandwidth 5.3 TB/s
  fp32 163.4 TFLOPS
  tensor_fp16 1307.4 TFLOPS  tensor_bf16 1307.4 TFLOPS  tensor_tf32 653.7 TFLOPS
  tensor_fp8 2614.9 TFLOPS  tensor_int8 2614.9 TOPS
  tdp 750 W  cooling passive
  released 2023-12
  price 15000 USD @ 2023-12 new, 12000 USD @ 2026-11 new
  rent 2.00 USD/h @ 2026-11
  source "AMD Instinct MI300X datasheet (dense figures); Epoch AI ML hardware row AMD Instinct MI300X; price: Epoch (10000-15000 USD per Tom's Hardware, 2024); 2026-11 price and cloud rent per GPU-hour are estimates"
}
