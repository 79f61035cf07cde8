# AMD cards. The schema's arch enum and compute capability are NVIDIA/CUDA notions: both omitted.
# Consumer and workstation Radeon cards are line radeon (geforce and quadro are NVIDIA's brands).
# AMD cards have no tensor cores in the 2019 sense (fact F12); the matrix cores of CDNA (MI250X
# on) and the WMMA units of RDNA 3 and 4 are listed under the tensor_* properties, which is what
# they are used for.
#
# sms holds the compute units (CUs). The schema gives sms the role multiprocessors, the count a
# device reports for itself: HIP's hipDeviceProp_t.multiProcessorCount (and PyTorch's
# multi_processor_count on ROCm) is the CU count, so the CU is what fits the field. A CU is also
# the unit the saturation term of rules/speed.dsl stands for (`saturation_work * (gpu.sms ?? 40)`:
# one workgroup per unit at a time): CDNA CUs run 128 FP32 FLOP a clock like an NVIDIA SM's 64
# FMA lanes, RDNA 3 and 4 CUs 128 or 256 with dual issue. nvidia_sm_share (the tensor-feed limit)
# is NVIDIA's only and does not read it. CU counts from AMD's specifications and ROCm's GPU
# specification table (docs/reference/gpu-specs.rst); the MI250X entry is one GCD (110 CUs).
# See nvidia-fermi-kepler.dsl for the general conventions.

gpu "AMD Radeon VII" {
  vendor amd  line radeon
  memory 16 GiB  memory_type hbm2  bandwidth 1024 GB/s
  # FP16 is packed math at twice FP32 (no matrix units).
  fp32 13.44 TFLOPS  fp16 26.9 TFLOPS
  sms 60  l2 4 MiB  tdp 300 W  cooling open  slots 2
  released 2019-02  software_until 2024-06
  pcie 4
  price 699 USD @ 2019-02 new, 680 USD @ 2019-04 new, 250 USD @ 2026-11 used
  source "AMD Radeon VII specifications (60 compute units, 1750 MHz peak); ROCm GPU specifications (60 CUs, 4 MB L2); TechPowerUp GPU database; software_until: ROCm support of gfx906 ended in 2024 (fact F73, month an estimate); no Epoch row; price: launch MSRP; 2019-04 new and 2026-11 used are estimates"
}

# The workstation card of the Radeon VII's chip (Vega 20, 60 compute units): 1700 MHz peak
# instead of 1750, 250 W, a blower. ROCm supported it as gfx906, with the Radeon VII.
gpu "AMD Radeon Pro VII" {
  vendor amd  line radeon
  memory 16 GiB  memory_type hbm2  bandwidth 1024 GB/s
  # FP16 is packed math at twice FP32 (no matrix units).
  fp32 13.06 TFLOPS  fp16 26.11 TFLOPS
  sms 60  l2 4 MiB  tdp 250 W  cooling blower  slots 2
  released 2020-06  software_until 2024-06
  pcie 4
  price 1899 USD @ 2020-06 new, 300 USD @ 2026-11 used
  source "AMD Radeon Pro VII specifications and ROCm GPU specifications (60 compute units, 3840 stream processors at 1700 MHz peak: 13.06 TFLOPS FP32, 26.11 FP16; 16 GB HBM2 at 1024 GB/s; 250 W); software_until: as the Radeon VII (gfx906); no Epoch row; price: launch list price; 2026-11 used is an estimate"
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
  sms 110  l2 8 MiB  tdp 500 W  cooling passive
  released 2021-11
  pcie 4
  price 14500 USD @ 2021-11 new, 3000 USD @ 2026-11 used
  source "AMD Instinct MI250X datasheet (module figures halved per GCD: 220 compute units at 1700 MHz per module; ROCm GPU specifications: 110 CUs per GCD); Epoch AI ML hardware row AMD Radeon Instinct MI250X (module); price: Epoch release price for the module; 2026-11 used is an estimate"
}

