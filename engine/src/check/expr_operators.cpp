// The expression checker (expr_checker.h): operators, conditionals, lists and calls of built-in
// functions, each typed and its units checked.
#include <algorithm>
#include <cmath>

#include "base/suggest.h"
#include "check/builtins.h"
#include "check/expr_checker.h"
#include "check/expr_nodes.h"
#include "check/units.h"

namespace advise::check {

using exprs::constant;
using exprs::is_zero_literal;
using exprs::kind_word;
using exprs::node;

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
  if (fn->result == ResultType::String) t.type = Type::string();
  if (fn->result == ResultType::Date) t.type = Type::date();
  if (fn->result == ResultType::Time) t.type = Type::number(Dimension::of(BaseDimension::Second));
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
  if (param == Param::GpuProperty || param == Param::DatedGpuProperty) {
    if (a.op != Op::GpuField)
      return error(arg, "E-TYPE", name + "() takes a gpu property, e.g. " + name + "(gpu.bandwidth)"), false;
    if (param == Param::DatedGpuProperty && !program_.schema(Kind::Gpu).fields[static_cast<std::size_t>(a.index)].dated)
      return error(arg, "E-TYPE", name + "() takes a dated gpu property (a price, a rent)"), false;
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
