#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include "device_kernels.h"

namespace advise::kernels {
namespace {

constexpr int kChains = 8;  // independent FMA chains per thread, to hide latency
constexpr int kWideChains = 16;

// A well-mixed 32-bit hash of the index (the finaliser of MurmurHash3), as uniform [-1, 1).
__device__ float uniform_at(std::size_t i, unsigned seed) {
  unsigned h = static_cast<unsigned>(i) ^ static_cast<unsigned>(i >> 32) * 0x9e3779b9u ^ seed * 0x85ebca6bu;
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return static_cast<float>(h) * (2.0f / 4294967296.0f) - 1.0f;
}

template <typename T>
__device__ T convert(float v);
template <> __device__ float convert<float>(float v) { return v; }
template <> __device__ __half convert<__half>(float v) { return __float2half_rn(v); }
template <> __device__ __nv_bfloat16 convert<__nv_bfloat16>(float v) { return __float2bfloat16_rn(v); }
template <> __device__ __nv_fp8_e4m3 convert<__nv_fp8_e4m3>(float v) { return __nv_fp8_e4m3(v); }
template <> __device__ signed char convert<signed char>(float v) { return static_cast<signed char>(__float2int_rn(v * 127.0f)); }

template <typename T>
__global__ void fill_kernel(T* data, std::size_t n, unsigned seed) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    data[i] = convert<T>(uniform_at(i, seed));
}

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

template <int Chains>
__global__ void fma_fp32_kernel(float* out, int iterations) {
  float v[Chains];
  const float m = 1.0f + threadIdx.x * 1e-7f, c = 1e-7f;
  for (int k = 0; k < Chains; ++k) v[k] = threadIdx.x + k;
  for (int i = 0; i < iterations; ++i)
#pragma unroll
    for (int k = 0; k < Chains; ++k) v[k] = fmaf(v[k], m, c);
  float sum = 0;
  for (int k = 0; k < Chains; ++k) sum += v[k];
  // The store keeps the compiler from removing the loop; it practically never happens.
  if (sum == -1.0f) out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

template <int Chains>
__global__ void fma_half2_kernel(__half2* out, int iterations) {
  __half2 v[Chains];
  const __half2 m = __floats2half2_rn(1.0f, 1.0f), c = __floats2half2_rn(1e-3f, 1e-3f);
  for (int k = 0; k < Chains; ++k) v[k] = __floats2half2_rn(threadIdx.x * 1e-3f, k * 1e-3f);
  for (int i = 0; i < iterations; ++i)
#pragma unroll
    for (int k = 0; k < Chains; ++k) v[k] = __hfma2(v[k], m, c);
  __half2 sum = v[0];
  for (int k = 1; k < Chains; ++k) sum = __hadd2(sum, v[k]);
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

std::size_t element_bytes(Element e) {
  switch (e) {
    case Element::fp32: return 4;
    case Element::fp16:
    case Element::bf16: return 2;
    case Element::fp8_e4m3:
    case Element::int8: return 1;
  }
  return 1;
}

void launch_fill_random(void* data, std::size_t count, Element e, unsigned seed, cudaStream_t stream) {
  const int threads = 256, blocks = grid_for(count, threads);
  switch (e) {
    case Element::fp32: fill_kernel<<<blocks, threads, 0, stream>>>(static_cast<float*>(data), count, seed); break;
    case Element::fp16: fill_kernel<<<blocks, threads, 0, stream>>>(static_cast<__half*>(data), count, seed); break;
    case Element::bf16: fill_kernel<<<blocks, threads, 0, stream>>>(static_cast<__nv_bfloat16*>(data), count, seed); break;
    case Element::fp8_e4m3: fill_kernel<<<blocks, threads, 0, stream>>>(static_cast<__nv_fp8_e4m3*>(data), count, seed); break;
    case Element::int8: fill_kernel<<<blocks, threads, 0, stream>>>(static_cast<signed char*>(data), count, seed); break;
  }
}

double fma_flops(int blocks, int threads, int iterations, bool half2, bool wide) {
  // One FMA is 2 FLOP; a half2 FMA does two of them.
  return static_cast<double>(blocks) * threads * iterations * (wide ? kWideChains : kChains) * 2.0 * (half2 ? 2.0 : 1.0);
}

void launch_fma_fp32(float* out, int blocks, int threads, int iterations, bool wide, cudaStream_t stream) {
  if (wide) fma_fp32_kernel<kWideChains><<<blocks, threads, 0, stream>>>(out, iterations);
  else fma_fp32_kernel<kChains><<<blocks, threads, 0, stream>>>(out, iterations);
}

void launch_fma_half2(void* out, int blocks, int threads, int iterations, bool wide, cudaStream_t stream) {
  if (wide) fma_half2_kernel<kWideChains><<<blocks, threads, 0, stream>>>(static_cast<__half2*>(out), iterations);
  else fma_half2_kernel<kChains><<<blocks, threads, 0, stream>>>(static_cast<__half2*>(out), iterations);
}

}  // namespace advise::kernels
