#include "check/expr_checker.h"

#include <algorithm>
#include <cmath>

#include "check/builtins.h"
#include "check/expr_nodes.h"
#include "base/suggest.h"
#include "check/units.h"
#include "nn/network.h"

namespace advise::check {

using exprs::constant;
using exprs::is_zero_literal;
using exprs::kind_word;
using exprs::node;

ExprChecker::ExprChecker(const CheckedProgram& program, const base::SourceFiles& files,
                         NameResolver& names, base::DiagnosticSink& sink)
    : program_(program), files_(files), names_(names), sink_(sink) {
  for (std::size_t e = 0; e < program.enums.size(); ++e)
    for (std::size_t m = 0; m < program.enums[e].members.size(); ++m)
      members_.emplace(program.enums[e].members[m], Member{static_cast<int>(e), static_cast<int>(m)});
}

TExpr ExprChecker::error(const syntax::Expr& e, const std::string& code, const std::string& message,
                         const std::string& hint) {
  sink_.error(e.range, code, message, hint);
  return node(Op::Const, Type::error(), e.range);
}

std::string ExprChecker::text_of(const syntax::Expr& e) const {
  switch (e.kind) {
    case syntax::ExprKind::Ident: return e.text;
    case syntax::ExprKind::Ref: {
      std::string s;
      for (const auto& p : e.path()) s += (s.empty() ? "" : ".") + p;
      return s;
    }
    case syntax::ExprKind::Call: return e.text + "(...)";
    default: {
      auto line = files_.line(e.range.file, e.range.line);
      if (e.range.column >= 1 && e.range.column - 1 < line.size())
        return std::string(line.substr(e.range.column - 1, e.range.length));
      return "expression";
    }
  }
}

TExpr ExprChecker::check_as(const syntax::Expr& expr, ExprContext context, TypeKind kind,
                            const char* what) {
  TExpr t = check(expr, context);
  if (!t.type.is_error() && t.type.kind != kind)
    return error(expr, "E-TYPE",
                 std::string(what) + " must be " +
                     (kind == TypeKind::Bool     ? "a condition (bool)"
                      : kind == TypeKind::Number ? "a number"
                                                 : "a string") + ", not " +
                     describe(t.type));
  return t;
}

TExpr ExprChecker::check(const syntax::Expr& e, ExprContext context) {
  using K = syntax::ExprKind;
  switch (e.kind) {
    case K::Number: return literal_number(e);
    case K::String: return string(e, context);
    case K::Date: {
      std::int32_t days = 0;
      if (!parse_date(e.text, days))
        return error(e, "E-DATE", "'" + e.text + "' is not a valid date",
                     "dates are YYYY-MM or YYYY-MM-DD");
      return constant(Type::date(), Value::of(days), e.range);
    }
    case K::Bool: return constant(Type::boolean(), Value::of(e.number), e.range);
    case K::Shape: {
      Value v{true};
      for (double d : e.shape()) {
        if (d < 1 || d != std::floor(d) || d > 1e9)
          return error(e, "E-SHAPE", "shape dimensions are whole numbers of 1 or more, not " + format_number(d),
                       "e.g. input 224 x 224 x 3");
        v.items.push_back(Value::of(d));
      }
      return constant(Type::shape(), v, e.range);
    }
    case K::Ident: return ident(e, context);
    case K::Ref: return ref(e, context);
    case K::Unary: return unary(e, context);
    case K::Binary: return binary(e, context);
    case K::Call: return call(e, context);
    case K::If: return conditional(e, context);
    case K::List: return list(e, context);
  }
  return error(e, "E-INTERNAL", "unhandled expression");
}

TExpr ExprChecker::literal_number(const syntax::Expr& e) {
  double value = e.number;
  Dimension dim;
  if (!e.unit.empty()) {
    auto unit = resolve(e.unit);
    if (!unit) return error(e, "E-UNIT", "unknown unit");
    value *= unit->scale;
    dim = unit->dimension;
  }
  if (!std::isfinite(value)) return error(e, "E-NUMBER", text_of(e) + " is too large");
  return constant(Type::number(dim), Value::of(value), e.range);
}

TExpr ExprChecker::string(const syntax::Expr& e, ExprContext context) {
  if (e.args.empty())
    return constant(Type::string(), Value::of_text(e.pieces().empty() ? "" : e.pieces()[0]), e.range);
  TExpr t = node(Op::Format, Type::string(), e.range);
  t.pieces = e.pieces();
  for (const auto& a : e.args) {
    TExpr arg = check(*a, context);
    if (arg.type.is_error()) t.type = Type::error();
    t.args.push_back(std::move(arg));
  }
  return t;
}

TExpr ExprChecker::ident(const syntax::Expr& e, ExprContext context) {
  if (context == ExprContext::Test && e.text == "top")
    return node(Op::TestTop, Type::string(), e.range);
  if (auto let = names_.find_let(e.text)) {
    TExpr t = node(Op::Let, names_.let_type(*let), e.range);
    t.index = *let;
    return t;
  }
  if (auto it = members_.find(e.text); it != members_.end())
    return constant(Type::enumeration(it->second.enum_id), Value::of(it->second.ordinal), e.range);
  std::vector<std::string> known = names_.let_names();
  for (const auto& [name, _] : members_) known.push_back(name);
  if (context == ExprContext::Test) known.push_back("top");
  return error(e, "E-UNKNOWN-NAME", "unknown name '" + e.text + "'", base::did_you_mean(e.text, known));
}

// layer.NAME inside sum_layers(): a number from nn's field table, the layer's kind or name, or a
// layer let's expression.
TExpr ExprChecker::layer_field(const syntax::Expr& e) {
  const std::string& name = e.path()[1];
  if (layer_depth_ == 0)
    return error(e, "E-CONTEXT", kLayerPrefix + name + " is only visible inside sum_layers(...) or max_layers(...)");
  if (name == "kind" || name == "name") {
    TExpr r = node(Op::LayerField, Type::string(), e.range);
    r.index = name == "kind" ? kLayerKind : kLayerName;
    return r;
  }
  const auto& fields = nn::layer_fields();
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (name != fields[i].name) continue;
    TExpr r = node(Op::LayerField, fields[i].flop ? Type::number(Dimension::of(BaseDimension::Flop)) : Type::number(), e.range);
    r.index = static_cast<int>(i);
    return r;
  }
  if (auto expanded = names_.layer_let(kLayerPrefix + name)) {
    expanded->range = e.range;  // errors about the use point at the use; its parts, at the let
    return std::move(*expanded);
  }
  std::vector<std::string> known = {"kind", "name"};
  for (const auto& f : fields) known.push_back(f.name);
  for (const auto& let : names_.layer_let_names()) known.push_back(let.substr(kLayerPrefix.size()));
  return error(e, "E-UNKNOWN-PROPERTY", "a layer has no property '" + name + "'", base::did_you_mean(name, known));
}

