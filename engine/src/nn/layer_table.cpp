// The layer table: every layer kind a network may call, declared once with the builder method
// that builds it (network_builder.h). Its order is the order the "unknown layer" hint lists them.
#include "nn/network_builder.h"

namespace advise::nn::builder {

const std::vector<LayerKind>& Builder::layer_table() {
  static const std::vector<LayerKind> table = {
      {"conv", &Builder::conv},
      {"pool", &Builder::pool},
      {"dense", &Builder::dense_layer},
      {"dropout", &Builder::dropout},
      {"batchnorm", &Builder::norm},
      {"layernorm", &Builder::norm},
      {"relu", &Builder::activation},
      {"gelu", &Builder::activation},
      {"tanh", &Builder::activation},
      {"sigmoid", &Builder::activation},
      {"softmax", &Builder::activation},
      {"flatten", &Builder::flatten},
      {"embedding", &Builder::embedding},
      {"lstm", &Builder::recurrent},
      {"gru", &Builder::recurrent},
      {"attention", &Builder::attention},
      {"latent_attention", &Builder::latent_attention},
      {"rmsnorm", &Builder::norm},
      {"mlp", &Builder::mlp},
      {"moe", &Builder::moe},
      // Vision, speech and diffusion layers (layers_modern.cpp).
      {"patches", &Builder::patches},
      {"conv1d", &Builder::conv1d},
      {"conv_transpose", &Builder::conv_transpose},
      {"upsample", &Builder::upsample},
      {"groupnorm", &Builder::groupnorm},
      {"silu", &Builder::activation},
      {"swish", &Builder::activation},
      {"relu6", &Builder::activation},
      {"se", &Builder::squeeze_excite},
      {"cross_attention", &Builder::cross_attention},
      {"geglu", &Builder::geglu},
      {"to_sequence", &Builder::regroup},
      {"to_image", &Builder::regroup},
      {"take", &Builder::take},
      {"time_embedding", &Builder::time_layer},
      {"time_condition", &Builder::time_layer},
      {"additive_attention", &Builder::additive_attention},
      {"l2norm", &Builder::l2norm},
      {"fold", &Builder::fold},
  };
  return table;
}

}  // namespace advise::nn::builder