# The Epoch row gives fp16 = tensor = 1307.4 TFLOPS: that is the matrix-core rate, so it is
# listed as tensor_fp16 and the non-tensor fp16 is omitted. L2 (4 MB per XCD) and 256 MB
# Infinity Cache are left out: not comparable with NVIDIA L2 figures.
gpu "AMD MI300X" {
  aliases "MI300X"
  vendor amd  line datacenter
  memory 192 GiB  memory_type hbm3  bandwidth 5.3 TB/s
  fp32 163.4 TFLOPS
  tensor_fp16 1307.4 TFLOPS  tensor_bf16 1307.4 TFLOPS  tensor_tf32 653.7 TFLOPS
  tensor_fp8 2614.9 TFLOPS  tensor_int8 2614.9 TOPS
  sms 304  tdp 750 W  cooling passive
  released 2023-12
  pcie 5  nvlink 896 GB/s
  price 15000 USD @ 2023-12 new, 12000 USD @ 2026-11 new
  rent 4.89 USD/h @ 2024-06, 2.00 USD/h @ 2026-11
  source "AMD Instinct MI300X datasheet (dense figures; 304 CUs, also in ROCm GPU specifications); Epoch AI ML hardware row AMD Instinct MI300X; price: Epoch (10000-15000 USD per Tom's Hardware, 2024); rent per GPU-hour: 2024 GPU-cloud on-demand prices (estimate), 2026-11 price and cloud rent are estimates"
}

# MI325X: the MI300X chip with 256 GB HBM3e (same matrix rates, 1000 W).
gpu "AMD MI325X" {
  aliases "MI325X"
  vendor amd  line datacenter
  memory 256 GiB  memory_type hbm3e  bandwidth 6 TB/s
  fp32 163.4 TFLOPS
  tensor_fp16 1307.4 TFLOPS  tensor_bf16 1307.4 TFLOPS  tensor_tf32 653.7 TFLOPS
  tensor_fp8 2614.9 TFLOPS  tensor_int8 2614.9 TOPS
  sms 304  tdp 1000 W  cooling passive
  released 2024-10
  pcie 5  nvlink 896 GB/s
  price 20000 USD @ 2024-10 new
  rent 2.50 USD/h @ 2025-06, 2.20 USD/h @ 2026-11
  source "AMD Instinct MI325X datasheet (304 CUs, also in ROCm GPU specifications; dense figures, 7 Infinity Fabric links of 128 GB/s); Epoch AI ML hardware row AMD Instinct MI325X; shipments from 2025-Q1; price and rents per GPU-hour are estimates"
}

# MI355X (CDNA 4): 288 GB HBM3e, about twice the MI300X's dense FP16 and FP8, 1400 W (liquid).
gpu "AMD MI355X" {
  aliases "MI355X"
  vendor amd  line datacenter
  memory 288 GiB  memory_type hbm3e  bandwidth 8 TB/s
  fp32 157.3 TFLOPS
  tensor_fp16 2516.6 TFLOPS  tensor_bf16 2516.6 TFLOPS  tensor_tf32 1258 TFLOPS
  tensor_fp8 5033 TFLOPS  tensor_int8 5033 TOPS
  sms 256  tdp 1400 W  cooling passive
  released 2025-06
  pcie 5  nvlink 1075 GB/s
  price 25000 USD @ 2025-06 new
  rent 3.00 USD/h @ 2025-12, 2.60 USD/h @ 2026-11
  source "AMD Instinct MI355X datasheet (256 CUs, also in ROCm GPU specifications; dense figures, 7 Infinity Fabric links of 153.6 GB/s); Epoch AI ML hardware row AMD Instinct MI355X; price and rents per GPU-hour are estimates"
}

# RDNA 3 (Navi 31, gfx1100): 96 CUs at a 2500 MHz boost. AMD's FP32 figure counts dual issue
# (96 x 64 lanes x 2 x 2 x 2.5 GHz = 61.4 TFLOPS); packed FP16 doubles it. The WMMA instructions
# run FP16 and BF16 matrix products at 512 FLOP per CU per clock, the same 122.8 TFLOPS. The
# reference card is a 2.5-slot open (axial-fan) design, counted as 3 slots.
gpu "AMD Radeon RX 7900 XTX" {
  vendor amd  line radeon
  memory 24 GiB  memory_type gddr6  bandwidth 960 GB/s
  fp32 61.4 TFLOPS  fp16 122.8 TFLOPS
  tensor_fp16 122.8 TFLOPS  tensor_bf16 122.8 TFLOPS
  sms 96  l2 6 MiB  tdp 355 W  cooling open  slots 3
  # Announced 2022-11-03 (the Epoch date), on sale 2022-12-13.
  released 2022-12
  pcie 4
  price 999 USD @ 2022-12 new, 900 USD @ 2024-06 new, 700 USD @ 2025-06 used, 650 USD @ 2026-11 used
  source "AMD Radeon RX 7900 XTX specifications (96 CUs, 2500 MHz boost, 24 GB GDDR6 at 20 Gbps, 960 GB/s, 61.4 TFLOPS FP32, 122.8 TFLOPS FP16, 355 W total board power, PCIe 4.0; 2.5-slot reference card); ROCm GPU specifications (gfx1100, 96 CUs, 6 MB L2, 96 MB Infinity Cache); Epoch AI ML hardware row AMD Radeon RX 7900 XTX (its 335 W is not AMD's figure); WMMA matrix rate computed from the RDNA 3 ISA (512 FP16 FLOP per CU per clock); price: launch MSRP; 2024-06 new and the used prices are estimates"
}