TExpr ExprChecker::ref(const syntax::Expr& e, ExprContext context) {
  const std::string& head = e.path()[0];
  if (head == "as_of") {
    if (e.path().size() > 1) return error(e, "E-UNKNOWN-NAME", "as_of is a date and has no properties");
    return node(Op::AsOf, Type::date(), e.range);
  }
  if (head == "layer" && e.path().size() == 2) return layer_field(e);
  if (head == "gpu") return entity_field(e, Kind::Gpu, context);
  if (head == "workload") return entity_field(e, Kind::Workload, context);
  if (head == "situation") return entity_field(e, Kind::Situation, context);
  // A dotted let name such as need.memory.
  syntax::Expr as_ident;
  as_ident.kind = syntax::ExprKind::Ident;
  as_ident.range = e.range;
  as_ident.text = text_of(e);
  return ident(as_ident, context);
}

TExpr ExprChecker::entity_field(const syntax::Expr& e, Kind kind, ExprContext context) {
  const std::string word = kind_word(kind);
  if (context == ExprContext::Test && kind == Kind::Gpu)
    return error(e, "E-CONTEXT", "a test sees the advice, not one gpu",
                 "use top, rank(\"GPU\"), admitted(\"GPU\"), recommended(\"GPU\") or warned(\"GPU\")");
  if (context == ExprContext::Filter && kind != Kind::Gpu)
    return error(e, "E-CONTEXT", "a catalog filter sees only gpu.* and as_of");
  if (e.path().size() != 2)
    return error(e, "E-UNKNOWN-PROPERTY",
                 e.path().size() == 1 ? "'" + word + "' needs a property, e.g. " + word + ".name"
                                    : "properties have no properties: '" + text_of(e) + "'");
  const std::string& field = e.path()[1];
  static const Op name_ops[] = {Op::GpuName, Op::WorkloadName, Op::SituationName};
  static const Op field_ops[] = {Op::GpuField, Op::WorkloadField, Op::SituationField};
  const int k = static_cast<int>(kind);
  if (field == "name") return node(name_ops[k], Type::string(), e.range);
  const Schema& schema = program_.schema(kind);
  int index = schema.find(field);
  if (index < 0) {
    std::vector<std::string> known{"name"};
    for (const auto& f : schema.fields) known.push_back(f.name);
    return error(e, "E-UNKNOWN-PROPERTY", word + " has no property '" + field + "'",
                 base::did_you_mean(field, known));
  }
  TExpr t = node(field_ops[k], schema.fields[static_cast<std::size_t>(index)].type, e.range);
  t.index = index;
  return t;
}

}  // namespace advise::check
