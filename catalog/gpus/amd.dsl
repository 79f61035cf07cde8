# AMD cards. The schema's arch enum and compute capability are NVIDIA/CUDA notions: both omitted.
# The line enum has no consumer Radeon line (geforce is NVIDIA's brand), so the Radeon VII has no
# line. AMD cards have no tensor cores in the 2019 sense (fact F12); MI300X matrix cores are
# listed under the tensor_* properties, which is what they are used for.
# See nvidia-fermi-kepler.dsl for the general conventions.

gpu "AMD Radeon VII" {
  vendor amd
  memory 16 GiB  memory_type hbm2  bandwidth 1024 GB/s
  # FP16 is packed math at twice FP32 (no matrix units).
  fp32 13.44 TFLOPS  fp16 26.9 TFLOPS
  l2 4 MiB  tdp 300 W  cooling open  slots 2
  released 2019-02  software_until 2024-06
  pcie 4
  price 699 USD @ 2019-02 new, 680 USD @ 2019-04 new, 250 USD @ 2026-11 used
  source "AMD Radeon VII specifications (60 compute units, 1750 MHz peak); TechPowerUp GPU database; software_until: ROCm support of gfx906 ended in 2024 (fact F73, month an estimate); no Epoch row; price: launch MSRP; 2019-04 new and 2026-11 used are estimates"
}

# The workstation card of the Radeon VII's chip (Vega 20, 60 compute units): 1700 MHz peak
# instead of 1750, 250 W, a blower. ROCm supported it as gfx906, with the Radeon VII.
gpu "AMD Radeon Pro VII" {
  vendor amd
  memory 16 GiB  memory_type hbm2  bandwidth 1024 GB/s
  # FP16 is packed math at twice FP32 (no matrix units).
  fp32 13.06 TFLOPS  fp16 26.11 TFLOPS
  l2 4 MiB  tdp 250 W  cooling blower  slots 2
  released 2020-06  software_until 2024-06
  pcie 4
  price 1899 USD @ 2020-06 new, 300 USD @ 2026-11 used
  source "AMD Radeon Pro VII specifications (60 compute units, 3840 stream processors at 1700 MHz peak: 13.06 TFLOPS FP32, 26.11 FP16; 16 GB HBM2 at 1024 GB/s; 250 W); software_until: as the Radeon VII (gfx906); no Epoch row; price: launch list price; 2026-11 used is an estimate"
}

# The MI250X module carries two GCDs (dies) of 64 GB each; like the Tesla K80 in
# nvidia-fermi-kepler.dsl, this entry describes ONE of them, as a framework sees it (two devices
# per module). The Epoch row AMD Radeon Instinct MI250X gives module totals (128 GB, 3.28 TB/s,
# 47.87 TFLOPS, 383 TFLOPS FP16 matrix), hence our memory, bandwidth, fp32 and tensor rates are
# half of it. tdp and price are for the whole module. CDNA2 has no TF32: the row's 95.7 TFLOPS
# "TF32" is the module's FP32 matrix rate, so tensor_tf32 is omitted. L2 is 8 MB per GCD.
gpu "AMD MI250X" {
  vendor amd  line datacenter
  memory 64 GiB  memory_type hbm2e  bandwidth 1638.4 GB/s
  fp32 23.9 TFLOPS
  tensor_fp16 191.5 TFLOPS  tensor_bf16 191.5 TFLOPS  tensor_int8 191.5 TOPS
  l2 8 MiB  tdp 500 W  cooling passive
  released 2021-11
  pcie 4
  price 14500 USD @ 2021-11 new, 3000 USD @ 2026-11 used
  source "AMD Instinct MI250X datasheet (module figures halved per GCD: 220 compute units at 1700 MHz per module); Epoch AI ML hardware row AMD Radeon Instinct MI250X (module); price: Epoch release price for the module; 2026-11 used is an estimate"
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
  pcie 5  nvlink 896 GB/s
  price 15000 USD @ 2023-12 new, 12000 USD @ 2026-11 new
  rent 4.89 USD/h @ 2024-06, 2.00 USD/h @ 2026-11
  source "AMD Instinct MI300X datasheet (dense figures); Epoch AI ML hardware row AMD Instinct MI300X; price: Epoch (10000-15000 USD per Tom's Hardware, 2024); rent per GPU-hour: 2024 GPU-cloud on-demand prices (estimate), 2026-11 price and cloud rent are estimates"
}

# MI325X: the MI300X chip with 256 GB HBM3e (same matrix rates, 1000 W).
gpu "AMD MI325X" {
  vendor amd  line datacenter
  memory 256 GiB  memory_type hbm3e  bandwidth 6 TB/s
  fp32 163.4 TFLOPS
  tensor_fp16 1307.4 TFLOPS  tensor_bf16 1307.4 TFLOPS  tensor_tf32 653.7 TFLOPS
  tensor_fp8 2614.9 TFLOPS  tensor_int8 2614.9 TOPS
  tdp 1000 W  cooling passive
  released 2024-10
  pcie 5  nvlink 896 GB/s
  price 20000 USD @ 2024-10 new
  rent 2.50 USD/h @ 2025-06, 2.20 USD/h @ 2026-11
  source "AMD Instinct MI325X datasheet (dense figures, 7 Infinity Fabric links of 128 GB/s); Epoch AI ML hardware row AMD Instinct MI325X; shipments from 2025-Q1; price and rents per GPU-hour are estimates"
}

# MI355X (CDNA 4): 288 GB HBM3e, about twice the MI300X's dense FP16 and FP8, 1400 W (liquid).
gpu "AMD MI355X" {
  vendor amd  line datacenter
  memory 288 GiB  memory_type hbm3e  bandwidth 8 TB/s
  fp32 157.3 TFLOPS
  tensor_fp16 2516.6 TFLOPS  tensor_bf16 2516.6 TFLOPS  tensor_tf32 1258 TFLOPS
  tensor_fp8 5033 TFLOPS  tensor_int8 5033 TOPS
  tdp 1400 W  cooling passive
  released 2025-06
  pcie 5  nvlink 1075 GB/s
  price 25000 USD @ 2025-06 new
  rent 3.00 USD/h @ 2025-12, 2.60 USD/h @ 2026-11
  source "AMD Instinct MI355X datasheet (dense figures, 7 Infinity Fabric links of 153.6 GB/s); Epoch AI ML hardware row AMD Instinct MI355X; price and rents per GPU-hour are estimates"
}
