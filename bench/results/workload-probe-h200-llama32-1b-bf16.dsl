# advise probe, 2026-11-26T20:37:53Z, on vm
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
  bandwidth 4190 GB/s             # device copy, read+write, median of 3 windows over 0.1 s, best 4191 GB/s, SM clock 1980 MHz
  triad_bandwidth 4315 GB/s       # device triad, 2 reads+1 write, median of 3 windows over 0.1 s, best 4316 GB/s, SM clock 1980 MHz
  host_to_device 54.98 GB/s       # pinned copy engine, median of 3 windows over 0.1 s, best 55.21 GB/s, SM clock 1980 MHz
  device_to_host 55.2 GB/s        # pinned copy engine, median of 3 windows over 0.1 s, best 55.21 GB/s, SM clock 1980 MHz
  fp32 61.39 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 61.4 TFLOPS, SM clock 1980 MHz
  fp16 64.91 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 3 windows over 0.1 s, best 64.91 TFLOPS, SM clock 1980 MHz
  tensor_fp16 672.5 TFLOPS        # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 682.3 TFLOPS, SM clock 1980 MHz
  tensor_bf16 688.7 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 791.4 TFLOPS, SM clock 1935 MHz
  tensor_tf32 355 TFLOPS          # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 3 windows over 0.12 s, best 355.3 TFLOPS, SM clock 1950 MHz
  tensor_fp8 1147 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1198 TFLOPS, SM clock 1485 MHz
  tensor_int8 1301 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 4096^3, median of 3 windows over 0.11 s, best 1342 TOPS, SM clock 1470 MHz
  layer_time_ratio 1.28           # workload "Llama-3.2-1B, bf16, batch 4 x 2048 tokens": its products, timed here, over their estimate, relative to a large product's
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.151 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.306 ms | 29.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | GEMM | GEMM | default | 0.846 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp32 | FFT_TILING | FFT | default | 1.716 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.121 ms | 6.3 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.125 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.197 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.212 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.240 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.041 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.071 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.127 ms | 6.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT_TILING | FFT | default | 0.228 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | FFT | FFT | default | 0.353 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp32 | GEMM | GEMM | default | 1.303 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.123 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.125 ms | 15.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.196 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | GEMM | GEMM | default | 0.759 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 8 | fp16 | FFT_TILING | FFT | default | 2.259 ms | 5.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.149 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.164 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.166 ms | 148.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.174 ms | 55.7 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.188 ms | 6.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.194 ms | 25.5 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.248 ms | 27.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.332 ms | 12.4 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.077 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | GEMM | GEMM | default | 0.113 ms | 3.1 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT_TILING | FFT | default | 0.168 ms | 39.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | FFT | FFT | default | 0.350 ms | 544.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.354 ms | 15.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 8 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.678 ms | 30.7 MiB
# workload probe: "Llama-3.2-1B, bf16, batch 4 x 2048 tokens" on H200 at batch 4, bf16: the forward time of each distinct
# layer that is a product, estimated by the rules and measured here (docs/probe.md)
#   layer | layers | products | estimated | measured | measured / estimated
#   1.attention 32 heads / 8 kv | 16 | matmul 8192x2048 by 2048x3072; matmul 8192x2048 by 2048x2048; 128 x matmul 2048x64 by 64x2048; 128 x matmul 2048x2048 by 2048x64 | 0.776 ms | 0.878 ms | 1.13
#   1.mlp gate+up 8192 | 16 | matmul 8192x2048 by 2048x16384 | 1.38 ms | 0.93 ms | 0.68
#   1.mlp down 2048 | 16 | matmul 8192x8192 by 8192x2048 | 0.69 ms | 0.395 ms | 0.57
#   dense 128256 (shared weights) | 1 | matmul 8192x2048 by 2048x128256 | 10.7 ms | 6.37 ms | 0.59
#   all 49 timed layers | | | 56.2 ms | 41.6 ms | 0.74
#   reference product | | matmul 8192x8192 by 8192x8192 | 2.74 ms | 1.59 ms | 0.58
# layer_time_ratio 1.28: the layers' ratio over the reference product's
