// Tensor-core matrix multiply throughput through cuBLASLt, per precision the device supports,
// over a few large square shapes (as cuBLAS sweeps such as mamf-finder do); the best shape counts.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "device_buffer.h"
#include "device_kernels.h"
#include "lt_matmul.h"
#include "probe_context.h"

namespace advise::kernels {
namespace {

struct Precision {
  const char* fact;         // catalog property
  const char* label;
  int min_compute;          // major * 10 + minor
  MatmulPrecision matmul;
};

const Precision kPrecisions[] = {
    {"tensor_fp16", "FP16 in, FP32 accumulate", 70,
     {CUDA_R_16F, CUDA_R_16F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2, Element::fp16}},
    {"tensor_bf16", "BF16 in, FP32 accumulate", 80,
     {CUDA_R_16BF, CUDA_R_16BF, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2, Element::bf16}},
    {"tensor_tf32", "TF32 (FP32 in)", 80,
     {CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4, Element::fp32}},
    {"tensor_fp8", "FP8 E4M3 in, BF16 out", 89,
     {CUDA_R_8F_E4M3, CUDA_R_16BF, CUDA_R_32F, CUBLAS_COMPUTE_32F, 1, 2, Element::fp8_e4m3}},
    {"tensor_int8", "INT8 in, INT32 accumulate", 75,
     {CUDA_R_8I, CUDA_R_32I, CUDA_R_32I, CUBLAS_COMPUTE_32I, 1, 4, Element::int8}},
};

// Operands for one shape: enough (A, B) pairs that together they exceed twice the L2 cache, so
// that no multiply finds its inputs cached by the one before it, filled with random values.
struct Operands {
  std::vector<std::unique_ptr<DeviceBuffer>> a, b;
  std::unique_ptr<DeviceBuffer> d;
  Operands(ProbeContext& c, const MatmulPrecision& p, std::int64_t n) {
    const double pair_bytes = 2.0 * n * n * p.ab_bytes;
    const int sets = std::clamp(static_cast<int>(std::ceil(2.0 * c.properties.l2CacheSize / pair_bytes)), 1, 4);
    for (int i = 0; i < sets; ++i) {
      a.push_back(std::make_unique<DeviceBuffer>(n * n * p.ab_bytes));
      b.push_back(std::make_unique<DeviceBuffer>(n * n * p.ab_bytes));
      launch_fill_random(a.back()->get(), n * n, p.element, 2 * i + 1, c.stream);
      launch_fill_random(b.back()->get(), n * n, p.element, 2 * i + 2, c.stream);
    }
    d = std::make_unique<DeviceBuffer>(n * n * p.cd_bytes);
  }
};

// Bytes one shape needs: one operand set (more only where sets are small) and the result.
double bytes_needed(const MatmulPrecision& p, std::int64_t n) { return static_cast<double>(n) * n * (2 * p.ab_bytes + p.cd_bytes); }

// Sustained time per multiply of one shape; `supported` false when cuBLASLt has no algorithm.
SustainedTiming time_matmul(ProbeContext& c, cublasLtHandle_t lt, const MatmulPrecision& p, std::int64_t n,
                            void* workspace, std::size_t workspace_bytes, bool& supported) {
  const LtMatmul matmul(lt, p, n, n, n, 1, workspace_bytes);
  supported = matmul.supported();
  if (!supported) return {};
  Operands operands(c, p, n);
  std::size_t call = 0;
  return c.sustain([&] {
    const std::size_t set = call++ % operands.a.size();
    matmul.run(c.stream, operands.a[set]->get(), operands.b[set]->get(), operands.d->get(), workspace);
  });
}

}  // namespace

void probe_gemm(ProbeContext& c) {
  const int compute = c.properties.major * 10 + c.properties.minor;
  Owned<cublasLtHandle_t, cublasLtDestroy> lt;
  CUBLAS_CHECK(cublasLtCreate(&lt.value));
  const std::size_t workspace_bytes = std::size_t{64} << 20;
  DeviceBuffer workspace(workspace_bytes);
  // Large squares reach the peak; 4096 stands in on small cards and in the quick probe.
  std::vector<std::int64_t> shapes = c.options.quick ? std::vector<std::int64_t>{4096}
                                                     : std::vector<std::int64_t>{4096, 8192, 16384};
  for (const auto& p : kPrecisions) {
    if (compute < p.min_compute) {
      c.result.notes.push_back(std::string(p.fact) + ": not supported below compute capability " +
                               std::to_string(p.min_compute / 10) + "." + std::to_string(p.min_compute % 10));
      continue;
    }
    double best_rate = 0, best_flops = 0;
    SustainedTiming best;
    std::string best_how;
    for (std::int64_t n : shapes) {
      if (bytes_needed(p.matmul, n) > 0.3 * static_cast<double>(c.free_memory())) continue;
      c.progress("gemm: " + std::string(p.label) + ", " + std::to_string(n) + "^3");
      bool supported = false;
      auto t = time_matmul(c, lt.value, p.matmul, n, workspace.get(), workspace_bytes, supported);
      if (!supported) {
        c.result.notes.push_back(std::string(p.fact) + ": cuBLASLt has no algorithm for " + std::to_string(n) + "^3");
        continue;
      }
      const double flops = 2.0 * n * n * n;
      if (flops / t.median > best_rate) {
        best = t;
        best_rate = flops / t.median;
        best_flops = flops;
        best_how = "cuBLASLt " + std::string(p.label) + ", random data, best shape " + std::to_string(n) + "^3";
      }
    }
    if (best_rate > 0)
      c.timed_fact(p.fact, best, best_flops, p.fact == std::string("tensor_int8") ? "TOPS" : "TFLOPS", 1e12, best_how);
  }
}

}  // namespace advise::kernels
