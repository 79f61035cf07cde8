#pragma once
// The checked program as a graph: lets and rules are nodes, references are edges. Knows, for
// every node, what it varies with (the GPU, the workload, the situation, the date), so the
// evaluator computes per-GPU nodes as columns and everything else once.
#include <memory>
#include <vector>

#include "ir/checked_program.h"
#include "base/diagnostic_sink.h"

namespace advise::graph {

struct Varies {
  bool gpu = false;
  bool query = false;  // workload, situation or as_of
};

struct EvaluationGraph {
  const ir::CheckedProgram* program = nullptr;
  std::vector<int> let_order;      // dependencies first; ties by name
  std::vector<Varies> let_varies;  // per let
  std::vector<int> rule_order;     // by name: effects are gathered in this order
  std::vector<std::vector<int>> let_dependencies;  // direct, per let, sorted
  std::size_t tests = 0;           // how many of the program's tests it has checked
};

// Folds constant sub-expressions, finds dependency cycles (reported with the whole cycle),
// and checks what needs the graph: a `prefer` guard cannot depend on the GPU, a test cannot
// read a per-GPU let. Null when there are errors.
std::unique_ptr<EvaluationGraph> build_graph(ir::CheckedProgram& program,
                                             base::DiagnosticSink& sink);

// As build_graph(), for `program` made of the program `base` was built for and lets, rules and
// tests added after its own (check::check_more): only those are folded and checked, and since
// the base's lets cannot refer to the new ones, a cycle can only be among the new lets.
std::unique_ptr<EvaluationGraph> extend_graph(const EvaluationGraph& base, ir::CheckedProgram& program,
                                              base::DiagnosticSink& sink);

// What an expression varies with, given the lets' variation.
Varies varies_of(const ir::TExpr& expr, const std::vector<Varies>& lets);

}  // namespace advise::graph
