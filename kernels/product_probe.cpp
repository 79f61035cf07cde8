// The workload probe's products (ProbeOptions::products): each convolution through cuDNN's graph
// interface with the first engine its heuristics rank (the legacy interface's fastest algorithm
// where none builds), each matrix product through cuBLASLt, forward, on random data, at the
// workload's precision, timed in short sustained windows.
#include <string>

#include "conv_graph.h"
#include "conv_setup.h"
#include "device_buffer.h"
#include "device_kernels.h"
#include "lt_matmul.h"
#include "probe_context.h"

namespace advise::kernels {
namespace {

// The precision's data for both libraries. fp32 as PyTorch's defaults run it: convolutions may
// use TF32 (cuDNN's default math), matrix products stay 32-bit.
struct ProductPrecision {
  const char* name;
  cudnnDataType_t conv_type;
  cudnnMathType_t conv_math;
  MatmulPrecision matmul;
};

const ProductPrecision kProductPrecisions[] = {
    {"fp32", CUDNN_DATA_FLOAT, CUDNN_DEFAULT_MATH, {CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 4, 4, Element::fp32}},
    {"tf32", CUDNN_DATA_FLOAT, CUDNN_DEFAULT_MATH,
     {CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4, Element::fp32}},
    {"fp16", CUDNN_DATA_HALF, CUDNN_TENSOR_OP_MATH, {CUDA_R_16F, CUDA_R_16F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2, Element::fp16}},
    {"bf16", CUDNN_DATA_BFLOAT16, CUDNN_TENSOR_OP_MATH,
     {CUDA_R_16BF, CUDA_R_16BF, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 2, Element::bf16}},
};

// A fifth of a second a product: a workload has tens of distinct ones.
const SustainedWindow kProductWindow{0.05, 0.15, 3};

struct Tools {
  ProbeContext& c;
  const ProductPrecision& precision;
  cublasLtHandle_t lt;
  cudnnHandle_t dnn;
  DeviceBuffer& workspace;

