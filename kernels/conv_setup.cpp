#include "conv_setup.h"

namespace advise::kernels {

ConvSetup::ConvSetup(const ConvGeometry& g, cudnnDataType_t type, cudnnMathType_t math, cudnnTensorFormat_t format)
    : g_(g) {
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&input.value));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&output.value));
  CUDNN_CHECK(cudnnCreateFilterDescriptor(&filter.value));
  CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&conv.value));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(input.value, format, type, g.batch, g.channels, g.height, g.width));
  CUDNN_CHECK(cudnnSetFilter4dDescriptor(filter.value, type, format, g.filters, g.channels, g.kernel, g.kernel_width));
  // 32-bit accumulation whatever the data, as the frameworks ask.
  CUDNN_CHECK(cudnnSetConvolution2dDescriptor(conv.value, g.padding, g.padding_width, g.stride, g.stride, 1, 1,
                                              CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  CUDNN_CHECK(cudnnSetConvolutionMathType(conv.value, math));
  CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(conv.value, input.value, filter.value, &out_n, &out_c, &out_h, &out_w));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(output.value, format, type, out_n, out_c, out_h, out_w));
}

std::size_t ConvSetup::input_elements() const {
  return static_cast<std::size_t>(g_.batch) * g_.channels * g_.height * g_.width;
}

std::size_t ConvSetup::filter_elements() const {
  return static_cast<std::size_t>(g_.filters) * g_.channels * g_.kernel * g_.kernel_width;
}

const char* family_of(cudnnConvolutionFwdAlgo_t algo) {
  switch (algo) {
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM:
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM: return "implicit GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_GEMM: return "GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_DIRECT: return "direct";
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT:
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING: return "FFT";
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD:
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED: return "Winograd";
    default: return "other";
  }
}

const char* algorithm_name(cudnnConvolutionFwdAlgo_t algo) {
  switch (algo) {
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM: return "IMPLICIT_GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM: return "IMPLICIT_PRECOMP_GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_GEMM: return "GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_DIRECT: return "DIRECT";
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT: return "FFT";
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING: return "FFT_TILING";
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD: return "WINOGRAD";
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED: return "WINOGRAD_NONFUSED";
    default: return "unknown";
  }
}

const char* math_name(cudnnMathType_t math) {
  switch (math) {
    case CUDNN_TENSOR_OP_MATH: return "tensor op";
    case CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION: return "tensor op, converting";
    case CUDNN_FMA_MATH: return "FMA";
    default: return "default";
  }
}

}  // namespace advise::kernels
