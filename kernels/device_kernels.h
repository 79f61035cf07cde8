#pragma once
// The probe's own kernels (device_kernels.cu): memory streaming and arithmetic throughput.
#include <cstddef>

#include <cuda_runtime.h>

namespace advise::kernels {

// Element types the probe fills with random values.
enum class Element { fp32, fp16, bf16, fp8_e4m3, int8 };
std::size_t element_bytes(Element e);
// `count` elements of type `e`, uniform in [-1, 1) (integers in [-127, 127]) from a hash of the
// index and `seed`: products and sums of real data switch bits and draw power as uniform data
// does not, so every operand the probe times comes from here.
void launch_fill_random(void* data, std::size_t count, Element e, unsigned seed, cudaStream_t stream);

// dst[i] = src[i] over `count` float4 elements.
void launch_copy(const void* src, void* dst, std::size_t count, cudaStream_t stream);
// c[i] = a[i] + scalar * b[i] over `count` float4 elements (STREAM triad).
void launch_triad(const void* a, const void* b, void* c, float scalar, std::size_t count, cudaStream_t stream);
// FLOPs done by one launch of the FMA kernels below with these arguments.
double fma_flops(int blocks, int threads, int iterations, bool half2, bool wide = false);
// Compute-bound FMA chains in FP32, or half2 (two FP16 lanes per instruction). `wide`: 16
// independent chains a thread instead of 8, for units with a longer pipeline.
void launch_fma_fp32(float* out, int blocks, int threads, int iterations, bool wide, cudaStream_t stream);
void launch_fma_half2(void* out, int blocks, int threads, int iterations, bool wide, cudaStream_t stream);

}  // namespace advise::kernels
