#pragma once
// Every CUDA, cuBLAS and cuDNN call goes through these: a failure becomes a ProbeFailure that
// names the call, the error and the place, and the probe reports it instead of crashing.
#include <cublasLt.h>
#include <cuda_runtime.h>
#include <cudnn.h>

#include <stdexcept>
#include <string>

namespace advise::kernels {

struct ProbeFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void check_cuda(cudaError_t status, const char* call, const char* file, int line) {
  if (status == cudaSuccess) return;
  throw ProbeFailure(std::string(call) + " failed: " + cudaGetErrorString(status) + " (" + file + ":" +
                     std::to_string(line) + ")");
}

inline void check_cublas(cublasStatus_t status, const char* call, const char* file, int line) {
  if (status == CUBLAS_STATUS_SUCCESS) return;
  throw ProbeFailure(std::string(call) + " failed: cuBLAS status " + std::to_string(static_cast<int>(status)) +
                     " (" + file + ":" + std::to_string(line) + ")");
}

inline void check_cudnn(cudnnStatus_t status, const char* call, const char* file, int line) {
  if (status == CUDNN_STATUS_SUCCESS) return;
  throw ProbeFailure(std::string(call) + " failed: " + cudnnGetErrorString(status) + " (" + file + ":" +
                     std::to_string(line) + ")");
}

}  // namespace advise::kernels

#define CUDA_CHECK(call) ::advise::kernels::check_cuda((call), #call, __FILE__, __LINE__)
#define CUBLAS_CHECK(call) ::advise::kernels::check_cublas((call), #call, __FILE__, __LINE__)
#define CUDNN_CHECK(call) ::advise::kernels::check_cudnn((call), #call, __FILE__, __LINE__)
