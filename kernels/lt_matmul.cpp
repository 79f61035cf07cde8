#include "lt_matmul.h"

namespace advise::kernels {
namespace {

void set_batch(cublasLtMatrixLayout_t layout, std::int64_t count, std::int64_t stride) {
  if (count <= 1) return;
  const std::int32_t batch = static_cast<std::int32_t>(count);
  CUBLAS_CHECK(cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof batch));
  CUBLAS_CHECK(cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
                                                sizeof stride));
}

}  // namespace

LtMatmul::LtMatmul(cublasLtHandle_t lt, const MatmulPrecision& p, std::int64_t m, std::int64_t n, std::int64_t k,
                   std::int64_t count, std::size_t workspace_bytes)
    : lt_(lt), p_(p), workspace_bytes_(workspace_bytes) {
  CUBLAS_CHECK(cublasLtMatmulDescCreate(&op_.value, p.compute, p.scale));
  const cublasOperation_t transpose = CUBLAS_OP_T, none = CUBLAS_OP_N;
  CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(op_.value, CUBLASLT_MATMUL_DESC_TRANSA, &transpose, sizeof transpose));
  CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(op_.value, CUBLASLT_MATMUL_DESC_TRANSB, &none, sizeof none));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&la_.value, p.ab, k, m, k));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&lb_.value, p.ab, k, n, k));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&lc_.value, p.cd, m, n, m));
  set_batch(la_.value, count, k * m);
  set_batch(lb_.value, count, k * n);
  set_batch(lc_.value, count, m * n);
  Owned<cublasLtMatmulPreference_t, cublasLtMatmulPreferenceDestroy> preference;
  CUBLAS_CHECK(cublasLtMatmulPreferenceCreate(&preference.value));
  CUBLAS_CHECK(cublasLtMatmulPreferenceSetAttribute(preference.value, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &workspace_bytes, sizeof workspace_bytes));
  int found = 0;
  const cublasStatus_t status = cublasLtMatmulAlgoGetHeuristic(lt, op_.value, la_.value, lb_.value, lc_.value, lc_.value,
                                                               preference.value, 1, &heuristic_, &found);
  supported_ = status == CUBLAS_STATUS_SUCCESS && found > 0;
}

void LtMatmul::run(cudaStream_t stream, const void* a, const void* b, void* d, void* workspace) const {
  static const float alpha_f = 1, beta_f = 0;
  static const std::int32_t alpha_i = 1, beta_i = 0;
  const bool integer = p_.scale == CUDA_R_32I;
  CUBLAS_CHECK(cublasLtMatmul(lt_, op_.value, integer ? static_cast<const void*>(&alpha_i) : &alpha_f, a, la_.value, b,
                              lb_.value, integer ? static_cast<const void*>(&beta_i) : &beta_f, d, lc_.value, d,
                              lc_.value, &heuristic_.algo, workspace, workspace_bytes_, stream));
}

}  // namespace advise::kernels
