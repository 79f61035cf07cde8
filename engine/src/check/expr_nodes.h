#pragma once
// Typed-tree nodes as the expression checker makes them (expr_checker.cpp, expr_operators.cpp).
// Internal to check/.
#include <utility>
#include <vector>

#include "check/vocabulary.h"

namespace advise::check::exprs {

using base::SourceRange;

inline bool is_zero_literal(const TExpr& e) {
  return e.op == Op::Const && e.type.kind == TypeKind::Number && e.type.dimension.dimensionless() &&
         e.constant.present && e.constant.number == 0;
}

inline TExpr node(Op op, Type type, const SourceRange& range, std::vector<TExpr> args = {}) {
  TExpr t;
  t.op = op;
  t.type = type;
  t.range = range;
  t.args = std::move(args);
  return t;
}

inline TExpr constant(Type type, Value value, const SourceRange& range) {
  TExpr t = node(Op::Const, type, range);
  t.constant = std::move(value);
  return t;
}

inline const char* kind_word(Kind k) {
  switch (k) {
    case Kind::Gpu: return "gpu";
    case Kind::Workload: return "workload";
    case Kind::Situation: return "situation";
    case Kind::Measured: return "measured";
  }
  return "?";
}

}  // namespace advise::check::exprs
