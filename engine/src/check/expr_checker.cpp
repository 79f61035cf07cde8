#include "check/expr_checker.h"

#include <algorithm>
#include <cmath>

#include "check/builtins.h"
#include "base/suggest.h"
#include "check/units.h"
#include "nn/network.h"

namespace advise::check {
namespace {

bool is_zero_literal(const TExpr& e) {
  return e.op == Op::Const && e.type.kind == TypeKind::Number && e.type.dimension.dimensionless() &&
         e.constant.present && e.constant.number == 0;
}

TExpr node(Op op, Type type, const SourceRange& range, std::vector<TExpr> args = {}) {
  TExpr t;
  t.op = op;
  t.type = type;
  t.range = range;
  t.args = std::move(args);
  return t;
}

TExpr constant(Type type, Value value, const SourceRange& range) {
  TExpr t = node(Op::Const, type, range);
  t.constant = std::move(value);
  return t;
}

const char* kind_word(Kind k) {
  switch (k) {
    case Kind::Gpu: return "gpu";
    case Kind::Workload: return "workload";
    case Kind::Situation: return "situation";
    case Kind::Measured: return "measured";
  }
  return "?";
}

}  // namespace

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

// layer.NAME inside sum_layers(): a number from nn's field table, or the layer's kind or name.
TExpr ExprChecker::layer_field(const syntax::Expr& e) {
  const std::string& name = e.path()[1];
  if (layer_depth_ == 0)
    return error(e, "E-CONTEXT", "layer." + name + " is only visible inside sum_layers(...) or max_layers(...)");
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
  std::vector<std::string> known = {"kind", "name"};
  for (const auto& f : fields) known.push_back(f.name);
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

TExpr ExprChecker::unary(const syntax::Expr& e, ExprContext context) {
  TExpr operand = check(*e.args[0], context);
  if (operand.type.is_error()) return operand;
  if (e.text == "-") {
    if (operand.type.kind != TypeKind::Number)
      return error(e, "E-TYPE", "cannot negate " + describe(operand.type));
    Type t = operand.type;
    return node(Op::Neg, t, e.range, {std::move(operand)});
  }
  if (operand.type.kind != TypeKind::Bool)
    return error(e, "E-TYPE", "'not' needs a condition (bool), not " + describe(operand.type));
  return node(Op::Not, Type::boolean(), e.range, {std::move(operand)});
}

TExpr ExprChecker::binary(const syntax::Expr& e, ExprContext context) {
  TExpr lhs = check(*e.args[0], context);
  TExpr rhs = check(*e.args[1], context);
  if (lhs.type.is_error() || rhs.type.is_error()) return node(Op::Const, Type::error(), e.range);
  const std::string& op = e.text;
  if (op == "+" || op == "-" || op == "*" || op == "/") return arithmetic(e, std::move(lhs), std::move(rhs));
  if (op == "and" || op == "or") {
    if (lhs.type.kind != TypeKind::Bool || rhs.type.kind != TypeKind::Bool)
      return error(e, "E-TYPE", "'" + op + "' needs conditions (bool) on both sides, not " +
                                    describe(lhs.type) + " and " + describe(rhs.type));
    return node(op == "and" ? Op::And : Op::Or, Type::boolean(), e.range, {std::move(lhs), std::move(rhs)});
  }
  if (op == "??") {
    if (!(lhs.type == rhs.type) && !(is_zero_literal(rhs) && lhs.type.kind == TypeKind::Number))
      return error(e, "E-TYPE", "'?\?' needs the same type on both sides, not " +
                                    describe(lhs.type) + " and " + describe(rhs.type));
    Type t = lhs.type;
    return node(Op::Default, t, e.range, {std::move(lhs), std::move(rhs)});
  }
  if (op == "in") return membership(e, std::move(lhs), std::move(rhs));
  return comparison(e, std::move(lhs), std::move(rhs));
}

TExpr ExprChecker::arithmetic(const syntax::Expr& e, TExpr lhs, TExpr rhs) {
  const std::string& op = e.text;
  if (lhs.type.kind != TypeKind::Number || rhs.type.kind != TypeKind::Number)
    return error(e, "E-TYPE", "'" + op + "' needs numbers, not " + describe(lhs.type) + " and " +
                                  describe(rhs.type));
  Dimension dim;
  Op code;
  if (op == "+" || op == "-") {
    if (is_zero_literal(rhs)) rhs.type = lhs.type;
    if (is_zero_literal(lhs)) lhs.type = rhs.type;
    if (!(lhs.type.dimension == rhs.type.dimension))
      return error(e, "E-UNIT", std::string("cannot ") + (op == "+" ? "add " : "subtract ") +
                                    text_of(*e.args[1]) + " (" + describe(rhs.type) + ")" +
                                    (op == "+" ? " to " : " from ") + text_of(*e.args[0]) + " (" +
                                    describe(lhs.type) + ")");
    dim = lhs.type.dimension;
    code = op == "+" ? Op::Add : Op::Sub;
  } else {
    // Zero in the data is missing at run time; a zero written as the divisor is a mistake.
    if (op == "/" && rhs.op == Op::Const && rhs.constant.present && rhs.constant.number == 0)
      return error(*e.args[1], "E-DIV-ZERO", "division by zero", "a divisor written as 0 is never right");
    dim = op == "*" ? lhs.type.dimension * rhs.type.dimension : lhs.type.dimension / rhs.type.dimension;
    code = op == "*" ? Op::Mul : Op::Div;
  }
  return node(code, Type::number(dim), e.range, {std::move(lhs), std::move(rhs)});
}

TExpr ExprChecker::comparison(const syntax::Expr& e, TExpr lhs, TExpr rhs) {
  const std::string& op = e.text;
  const bool equality = op == "==" || op == "!=";
  if (lhs.type.kind == TypeKind::Number && rhs.type.kind == TypeKind::Number) {
    if (is_zero_literal(rhs)) rhs.type = lhs.type;
    if (is_zero_literal(lhs)) lhs.type = rhs.type;
    if (!(lhs.type.dimension == rhs.type.dimension))
      return error(e, "E-UNIT",
                   "cannot compare " + text_of(*e.args[0]) + " (" + describe(lhs.type) + ") with " +
                       text_of(*e.args[1]) + " (" + describe(rhs.type) + ")",
                   "both sides of a comparison need the same dimension");
  } else if (!(lhs.type == rhs.type)) {
    return error(e, "E-TYPE", "cannot compare " + text_of(*e.args[0]) + " (" + describe(lhs.type) + ") with " +
                                  text_of(*e.args[1]) + " (" + describe(rhs.type) + ")");
  } else if (!equality) {
    bool ordered = lhs.type.kind == TypeKind::Date ||
                   (lhs.type.kind == TypeKind::Enum &&
                    program_.enums[static_cast<std::size_t>(lhs.type.enum_id)].ordered);
    if (!ordered)
      return error(e, "E-TYPE", "'" + op + "' needs ordered values; " + describe(lhs.type) +
                                    " can only be compared with == and !=");
  }
  Op code = op == "<" ? Op::Lt : op == "<=" ? Op::Le : op == ">" ? Op::Gt : op == ">=" ? Op::Ge
          : op == "==" ? Op::Eq : Op::Ne;
  return node(code, Type::boolean(), e.range, {std::move(lhs), std::move(rhs)});
}

TExpr ExprChecker::membership(const syntax::Expr& e, TExpr lhs, TExpr rhs) {
  if (rhs.type.kind != TypeKind::List)
    return error(e, "E-TYPE", "'in' needs a list on its right, not " + describe(rhs.type));
  Type element = rhs.type.element_type();
  if (element.kind != TypeKind::Error && !(element == lhs.type))
    return error(e, "E-TYPE", "cannot look for " + describe(lhs.type) + " in a " + describe(rhs.type));
  return node(Op::In, Type::boolean(), e.range, {std::move(lhs), std::move(rhs)});
}

TExpr ExprChecker::conditional(const syntax::Expr& e, ExprContext context) {
  TExpr cond = check(*e.args[0], context);
  TExpr a = check(*e.args[1], context);
  TExpr b = check(*e.args[2], context);
  if (cond.type.is_error() || a.type.is_error() || b.type.is_error())
    return node(Op::Const, Type::error(), e.range);
  if (cond.type.kind != TypeKind::Bool)
    return error(*e.args[0], "E-TYPE", "'if' needs a condition (bool), not " + describe(cond.type));
  if (!(a.type == b.type))
    return error(e, "E-TYPE", "'then' and 'else' give different types: " + describe(a.type) +
                                  " and " + describe(b.type));
  Type t = a.type;
  return node(Op::If, t, e.range, {std::move(cond), std::move(a), std::move(b)});
}

TExpr ExprChecker::list(const syntax::Expr& e, ExprContext context) {
  Value v{true};
  Type element = Type::error();
  for (const auto& a : e.args) {
    TExpr item = check(*a, context);
    if (item.type.is_error()) return item;
    if (item.op != Op::Const)
      return error(*a, "E-TYPE", "list items must be constants (names, numbers, strings)");
    if (element.is_error()) element = item.type;
    else if (!(element == item.type))
      return error(*a, "E-TYPE", "list items must have one type: " + describe(element) + " and " +
                                     describe(item.type));
    v.items.push_back(item.constant);
  }
  return constant(Type::list_of(element), v, e.range);
}

TExpr ExprChecker::call(const syntax::Expr& e, ExprContext context) {
  const bool in_expect = context == ExprContext::Test;
  const Builtin* fn = find_builtin(e.text, in_expect);
  if (!fn)
    return error(e, "E-UNKNOWN-FUNCTION", "unknown function '" + e.text + "'",
                 base::did_you_mean(e.text, builtin_names(in_expect)));
  if (!builtin_arity(*fn, e)) return node(Op::Const, Type::error(), e.range);
  TExpr t = node(fn->op, Type::error(), e.range);
  for (std::size_t k = 0; k < e.args.size(); ++k)
    if (!builtin_argument(*fn, k, *e.args[k], context, t)) return node(Op::Const, Type::error(), e.range);
  if (fn->result == ResultType::Bool) t.type = Type::boolean();
  if (fn->result == ResultType::Number) t.type = Type::number();
  return t;
}

bool ExprChecker::builtin_arity(const Builtin& fn, const syntax::Expr& e) {
  const std::size_t n = fn.min_args(), given = e.args.size();
  if (fn.variadic ? given >= n : given == n) return true;
  const std::string name(fn.name);
  if (fn.variadic)
    error(e, "E-ARITY", name + "() takes two or more arguments");
  else
    error(e, "E-ARITY", name + "() takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") +
                            ", not " + std::to_string(given));
  return false;
}

// Checks argument `position` of a call of `fn` into `call`: its type (as the call's type until
// the result rule applies), its args, index, constant or pieces. False once it reported an error.
bool ExprChecker::builtin_argument(const Builtin& fn, std::size_t position, const syntax::Expr& arg,
                                   ExprContext context, TExpr& call) {
  const Param param = fn.variadic ? fn.params[0] : fn.params[position];
  const std::string name(fn.name);
  if (param == Param::GpuName || param == Param::RuleName) return quoted_name(fn, position, arg, call);
  if (fn.scope == Scope::PerGpu && context == ExprContext::Test) context = ExprContext::Rule;
  if (fn.scope == Scope::PerLayer) ++layer_depth_;
  TExpr a = check(arg, context);
  if (fn.scope == Scope::PerLayer) --layer_depth_;
  if (a.type.is_error()) return false;
  if (param == Param::GpuProperty) {
    if (a.op != Op::GpuField)
      return error(arg, "E-TYPE", name + "() takes a gpu property, e.g. " + name + "(gpu.bandwidth)"), false;
    call.index = a.index;
    call.type = a.type;
    return true;
  }
  // Many values (the arguments of min(), the terms of sum_layers()) or one.
  const bool many = fn.variadic || fn.scope == Scope::PerLayer;
  if (param == Param::Number && a.type.kind != TypeKind::Number)
    return error(arg, "E-TYPE", name + (many ? "() needs numbers, not " : "() needs a number, not ") +
                                    describe(a.type)), false;
  if (param == Param::Number && !call.args.empty() && !(call.type == a.type))
    return error(arg, "E-UNIT", name + "() needs one dimension: " + describe(call.type) + " and " +
                                    describe(a.type)), false;
  call.type = a.type;
  call.args.push_back(std::move(a));
  return true;
}

// A GPU or rule name in quotes that the program knows, kept in the call's constant or pieces.
bool ExprChecker::quoted_name(const Builtin& fn, std::size_t position, const syntax::Expr& arg,
                              TExpr& call) {
  const bool gpu = fn.params[position] == Param::GpuName;
  if (arg.kind != syntax::ExprKind::String || !arg.args.empty())
    return error(arg, "E-TYPE", std::string(fn.name) + "() takes a " + (gpu ? "GPU" : "rule") +
                                    " name in quotes" +
                                    (position == 0 && fn.params.size() > 1 ? " first" : "")), false;
  const std::string text = arg.pieces().empty() ? "" : arg.pieces()[0];
  const std::vector<std::string> known = gpu ? names_.gpu_names() : names_.rule_names();
  if (std::find(known.begin(), known.end(), text) == known.end()) {
    if (gpu) error(arg, "E-UNKNOWN-GPU", "no gpu is called \"" + text + "\"", base::did_you_mean(text, known));
    else error(arg, "E-UNKNOWN-NAME", "no rule is called \"" + text + "\"", base::did_you_mean(text, known));
    return false;
  }
  if (gpu) call.constant = Value::of_text(text);
  else call.pieces = {text};
  return true;
}

}  // namespace advise::check
