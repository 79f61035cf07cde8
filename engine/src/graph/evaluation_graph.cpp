#include "graph/evaluation_graph.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace advise::graph {
namespace {

using ir::Op;
using ir::TExpr;

// Replaces arithmetic on constants by its result: `8 GB * 1.1` is stored as one number.
void fold(TExpr& e) {
  for (auto& a : e.args) fold(a);
  const bool numeric = e.op == Op::Add || e.op == Op::Sub || e.op == Op::Mul || e.op == Op::Div ||
                       e.op == Op::Neg;
  if (!numeric) return;
  for (const auto& a : e.args)
    if (a.op != Op::Const || !a.constant.present) return;
  double x = e.args[0].constant.number;
  double y = e.args.size() > 1 ? e.args[1].constant.number : 0;
  double r = e.op == Op::Add ? x + y : e.op == Op::Sub ? x - y : e.op == Op::Mul ? x * y
           : e.op == Op::Div ? x / y : -x;
  if (!std::isfinite(r)) return;  // leave 1/0 to the evaluator, which makes it missing
  e.op = Op::Const;
  e.constant = ir::Value::of(r);
  e.args.clear();
}

class CycleFinder {
 public:
  // The first `done` lets are in order already (a base graph's).
  CycleFinder(const ir::CheckedProgram& program, const std::vector<std::vector<int>>& deps,
              std::size_t done, base::DiagnosticSink& sink)
      : program_(program), deps_(deps), sink_(sink), state_(deps.size(), 0) {
    std::fill_n(state_.begin(), done, 2);
  }

  // Dependencies-first order of the lets not done; empty when a cycle was reported.
  std::vector<int> order(const std::vector<int>& by_name) {
    for (int i : by_name) visit(i);
    return cyclic_ ? std::vector<int>{} : order_;
  }

 private:
  void visit(int i) {
    auto u = static_cast<std::size_t>(i);
    if (state_[u] == 2) return;
    if (state_[u] == 1) {
      report(i);
      return;
    }
    state_[u] = 1;
    path_.push_back(i);
    for (int d : deps_[u]) visit(d);
    path_.pop_back();
    state_[u] = 2;
    order_.push_back(i);
  }

  void report(int start) {
    cyclic_ = true;
    auto from = std::find(path_.begin(), path_.end(), start);
    std::string chain;
    for (auto it = from; it != path_.end(); ++it) chain += program_.lets[static_cast<std::size_t>(*it)].name + " -> ";
    chain += program_.lets[static_cast<std::size_t>(start)].name;
    sink_.error(program_.lets[static_cast<std::size_t>(start)].range, "E-CYCLE",
                "dependency cycle: " + chain);
  }

  const ir::CheckedProgram& program_;
  const std::vector<std::vector<int>>& deps_;
  base::DiagnosticSink& sink_;
  std::vector<int> state_;
  std::vector<int> path_;
  std::vector<int> order_;
  bool cyclic_ = false;
};

}  // namespace

Varies varies_of(const TExpr& e, const std::vector<Varies>& lets) {
  Varies v;
  switch (e.op) {
    case Op::GpuField: case Op::GpuName: case Op::Measured: case Op::Datasheet:
      v.gpu = true;
      break;
    case Op::QuoteDate: case Op::QuoteAge: case Op::QuoteSeller:
      v.gpu = v.query = true;  // which quote is in force depends on the date asked
      break;
    case Op::WorkloadField: case Op::WorkloadName: case Op::SituationField:
    case Op::SituationName: case Op::AsOf:
      v.query = true;
      break;
    case Op::Let:
      if (e.index >= 0 && static_cast<std::size_t>(e.index) < lets.size()) v = lets[static_cast<std::size_t>(e.index)];
      break;
    case Op::SumLayers: case Op::MaxLayers: case Op::LayerField:
      v.query = true;  // the workload's network
      break;
    case Op::AtGpu: case Op::MaxOverGpus: case Op::BestGpu:
      // One value taken over the candidates: the same for every GPU.
      v.query = true;
      return v;
    default: break;
  }
  for (const auto& a : e.args) {
    Varies sub = varies_of(a, lets);
    v.gpu = v.gpu || sub.gpu;
    v.query = v.query || sub.query;
  }
  return v;
}

