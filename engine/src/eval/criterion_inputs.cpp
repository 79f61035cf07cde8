#include "eval/criterion_inputs.h"

#include <algorithm>
#include <set>

namespace advise::eval {
namespace {

void collect(const ir::CheckedProgram& program, const ir::TExpr& expr, std::set<int>& fields,
             std::set<int>& lets_seen) {
  switch (expr.op) {
    case ir::Op::GpuField: case ir::Op::Measured: case ir::Op::Datasheet:
    case ir::Op::QuoteDate: case ir::Op::QuoteAge: case ir::Op::QuoteSeller:
      fields.insert(expr.index);
      break;
    case ir::Op::Let:
      // The graph has no cycles by now; the set only spares walking a shared let twice.
      if (lets_seen.insert(expr.index).second)
        collect(program, program.lets[static_cast<std::size_t>(expr.index)].expr, fields, lets_seen);
      break;
    case ir::Op::AtGpu: case ir::Op::MaxOverGpus: case ir::Op::BestGpu:
      // One value for every candidate (another card's, or the best of all): it weighs no
      // property of the card being ranked.
      return;
    default: break;
  }
  for (const auto& arg : expr.args) collect(program, arg, fields, lets_seen);
}

}  // namespace

std::vector<int> gpu_inputs(const ir::CheckedProgram& program, const ir::TExpr& expr) {
  std::set<int> fields, lets_seen;
  collect(program, expr, fields, lets_seen);
  return {fields.begin(), fields.end()};
}

}  // namespace advise::eval
