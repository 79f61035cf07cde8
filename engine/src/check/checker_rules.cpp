// The checker (checker_impl.h): lets, `prefers` and rules: their expressions typed, criteria and cited facts.
#include "check/checker_impl.h"

namespace advise::check::checking {

void Checker::declare_let(const syntax::LetDecl& l) {
  if (l.name.name == "layer") {
    sink_.error(l.name.range, "E-DUPLICATE", "'layer' names the layer inside sum_layers(); a let cannot use it");
    return;
  }
  if (l.name.name.rfind(kLayerPrefix, 0) == 0) return declare_layer_let(l);
  if (!first_definition(scope_.let_names, "let", l.name.name, l.name.range)) return;
  if (scope_.member_names.count(l.name.name)) {
    sink_.error(l.name.range, "E-DUPLICATE",
                "'" + l.name.name + "' is already an enum value (defined at " +
                    where(program_, scope_.member_names.at(l.name.name)) + ")");
    return;
  }
  scope_.let_index.emplace(l.name.name, static_cast<int>(program_.lets.size()));
  program_.lets.push_back({l.name.name, l.name.range, {}});
  let_decls_.push_back(&l);
  let_state_.push_back(LetState::Unchecked);
}

std::vector<CriterionRef> Checker::criteria(const syntax::CriteriaSpelling& c) {
  double tolerance = 0.1;
  if (c.tolerance) {
    TExpr t = exprs_->check(*c.tolerance, ExprContext::Rule);
    if (!t.type.is_error()) {
      if (t.type.kind != TypeKind::Number || !t.type.dimension.dimensionless() ||
          t.constant.number < 0 || t.constant.number >= 1)
        sink_.error(c.tolerance->range, "E-TOLERANCE", "the tolerance must be a percentage from 0 % up to (not including) 100 %");
      else
        tolerance = t.constant.number;
    }
  }
  std::vector<CriterionRef> out;
  for (const auto& item : c.items) {
    syntax::Expr ref;
    ref.range = item.range;
    if (item.path.size() == 1 && item.path[0] != "gpu" && item.path[0] != "workload" &&
        item.path[0] != "situation" && item.path[0] != "as_of") {
      ref.kind = syntax::ExprKind::Ident;
      ref.text = item.path[0];
    } else {
      ref.kind = syntax::ExprKind::Ref;
      ref.parts_to_write().path = item.path;
    }
    TExpr value = exprs_->check(ref, ExprContext::Rule);
    if (value.type.is_error()) continue;
    bool rankable = value.type.kind == TypeKind::Number || value.type.kind == TypeKind::Bool ||
                    (value.type.kind == TypeKind::Enum &&
                     program_.enums[static_cast<std::size_t>(value.type.enum_id)].ordered);
    if (!rankable) {
      sink_.error(item.range, "E-TYPE", "cannot rank by " + exprs_->describe(value.type),
                  "criteria are numbers, quantities, bools or ordered enums");
      continue;
    }
    std::string name;
    for (const auto& p : item.path) name += (name.empty() ? "" : ".") + p;
    out.push_back({name, std::move(value), item.lowest, tolerance, item.range});
  }
  return out;
}

std::vector<std::string> Checker::cite_names(const std::vector<syntax::NamedRange>& cites) {
  std::vector<std::string> out;
  for (const auto& c : cites) out.push_back(c.name);
  return out;
}

void Checker::declare_prefers(const syntax::PrefersDecl& p) {
  const std::string name = p.selector.name + " prefers";
  if (!first_definition(scope_.rule_names, "rule", name, p.selector.range)) return;
  // The selector is a value of some enum-typed workload property, e.g. task conv.
  const Schema& ws = program_.schema(Kind::Workload);
  std::optional<TExpr> guard;
  std::vector<std::string> values;
  for (std::size_t f = 0; f < ws.fields.size() && !guard; ++f) {
    const Type& t = ws.fields[f].type;
    if (t.kind != TypeKind::Enum) continue;
    const auto& members = program_.enums[static_cast<std::size_t>(t.enum_id)].members;
    values.insert(values.end(), members.begin(), members.end());
    auto it = std::find(members.begin(), members.end(), p.selector.name);
    if (it == members.end()) continue;
    TExpr field;
    field.op = Op::WorkloadField;
    field.type = t;
    field.index = static_cast<int>(f);
    field.range = p.selector.range;
    TExpr value;
    value.op = Op::Const;
    value.type = t;
    value.constant = Value::of(static_cast<double>(it - members.begin()));
    value.range = p.selector.range;
    TExpr eq;
    eq.op = Op::Eq;
    eq.type = Type::boolean();
    eq.range = p.selector.range;
    eq.args.push_back(std::move(field));
    eq.args.push_back(std::move(value));
    guard = std::move(eq);
  }
  if (!guard) {
    sink_.error(p.selector.range, "E-UNKNOWN-NAME",
                "'" + p.selector.name + "' is not a value of any workload property",
                base::did_you_mean(p.selector.name, values));
    return;
  }
  Rule rule;
  rule.name = name;
  rule.range = p.selector.range;
  rule.guards.push_back(std::move(*guard));
  Effect effect;
  effect.kind = EffectKind::Prefer;
  effect.range = p.selector.range;
  effect.criteria = criteria(p.criteria);
  rule.effects.push_back(std::move(effect));
  rule.cites = cite_names(p.cites);
  program_.rules.push_back(std::move(rule));
}

std::optional<TExpr> Checker::message(const syntax::ExprPtr& m) {
  if (!m) return std::nullopt;
  TExpr t = exprs_->check_as(*m, ExprContext::Rule, TypeKind::String, "a message");
  return t;
}

void Checker::declare_rule(const syntax::RuleDecl& r) {
  if (!first_definition(scope_.rule_names, "rule", r.name.name, r.name.range)) return;
  Rule rule;
  rule.name = r.name.name;
  rule.range = r.name.range;
  using K = syntax::RuleItem::Kind;
  for (const auto& item : r.items) {
    Effect effect;
    effect.range = item.range;
    switch (item.kind) {
      case K::Cites: {
        auto c = cite_names(item.cites);
        rule.cites.insert(rule.cites.end(), c.begin(), c.end());
        continue;
      }
      case K::Priority: rule.priority = item.priority; continue;
      case K::When:
        rule.guards.push_back(exprs_->check_as(*item.condition, ExprContext::Rule, TypeKind::Bool, "'when'"));
        warn_missing_guard(program_, rule.guards.back(), sink_);
        continue;
      case K::Require:
        effect.kind = EffectKind::Require;
        effect.condition = exprs_->check_as(*item.condition, ExprContext::Rule, TypeKind::Bool, "'require'");
        break;
      case K::Reject: effect.kind = EffectKind::Reject; break;
      case K::Warn: effect.kind = EffectKind::Warn; break;
      case K::Note: effect.kind = EffectKind::Note; break;
      case K::Invalid: effect.kind = EffectKind::Invalid; break;
      case K::Recommend: effect.kind = EffectKind::Recommend; break;
      case K::Prefer:
        effect.kind = EffectKind::Prefer;
        effect.criteria = criteria(item.criteria);
        break;
    }
    effect.message = message(item.message);
    rule.effects.push_back(std::move(effect));
  }
  if (rule.effects.empty())
    sink_.warning(r.name.range, "W-NO-EFFECT", "rule '" + rule.name + "' has no effect",
                  "add require, reject, warn, note, invalid, recommend or prefer");
  program_.rules.push_back(std::move(rule));
}

void Checker::check_rules(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) for (const auto& p : m->prefers) declare_prefers(p);
  for (const syntax::Module* m : modules) for (const auto& r : m->rules) declare_rule(r);
}

}  // namespace advise::check::checking
