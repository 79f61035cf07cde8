#include "check/missing_guard.h"

namespace advise::check {
namespace {

const Field* property(const CheckedProgram& program, const TExpr& expr, std::string& owner) {
  Kind kind;
  switch (expr.op) {
    case Op::GpuField: kind = Kind::Gpu; owner = "gpu"; break;
    case Op::WorkloadField: kind = Kind::Workload; owner = "workload"; break;
    case Op::SituationField: kind = Kind::Situation; owner = "situation"; break;
    default: return nullptr;
  }
  const auto& fields = program.schema(kind).fields;
  return expr.index >= 0 && static_cast<std::size_t>(expr.index) < fields.size()
             ? &fields[static_cast<std::size_t>(expr.index)]
             : nullptr;
}

void visit(const CheckedProgram& program, const TExpr& expr, bool negated, base::DiagnosticSink& sink) {
  if (expr.op == Op::Default) return;  // `a ?? b`: the author said what a missing `a` means
  std::string owner;
  if (const Field* field = negated ? property(program, expr, owner) : nullptr) {
    const std::string name = owner + "." + field->name;
    sink.warning(expr.range, "W-MISSING-GUARD",
                 "'" + name + "' can be missing under a negation: the guard is then missing and the rule silent",
                 "write (" + name + " ?? DEFAULT) to say what a missing value means");
    return;
  }
  const bool negates = expr.op == Op::Not || expr.op == Op::Ne;
  for (const auto& arg : expr.args) visit(program, arg, negated || negates, sink);
}

}  // namespace

void warn_missing_guard(const CheckedProgram& program, const TExpr& guard, base::DiagnosticSink& sink) {
  visit(program, guard, false, sink);
}

}  // namespace advise::check
