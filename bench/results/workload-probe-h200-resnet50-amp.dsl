# advise probe, 2026-11-26T20:37:32Z, on vm
# device: NVIDIA H200; driver 13.0, runtime 13.0
measured "H200" {
  host "vm"
  taken 2026-11-26
  compute 9                       # cudaDeviceProp
  sms 132                         # cudaDeviceProp
  l2 60 MiB                       # cudaDevAttrL2CacheSize
  memory 139.8 GiB                # cudaMemGetInfo total
  memory_free 139.3 GiB           # cudaMemGetInfo free, before probing
  memory_bus 6016                 # bits, cudaDevAttrGlobalMemoryBusWidth
  peak_bandwidth 4814 GB/s        # 2 x memory clock x bus width (double data rate), the theoretical peak
  clock 1.98 GHz                  # cudaDevAttrClockRate, peak SM clock
  ecc 1                           # 1 when ECC is on
  pcie_generation 5               # NVML, current link
  pcie_width 16                   # NVML, current link lanes
  bandwidth 4194 GB/s             # device copy, read+write, median of 3 windows over 0.1 s, best 4194 GB/s, SM clock 1980 MHz
  triad_bandwidth 4317 GB/s       # device triad, 2 reads+1 write, median of 3 windows over 0.1 s, best 4322 GB/s, SM clock 1980 MHz
  host_to_device 55.35 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.41 GB/s, SM clock 1980 MHz
  device_to_host 55.18 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.24 GB/s, SM clock 1980 MHz
  fp32 61.46 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 61.46 TFLOPS, SM clock 1980 MHz
  fp16 64.97 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 64.98 TFLOPS, SM clock 1980 MHz
  tensor_fp16 666 TFLOPS          # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 757.7 TFLOPS, SM clock 1980 MHz
  tensor_bf16 685.3 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.12 s, best 688.9 TFLOPS, SM clock 1590 MHz
  tensor_tf32 355.1 TFLOPS        # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 3 windows over 0.11 s, best 382.8 TFLOPS, SM clock 1950 MHz
  tensor_fp8 1141 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1202 TFLOPS, SM clock 1635 MHz
  tensor_int8 1311 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1337 TOPS, SM clock 1470 MHz
  layer_time_ratio 1.361          # workload "ResNet-50, AMP, batch 256": its products, timed here, over their estimate, relative to a large product's
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.129 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.406 ms | 29.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | GEMM | GEMM | default | 0.825 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | FFT_TILING | FFT | default | 2.249 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.132 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.213 ms | 6.3 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.232 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.235 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.282 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.045 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.081 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.151 ms | 6.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.250 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.349 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.304 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.132 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.238 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.275 ms | 15.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | GEMM | GEMM | default | 0.765 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | FFT_TILING | FFT | default | 2.075 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.146 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.155 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.161 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.184 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.216 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.252 ms | 27.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.274 ms | 6.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.376 ms | 12.4 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.076 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.109 ms | 3.1 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.180 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.320 ms | 15.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.344 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.664 ms | 30.7 MiB
# workload probe: "ResNet-50, AMP, batch 256" on H200 at batch 256, fp16: the forward time of each distinct
# layer that is a product, estimated by the rules and measured here (docs/probe.md)
#   layer | layers | products | estimated | measured | measured / estimated
#   conv 7x7/2 64 | 1 | conv 3x224x224 -> 64, 7x7/2, batch 256 | 0.187 ms | 0.553 ms | 2.96
#   conv 1x1 64 | 1 | conv 64x56x56 -> 64, 1x1/1, batch 256 | 0.0787 ms | 0.057 ms | 0.72
#   conv 3x3 64 | 3 | conv 64x56x56 -> 64, 3x3/1, batch 256 | 0.153 ms | 0.146 ms | 0.96
#   conv 1x1 256 | 4 | conv 64x56x56 -> 256, 1x1/1, batch 256 | 0.197 ms | 0.181 ms | 0.92
#   1.conv 1x1 64 | 2 | conv 256x56x56 -> 64, 1x1/1, batch 256 | 0.197 ms | 0.127 ms | 0.65
#   conv 1x1 128 | 1 | conv 256x56x56 -> 128, 1x1/1, batch 256 | 0.236 ms | 0.209 ms | 0.88
#   conv 3x3/2 128 | 1 | conv 128x56x56 -> 128, 3x3/2, batch 256 | 0.152 ms | 0.12 ms | 0.79
#   conv 1x1 512 | 4 | conv 128x28x28 -> 512, 1x1/1, batch 256 | 0.0984 ms | 0.0785 ms | 0.80
#   shortcut conv 1x1/2 512 | 1 | conv 256x56x56 -> 512, 1x1/2, batch 256 | 0.236 ms | 0.131 ms | 0.56
#   1.conv 1x1 128 | 3 | conv 512x28x28 -> 128, 1x1/1, batch 256 | 0.0984 ms | 0.0701 ms | 0.71
#   1.conv 3x3 128 | 3 | conv 128x28x28 -> 128, 3x3/1, batch 256 | 0.152 ms | 0.111 ms | 0.73
#   conv 1x1 256 | 1 | conv 512x28x28 -> 256, 1x1/1, batch 256 | 0.135 ms | 0.114 ms | 0.84
#   conv 3x3/2 256 | 1 | conv 256x28x28 -> 256, 3x3/2, batch 256 | 0.152 ms | 0.102 ms | 0.67
#   conv 1x1 1024 | 6 | conv 256x14x14 -> 1024, 1x1/1, batch 256 | 0.0696 ms | 0.0597 ms | 0.86
#   shortcut conv 1x1/2 1024 | 1 | conv 512x28x28 -> 1024, 1x1/2, batch 256 | 0.135 ms | 0.102 ms | 0.75
#   1.conv 1x1 256 | 5 | conv 1024x14x14 -> 256, 1x1/1, batch 256 | 0.0697 ms | 0.0522 ms | 0.75
#   1.conv 3x3 256 | 5 | conv 256x14x14 -> 256, 3x3/1, batch 256 | 0.152 ms | 0.0986 ms | 0.65
#   conv 1x1 512 | 1 | conv 1024x14x14 -> 512, 1x1/1, batch 256 | 0.135 ms | 0.0952 ms | 0.70
#   conv 3x3/2 512 | 1 | conv 512x14x14 -> 512, 3x3/2, batch 256 | 0.152 ms | 0.0977 ms | 0.64
#   conv 1x1 2048 | 3 | conv 512x7x7 -> 2048, 1x1/1, batch 256 | 0.0696 ms | 0.0498 ms | 0.72
#   shortcut conv 1x1/2 2048 | 1 | conv 1024x14x14 -> 2048, 1x1/2, batch 256 | 0.135 ms | 0.0943 ms | 0.70
#   1.conv 1x1 512 | 2 | conv 2048x7x7 -> 512, 1x1/1, batch 256 | 0.0696 ms | 0.0486 ms | 0.70
#   1.conv 3x3 512 | 2 | conv 512x7x7 -> 512, 3x3/1, batch 256 | 0.152 ms | 0.093 ms | 0.61
#   dense 1000 | 1 | matmul 256x2048 by 2048x1000 | 0.00654 ms | 0.00728 ms | 1.11
#   all 54 timed layers | | | 6.7 ms | 5.5 ms | 0.82
#   reference product | | matmul 8192x8192 by 8192x8192 | 2.74 ms | 1.65 ms | 0.60
# layer_time_ratio 1.36: the layers' ratio over the reference product's
