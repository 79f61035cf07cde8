#pragma once
// The probe's own kernels (device_kernels.cu): memory streaming and arithmetic throughput.
#include <cstddef>

#include <cuda_runtime.h>

namespace advise::kernels {

// dst[i] = src[i] over `count` float4 elements.
void launch_copy(const void* src, void* dst, std::size_t count, cudaStream_t stream);
// c[i] = a[i] + scalar * b[i] over `count` float4 elements (STREAM triad).
void launch_triad(const void* a, const void* b, void* c, float scalar, std::size_t count, cudaStream_t stream);
// FLOPs done by one launch of the FMA kernels below with these arguments.
double fma_flops(int blocks, int threads, int iterations, bool half2);
// Compute-bound FMA chains in FP32, or half2 (two FP16 lanes per instruction).
void launch_fma_fp32(float* out, int blocks, int threads, int iterations, cudaStream_t stream);
void launch_fma_half2(void* out, int blocks, int threads, int iterations, cudaStream_t stream);

}  // namespace advise::kernels