  SustainedTiming sustain(const std::function<void()>& work) const {
    return time_sustained(c.stream, kProductWindow, [this] { return c.sm_clock_mhz(); }, work);
  }
};

bool fits(ProbeContext& c, double bytes) { return bytes < 0.5 * static_cast<double>(c.free_memory()); }

ProductTiming time_matmul(const Tools& t, const ProductShape& s) {
  const auto& p = t.precision.matmul;
  const LtMatmul matmul(t.lt, p, s.m, s.n, s.k, s.count, t.workspace.bytes());
  const double count = static_cast<double>(s.count);
  const double a_bytes = count * s.m * s.k * p.ab_bytes, b_bytes = count * s.k * s.n * p.ab_bytes;
  const double d_bytes = count * s.m * s.n * p.cd_bytes;
  if (!matmul.supported() || !fits(t.c, a_bytes + b_bytes + d_bytes)) return {s, 0, "not timed: no algorithm or too little memory"};
  DeviceBuffer a(static_cast<std::size_t>(a_bytes)), b(static_cast<std::size_t>(b_bytes)), d(static_cast<std::size_t>(d_bytes));
  launch_fill_random(a.get(), a.bytes() / p.ab_bytes, p.element, 11, t.c.stream);
  launch_fill_random(b.get(), b.bytes() / p.ab_bytes, p.element, 12, t.c.stream);
  const auto timing = t.sustain([&] { matmul.run(t.c.stream, a.get(), b.get(), d.get(), t.workspace.get()); });
  return {s, timing.median, std::string("cuBLASLt ") + t.precision.name};
}

// The convolution's data, random, in the precision's type.
struct ConvData {
  DeviceBuffer x, w, y;
  ConvData(const Tools& t, const ConvSetup& setup)
      : x(setup.input_elements() * t.precision.matmul.ab_bytes), w(setup.filter_elements() * t.precision.matmul.ab_bytes),
        y(setup.output_elements() * t.precision.matmul.ab_bytes) {
    launch_fill_random(x.get(), setup.input_elements(), t.precision.matmul.element, 21, t.c.stream);
    launch_fill_random(w.get(), setup.filter_elements(), t.precision.matmul.element, 22, t.c.stream);
  }
};

// cuDNN's legacy interface: every algorithm timed and listed fastest first (cudnnFind, as PyTorch
// does with cudnn.benchmark on); the fastest usable one counts, for 16-bit data the fastest on
// tensor cores. On an H200 it reached 1.35 to 4 times the graph engines' time on ResNet-50's
// stride-1 1x1 convolutions (docs/probe.md): the fallback when no graph engine builds.
ProductTiming legacy_convolution(const Tools& t, const ProductShape& s, ConvSetup& setup, bool tensor_op) {
  cudnnConvolutionFwdAlgoPerf_t choices[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int returned = 0;
  CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithm(t.dnn, setup.input.value, setup.filter.value, setup.conv.value,
                                                   setup.output.value, CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &returned,
                                                   choices));
  const cudnnConvolutionFwdAlgoPerf_t* pick = nullptr;
  for (const bool strict : {true, false})
    for (int i = 0; i < returned && !pick; ++i)
      if (choices[i].status == CUDNN_STATUS_SUCCESS && choices[i].memory <= t.workspace.bytes() &&
          (!strict || !tensor_op || choices[i].mathType != CUDNN_DEFAULT_MATH))
        pick = &choices[i];
  if (!pick) return {s, 0, "not timed: no algorithm"};
  // The algorithm runs in the math type it was chosen with.
  CUDNN_CHECK(cudnnSetConvolutionMathType(setup.conv.value, pick->mathType));
  const ConvData data(t, setup);
  const float one = 1, zero = 0;
  const auto timing = t.sustain([&] {
    CUDNN_CHECK(cudnnConvolutionForward(t.dnn, &one, setup.input.value, data.x.get(), setup.filter.value, data.w.get(),
                                        setup.conv.value, pick->algo, t.workspace.get(), t.workspace.bytes(), &zero,
                                        setup.output.value, data.y.get()));
  });
  return {s, timing.median, std::string("cuDNN legacy ") + algorithm_name(pick->algo) + ", " + math_name(pick->mathType) +
                                ", " + t.precision.name};
}

ProductTiming time_convolution(const Tools& t, const ProductShape& s) {
  const ConvGeometry g{static_cast<int>(s.count), static_cast<int>(s.channels), static_cast<int>(s.height),
                       static_cast<int>(s.width), static_cast<int>(s.filters), static_cast<int>(s.kernel),
                       static_cast<int>(s.kernel_width), static_cast<int>(s.stride), static_cast<int>(s.padding),
                       static_cast<int>(s.padding_width)};
  // 16-bit convolutions in NHWC: the layout of cuDNN's tensor-core kernels, which PyTorch
  // reaches by converting NCHW around them (channels_last skips the conversion).
  const bool tensor_op = t.precision.conv_math == CUDNN_TENSOR_OP_MATH;
  ConvSetup setup(g, t.precision.conv_type, t.precision.conv_math, tensor_op ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW);
  const double bytes = static_cast<double>(setup.input_elements() + setup.filter_elements() + setup.output_elements()) *
                       t.precision.matmul.ab_bytes;
  if (!fits(t.c, bytes)) return {s, 0, "not timed: too little memory"};
  GraphConvolution graph(t.dnn, g, setup.out_h, setup.out_w, t.precision.conv_type, tensor_op);
  if (!graph.ready() || graph.workspace_bytes() > static_cast<std::int64_t>(t.workspace.bytes()))
    return legacy_convolution(t, s, setup, tensor_op);
  const ConvData data(t, setup);
  graph.bind(data.x.get(), data.w.get(), data.y.get(), t.workspace.get());
  const auto timing = t.sustain([&] { graph.run(); });
  return {s, timing.median, std::string("cuDNN graph, heuristics' first engine, ") + t.precision.name};
}

}  // namespace

void probe_products(ProbeContext& c) {
  if (c.options.products.empty()) return;
  const ProductPrecision* precision = nullptr;
  for (const auto& p : kProductPrecisions)
    if (c.options.product_precision == p.name) precision = &p;
  if (!precision) throw ProbeFailure("products: no precision " + c.options.product_precision + " (fp32, tf32, fp16, bf16)");
  Owned<cublasLtHandle_t, cublasLtDestroy> lt;
  CUBLAS_CHECK(cublasLtCreate(&lt.value));
  Owned<cudnnHandle_t, cudnnDestroy> dnn;
  CUDNN_CHECK(cudnnCreate(&dnn.value));
  CUDNN_CHECK(cudnnSetStream(dnn.value, c.stream));
  DeviceBuffer workspace(std::size_t{256} << 20);
  const Tools tools{c, *precision, lt.value, dnn.value, workspace};
  for (const auto& shape : c.options.products) {
    c.progress("products: " + describe(shape));
    c.result.products.push_back(shape.kind == ProductShape::Kind::Convolution ? time_convolution(tools, shape)
                                                                             : time_matmul(tools, shape));
  }
}

}  // namespace advise::kernels
