#pragma once
// One cuBLASLt matrix product, set up once and run many times: `count` products of (m x k) by
// (k x n) as a strided batch, A stored transposed (TN, column-major: the layout FP8 and INT8
// tensor-core kernels need, and the one a framework's linear layer uses). Shared by the GEMM
// peak (gemm_probe.cpp) and the workload probe (product_probe.cpp).
#include <cstdint>

#include "cuda_check.h"
#include "device_kernels.h"
#include "owned.h"

namespace advise::kernels {

struct MatmulPrecision {
  cudaDataType_t ab, cd, scale;
  cublasComputeType_t compute;
  std::size_t ab_bytes, cd_bytes;
  Element element;  // of A and B, for the random fill
};

class LtMatmul {
 public:
  LtMatmul(cublasLtHandle_t lt, const MatmulPrecision& p, std::int64_t m, std::int64_t n, std::int64_t k,
           std::int64_t count, std::size_t workspace_bytes);
  // False when cuBLASLt has no algorithm for this shape and precision.
  bool supported() const { return supported_; }
  // D = A^T B for each of the count products; operands as described above.
  void run(cudaStream_t stream, const void* a, const void* b, void* d, void* workspace) const;

 private:
  cublasLtHandle_t lt_;
  MatmulPrecision p_;
  std::size_t workspace_bytes_;
  Owned<cublasLtMatmulDesc_t, cublasLtMatmulDescDestroy> op_;
  Owned<cublasLtMatrixLayout_t, cublasLtMatrixLayoutDestroy> la_, lb_, lc_;
  cublasLtMatmulHeuristicResult_t heuristic_{};
  bool supported_ = false;
};

}  // namespace advise::kernels
