# advise probe, 2026-11-26T20:02:53Z, on vm
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
  bandwidth 4175 GB/s             # device copy, read+write, median of 3 windows over 0.1 s, best 4175 GB/s, SM clock 1980 MHz
  triad_bandwidth 4342 GB/s       # device triad, 2 reads+1 write, median of 3 windows over 0.1 s, best 4342 GB/s, SM clock 1980 MHz
  host_to_device 55.21 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.22 GB/s, SM clock 1980 MHz
  device_to_host 55.2 GB/s        # pinned copy engine, median of 3 windows over 0.1 s, best 55.22 GB/s, SM clock 1980 MHz
  fp32 61.42 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 61.42 TFLOPS, SM clock 1980 MHz
  fp16 64.94 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 64.95 TFLOPS, SM clock 1980 MHz
  tensor_fp16 654.2 TFLOPS        # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 700.1 TFLOPS, SM clock 1980 MHz
  tensor_bf16 689.7 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 740.3 TFLOPS, SM clock 1725 MHz
  tensor_tf32 361.1 TFLOPS        # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 3 windows over 0.11 s, best 376.2 TFLOPS, SM clock 1710 MHz
  tensor_fp8 1161 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1175 TFLOPS, SM clock 1590 MHz
  tensor_int8 1302 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.1 s, best 1331 TOPS, SM clock 1665 MHz
  layer_time_ratio 1.246          # workload "Llama-3.2-1B, bf16, batch 4 x 2048 tokens": its products, timed here, over their estimate, relative to a large product's
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.125 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.292 ms | 29.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | GEMM | GEMM | default | 0.830 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | FFT_TILING | FFT | default | 1.722 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.125 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.166 ms | 6.3 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.189 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.200 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.266 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.053 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.077 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.161 ms | 6.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.237 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.345 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.307 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.121 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.130 ms | 15.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.203 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | GEMM | GEMM | default | 0.760 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | FFT_TILING | FFT | default | 2.057 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.123 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.131 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.151 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.157 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.160 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.193 ms | 6.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.227 ms | 27.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.292 ms | 12.4 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.069 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.106 ms | 3.1 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.189 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.325 ms | 15.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.355 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.689 ms | 30.7 MiB
# workload probe: "Llama-3.2-1B, bf16, batch 4 x 2048 tokens" on H200 at batch 4, bf16: the forward time of each distinct
# layer that is a product, estimated by the rules and measured here (docs/probe.md)
#   layer | layers | products | estimated | measured | measured / estimated
#   1.attention 32 heads / 8 kv | 16 | matmul 8192x2048 by 2048x3072; matmul 8192x2048 by 2048x2048; 128 x matmul 2048x64 by 64x2048; 128 x matmul 2048x2048 by 2048x64 | 0.776 ms | 0.874 ms | 1.13
#   1.mlp gate+up 8192 | 16 | matmul 8192x2048 by 2048x16384 | 1.38 ms | 0.897 ms | 0.65
#   1.mlp down 2048 | 16 | matmul 8192x8192 by 8192x2048 | 0.69 ms | 0.395 ms | 0.57
#   dense 128256 (shared weights) | 1 | matmul 8192x2048 by 2048x128256 | 10.7 ms | 6.42 ms | 0.60
#   all 49 timed layers | | | 56.2 ms | 41.1 ms | 0.73
#   reference product | | matmul 8192x8192 by 8192x8192 | 2.74 ms | 1.61 ms | 0.59
# layer_time_ratio 1.25: the layers' ratio over the reference product's
