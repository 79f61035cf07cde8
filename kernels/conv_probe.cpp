// cuDNN convolution algorithms on a fixed set of layers (ResNet-50's 7x7/2 stem, a 3x3/64 and a
// 1x1 layer at batch 32) in FP32 and FP16: every algorithm cuDNN can run, with its time and
// workspace and math type, classified by family (F47: FFT and Winograd are fast and need
// workspace, GEMM needs an im2col copy, implicit GEMM almost none).
#include <string>

#include "conv_setup.h"
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

}  // namespace

void probe_convolutions(ProbeContext& c) {
  Owned<cudnnHandle_t, cudnnDestroy> handle;
  CUDNN_CHECK(cudnnCreate(&handle.value));
  CUDNN_CHECK(cudnnSetStream(handle.value, c.stream));
  const int batch = c.options.quick ? 8 : 32;
  for (const bool half : {false, true}) {
    const cudnnDataType_t type = half ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT;
    for (const auto& layer : kLayers) {
      c.progress(std::string("conv: ") + layer.name + (half ? ", FP16" : ", FP32"));
      const ConvSetup setup({batch, layer.channels, layer.size, layer.size, layer.filters, layer.kernel, layer.kernel,
                             layer.stride, layer.padding, layer.padding},
                            type, half ? CUDNN_TENSOR_OP_MATH : CUDNN_DEFAULT_MATH);
      cudnnConvolutionFwdAlgoPerf_t results[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
      int returned = 0;
      // cudnnFind runs every algorithm with workspace it allocates itself, and times it.
      CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithm(handle.value, setup.input.value, setup.filter.value,
                                                       setup.conv.value, setup.output.value,
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
