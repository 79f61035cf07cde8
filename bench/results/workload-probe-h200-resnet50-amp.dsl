# advise probe, 2026-11-26T20:02:32Z, on vm
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
  bandwidth 4174 GB/s             # device copy, read+write, median of 3 windows over 0.1 s, best 4174 GB/s, SM clock 1980 MHz
  triad_bandwidth 4337 GB/s       # device triad, 2 reads+1 write, median of 3 windows over 0.1 s, best 4341 GB/s, SM clock 1980 MHz
  host_to_device 55.15 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.29 GB/s, SM clock 1980 MHz
  device_to_host 55.18 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.24 GB/s, SM clock 1980 MHz
  fp32 61.41 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 61.42 TFLOPS, SM clock 1980 MHz
  fp16 64.95 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 64.99 TFLOPS, SM clock 1980 MHz
  tensor_fp16 667.4 TFLOPS        # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 677.5 TFLOPS, SM clock 1980 MHz
  tensor_bf16 678.4 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 783.7 TFLOPS, SM clock 1950 MHz
  tensor_tf32 360.2 TFLOPS        # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 3 windows over 0.11 s, best 362.6 TFLOPS, SM clock 1920 MHz
  tensor_fp8 1160 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1173 TFLOPS, SM clock 1515 MHz
  tensor_int8 1290 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.1 s, best 1348 TOPS, SM clock 1470 MHz
  layer_time_ratio 2.436          # workload "ResNet-50, AMP, batch 256": its products, timed here, over their estimate, relative to a large product's
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.116 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.294 ms | 29.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | GEMM | GEMM | default | 0.797 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | FFT_TILING | FFT | default | 1.533 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.134 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.164 ms | 6.3 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.205 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.208 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.230 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.031 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.077 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.110 ms | 6.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.200 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.331 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.292 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.126 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.225 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.248 ms | 15.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | GEMM | GEMM | default | 0.759 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | FFT_TILING | FFT | default | 1.557 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.112 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.119 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.158 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.160 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.222 ms | 27.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.232 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.309 ms | 12.4 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.312 ms | 6.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.073 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.097 ms | 3.1 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.190 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.227 ms | 15.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.339 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.580 ms | 30.7 MiB
# workload probe: "ResNet-50, AMP, batch 256" on H200 at batch 256, fp16: the forward time of each distinct
# layer that is a product, estimated by the rules and measured here (docs/probe.md)
#   layer | layers | products | estimated | measured | measured / estimated
#   conv 7x7/2 64 | 1 | conv 3x224x224 -> 64, 7x7/2, batch 256 | 0.187 ms | 3.05 ms | 16.29
#   conv 1x1 64 | 1 | conv 64x56x56 -> 64, 1x1/1, batch 256 | 0.0787 ms | 0.177 ms | 2.25
#   conv 3x3 64 | 3 | conv 64x56x56 -> 64, 3x3/1, batch 256 | 0.153 ms | 0.147 ms | 0.96
#   conv 1x1 256 | 4 | conv 64x56x56 -> 256, 1x1/1, batch 256 | 0.197 ms | 0.181 ms | 0.92
#   1.conv 1x1 64 | 2 | conv 256x56x56 -> 64, 1x1/1, batch 256 | 0.197 ms | 0.168 ms | 0.86
#   conv 1x1 128 | 1 | conv 256x56x56 -> 128, 1x1/1, batch 256 | 0.236 ms | 0.191 ms | 0.81
#   conv 3x3/2 128 | 1 | conv 128x56x56 -> 128, 3x3/2, batch 256 | 0.152 ms | 0.116 ms | 0.76
#   conv 1x1 512 | 4 | conv 128x28x28 -> 512, 1x1/1, batch 256 | 0.0984 ms | 0.182 ms | 1.85
#   shortcut conv 1x1/2 512 | 1 | conv 256x56x56 -> 512, 1x1/2, batch 256 | 0.236 ms | 0.128 ms | 0.54
#   1.conv 1x1 128 | 3 | conv 512x28x28 -> 128, 1x1/1, batch 256 | 0.0984 ms | 0.181 ms | 1.84
#   1.conv 3x3 128 | 3 | conv 128x28x28 -> 128, 3x3/1, batch 256 | 0.152 ms | 0.106 ms | 0.70
#   conv 1x1 256 | 1 | conv 512x28x28 -> 256, 1x1/1, batch 256 | 0.135 ms | 0.183 ms | 1.35
#   conv 3x3/2 256 | 1 | conv 256x28x28 -> 256, 3x3/2, batch 256 | 0.152 ms | 0.1 ms | 0.66
#   conv 1x1 1024 | 6 | conv 256x14x14 -> 1024, 1x1/1, batch 256 | 0.0696 ms | 0.112 ms | 1.61
#   shortcut conv 1x1/2 1024 | 1 | conv 512x28x28 -> 1024, 1x1/2, batch 256 | 0.135 ms | 0.1 ms | 0.74
#   1.conv 1x1 256 | 5 | conv 1024x14x14 -> 256, 1x1/1, batch 256 | 0.0697 ms | 0.111 ms | 1.59
#   1.conv 3x3 256 | 5 | conv 256x14x14 -> 256, 3x3/1, batch 256 | 0.152 ms | 0.0954 ms | 0.63
#   conv 1x1 512 | 1 | conv 1024x14x14 -> 512, 1x1/1, batch 256 | 0.135 ms | 0.142 ms | 1.05
#   conv 3x3/2 512 | 1 | conv 512x14x14 -> 512, 3x3/2, batch 256 | 0.152 ms | 0.0957 ms | 0.63
#   conv 1x1 2048 | 3 | conv 512x7x7 -> 2048, 1x1/1, batch 256 | 0.0696 ms | 0.119 ms | 1.71
#   shortcut conv 1x1/2 2048 | 1 | conv 1024x14x14 -> 2048, 1x1/2, batch 256 | 0.135 ms | 0.0927 ms | 0.69
#   1.conv 1x1 512 | 2 | conv 2048x7x7 -> 512, 1x1/1, batch 256 | 0.0696 ms | 0.187 ms | 2.69
#   1.conv 3x3 512 | 2 | conv 512x7x7 -> 512, 3x3/1, batch 256 | 0.152 ms | 0.0877 ms | 0.58
#   dense 1000 | 1 | matmul 256x2048 by 2048x1000 | 0.00654 ms | 0.00929 ms | 1.42
#   all 54 timed layers | | | 6.7 ms | 10.1 ms | 1.50
#   reference product | | matmul 8192x8192 by 8192x8192 | 2.74 ms | 1.69 ms | 0.62
# layer_time_ratio 2.44: the layers' ratio over the reference product's
