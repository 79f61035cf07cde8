// Layer lets: `let layer.NAME = EXPR` names a value of each layer (EXPR sees layer.*), so that
// rules that cost a layer in several places write its parts once. A use of layer.NAME inside
// sum_layers() or max_layers() is replaced by EXPR, checked once: the evaluator never sees a
// layer let, and the lets EXPR reads count as read by the let that uses it (for E-CYCLE).
#include "check/checker_impl.h"

namespace advise::check::checking {

void Checker::declare_layer_let(const syntax::LetDecl& l) {
  const std::string field = l.name.name.substr(kLayerPrefix.size());
  if (field.find('.') != std::string::npos) {
    sink_.error(l.name.range, "E-DUPLICATE", "'" + l.name.name + "': a layer let is named by one word after '" + kLayerPrefix + "'",
                "join the words with _, as layer fields are named");
    return;
  }
  bool own_field = field == "kind" || field == "name";
  for (const auto& f : nn::layer_fields()) own_field = own_field || f.name == field;
  if (own_field) {
    sink_.error(l.name.range, "E-DUPLICATE", "'" + l.name.name + "' is a layer's own field",
                "name a layer let layer.NAME, with a NAME no layer field has");
    return;
  }
  if (!first_definition(scope_.let_names, "let", l.name.name, l.name.range)) return;
  layer_let_decls_.emplace(l.name.name, LayerLetDecl{&l, LetState::Unchecked});
}

void Checker::check_layer_lets() {
  for (const auto& [name, _] : layer_let_decls_) check_layer_let(name);
}

const CheckScope::LayerLet& Checker::check_layer_let(const std::string& name) {
  if (auto done = scope_.layer_lets.find(name); done != scope_.layer_lets.end()) return done->second;
  LayerLetDecl& let = layer_let_decls_.at(name);
  if (let.state == LetState::Checking) {
    std::string chain;
    for (auto it = std::find(layer_let_path_.begin(), layer_let_path_.end(), name); it != layer_let_path_.end(); ++it)
      chain += *it + " -> ";
    sink_.error(let.decl->name.range, "E-CYCLE", "dependency cycle: " + chain + name);
    static const CheckScope::LayerLet cyclic{[] { TExpr e; e.type = Type::error(); return e; }(), {}};
    return cyclic;
  }
  let.state = LetState::Checking;
  checking_.push_back(-1);
  layer_let_path_.push_back(name);
  layer_let_references_.emplace_back();
  const int layers = exprs_->enter_layer();
  TExpr expr = exprs_->check(*let.decl->value, ExprContext::Rule);
  exprs_->resume_layers(layers);
  std::vector<int> references = std::move(layer_let_references_.back());
  layer_let_references_.pop_back();
  layer_let_path_.pop_back();
  checking_.pop_back();
  let.state = LetState::Checked;
  // Kept even when it is an error, which its uses then pass on silently: each error is reported once.
  return scope_.layer_lets.emplace(name, CheckScope::LayerLet{std::move(expr), std::move(references)}).first->second;
}

std::optional<TExpr> Checker::layer_let(const std::string& name) {
  if (!scope_.layer_lets.count(name) && !layer_let_decls_.count(name)) return std::nullopt;
  const CheckScope::LayerLet& let = check_layer_let(name);
  note_references(let.references);
  return let.expr;
}

// The lets an expression being checked reads: the let's, or the layer let's that is being checked.
void Checker::note_references(const std::vector<int>& references) {
  if (checking_.empty()) return;
  std::vector<int>& into = checking_.back() >= 0 ? program_.lets[static_cast<std::size_t>(checking_.back())].references
                                                 : layer_let_references_.back();
  into.insert(into.end(), references.begin(), references.end());
}

std::vector<std::string> Checker::layer_let_names() const {
  std::vector<std::string> names;
  for (const auto& [name, _] : scope_.layer_lets) names.push_back(name);
  for (const auto& [name, _] : layer_let_decls_) if (!scope_.layer_lets.count(name)) names.push_back(name);
  return names;
}

}  // namespace advise::check::checking
