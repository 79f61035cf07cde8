# advise probe, 2026-11-26T19:48:50Z, on vm
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
  bandwidth 4192 GB/s             # device copy, read+write, median of 5 windows over 0.5 s, best 4193 GB/s, SM clock 1980 MHz
  triad_bandwidth 4358 GB/s       # device triad, 2 reads+1 write, median of 5 windows over 0.5 s, best 4359 GB/s, SM clock 1980 MHz
  host_to_device 55.47 GB/s       # pinned copy engine, median of 5 windows over 0.51 s, best 55.48 GB/s, SM clock 1980 MHz
  device_to_host 55.29 GB/s       # pinned copy engine, median of 5 windows over 0.51 s, best 55.32 GB/s, SM clock 1980 MHz
  fp32 63.56 TFLOPS               # FP32 FMA kernel, 16 chains a thread, median of 5 windows over 0.5 s, best 63.62 TFLOPS, SM clock 1980 MHz
  fp16 65.17 TFLOPS               # half2 FMA kernel, 16 chains a thread, median of 5 windows over 0.5 s, best 65.18 TFLOPS, SM clock 1980 MHz
  tensor_fp16 656.6 TFLOPS        # cuBLASLt FP16 in, FP32 accumulate, random data, best shape 8192^3, median of 5 windows over 0.47 s, best 657.4 TFLOPS, SM clock 1410 MHz
  tensor_bf16 685.8 TFLOPS        # cuBLASLt BF16 in, FP32 accumulate, random data, best shape 4096^3, median of 5 windows over 0.52 s, best 688.4 TFLOPS, SM clock 1560 MHz
  tensor_tf32 351.9 TFLOPS        # cuBLASLt TF32 (FP32 in), random data, best shape 4096^3, median of 5 windows over 0.52 s, best 352.5 TFLOPS, SM clock 1605 MHz
  tensor_fp8 1277 TFLOPS          # cuBLASLt FP8 E4M3 in, BF16 out, random data, best shape 16384^3, median of 5 windows over 0.52 s, best 1289 TFLOPS, SM clock 1320 MHz
  tensor_int8 1272 TOPS           # cuBLASLt INT8 in, INT32 accumulate, random data, best shape 8192^3, median of 5 windows over 0.5 s, best 1297 TOPS, SM clock 1380 MHz
}
# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.403 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.702 ms | 116.4 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | FFT_TILING | FFT | default | 2.350 ms | 18.6 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp32 | GEMM | GEMM | default | 2.967 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | FFT_TILING | FFT | default | 0.205 ms | 51.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.233 ms | 24.6 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | WINOGRAD_NONFUSED | Winograd | default | 0.343 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.378 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | FFT | FFT | default | 0.437 ms | 198.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp32 | GEMM | GEMM | default | 4.063 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.218 ms | 24.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | IMPLICIT_GEMM | implicit GEMM | default | 0.227 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | GEMM | GEMM | default | 0.350 ms | 24.5 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | FFT_TILING | FFT | default | 0.429 ms | 150.9 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp32 | FFT | FFT | default | 0.785 ms | 594.1 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.380 ms | 61.3 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.416 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.509 ms | 0.0 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | FFT_TILING | FFT | default | 2.225 ms | 18.6 MiB
#   ResNet-50 conv1 7x7/2 64, batch 32 | fp16 | GEMM | GEMM | default | 2.953 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | WINOGRAD_NONFUSED | Winograd | tensor op | 0.214 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | FFT_TILING | FFT | default | 0.217 ms | 51.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | WINOGRAD_NONFUSED | Winograd | default | 0.220 ms | 110.8 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | FFT | FFT | default | 0.352 ms | 198.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.523 ms | 0.0 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.619 ms | 49.1 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | GEMM | GEMM | default | 0.689 ms | 110.2 MiB
#   ResNet-50 3x3 64 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.869 ms | 24.6 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_GEMM | implicit GEMM | default | 0.202 ms | 0.0 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | GEMM | GEMM | default | 0.223 ms | 12.2 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | tensor op | 0.319 ms | 61.3 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | FFT_TILING | FFT | default | 0.438 ms | 150.9 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | FFT | FFT | default | 0.793 ms | 594.1 MiB
#   ResNet-50 1x1 64->256 at 56x56, batch 32 | fp16 | IMPLICIT_PRECOMP_GEMM | implicit GEMM | default | 0.900 ms | 122.6 MiB
