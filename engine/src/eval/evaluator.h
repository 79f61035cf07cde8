#pragma once
// Evaluates typed expressions over every candidate at once, one column per node. Lets are
// computed once per query and memoised; nodes that do not vary with the GPU stay scalar.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "advise/advice.h"
#include "eval/candidates.h"
#include "eval/column.h"
#include "graph/evaluation_graph.h"

namespace advise::eval {

// What the evaluators of one query's blocks share: the whole candidate table, which
// max_over_gpus() and at() read (not a block's rows), their results, and the lets that do not
// vary by GPU, each made once.
struct QueryMemo {
  const CandidateTable* whole = nullptr;
  std::size_t block_rows = 0;                      // the blocks' size (for_each_block)
  std::vector<std::optional<Column>> scalar_lets;  // per let; sized once, so references stay valid
  std::map<const ir::TExpr*, Column> across;    // per max_over_gpus() or at() expression
};

struct QueryContext {
  const ir::Entity* workload = nullptr;
  const ir::Entity* situation = nullptr;
  std::int32_t as_of = 0;
  const Advice* advice = nullptr;  // for test expectations only
  QueryMemo* memo = nullptr;       // when the table is one block of a query's candidates
};

// Calls fn(block, offset) for consecutive blocks of at most `rows` rows of `table`, or once for
// the table itself when it is no larger: a block's columns stay in the cache, and their memory is
// reused from block to block instead of being touched afresh for every candidate (a query over a
// million GPUs spent most of its time on that). Results never depend on `rows`.
inline constexpr std::size_t kBlockRows = 4096;
template <class Fn>
void for_each_block(const CandidateTable& table, std::size_t rows, Fn fn) {
  if (table.size() <= rows) return fn(table, std::size_t{0});
  for (std::size_t begin = 0; begin < table.size(); begin += rows)
    fn(table.block(begin, std::min(table.size(), begin + rows)), begin);
}

class Evaluator {
 public:
  Evaluator(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
            QueryContext context);

  Column evaluate(const ir::TExpr& expr);
  // The column of a GPU property, its datasheet value or a let, kept for the whole query (the
  // evaluator lives as long as its result is read); null for any other expression.
  const Column* kept(const ir::TExpr& expr);
  const Column& let(int index);
  std::size_t size() const { return candidates_.size(); }

  // An interpolated message for one candidate; `args` are the message's argument columns.
  std::string format_row(const ir::TExpr& format, const std::vector<Column>& args,
                         std::size_t row) const;
  std::vector<Column> format_arguments(const ir::TExpr& format);

  // The network of the query's workload, or null.
  const nn::Network* network() const;
  // The terms of a sum_layers() or max_layers() expression, one column per layer.
  std::vector<Column> layer_terms(const ir::TExpr& sum);

 private:
  Column measured(int index) const;
  Column gpu_names() const;
  Column format(const ir::TExpr& e);
  Column entity_field(const ir::Entity* entity, ir::Kind kind, int index) const;
  Column numeric_map(const ir::TExpr& e, const std::vector<const Column*>& args);
  Column equality(const ir::TExpr& e, const Column& a, const Column& b);
  Column membership(const Column& a, const Column& list);
  Column test_value(const ir::TExpr& e) const;
  Column layer_field(const ir::TExpr& e) const;
  Column sum_layers(const ir::TExpr& e);
  Column at_gpu(const ir::TExpr& e);
  Column max_over_gpus(const ir::TExpr& e);
  Column best_gpu(const ir::TExpr& e);
  Column quote_of(const ir::TExpr& e);
  bool partial() const { return context_.memo && context_.memo->whole != &candidates_; }
  const Column& across(const ir::TExpr& e);

  const graph::EvaluationGraph& graph_;
  const ir::CheckedProgram& program_;
  const CandidateTable& candidates_;
  QueryContext context_;
  std::vector<std::optional<Column>> lets_;
  const nn::Layer* layer_ = nullptr;  // the layer a sum_layers() body is evaluated for
};

}  // namespace advise::eval
