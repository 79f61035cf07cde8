#pragma once
// The builder of one query's Advice, internal to eval/: advisor.cpp evaluates the rules over the
// candidates, applies their effects and ranks the admitted ones; advice_output.cpp builds the
// public Advice from that (candidates, values, charts, the recommendation).
#include "eval/advisor.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>

#include "advise/report.h"
#include "base/limits.h"
#include "eval/candidates.h"
#include "eval/criterion_inputs.h"
#include "eval/evaluator.h"
#include "eval/ranking.h"
#include "eval/rule_effects.h"
#include "eval/value_cell.h"

namespace advise::eval::advising {

using ir::EffectKind;

struct ActivePreference {
  const ir::Rule* rule;
  const ir::CriterionRef* criterion;
};

// The rows a report lists, as a table of their own with its evaluator: the whole table's when
// the query was evaluated in one block.
struct ListedRows {
  bool whole = false;             // the whole table: row r is row r
  std::vector<std::size_t> rows;  // else the listed rows of the whole table, ascending
  std::unique_ptr<CandidateTable> table;
  std::unique_ptr<Evaluator> evaluator;
  const CandidateTable* view = nullptr;
  std::size_t local(std::size_t row) const {
    return whole ? row : static_cast<std::size_t>(std::lower_bound(rows.begin(), rows.end(), row) - rows.begin());
  }
};

class AdviceBuilder {
 public:
  AdviceBuilder(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
                const AdviceRequest& request, std::set<std::string>* fired)
      : graph_(graph), program_(*graph.program), request_(request), fired_(fired), candidates_(candidates),
        effects_(program_, candidates.size()) {
    memo_.whole = &candidates_;
    memo_.block_rows = std::max<std::size_t>(request.block_rows, 1);
  }

  Advice build();

 private:
  // How many of the best places the report needs ranked, 0 for all of them: a report of the best
  // few (a JSON --top) lists nothing else unless a rule recommends a card, --why-not names one,
  // or a chart plots them all.
  std::size_t ranked_places() const;

  QueryContext context() { return {request_.workload, request_.situation, request_.as_of, nullptr, &memo_}; }

  // Per admitted row of a block, in row order: its row, and its value of each criterion and chart
  // axis (what ranking and charts read; a report's other values are made for its rows alone).
  void collect(Evaluator& block, std::size_t offset);

  // A card is advised in its smallest admitted configuration (one card when none is admitted, for
  // its reasons): the larger ones of the same card are hidden, from the ranking and the report.
  // Rows of one card are consecutive, fewest cards first (CandidateTable::configurations).
  void hide_larger_configurations();

  static void append_row(Column& to, const Column& from, std::size_t row);

  // The listed rows' table and evaluator.
  ListedRows listed_view(const std::vector<std::uint8_t>& listed);

  // Criteria of every active preference: higher priority first, then by rule name; a
  // criterion named twice counts once, at its first place.
  std::vector<ActivePreference> active_criteria();

  // The rows Advice lists: every row, or (list_all false) the best `detail_top` ranked, those a
  // rule recommends, `detail_gpu` with the row ranked just above it, and, when nothing is
  // admitted, those one rule alone rejects.
  std::vector<std::uint8_t> listed_rows(const Ranking& ranking) const;

  // The listed rows whose values and ranking explanation a report shows: making them for every
  // candidate is most of the cost of a large catalog.
  std::vector<std::uint8_t> detailed_rows(const Ranking& ranking, const std::vector<std::uint8_t>& listed) const;

  // The best `detail_top` ranked rows (every ranked row when it is 0).
  void mark_top(std::vector<std::uint8_t>& rows, const Ranking& ranking) const;

  // `detail_gpu`, and the row ranked just above it: --why-not explains a ranked card by the
  // decision of the card above.
  void mark_also(std::vector<std::uint8_t>& rows, const Ranking& ranking) const;

  // Ranked candidates best first, then the rejected ones in row (name) order, each built once in
  // its place: place_ maps listed rows to places for the values added after. Rows not listed are
  // counted.
  void add_candidates(Advice& advice, const ListedRows& report, const Ranking& ranking,
                      const std::vector<RankCriterion>& criteria, const std::vector<std::uint8_t>& listed,
                      const std::vector<std::uint8_t>& detailed);

  static void add_network(Advice& advice, const Evaluator& evaluator);

  // The sum_layers() a value is, directly or through lets; null when it is something else.
  const ir::TExpr* per_layer_sum(const ir::TExpr* e) const;

  // The values of the detailed rows, evaluated over the listed rows alone.
  void add_values(Advice& advice, const ListedRows& report, const std::vector<std::uint8_t>& detailed);

  // "1.2 k samples/s ± 15%": only a number that is there has an error to show.
  static void add_expected_error(ValueCell& cell, const Column& error, std::size_t i);

  // `ranked` are places in admitted_, best first.
  void add_charts(Advice& advice, const std::vector<std::size_t>& ranked);

  static void choose_recommendations(Advice& advice);

  const graph::EvaluationGraph& graph_;
  const ir::CheckedProgram& program_;
  AdviceRequest request_;
  std::set<std::string>* fired_;
  const CandidateTable& candidates_;
  QueryMemo memo_;
  RuleEffects effects_;
  std::unique_ptr<Evaluator> whole_;  // the whole table's, when it was evaluated in one block
  std::vector<const ir::Rule*> preferences_;
  std::vector<ActivePreference> criteria_;
  std::vector<std::size_t> admitted_;     // admitted rows, ascending: a ranked place is an index here
  std::vector<Column> admitted_values_;   // per criterion, per admitted row
  std::vector<Column> chart_values_;      // per chart, x then y, per admitted row
  std::vector<std::size_t> place_;        // per listed row: its candidate's place in the advice
  std::vector<std::uint8_t> hidden_;      // per row: a larger configuration of a card shown smaller
};

}  // namespace advise::eval::advising