namespace {

// A prefer's or an invalid's guard and a test's expectation are read once per query, not per
// GPU: they may not depend on the gpu. Reports each that does; false if any.
// Only rules from `first_rule` on and tests from `first_test` on: the others were read before.
bool no_per_gpu_reads(const ir::CheckedProgram& program, const EvaluationGraph& graph, std::size_t first_rule,
                      std::size_t first_test, base::DiagnosticSink& sink) {
  bool ok = true;
  for (std::size_t r = first_rule; r < program.rules.size(); ++r) {
    const auto& rule = program.rules[r];
    auto has = [&](ir::EffectKind kind) {
      return std::any_of(rule.effects.begin(), rule.effects.end(), [&](const ir::Effect& e) { return e.kind == kind; });
    };
    const bool prefers = has(ir::EffectKind::Prefer), invalid = has(ir::EffectKind::Invalid);
    if (!prefers && !invalid) continue;
    for (const auto& g : rule.guards) {
      if (varies_of(g, graph.let_varies).gpu) {
        sink.error(g.range, "E-PREFER-GUARD",
                   "rule '" + rule.name + (prefers ? "' prefers criteria" : "' declares workloads invalid") +
                       ", so its 'when' cannot depend on the gpu",
                   "put per-GPU conditions in a separate rule");
        ok = false;
      }
    }
  }
  for (std::size_t t = first_test; t < program.tests.size(); ++t) {
    for (const auto& e : program.tests[t].expects) {
      if (varies_of(e, graph.let_varies).gpu) {
        sink.error(e.range, "E-CONTEXT", "this expectation reads a let that differs per GPU",
                   "test the advice with top, rank(\"GPU\"), admitted(\"GPU\") ...");
        ok = false;
      }
    }
  }
  return ok;
}

}  // namespace

namespace {

// `indices` in order of the names `name_of` gives them.
template <class NameOf>
void sort_by_name(std::vector<int>& indices, NameOf name_of) {
  std::sort(indices.begin(), indices.end(), [&](int a, int b) { return name_of(a) < name_of(b); });
}

// The lets from `first` on: folded, their direct dependencies, their order (after the lets before
// `first`, which cannot depend on them) and what they vary with. False when there is a cycle.
bool add_lets(EvaluationGraph& graph, ir::CheckedProgram& program, std::size_t first, base::DiagnosticSink& sink) {
  const std::size_t n = program.lets.size();
  auto name = [&](int i) -> const std::string& { return program.lets[static_cast<std::size_t>(i)].name; };
  graph.let_dependencies.resize(n);
  std::vector<int> by_name;
  for (std::size_t i = first; i < n; ++i) {
    fold(program.lets[i].expr);
    auto& deps = graph.let_dependencies[i];
    deps = program.lets[i].references;
    sort_by_name(deps, name);
    deps.erase(std::unique(deps.begin(), deps.end()), deps.end());
    by_name.push_back(static_cast<int>(i));
  }
  sort_by_name(by_name, name);
  const auto order = CycleFinder(program, graph.let_dependencies, first, sink).order(by_name);
  if (order.size() != by_name.size()) return false;
  graph.let_order.insert(graph.let_order.end(), order.begin(), order.end());
  graph.let_varies.resize(n);
  for (int i : order)
    graph.let_varies[static_cast<std::size_t>(i)] = varies_of(program.lets[static_cast<std::size_t>(i)].expr, graph.let_varies);
  return true;
}

// The rules from `first` on: folded, and merged into the order by name.
void add_rules(EvaluationGraph& graph, ir::CheckedProgram& program, std::size_t first) {
  auto name = [&](int i) -> const std::string& { return program.rules[static_cast<std::size_t>(i)].name; };
  std::vector<int> added;
  for (std::size_t r = first; r < program.rules.size(); ++r) {
    for (auto& g : program.rules[r].guards) fold(g);
    for (auto& e : program.rules[r].effects) {
      if (e.condition) fold(*e.condition);
      if (e.message) fold(*e.message);
    }
    added.push_back(static_cast<int>(r));
  }
  sort_by_name(added, name);
  std::vector<int> merged;
  std::merge(graph.rule_order.begin(), graph.rule_order.end(), added.begin(), added.end(), std::back_inserter(merged),
             [&](int a, int b) { return name(a) < name(b); });
  graph.rule_order = std::move(merged);
}

}  // namespace

std::unique_ptr<EvaluationGraph> build_graph(ir::CheckedProgram& program,
                                             base::DiagnosticSink& sink) {
  return extend_graph(EvaluationGraph{}, program, sink);
}

std::unique_ptr<EvaluationGraph> extend_graph(const EvaluationGraph& base, ir::CheckedProgram& program,
                                              base::DiagnosticSink& sink) {
  auto graph = std::make_unique<EvaluationGraph>(base);
  graph->program = &program;
  const std::size_t first_rule = base.rule_order.size();
  if (!add_lets(*graph, program, base.let_dependencies.size(), sink)) return nullptr;
  add_rules(*graph, program, first_rule);
  graph->tests = program.tests.size();
  return no_per_gpu_reads(program, *graph, first_rule, base.tests, sink) ? std::move(graph) : nullptr;
}

}  // namespace advise::graph
