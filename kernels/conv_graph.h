#pragma once
// One forward convolution through cuDNN's graph (backend) interface, with the first engine its
// heuristics rank that builds: the engines PyTorch runs through cuDNN 9, which the legacy
// interface (conv_setup.h) does not reach for every shape (ResNet-50's stride-1 1x1
// convolutions took 1.35 to 4 times PyTorch's time on an H200 through it). ready() is false
// when no engine builds; the caller then uses the legacy interface.
#include <cstdint>
#include <string>

#include "conv_setup.h"
#include "owned.h"

namespace advise::kernels {

using Backend = Owned<cudnnBackendDescriptor_t, cudnnBackendDestroyDescriptor>;

class GraphConvolution {
 public:
  // `out_height`, `out_width`: the output's sides (ConvSetup computes them). `nhwc`: the layout.
  GraphConvolution(cudnnHandle_t handle, const ConvGeometry& g, int out_height, int out_width, cudnnDataType_t type,
                   bool nhwc);
  bool ready() const { return ready_; }
  std::int64_t workspace_bytes() const { return workspace_; }
  // The data the convolution reads and writes, once, before run().
  void bind(const void* x, const void* w, void* y, void* workspace);
  void run() const { CUDNN_CHECK(cudnnBackendExecute(handle_, plan_.value, pack_.value)); }

 private:
  bool build(const ConvGeometry& g, int out_height, int out_width, cudnnDataType_t type, bool nhwc);
  bool plan_first_engine();

  cudnnHandle_t handle_;
  Backend x_, w_, y_, conv_, operation_, graph_, plan_, pack_;
  std::int64_t workspace_ = 0;
  bool ready_ = false;
};

}  // namespace advise::kernels
