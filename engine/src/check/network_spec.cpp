#include "check/network_spec.h"

namespace advise::check {
namespace {

nn::LayerValue layer_value(const syntax::Expr& e) {
  using K = nn::LayerValue::Kind;
  nn::LayerValue v;
  v.range = e.range;
  switch (e.kind) {
    case syntax::ExprKind::Number: v.kind = K::Number; break;
    case syntax::ExprKind::Shape: v.kind = K::Shape; break;
    case syntax::ExprKind::Ident: v.kind = K::Ident; break;
    case syntax::ExprKind::Bool: v.kind = K::Bool; break;
    default: v.kind = K::Other; break;
  }
  v.has_unit = !e.unit.empty();
  v.number = e.number;
  v.shape = e.shape();
  v.text = e.text;
  return v;
}

nn::LayerSpec::Kind layer_kind(syntax::LayerSpelling::Kind kind) {
  using K = syntax::LayerSpelling::Kind;
  switch (kind) {
    case K::Setting: return nn::LayerSpec::Kind::Setting;
    case K::Call: return nn::LayerSpec::Kind::Call;
    case K::Repeat: return nn::LayerSpec::Kind::Repeat;
    case K::Residual: return nn::LayerSpec::Kind::Residual;
    case K::Parallel: return nn::LayerSpec::Kind::Parallel;
  }
  return nn::LayerSpec::Kind::Call;
}

std::vector<nn::LayerSpec> layer_specs(const std::vector<syntax::LayerSpelling>& layers);

nn::LayerSpec layer_spec(const syntax::LayerSpelling& l) {
  nn::LayerSpec spec;
  spec.kind = layer_kind(l.kind);
  spec.name = {l.name.name, l.name.range};
  spec.range = l.range;
  if (l.value) spec.value = layer_value(*l.value);
  for (const auto& a : l.args) spec.args.push_back({{a.key.name, a.key.range}, layer_value(*a.value)});
  spec.count = l.count;
  spec.body = layer_specs(l.body);
  for (const auto& branch : l.branches) spec.branches.push_back(layer_specs(branch));
  return spec;
}

std::vector<nn::LayerSpec> layer_specs(const std::vector<syntax::LayerSpelling>& layers) {
  std::vector<nn::LayerSpec> specs;
  specs.reserve(layers.size());
  for (const auto& l : layers) specs.push_back(layer_spec(l));
  return specs;
}

}  // namespace

nn::NetworkSpec network_spec(const syntax::NetworkDecl& decl) {
  return {{decl.name.name, decl.name.range}, layer_specs(decl.layers)};
}

nn::BlockSpec block_spec(const syntax::BlockDecl& decl) {
  nn::BlockSpec block{{decl.name.name, decl.name.range}, {}, layer_specs(decl.layers)};
  for (const auto& p : decl.params)
    block.params.push_back({{p.name.name, p.name.range},
                            p.fallback ? std::optional<nn::LayerValue>(layer_value(*p.fallback)) : std::nullopt});
  return block;
}

namespace {
const std::string kCostPrefix = "layer_cost.";
}  // namespace

bool is_layer_cost(const syntax::LetDecl& let) { return let.name.name.rfind(kCostPrefix, 0) == 0; }

nn::LayerCosts layer_costs(const std::vector<const syntax::Module*>& modules, base::DiagnosticSink& sink) {
  nn::LayerCosts costs;
  for (const syntax::Module* m : modules)
    for (const auto& l : m->lets) {
      if (!is_layer_cost(l) || !l.value) continue;
      const syntax::Expr& e = *l.value;
      if (e.kind != syntax::ExprKind::Number || !e.unit.empty() || e.number < 0) {
        sink.error(e.range, "E-TYPE", "the layer constant '" + l.name.name + "' must be a number of 0 or more, without unit",
                   "networks are built before lets are evaluated: write the number itself, e.g. 8");
        continue;
      }
      costs.emplace(l.name.name.substr(kCostPrefix.size()), e.number);
    }
  return costs;
}

}  // namespace advise::check
