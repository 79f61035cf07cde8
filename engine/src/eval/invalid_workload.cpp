// A workload that an `invalid` rule declares impossible (LoRA with inference, tensor sharding on
// one GPU): the rule's message becomes an error located at the workload property its guard
// reads, so that the user sees where to change the workload.
#include "eval/invalid_workload.h"

#include <set>

#include "base/diagnostic_sink.h"

namespace advise {
namespace {

using ir::Op;
using ir::TExpr;

// The workload fields an expression reads, through the lets it uses, in reading order.
void workload_fields(const ir::CheckedProgram& p, const TExpr& e, std::vector<int>& fields, std::set<int>& lets) {
  if (e.op == Op::WorkloadField) fields.push_back(e.index);
  if (e.op == Op::Let && lets.insert(e.index).second)
    workload_fields(p, p.lets[static_cast<std::size_t>(e.index)].expr, fields, lets);
  for (const auto& a : e.args) workload_fields(p, a, fields, lets);
}

// Where to point: the first property the rule's guards read that the workload sets, else its name.
base::SourceRange location(const ir::CheckedProgram& p, const ir::Entity& workload, const std::string& rule) {
  std::vector<int> fields;
  std::set<int> lets;
  for (const auto& r : p.rules)
    if (r.name == rule)
      for (const auto& g : r.guards) workload_fields(p, g, fields, lets);
  for (int f : fields)
    if (workload.fields[static_cast<std::size_t>(f)].set) return workload.fields[static_cast<std::size_t>(f)].range;
  return workload.range;
}

}  // namespace

std::vector<Diagnostic> invalid_workload(const ir::CheckedProgram& program, const ir::Entity& workload,
                                         const Advice& advice) {
  base::DiagnosticSink sink(program.files);
  for (const auto& s : advice.invalid)
    sink.error(location(program, workload, s.origin->rule), "E-INVALID-WORKLOAD",
               "workload '" + workload.name + "': " + s.message,
               "rule \"" + s.origin->rule + "\" at " + s.origin->file + ":" + std::to_string(s.origin->line));
  return sink.take();
}

}  // namespace advise
