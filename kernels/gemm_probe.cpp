// Tensor-core matrix multiply throughput through cuBLASLt, per precision the device supports,
// over a few large square shapes (as cuBLAS sweeps such as mamf-finder do); the best shape counts.
#include <cstdint>
#include <memory>
#include <vector>

#include "device_buffer.h"
#include "probe_context.h"

namespace advise::kernels {
namespace {

struct Precision {
  const char* fact;         // catalog property
  const char* label;
  int min_compute;          // major * 10 + minor
  cudaDataType_t ab, cd, scale;
  cublasComputeType_t compute;
  std::size_t ab_bytes, cd_bytes;
};

const Precision kPrecisions[] = {
    {"tensor_fp16", "FP16 in, FP32 accumulate", 70, CUDA_R_16F, CUDA_R_16F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2},
    {"tensor_bf16", "BF16 in, FP32 accumulate", 80, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2},
    {"tensor_tf32", "TF32 (FP32 in)", 80, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4},
    {"tensor_fp8", "FP8 E4M3 in, BF16 out", 89, CUDA_R_8F_E4M3, CUDA_R_16BF, CUDA_R_32F, CUBLAS_COMPUTE_32F, 1, 2},
    {"tensor_int8", "INT8 in, INT32 accumulate", 75, CUDA_R_8I, CUDA_R_32I, CUDA_R_32I, CUBLAS_COMPUTE_32I, 1, 4},
};

template <typename T, cublasStatus_t (*Destroy)(T)>
struct LtHandle {
  T value{};
  ~LtHandle() { if (value) Destroy(value); }
};

// Seconds per multiply of one shape, or a negative number when cuBLASLt has no algorithm for it.
TimingSummary time_matmul(ProbeContext& c, cublasLtHandle_t lt, const Precision& p, std::int64_t n, void* workspace,
                          std::size_t workspace_bytes, bool& supported) {
  DeviceBuffer a(n * n * p.ab_bytes), b(n * n * p.ab_bytes), d(n * n * p.cd_bytes);
  // Non-zero data: zeros would draw less power and flatter the clocks.
  CUDA_CHECK(cudaMemsetAsync(a.get(), 0x3c, a.bytes(), c.stream));
  CUDA_CHECK(cudaMemsetAsync(b.get(), 0x3c, b.bytes(), c.stream));
  CUDA_CHECK(cudaMemsetAsync(d.get(), 0, d.bytes(), c.stream));

  LtHandle<cublasLtMatmulDesc_t, cublasLtMatmulDescDestroy> op;
  CUBLAS_CHECK(cublasLtMatmulDescCreate(&op.value, p.compute, p.scale));
  // TN: A transposed. FP8 and INT8 tensor-core kernels need this layout; it suits the others too.
  const cublasOperation_t transpose = CUBLAS_OP_T, none = CUBLAS_OP_N;
  CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(op.value, CUBLASLT_MATMUL_DESC_TRANSA, &transpose, sizeof transpose));
  CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(op.value, CUBLASLT_MATMUL_DESC_TRANSB, &none, sizeof none));
  LtHandle<cublasLtMatrixLayout_t, cublasLtMatrixLayoutDestroy> la, lb, lc;
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&la.value, p.ab, n, n, n));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&lb.value, p.ab, n, n, n));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&lc.value, p.cd, n, n, n));
  LtHandle<cublasLtMatmulPreference_t, cublasLtMatmulPreferenceDestroy> preference;
  CUBLAS_CHECK(cublasLtMatmulPreferenceCreate(&preference.value));
  CUBLAS_CHECK(cublasLtMatmulPreferenceSetAttribute(preference.value, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &workspace_bytes, sizeof workspace_bytes));
  cublasLtMatmulHeuristicResult_t heuristic{};
  int found = 0;
  const cublasStatus_t status = cublasLtMatmulAlgoGetHeuristic(lt, op.value, la.value, lb.value, lc.value, lc.value,
                                                               preference.value, 1, &heuristic, &found);
  supported = status == CUBLAS_STATUS_SUCCESS && found > 0;
  if (!supported) return {};

  const float alpha_f = 1, beta_f = 0;
  const std::int32_t alpha_i = 1, beta_i = 0;
  const void* alpha = p.scale == CUDA_R_32I ? static_cast<const void*>(&alpha_i) : &alpha_f;
  const void* beta = p.scale == CUDA_R_32I ? static_cast<const void*>(&beta_i) : &beta_f;
  auto multiply = [&] {
    CUBLAS_CHECK(cublasLtMatmul(lt, op.value, alpha, a.get(), la.value, b.get(), lb.value, beta, d.get(), lc.value,
                                d.get(), lc.value, &heuristic.algo, workspace, workspace_bytes, c.stream));
  };
  EventTimer timer;
  for (int i = 0; i < 3; ++i) timer.time(c.stream, multiply);
  std::vector<double> times;
  for (int i = 0; i < c.repetitions(); ++i) times.push_back(timer.time(c.stream, multiply));
  return summarize(times);
}

}  // namespace

void probe_gemm(ProbeContext& c) {
  const int compute = c.properties.major * 10 + c.properties.minor;
  LtHandle<cublasLtHandle_t, cublasLtDestroy> lt;
  CUBLAS_CHECK(cublasLtCreate(&lt.value));
  const std::size_t workspace_bytes = std::size_t{64} << 20;
  DeviceBuffer workspace(workspace_bytes);
  std::vector<std::int64_t> shapes = c.options.quick ? std::vector<std::int64_t>{4096}
                                                     : std::vector<std::int64_t>{4096, 8192, 16384};
  for (const auto& p : kPrecisions) {
    if (compute < p.min_compute) {
      c.result.notes.push_back(std::string(p.fact) + ": not supported below compute capability " +
                               std::to_string(p.min_compute / 10) + "." + std::to_string(p.min_compute % 10));
      continue;
    }
    double best_rate = 0;
    std::string best_note;
    for (std::int64_t n : shapes) {
      const double needed = static_cast<double>(n) * n * (2 * p.ab_bytes + p.cd_bytes);
      if (needed > 0.5 * static_cast<double>(c.free_memory())) continue;
      c.progress("gemm: " + std::string(p.label) + ", " + std::to_string(n) + "^3");
      bool supported = false;
      auto t = time_matmul(c, lt.value, p, n, workspace.get(), workspace_bytes, supported);
      if (!supported) {
        c.result.notes.push_back(std::string(p.fact) + ": cuBLASLt has no algorithm for " + std::to_string(n) + "^3");
        continue;
      }
      const double flops = 2.0 * n * n * n;
      if (flops / t.median > best_rate) {
        best_rate = flops / t.median;
        best_note = "cuBLASLt " + std::string(p.label) + ", best shape " + std::to_string(n) + "^3, " +
                    timing_note(t, flops / 1e12, "TFLOPS");
      }
    }
    if (best_rate > 0) c.fact(p.fact, best_rate, p.fact == std::string("tensor_int8") ? "TOPS" : "TFLOPS", 1e12, best_note);
  }
}

}  // namespace advise::kernels
