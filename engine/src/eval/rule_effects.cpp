#include "eval/rule_effects.h"

#include <algorithm>
#include <optional>

namespace advise::eval {

using ir::EffectKind;

Origin origin_of(const ir::CheckedProgram& program, const ir::Rule& rule) {
  Origin origin{rule.name, program.files.path(rule.range.file), rule.range.line, rule.cites, {}};
  // The checker refused the program if a cited fact were not declared.
  for (const auto& id : rule.cites) origin.facts.push_back(program.facts[program.fact_index.at(id)]);
  return origin;
}

RuleEffects::RuleEffects(const ir::CheckedProgram& program, std::size_t rows)
    : program_(program), rejected_(rows, 0) {}

Column RuleEffects::guard_column(const ir::Rule& rule, Evaluator& block) {
  Column guard = Column::constant(ir::Value::of(1), true);
  for (const auto& g : rule.guards) {
    Column c = block.evaluate(g);
    if (guard.scalar && !c.scalar) {
      Column wide = Column::per_row(block.size(), true);
      for (std::size_t i = 0; i < wide.numbers.size(); ++i) {
        wide.numbers[i] = guard.number(i);
        wide.present[i] = guard.present[0];
      }
      guard = std::move(wide);
    }
    for (std::size_t i = 0; i < guard.numbers.size(); ++i) {
      // A guard on a missing value does not hold: the rule stays silent.
      bool holds = guard.is_true(i) && c.is_true(i);
      guard.numbers[i] = holds;
      guard.present[i] = 1;
    }
  }
  return guard;
}

// The record of a per-candidate effect, made by the first block (in rule and effect order) and
// filled in by every block.
RuleEffects::Applied& RuleEffects::slot(const ir::Rule& rule, const ir::Effect& effect,
                                        const std::shared_ptr<const Origin>& origin) {
  auto [at, made] = slots_.try_emplace(&effect, applied_.size());
  if (made) applied_.push_back({&rule, &effect, origin, {}, std::vector<std::uint8_t>(rejected_.size(), 0)});
  return applied_[at->second];
}

// Marks the block's rows the effect reaches; whether it reached any.
bool RuleEffects::apply_to_rows(Applied& applied, const Column& guard, Evaluator& block, std::size_t offset) {
  const ir::Effect& effect = *applied.effect;
  std::optional<Column> condition;
  if (effect.condition) condition = block.evaluate(*effect.condition);
  const bool rejects = effect.kind == EffectKind::Require || effect.kind == EffectKind::Reject;
  bool reached = false;
  for (std::size_t i = 0; i < block.size(); ++i) {
    if (!guard.is_true(i) || (condition && condition->is_true(i))) continue;
    applied.reached[offset + i] = condition && !condition->has(i) ? kUnknown : 1;
    if (rejects && rejected_[offset + i] < 255) ++rejected_[offset + i];
    reached = true;
  }
  applied.reached_any = applied.reached_any || reached;
  return reached;
}

void RuleEffects::apply(const ir::Rule& rule, Evaluator& block, std::size_t offset,
                        std::vector<const ir::Rule*>& preferences, std::vector<Statement>& invalid,
                        std::set<std::string>* fired) {
  const Column guard = guard_column(rule, block);
  // The first block makes every record (slot()); later blocks only fill them in.
  const auto origin = offset == 0 ? std::make_shared<const Origin>(origin_of(program_, rule)) : nullptr;
  bool any = false;
  for (const auto& effect : rule.effects) {
    if (effect.kind == EffectKind::Prefer || effect.kind == EffectKind::Invalid) {
      if (offset != 0 || !guard.is_true(0)) continue;
      any = true;
      if (effect.kind == EffectKind::Prefer) preferences.push_back(&rule);
      else invalid.push_back({StatementKind::Reject, block.format_row(*effect.message, block.format_arguments(*effect.message), 0), origin});
      continue;
    }
    any = apply_to_rows(slot(rule, effect, origin), guard, block, offset) || any;
  }
  if (any && fired) fired->insert(rule.name);
}

void RuleEffects::finish() {
  std::erase_if(applied_, [](const Applied& a) { return !a.reached_any; });
  slots_.clear();
}

void RuleEffects::use_messages(Evaluator& listed) {
  listed_ = &listed;
  for (auto& applied : applied_)
    if (applied.effect->message) applied.message_args = listed.format_arguments(*applied.effect->message);
}

Statement RuleEffects::statement(const Applied& applied, std::size_t row, std::size_t local) const {
  const ir::Effect& effect = *applied.effect;
  Statement s{StatementKind::Note, effect.message ? listed_->format_row(*effect.message, applied.message_args, local) : "",
              applied.origin};
  const std::string& rule = applied.rule->name;
  switch (effect.kind) {
    case EffectKind::Require:
      if (s.message.empty()) s.message = "requirement of rule '" + rule + "' not met";
      if (applied.reached[row] == kUnknown) s.message += " (a value it needs is unknown)";
      [[fallthrough]];
    case EffectKind::Reject:
      if (s.message.empty()) s.message = "rejected by rule '" + rule + "'";
      s.kind = StatementKind::Reject;
      break;
    case EffectKind::Warn: s.kind = StatementKind::Warn; break;
    case EffectKind::Recommend: s.kind = StatementKind::Recommend; break;
    case EffectKind::Note: case EffectKind::Prefer: case EffectKind::Invalid: break;
  }
  return s;
}

bool RuleEffects::recommended(std::size_t row) const {
  if (rejected_[row]) return false;
  for (const auto& applied : applied_)
    if (applied.effect->kind == EffectKind::Recommend && applied.reached[row]) return true;
  return false;
}

bool RuleEffects::recommends_any() const {
  return std::any_of(applied_.begin(), applied_.end(),
                     [](const Applied& a) { return a.effect->kind == EffectKind::Recommend; });
}

void RuleEffects::add_statements(std::size_t row, std::size_t local, Candidate& candidate) const {
  candidate.admitted = !rejected_[row];
  for (const auto& applied : applied_) {
    if (!applied.reached[row]) continue;
    Statement s = statement(applied, row, local);
    switch (s.kind) {
      case StatementKind::Reject: candidate.reasons.push_back(std::move(s)); break;
      case StatementKind::Warn: candidate.warnings.push_back(std::move(s)); break;
      case StatementKind::Note: candidate.notes.push_back(std::move(s)); break;
      case StatementKind::Recommend: candidate.recommendations.push_back(std::move(s)); break;
    }
  }
}

}  // namespace advise::eval
