# A measured block named by the device as CUDA reports it (as a probe that did not know the card
# wrote it, or as written by hand); for tests. The figures are illustrative (not a measurement):
# bandwidth 90% and dense FP16 tensor throughput 75% of the H100 SXM datasheet.
measured "NVIDIA H100 80GB HBM3" {
  host "example-host"
  taken 2026-11-21
  bandwidth 3015 GB/s               # device copy, read+write, median of 20, best 3040 GB/s
  fp32 60.1 TFLOPS                  # FP32 FMA kernel
  tensor_fp16 742 TFLOPS            # cuBLASLt FP16 in, FP32 accumulate, best shape 8192^3
  memory 79.1 GiB                   # cudaMemGetInfo total
  host_to_device 55.2 GB/s          # pinned copy engine
  device_to_host 53.9 GB/s
}
