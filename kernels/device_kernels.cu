#include <cuda_fp16.h>

#include "device_kernels.h"

namespace advise::kernels {
namespace {

constexpr int kChains = 8;  // independent FMA chains per thread, to hide latency

__global__ void copy_kernel(const float4* __restrict__ src, float4* __restrict__ dst, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    dst[i] = src[i];
}

__global__ void triad_kernel(const float4* __restrict__ a, const float4* __restrict__ b, float4* __restrict__ c,
                             float s, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x) {
    const float4 x = a[i], y = b[i];
    c[i] = make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z, x.w + s * y.w);
  }
}

__global__ void fma_fp32_kernel(float* out, int iterations) {
  float v[kChains];
  const float m = 1.0f + threadIdx.x * 1e-7f, c = 1e-7f;
  for (int k = 0; k < kChains; ++k) v[k] = threadIdx.x + k;
  for (int i = 0; i < iterations; ++i)
#pragma unroll
    for (int k = 0; k < kChains; ++k) v[k] = fmaf(v[k], m, c);
  float sum = 0;
  for (int k = 0; k < kChains; ++k) sum += v[k];
  // The store keeps the compiler from removing the loop; it practically never happens.
  if (sum == -1.0f) out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

__global__ void fma_half2_kernel(__half2* out, int iterations) {
  __half2 v[kChains];
  const __half2 m = __floats2half2_rn(1.0f, 1.0f), c = __floats2half2_rn(1e-3f, 1e-3f);
  for (int k = 0; k < kChains; ++k) v[k] = __floats2half2_rn(threadIdx.x * 1e-3f, k * 1e-3f);
  for (int i = 0; i < iterations; ++i)
#pragma unroll
    for (int k = 0; k < kChains; ++k) v[k] = __hfma2(v[k], m, c);
  __half2 sum = v[0];
  for (int k = 1; k < kChains; ++k) sum = __hadd2(sum, v[k]);
  if (__low2float(sum) == -1.0f) out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

int grid_for(std::size_t n, int threads) {
  // Enough blocks to fill any current GPU; the grid-stride loop covers the rest.
  const std::size_t wanted = (n + threads - 1) / threads;
  return static_cast<int>(wanted < 65536 ? wanted : 65536);
}

}  // namespace

void launch_copy(const void* src, void* dst, std::size_t count, cudaStream_t stream) {
  copy_kernel<<<grid_for(count, 256), 256, 0, stream>>>(static_cast<const float4*>(src), static_cast<float4*>(dst), count);
}

void launch_triad(const void* a, const void* b, void* c, float scalar, std::size_t count, cudaStream_t stream) {
  triad_kernel<<<grid_for(count, 256), 256, 0, stream>>>(static_cast<const float4*>(a), static_cast<const float4*>(b),
                                                         static_cast<float4*>(c), scalar, count);
}

double fma_flops(int blocks, int threads, int iterations, bool half2) {
  // One FMA is 2 FLOP; a half2 FMA does two of them.
  return static_cast<double>(blocks) * threads * iterations * kChains * 2.0 * (half2 ? 2.0 : 1.0);
}

void launch_fma_fp32(float* out, int blocks, int threads, int iterations, cudaStream_t stream) {
  fma_fp32_kernel<<<blocks, threads, 0, stream>>>(out, iterations);
}

void launch_fma_half2(void* out, int blocks, int threads, int iterations, cudaStream_t stream) {
  fma_half2_kernel<<<blocks, threads, 0, stream>>>(static_cast<__half2*>(out), iterations);
}

}  // namespace advise::kernels
