// cuDNN convolution algorithms on a fixed set of layers (ResNet-50's 7x7/2 stem, a 3x3/64 and a
// 1x1 layer at batch 32) in FP32 and FP16: every algorithm cuDNN can run, with its time and
// workspace and math type, classified by family (F47: FFT and Winograd are fast and need workspace, GEMM
// needs an im2col copy, implicit GEMM almost none).
#include <string>

#include "probe_context.h"

namespace advise::kernels {
namespace {

struct ConvLayer {
  const char* name;
  int channels, size, filters, kernel, stride, padding;
};

const ConvLayer kLayers[] = {
    {"ResNet-50 conv1 7x7/2 64", 3, 224, 64, 7, 2, 3},
    {"ResNet-50 3x3 64 at 56x56", 64, 56, 64, 3, 1, 1},
    {"ResNet-50 1x1 64->256 at 56x56", 64, 56, 256, 1, 1, 0},
};

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

// cuDNN returns an algorithm once per math type it can run it in, with its own time and workspace.
const char* math_name(cudnnMathType_t math) {
  switch (math) {
    case CUDNN_TENSOR_OP_MATH: return "tensor op";
    case CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION: return "tensor op, converting";
    case CUDNN_FMA_MATH: return "FMA";
    default: return "default";
  }
}

template <typename T, cudnnStatus_t (*Destroy)(T)>
struct DnnHandle {
  T value{};
  ~DnnHandle() { if (value) Destroy(value); }
};

}  // namespace

void probe_convolutions(ProbeContext& c) {
  DnnHandle<cudnnHandle_t, cudnnDestroy> handle;
  CUDNN_CHECK(cudnnCreate(&handle.value));
  CUDNN_CHECK(cudnnSetStream(handle.value, c.stream));
  const int batch = c.options.quick ? 8 : 32;
  for (const bool half : {false, true}) {
    const cudnnDataType_t type = half ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT;
    for (const auto& layer : kLayers) {
      c.progress(std::string("conv: ") + layer.name + (half ? ", FP16" : ", FP32"));
      DnnHandle<cudnnTensorDescriptor_t, cudnnDestroyTensorDescriptor> input, output;
      DnnHandle<cudnnFilterDescriptor_t, cudnnDestroyFilterDescriptor> filter;
      DnnHandle<cudnnConvolutionDescriptor_t, cudnnDestroyConvolutionDescriptor> conv;
      CUDNN_CHECK(cudnnCreateTensorDescriptor(&input.value));
      CUDNN_CHECK(cudnnCreateTensorDescriptor(&output.value));
      CUDNN_CHECK(cudnnCreateFilterDescriptor(&filter.value));
      CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&conv.value));
      CUDNN_CHECK(cudnnSetTensor4dDescriptor(input.value, CUDNN_TENSOR_NCHW, type, batch, layer.channels, layer.size, layer.size));
      CUDNN_CHECK(cudnnSetFilter4dDescriptor(filter.value, type, CUDNN_TENSOR_NCHW, layer.filters, layer.channels,
                                             layer.kernel, layer.kernel));
      CUDNN_CHECK(cudnnSetConvolution2dDescriptor(conv.value, layer.padding, layer.padding, layer.stride, layer.stride, 1, 1,
                                                  CUDNN_CROSS_CORRELATION, half ? CUDNN_DATA_FLOAT : CUDNN_DATA_FLOAT));
      if (half) CUDNN_CHECK(cudnnSetConvolutionMathType(conv.value, CUDNN_TENSOR_OP_MATH));
      int n = 0, ch = 0, h = 0, w = 0;
      CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(conv.value, input.value, filter.value, &n, &ch, &h, &w));
      CUDNN_CHECK(cudnnSetTensor4dDescriptor(output.value, CUDNN_TENSOR_NCHW, type, n, ch, h, w));
      cudnnConvolutionFwdAlgoPerf_t results[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
      int returned = 0;
      // cudnnFind runs every algorithm with workspace it allocates itself, and times it.
      CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithm(handle.value, input.value, filter.value, conv.value, output.value,
                                                       CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &returned, results));
      for (int i = 0; i < returned; ++i) {
        if (results[i].status != CUDNN_STATUS_SUCCESS) continue;
        c.result.convolutions.push_back({std::string(layer.name) + ", batch " + std::to_string(batch),
                                         half ? "fp16" : "fp32", algorithm_name(results[i].algo),
                                         family_of(results[i].algo), math_name(results[i].mathType),
                                         results[i].time / 1e3,
                                         static_cast<double>(results[i].memory)});
      }
    }
  }
}

}  // namespace advise::kernels
