// The checker: AST modules -> CheckedProgram, stage by stage (Checker::run); each declaration kind
// is checked in its own file (checker_impl.h).
#include "check/checker_impl.h"

namespace advise::check {
namespace checking {

// The stages in order, as OPA names its compile stages: each reads only what the ones before it
// declared (the expression checker indexes the enums' members; entity values read the schemas;
// lets read the GPUs; rules, outputs and tests read the lets).
void Checker::run(const std::vector<syntax::Module*>& modules) {
  using Stage = void (Checker::*)(const std::vector<syntax::Module*>&);
  for (Stage stage : {&Checker::check_types, &Checker::check_networks, &Checker::check_entities,
                      &Checker::check_lets, &Checker::check_rules, &Checker::check_outputs})
    (this->*stage)(modules);
}

void Checker::check_lets(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) for (const auto& l : m->lets) declare_let(l);
  for (std::size_t i = 0; i < let_decls_.size(); ++i) let_type(static_cast<int>(i));
  check_layer_lets();
}

std::optional<int> Checker::find_let(const std::string& name) {
  auto it = scope_.let_index.find(name);
  if (it == scope_.let_index.end()) return std::nullopt;
  note_references({it->second});
  return it->second;
}

Type Checker::let_type(int index) {
  auto i = static_cast<std::size_t>(index);
  if (let_state_[i] == LetState::Checking) return Type::error();  // a cycle: the graph reports it
  if (let_state_[i] == LetState::Unchecked) {
    let_state_[i] = LetState::Checking;
    checking_.push_back(index);
    const int layers = exprs_->suspend_layers();
    program_.lets[i].expr = exprs_->check(*let_decls_[i]->value, ExprContext::Rule);
    exprs_->resume_layers(layers);
    checking_.pop_back();
    let_state_[i] = LetState::Checked;
  }
  return program_.lets[i].expr.type;
}

std::vector<std::string> Checker::let_names() const {
  std::vector<std::string> names;
  for (const auto& l : program_.lets) names.push_back(l.name);
  return names;
}

const std::vector<std::string>& Checker::gpu_names() const {
  static const std::vector<std::string> none;
  if (!gpus_known_) return none;
  for (std::size_t g = gpu_names_.size(); g < program_.gpus.size(); ++g) gpu_names_.push_back(program_.gpus[g].name);
  return gpu_names_;
}

std::vector<std::string> Checker::rule_names() const {
  std::vector<std::string> names;
  for (const auto& r : program_.rules) names.push_back(r.name);
  return names;
}

}  // namespace checking

CheckScope check_modules(CheckedProgram& program, const std::vector<syntax::Module*>& modules,
                         base::DiagnosticSink& sink) {
  checking::Checker checker(program, sink, {});
  checker.run(modules);
  check_facts(program, {modules.begin(), modules.end()}, sink);
  return checker.take_scope();
}

bool checkable_alone(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) {
    if (!m->enums.empty() || !m->schemas.empty() || !m->blocks.empty() || !m->networks.empty() ||
        !m->references.empty() || !m->facts.empty())
      return false;
    for (const auto& e : m->entities)
      if (e.kind == syntax::EntityKind::Gpu) return false;
    for (const auto& l : m->lets)
      if (is_layer_cost(l)) return false;
  }
  return true;
}

CheckScope check_more(CheckedProgram& program, CheckScope scope, const std::vector<syntax::Module*>& modules,
                      base::DiagnosticSink& sink) {
  checking::Checker checker(program, sink, std::move(scope));
  checker.run(modules);
  check_cites(program, {modules.begin(), modules.end()}, sink);
  return checker.take_scope();
}

}  // namespace advise::check
