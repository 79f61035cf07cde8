# advise probe, 2026-11-27T11:37:12Z, on vm
# device: NVIDIA H200; driver 13.0, runtime 13.0
measured "H200" {
  host "vm"
  taken 2026-11-27
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
  bandwidth 4210 GB/s             # device copy, read+write, median of 5 windows over 0.5 s, best 4210 GB/s, SM clock 1980 MHz
  triad_bandwidth 4334 GB/s       # device triad, 2 reads+1 write, median of 5 windows over 0.5 s, best 4334 GB/s, SM clock 1980 MHz
  host_to_device 55.37 GB/s       # pinned copy engine, median of 5 windows over 0.51 s, best 55.45 GB/s, SM clock 1980 MHz
  device_to_host 55.32 GB/s       # pinned copy engine, median of 5 windows over 0.51 s, best 55.32 GB/s, SM clock 1980 MHz
  fp32 63.62 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 5 windows over 0.5 s, best 63.67 TFLOPS, SM clock 1980 MHz
  fp16 65.22 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 5 windows over 0.52 s, best 65.23 TFLOPS, SM clock 1980 MHz
  tensor_fp16 653.9 TFLOPS        # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 16384^3, median of 5 windows over 0.54 s, best 664 TFLOPS, SM clock 1380 MHz
  tensor_bf16 683.3 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 16384^3, median of 5 windows over 0.58 s, best 700.3 TFLOPS, SM clock 1425 MHz
  tensor_tf32 354.9 TFLOPS        # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 5 windows over 0.52 s, best 355.6 TFLOPS, SM clock 1605 MHz
  tensor_fp8 1257 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 16384^3, median of 5 windows over 0.53 s, best 1262 TFLOPS, SM clock 1275 MHz
  tensor_int8 1237 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 4096^3, median of 5 windows over 0.52 s, best 1265 TOPS, SM clock 1470 MHz
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.549 ms | 116.4 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.570 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | FFT_TILING | FFT | default | 1.582 ms | 18.6 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | GEMM | GEMM | default | 3.002 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | FFT_TILING | FFT | default | 0.176 ms | 51.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.231 ms | 24.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.290 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.385 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | FFT | FFT | default | 0.396 ms | 198.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | GEMM | GEMM | default | 4.101 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.204 ms | 24.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.206 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | GEMM | GEMM | default | 0.297 ms | 24.5 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | FFT_TILING | FFT | default | 0.391 ms | 150.9 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | FFT | FFT | default | 0.759 ms | 594.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.267 ms | 61.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.404 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.445 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | FFT_TILING | FFT | default | 1.543 ms | 18.6 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | GEMM | GEMM | default | 2.956 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.199 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | FFT_TILING | FFT | default | 0.202 ms | 51.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.216 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.300 ms | 24.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | FFT | FFT | default | 0.327 ms | 198.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.461 ms | 49.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.511 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | GEMM | GEMM | default | 0.651 ms | 110.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.184 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | GEMM | GEMM | default | 0.212 ms | 12.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.320 ms | 61.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | FFT_TILING | FFT | default | 0.354 ms | 150.9 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.637 ms | 122.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | FFT | FFT | default | 0.773 ms | 594.1 MiB
