#pragma once
// Evaluates typed expressions over every candidate at once, one column per node. Lets are
// computed once per query and memoised; nodes that do not vary with the GPU stay scalar.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "advise/advice.h"
#include "eval/candidates.h"
#include "eval/column.h"
#include "graph/evaluation_graph.h"

namespace advise::eval {

struct QueryContext {
  const check::Entity* workload = nullptr;
  const check::Entity* situation = nullptr;
  std::int32_t as_of = 0;
  const Advice* advice = nullptr;  // for test expectations only
};

class Evaluator {
 public:
  Evaluator(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
            QueryContext context);

  Column evaluate(const check::TExpr& expr);
  // The column of a GPU property, its datasheet value or a let, kept for the whole query (the
  // evaluator lives as long as its result is read); null for any other expression.
  const Column* kept(const check::TExpr& expr);
  const Column& let(int index);
  std::size_t size() const { return candidates_.size(); }

  // An interpolated message for one candidate; `args` are the message's argument columns.
  std::string format_row(const check::TExpr& format, const std::vector<Column>& args,
                         std::size_t row) const;
  std::vector<Column> format_arguments(const check::TExpr& format);

  // The network of the query's workload, or null.
  const nn::Network* network() const;
  // The terms of a sum_layers() or max_layers() expression, one column per layer.
  std::vector<Column> layer_terms(const check::TExpr& sum);

 private:
  Column measured(int index) const;
  Column gpu_names() const;
  Column format(const check::TExpr& e);
  Column entity_field(const check::Entity* entity, check::Kind kind, int index) const;
  Column numeric_map(const check::TExpr& e, const std::vector<const Column*>& args);
  Column equality(const check::TExpr& e, const Column& a, const Column& b);
  Column membership(const Column& a, const Column& list);
  Column test_value(const check::TExpr& e) const;
  Column layer_field(const check::TExpr& e) const;
  Column sum_layers(const check::TExpr& e);
  Column at_gpu(const check::TExpr& e);
  Column max_over_gpus(const check::TExpr& e);

  const graph::EvaluationGraph& graph_;
  const check::CheckedProgram& program_;
  const CandidateTable& candidates_;
  QueryContext context_;
  std::vector<std::optional<Column>> lets_;
  const nn::Layer* layer_ = nullptr;  // the layer a sum_layers() body is evaluated for
};

}  // namespace advise::eval
