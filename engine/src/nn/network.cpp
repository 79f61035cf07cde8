#include "nn/network.h"

#include "nn/network_builder.h"

namespace advise::nn {

using builder::Builder;
using builder::num;

double TensorShape::elements() const {
  switch (kind) {
    case Kind::Image: return height * width * channels;
    case Kind::Sequence: return length * features;
    case Kind::Vector: return size;
  }
  return 0;
}

std::string TensorShape::to_string() const {
  switch (kind) {
    case Kind::Image: return num(height) + " x " + num(width) + " x " + num(channels);
    case Kind::Sequence: return num(length) + " x " + num(features);
    case Kind::Vector: return num(size);
  }
  return "?";
}

double Network::total(double Layer::*field) const {
  double sum = 0;
  for (const auto& l : layers) sum += l.*field;
  return sum;
}

std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget,
                                     double sequence_length, const NetworkLibrary* library) {
  return Builder(sink, budget, sequence_length, library).build(decl);
}

std::optional<NetworkCheck> check_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget,
                                          const NetworkLibrary* library) {
  auto partial = Builder(sink, budget, 0, library, true).build(decl);
  if (!partial) return std::nullopt;
  return NetworkCheck{partial->max_context};
}

const std::vector<std::string>& layer_kinds() {
  static const std::vector<std::string> kinds = [] {
    std::vector<std::string> names;
    for (const auto& kind : builder::Builder::layer_table()) names.emplace_back(kind.name);
    return names;
  }();
  return kinds;
}

const std::vector<LayerField>& layer_fields() {
  static const std::vector<LayerField> fields = {
      {"flops", &Layer::flops, true},          {"parameters", &Layer::parameters, false},
      {"activations", &Layer::activations, false}, {"saved", &Layer::saved, false},
      {"traffic", &Layer::traffic, false},     {"accesses", &Layer::accesses, false},
      {"steps", &Layer::steps, false},
      {"unfolded", &Layer::unfolded, false},   {"kernel", &Layer::kernel, false},
      {"kernel_width", &Layer::kernel_width, false}, {"stride", &Layer::stride, false},
      {"group_width", &Layer::group_width, false},       {"active_parameters", &Layer::active_parameters, false},
      {"outputs", &Layer::outputs, false},     {"channels", &Layer::channels, false},
      {"batch_norm_channels", &Layer::batch_norm_channels, false},
      {"operand_alignment", &Layer::operand_alignment, false},
      {"heads", &Layer::heads, false},         {"kv_width", &Layer::kv_width, false},   {"kv_cache", &Layer::kv_cache, false},
      {"scores", &Layer::scores, false},       {"masked_flops", &Layer::masked_flops, true},
      {"score_flops", &Layer::score_flops, true},
      {"attention_dropout", &Layer::attention_dropout, false}, {"fp32_softmax", &Layer::fp32_softmax, false},
      {"lora_width", &Layer::lora_width, false},
      {"lora_inputs", &Layer::lora_inputs, false}, {"query_value_width", &Layer::query_value_width, false},
      {"query_value_inputs", &Layer::query_value_inputs, false}, {"in_block", &Layer::in_block, false},
      {"checkpoint", &Layer::checkpoint, false}, {"block_saved", &Layer::block_saved, false},
      {"stored_bytes", &Layer::stored_bytes, false}, {"tensors", &Layer::tensors, false}};
  return fields;
}

std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink) {
  LayerBudget budget;
  return build_network(decl, sink, budget);
}

}  // namespace advise::nn