# AMD's professional Navi 31 card: the 7900 XTX's 96 CUs with 48 GB ECC GDDR6 at 18 Gbps, 295 W,
# a blower. The first W7900 is thicker than two slots (AMD added a W7900 Dual Slot later for
# several cards side by side); counted as 3 slots (estimate of the form factor).
gpu "AMD Radeon PRO W7900" {
  vendor amd  line radeon
  memory 48 GiB  memory_type gddr6  bandwidth 864 GB/s
  fp32 61.3 TFLOPS  fp16 122.6 TFLOPS
  tensor_fp16 122.6 TFLOPS  tensor_bf16 122.6 TFLOPS
  sms 96  l2 6 MiB  tdp 295 W  cooling blower  slots 3
  # Announced 2023-04-13, on sale from 2023-06 (month approximate).
  released 2023-06
  pcie 4
  price 3999 USD @ 2023-06 new, 3500 USD @ 2026-11 new
  source "AMD Radeon PRO W7900 specifications (96 CUs, 48 GB GDDR6 ECC, 864 GB/s, 61.3 TFLOPS FP32, 122.6 TFLOPS FP16, 295 W, 2x 8-pin, PCIe 4.0); ROCm GPU specifications (gfx1100, 96 CUs, 6 MB L2; lists the W7900 and the W7900 Dual Slot); Hugging Face hardware page PRO W7900 (122.6 TFLOPS, 295 W, MSRP 4.0k USD); WMMA rate as the RX 7900 XTX; no Epoch row; price: launch list price; the 2026-11 price and the slot count are estimates"
}

# RDNA 4 (Navi 48, gfx1201): 64 CUs at a 2970 MHz boost, 16 GB GDDR6 at 20 Gbps. FP32 counts
# dual issue (48.7 TFLOPS). RDNA 4 doubles the matrix rate per CU: 194.6 TFLOPS dense FP16 and
# BF16 (AMD's 389 with sparsity halved), FP8 and INT8 twice that (AMD's 779 sparse INT8 TOPS
# halved). No reference board: partner open-fan cards, 2.5 to 3 slots.
gpu "AMD Radeon RX 9070 XT" {
  vendor amd  line radeon
  memory 16 GiB  memory_type gddr6  bandwidth 640 GB/s
  fp32 48.7 TFLOPS  fp16 97.3 TFLOPS
  tensor_fp16 194.6 TFLOPS  tensor_bf16 194.6 TFLOPS
  tensor_fp8 389.3 TFLOPS  tensor_int8 389.3 TOPS
  sms 64  l2 8 MiB  tdp 304 W  cooling open  slots 3
  released 2025-03
  pcie 5
  price 599 USD @ 2025-03 new, 700 USD @ 2026-11 new
  source "AMD Radeon RX 9070 XT specifications (64 CUs, 128 AI accelerators, 2970 MHz boost, 48.7 TFLOPS FP32, 16 GB GDDR6 at 20 Gbps, 640 GB/s, 64 MB Infinity Cache, 304 W total board power, PCIe 5.0 x16; 779 INT8 and 1557 INT4 TOPS with sparsity; on sale 2025-03-06 at 599 USD MSRP, purepc.pl); ROCm GPU specifications (gfx1201, 64 CUs, 8 MB L2); dense matrix rates: the sparse figures halved; no Epoch row; the 2026-11 street price is an estimate"
}
