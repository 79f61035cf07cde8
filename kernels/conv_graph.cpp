#include "conv_graph.h"

#include <array>
#include <vector>

namespace advise::kernels {
namespace {

constexpr std::int64_t kX = 1, kW = 2, kY = 3;  // the tensors' unique ids in the variant pack
constexpr int kEngineChoices = 8;

bool ok(cudnnStatus_t status) { return status == CUDNN_STATUS_SUCCESS; }

bool create(Backend& d, cudnnBackendDescriptorType_t type) { return ok(cudnnBackendCreateDescriptor(type, &d.value)); }

template <typename T>
bool set(Backend& d, cudnnBackendAttributeName_t name, cudnnBackendAttributeType_t type, std::int64_t count,
         const T* values) {
  return ok(cudnnBackendSetAttribute(d.value, name, type, count, values));
}

// An N x C x H x W tensor, its strides those of NHWC or NCHW memory.
bool tensor(Backend& d, std::int64_t id, cudnnDataType_t type, std::array<std::int64_t, 4> dims, bool nhwc) {
  const std::int64_t c = dims[1], h = dims[2], w = dims[3];
  const std::array<std::int64_t, 4> strides = nhwc ? std::array<std::int64_t, 4>{c * h * w, 1, w * c, c}
                                                   : std::array<std::int64_t, 4>{c * h * w, h * w, w, 1};
  const std::int64_t alignment = 16;
  return create(d, CUDNN_BACKEND_TENSOR_DESCRIPTOR) && set(d, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type) &&
         set(d, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dims.data()) &&
         set(d, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, 4, strides.data()) &&
         set(d, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &id) &&
         set(d, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &alignment) && ok(cudnnBackendFinalize(d.value));
}

bool convolution(Backend& d, const ConvGeometry& g) {
  const cudnnDataType_t compute = CUDNN_DATA_FLOAT;
  const cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
  const std::int64_t dims = 2;
  const std::array<std::int64_t, 2> dilation{1, 1}, stride{g.stride, g.stride}, padding{g.padding, g.padding_width};
  return create(d, CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR) &&
         set(d, CUDNN_ATTR_CONVOLUTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &compute) &&
         set(d, CUDNN_ATTR_CONVOLUTION_CONV_MODE, CUDNN_TYPE_CONVOLUTION_MODE, 1, &mode) &&
         set(d, CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS, CUDNN_TYPE_INT64, 1, &dims) &&
         set(d, CUDNN_ATTR_CONVOLUTION_DILATIONS, CUDNN_TYPE_INT64, 2, dilation.data()) &&
         set(d, CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES, CUDNN_TYPE_INT64, 2, stride.data()) &&
         set(d, CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS, CUDNN_TYPE_INT64, 2, padding.data()) &&
         set(d, CUDNN_ATTR_CONVOLUTION_POST_PADDINGS, CUDNN_TYPE_INT64, 2, padding.data()) && ok(cudnnBackendFinalize(d.value));
}

}  // namespace

GraphConvolution::GraphConvolution(cudnnHandle_t handle, const ConvGeometry& g, int out_height, int out_width,
                                   cudnnDataType_t type, bool nhwc)
    : handle_(handle) {
  ready_ = build(g, out_height, out_width, type, nhwc) && plan_first_engine();
}

bool GraphConvolution::build(const ConvGeometry& g, int out_height, int out_width, cudnnDataType_t type, bool nhwc) {
  const float alpha = 1, beta = 0;
  if (!tensor(x_, kX, type, {g.batch, g.channels, g.height, g.width}, nhwc) ||
      !tensor(w_, kW, type, {g.filters, g.channels, g.kernel, g.kernel_width}, nhwc) ||
      !tensor(y_, kY, type, {g.batch, g.filters, out_height, out_width}, nhwc) || !convolution(conv_, g))
    return false;
  Backend& op = operation_;
  if (!create(op, CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &x_.value) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &w_.value) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &y_.value) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &conv_.value) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA, CUDNN_TYPE_FLOAT, 1, &alpha) ||
      !set(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA, CUDNN_TYPE_FLOAT, 1, &beta) || !ok(cudnnBackendFinalize(op.value)))
    return false;
  return create(graph_, CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR) &&
         set(graph_, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &operation_.value) &&
         set(graph_, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, 1, &handle_) &&
         ok(cudnnBackendFinalize(graph_.value));
}

// The heuristics' engines in their order (mode A, what PyTorch asks for); the first that builds.
bool GraphConvolution::plan_first_engine() {
  Backend heuristics;
  const cudnnBackendHeurMode_t mode = CUDNN_HEUR_MODE_A;
  if (!create(heuristics, CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR) ||
      !set(heuristics, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &graph_.value) ||
      !set(heuristics, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1, &mode) || !ok(cudnnBackendFinalize(heuristics.value)))
    return false;
  std::vector<Backend> configs(kEngineChoices);
  std::vector<cudnnBackendDescriptor_t> raw;
  for (auto& config : configs) {
    if (!create(config, CUDNN_BACKEND_ENGINECFG_DESCRIPTOR)) return false;
    raw.push_back(config.value);
  }
  std::int64_t count = 0;
  if (!ok(cudnnBackendGetAttribute(heuristics.value, CUDNN_ATTR_ENGINEHEUR_RESULTS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
                                   kEngineChoices, &count, raw.data())))
    return false;
  for (std::int64_t i = 0; i < count; ++i) {
    Backend plan;
    if (!create(plan, CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR) ||
        !set(plan, CUDNN_ATTR_EXECUTION_PLAN_HANDLE, CUDNN_TYPE_HANDLE, 1, &handle_) ||
        !set(plan, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &raw[i]) ||
        !ok(cudnnBackendFinalize(plan.value)))
      continue;
    std::int64_t got = 0;
    if (!ok(cudnnBackendGetAttribute(plan.value, CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE, CUDNN_TYPE_INT64, 1, &got,
                                     &workspace_)))
      continue;
    std::swap(plan_.value, plan.value);
    return true;
  }
  return false;
}

void GraphConvolution::bind(const void* x, const void* w, void* y, void* workspace) {
  const std::array<std::int64_t, 3> ids{kX, kW, kY};
  const std::array<void*, 3> pointers{const_cast<void*>(x), const_cast<void*>(w), y};
  CUDNN_CHECK(cudnnBackendCreateDescriptor(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack_.value));
  CUDNN_CHECK(cudnnBackendSetAttribute(pack_.value, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, 3, ids.data()));
  CUDNN_CHECK(cudnnBackendSetAttribute(pack_.value, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR, 3,
                                       pointers.data()));
  CUDNN_CHECK(cudnnBackendSetAttribute(pack_.value, CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR, 1, &workspace));
  CUDNN_CHECK(cudnnBackendFinalize(pack_.value));
}

}  // namespace advise::kernels
