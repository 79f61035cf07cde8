#pragma once
// One cuDNN forward convolution's descriptors (NCHW, as PyTorch's default layout), and the names
// of cuDNN's algorithms and math types for reports. Shared by the fixed convolution listing
// (conv_probe.cpp) and the workload probe (product_probe.cpp).
#include "cuda_check.h"
#include "owned.h"

namespace advise::kernels {

struct ConvGeometry {
  int batch, channels, height, width, filters, kernel, kernel_width, stride, padding, padding_width;
};

struct ConvSetup {
  Owned<cudnnTensorDescriptor_t, cudnnDestroyTensorDescriptor> input, output;
  Owned<cudnnFilterDescriptor_t, cudnnDestroyFilterDescriptor> filter;
  Owned<cudnnConvolutionDescriptor_t, cudnnDestroyConvolutionDescriptor> conv;
  int out_n = 0, out_c = 0, out_h = 0, out_w = 0;

  // `math`: CUDNN_TENSOR_OP_MATH for 16-bit data; CUDNN_DEFAULT_MATH lets FP32 run as TF32,
  // which PyTorch allows for convolutions by default. `format`: NCHW, or NHWC, the layout
  // cuDNN's tensor-core kernels work in (PyTorch converts NCHW to it around them).
  ConvSetup(const ConvGeometry& g, cudnnDataType_t type, cudnnMathType_t math,
            cudnnTensorFormat_t format = CUDNN_TENSOR_NCHW);
  std::size_t input_elements() const;
  std::size_t filter_elements() const;
  std::size_t output_elements() const { return static_cast<std::size_t>(out_n) * out_c * out_h * out_w; }

 private:
  ConvGeometry g_;
};

const char* family_of(cudnnConvolutionFwdAlgo_t algo);
const char* algorithm_name(cudnnConvolutionFwdAlgo_t algo);
// cuDNN returns an algorithm once per math type it can run it in, with its own time and workspace.
const char* math_name(cudnnMathType_t math);

}  // namespace advise::kernels
