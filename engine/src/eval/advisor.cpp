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

namespace advise::eval {
namespace {

using check::EffectKind;

struct ActivePreference {
  const check::Rule* rule;
  const check::CriterionRef* criterion;
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

  Advice build() {
    Advice advice;
    advice.workload = request_.workload ? request_.workload->name : "";
    advice.situation = request_.situation ? request_.situation->name : "";
    advice.as_of = check::format_date(request_.as_of);
    for_each_block(candidates_, memo_.block_rows, [&](const CandidateTable& block, std::size_t offset) {
      auto evaluator = std::make_unique<Evaluator>(graph_, block, context());
      for (int r : graph_.rule_order)
        effects_.apply(program_.rules[static_cast<std::size_t>(r)], *evaluator, offset, preferences_, advice.invalid, fired_);
      if (offset == 0) criteria_ = active_criteria();
      collect(*evaluator, offset);
      if (&block == &candidates_) whole_ = std::move(evaluator);  // one block: it serves the report too
    });
    effects_.finish();
    hide_larger_configurations();
    std::vector<RankCriterion> rank_criteria;
    for (std::size_t k = 0; k < criteria_.size(); ++k) {
      const auto& c = *criteria_[k].criterion;
      rank_criteria.push_back({c.name, &admitted_values_[k], c.value.type, c.lowest, c.tolerance, gpu_inputs(program_, c.value)});
      advice.criteria.push_back({c.name, c.lowest, c.tolerance, origin_of(program_, *criteria_[k].rule)});
    }
    std::vector<std::size_t> places(admitted_.size());
    std::iota(places.begin(), places.end(), std::size_t{0});
    const Ranking ranking = rank_candidates(places, rank_criteria, admitted_.size(), ranked_places());
    advice.omitted.admitted = admitted_.size() - ranking.order.size();
    const std::vector<std::uint8_t> listed = listed_rows(ranking);
    const std::vector<std::uint8_t> detailed = detailed_rows(ranking, listed);
    const ListedRows report = listed_view(listed);
    effects_.use_messages(*report.evaluator);
    add_candidates(advice, report, ranking, rank_criteria, listed, detailed);
    add_network(advice, *report.evaluator);
    add_values(advice, report, detailed);
    add_charts(advice, ranking.order);
    choose_recommendations(advice);
    return advice;
  }

 private:
  // How many of the best places the report needs ranked, 0 for all of them: a report of the best
  // few (a JSON --top) lists nothing else unless a rule recommends a card, --why-not names one,
  // or a chart plots them all.
  std::size_t ranked_places() const {
    const bool only_top = !request_.list_all && request_.detail_top > 0 && request_.detail_gpu.empty() &&
                          program_.charts.empty() && !effects_.recommends_any();
    return only_top ? static_cast<std::size_t>(request_.detail_top) : 0;
  }

  QueryContext context() { return {request_.workload, request_.situation, request_.as_of, nullptr, &memo_}; }

  // Per admitted row of a block, in row order: its row, and its value of each criterion and chart
  // axis (what ranking and charts read; a report's other values are made for its rows alone).
  void collect(Evaluator& block, std::size_t offset) {
    const std::size_t first = admitted_.size();
    for (std::size_t i = 0; i < block.size(); ++i)
      if (!effects_.rejected(offset + i)) admitted_.push_back(offset + i);
    if (offset == 0) {
      admitted_values_.resize(criteria_.size());
      chart_values_.resize(2 * program_.charts.size());
    }
    auto keep = [&](Column& to, const check::TExpr& e) {
      const Column* kept = block.kept(e);
      std::optional<Column> made;
      if (!kept) kept = &made.emplace(block.evaluate(e));
      if (offset == 0) to = Column::per_row(0, kept->numeric);
      for (std::size_t k = first; k < admitted_.size(); ++k) append_row(to, *kept, admitted_[k] - offset);
    };
    for (std::size_t k = 0; k < criteria_.size(); ++k) keep(admitted_values_[k], criteria_[k].criterion->value);
    for (std::size_t c = 0; c < program_.charts.size(); ++c) {
      keep(chart_values_[2 * c], program_.charts[c].x.value);
      keep(chart_values_[2 * c + 1], program_.charts[c].y.value);
    }
  }

  // A card is advised in its smallest admitted configuration (one card when none is admitted, for
  // its reasons): the larger ones of the same card are hidden, from the ranking and the report.
  // Rows of one card are consecutive, fewest cards first (CandidateTable::configurations).
  void hide_larger_configurations() {
    hidden_.assign(candidates_.size(), 0);
    for (std::size_t first = 0; first < candidates_.size();) {
      std::size_t end = first + 1;
      while (end < candidates_.size() && candidates_.gpus(end) > 1) ++end;
      std::size_t shown = first;
      while (shown < end && effects_.rejected(shown)) ++shown;
      if (shown == end) shown = first;
      for (std::size_t row = first; row < end; ++row) hidden_[row] = row != shown;
      first = end;
    }
    std::vector<std::size_t> kept;
    for (std::size_t place = 0; place < admitted_.size(); ++place)
      if (!hidden_[admitted_[place]]) kept.push_back(place);
    if (kept.size() == admitted_.size()) return;
    auto keep_places = [&](Column& column) {
      Column out = Column::per_row(0, column.numeric);
      for (std::size_t place : kept) append_row(out, column, place);
      column = std::move(out);
    };
    for (auto& column : admitted_values_) keep_places(column);
    for (auto& column : chart_values_) keep_places(column);
    std::vector<std::size_t> rows;
    for (std::size_t place : kept) rows.push_back(admitted_[place]);
    admitted_ = std::move(rows);
  }

  static void append_row(Column& to, const Column& from, std::size_t row) {
    if (!from.numeric) return to.values.push_back(from.value(row));
    to.numbers.push_back(from.number(row));
    to.present.push_back(from.has(row));
  }

  // The listed rows' table and evaluator.
  ListedRows listed_view(const std::vector<std::uint8_t>& listed) {
    ListedRows out;
    if (whole_) {
      out.whole = true;
      out.evaluator = std::move(whole_);
      out.view = &candidates_;
      return out;
    }
    for (std::size_t row = 0; row < listed.size(); ++row)
      if (listed[row]) out.rows.push_back(row);
    out.table = std::make_unique<CandidateTable>(candidates_.subset(out.rows));
    out.evaluator = std::make_unique<Evaluator>(graph_, *out.table, context());
    out.view = out.table.get();
    return out;
  }

  // Criteria of every active preference: higher priority first, then by rule name; a
  // criterion named twice counts once, at its first place.
  std::vector<ActivePreference> active_criteria() {
    std::stable_sort(preferences_.begin(), preferences_.end(), [](const check::Rule* a, const check::Rule* b) {
      if (a->priority != b->priority) return a->priority > b->priority;
      return a->name < b->name;
    });
    std::vector<ActivePreference> out;
    for (const auto* rule : preferences_)
      for (const auto& effect : rule->effects)
        if (effect.kind == EffectKind::Prefer)
          for (const auto& c : effect.criteria)
            if (std::none_of(out.begin(), out.end(), [&](const ActivePreference& p) {
                  return p.criterion->name == c.name && p.criterion->lowest == c.lowest;
                }))
              out.push_back({rule, &c});
    return out;
  }

  // The rows Advice lists: every row, or (list_all false) the best `detail_top` ranked, those a
  // rule recommends, and `detail_gpu` with the row ranked just above it.
  std::vector<std::uint8_t> listed_rows(const Ranking& ranking) const {
    const std::size_t n = candidates_.size();
    std::vector<std::uint8_t> listed(n, 0);
    if (request_.list_all) {
      for (std::size_t i = 0; i < n; ++i) listed[i] = !hidden_[i];
      return listed;
    }
    mark_top(listed, ranking);
    for (std::size_t i = 0; i < n; ++i)
      if (effects_.recommended(i) && !hidden_[i]) listed[i] = 1;
    mark_also(listed, ranking);
    return listed;
  }

  // The listed rows whose values and ranking explanation a report shows: making them for every
  // candidate is most of the cost of a large catalog.
  std::vector<std::uint8_t> detailed_rows(const Ranking& ranking, const std::vector<std::uint8_t>& listed) const {
    if (request_.detail_top <= 0) return listed;
    std::vector<std::uint8_t> detailed(candidates_.size(), 0);
    mark_top(detailed, ranking);
    if (request_.detail_rejected)
      for (std::size_t i = 0; i < detailed.size(); ++i)
        if (effects_.rejected(i) && listed[i]) detailed[i] = 1;
    mark_also(detailed, ranking);
    return detailed;
  }

  // The best `detail_top` ranked rows (every ranked row when it is 0).
  void mark_top(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
    const std::size_t top = request_.detail_top <= 0 ? ranking.order.size()
                                                     : std::min(ranking.order.size(), static_cast<std::size_t>(request_.detail_top));
    for (std::size_t pos = 0; pos < top; ++pos) rows[admitted_[ranking.order[pos]]] = 1;
  }

  // `detail_gpu`, and the row ranked just above it: --why-not explains a ranked card by the
  // decision of the card above.
  void mark_also(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
    if (request_.detail_gpu.empty()) return;
    auto named = [&](std::size_t row) {
      return candidates_.name(row) == request_.detail_gpu || candidates_.configuration_name(row) == request_.detail_gpu;
    };
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (named(i) && !hidden_[i]) rows[i] = 1;
    for (std::size_t pos = 1; pos < ranking.order.size(); ++pos)
      if (named(admitted_[ranking.order[pos]])) rows[admitted_[ranking.order[pos - 1]]] = 1;
  }

  // Ranked candidates best first, then the rejected ones in row (name) order, each built once in
  // its place: place_ maps listed rows to places for the values added after. Rows not listed are
  // counted.
  void add_candidates(Advice& advice, const ListedRows& report, const Ranking& ranking,
                      const std::vector<RankCriterion>& criteria, const std::vector<std::uint8_t>& listed,
                      const std::vector<std::uint8_t>& detailed) {
    place_.assign(report.view->size(), 0);
    advice.candidates.reserve(report.view->size());
    auto add = [&](std::size_t row) {
      const std::size_t local = report.local(row);
      place_[local] = advice.candidates.size();
      Candidate& c = advice.candidates.emplace_back();
      c.gpu = candidates_.configuration_name(row);
      c.card = candidates_.name(row);
      c.gpus = static_cast<int>(candidates_.gpus(row));
      c.this_machine = candidates_.measurement(row) >= 0;
      effects_.add_statements(row, local, c);
      return &c;
    };
    for (std::size_t pos = 0; pos < ranking.order.size(); ++pos) {
      const std::size_t row = admitted_[ranking.order[pos]];
      if (!listed[row]) {
        ++advice.omitted.admitted;
        continue;
      }
      Candidate* c = add(row);
      c->rank = static_cast<int>(pos + 1);
      if (pos < ranking.deciding.size() && detailed[row]) c->above_next = decision(ranking, pos, criteria, program_.enums);
    }
    for (std::size_t row = 0; row < candidates_.size(); ++row)
      if (effects_.rejected(row) && !hidden_[row]) {
        if (listed[row]) add(row);
        else ++advice.omitted.rejected;
      }
  }

  static void add_network(Advice& advice, const Evaluator& evaluator) {
    const nn::Network* net = evaluator.network();
    if (!net) return;
    advice.network = net->name;
    using Shape = nn::TensorShape::Kind;
    for (const auto& l : net->layers) {
      const auto& o = l.output;
      const bool image = o.kind == Shape::Image, sequence = o.kind == Shape::Sequence;
      advice.layers.push_back({l.name, l.kind, o.to_string(), l.parameters, l.flops, l.activations,
                               image ? o.height : 0, image ? o.width : 0, image ? o.channels : 0,
                               sequence ? o.length : (image ? 0 : 1), sequence ? o.features : (image ? 0 : o.size),
                               l.kernel, l.kernel_width, l.stride, l.scores, l.kv_width});
    }
  }

  // The sum_layers() a value is, directly or through lets; null when it is something else.
  const check::TExpr* per_layer_sum(const check::TExpr* e) const {
    while (e->op == check::Op::Let) e = &program_.lets[static_cast<std::size_t>(e->index)].expr;
    return e->op == check::Op::SumLayers ? e : nullptr;
  }

  // The values of the detailed rows, evaluated over the listed rows alone.
  void add_values(Advice& advice, const ListedRows& report, const std::vector<std::uint8_t>& detailed) {
    struct Shown {
      std::string name;
      std::string key;
      bool detail;
      const check::TExpr* expr;
      const Column* column;
      std::optional<Column> expected_error;
      std::vector<Column> terms;  // per layer, for the breakdown
      std::string origin;         // where the expression is written, e.g. "rules/value.dsl:12"
    };
    Evaluator& evaluator = *report.evaluator;
    auto origin = [&](const check::TExpr& e) {
      return program_.files.path(e.range.file) + ":" + std::to_string(e.range.line);
    };
    std::deque<Column> made;  // the columns the evaluator does not keep
    auto column = [&](const check::TExpr& e) {
      const Column* kept = evaluator.kept(e);
      return kept ? kept : &made.emplace_back(evaluator.evaluate(e));
    };
    std::vector<Shown> shown;
    for (const auto& c : program_.columns) {
      std::optional<Column> error;
      if (c.expected_error) error = evaluator.evaluate(*c.expected_error);
      shown.push_back({c.name, c.key, c.detail, &c.value, column(c.value), std::move(error), {}, origin(c.value)});
    }
    for (const auto& p : criteria_) {
      const auto& c = *p.criterion;
      if (std::any_of(shown.begin(), shown.end(), [&](const Shown& s) { return s.name == c.name; })) continue;
      shown.push_back({c.name, "", false, &c.value, column(c.value), std::nullopt, {}, origin(c.value)});
    }
    if (request_.layer_breakdown)
      for (auto& s : shown)
        if (const auto* sum = per_layer_sum(s.expr)) s.terms = evaluator.layer_terms(*sum);
    for (const auto& s : shown)
      if (!s.detail) advice.columns.push_back(s.name);
    for (std::size_t row = 0; row < candidates_.size(); ++row) {
      if (!detailed[row]) continue;
      const std::size_t i = report.local(row);
      auto& values = advice.candidates[place_[i]].values;
      values.reserve(shown.size());
      for (const auto& s : shown) {
        ValueCell cell = make_value_cell(program_, *report.view, s.name, *s.expr, s.column->get(i), i, s.origin);
        cell.key = s.key;
        cell.detail = s.detail;
        if (s.expected_error) add_expected_error(cell, *s.expected_error, i);
        for (const auto& term : s.terms)
          cell.per_layer.push_back(term.has(i) ? term.number(i) : std::numeric_limits<double>::quiet_NaN());
        values.push_back(std::move(cell));
      }
    }
  }

  // "1.2 k samples/s ± 15%": only a number that is there has an error to show.
  static void add_expected_error(ValueCell& cell, const Column& error, std::size_t i) {
    if (!cell.number || !error.has(i)) return;
    cell.expected_error = error.number(i);
    cell.text += " ± " + format_percent(error.number(i));
  }

  // `ranked` are places in admitted_, best first.
  void add_charts(Advice& advice, const std::vector<std::size_t>& ranked) {
    for (std::size_t c = 0; c < program_.charts.size(); ++c) {
      const auto& declared = program_.charts[c];
      Chart chart{declared.title, {declared.x.label, declared.x.value.type.dimension},
                  {declared.y.label, declared.y.value.type.dimension}, {}, {}};
      const Column &x = chart_values_[2 * c], &y = chart_values_[2 * c + 1];
      for (std::size_t i : ranked) {
        const std::string gpu = candidates_.configuration_name(admitted_[i]);
        if (x.has(i) && y.has(i) && std::isfinite(x.number(i)) && std::isfinite(y.number(i)))
          chart.points.push_back({gpu, x.number(i), y.number(i)});
        else chart.unplotted.push_back(gpu);
      }
      advice.charts.push_back(std::move(chart));
    }
  }

  static void choose_recommendations(Advice& advice) {
    for (auto& c : advice.candidates)
      if (c.admitted && !c.recommendations.empty()) {
        c.recommended = true;
        advice.recommended.push_back(c.gpu);
      }
    if (advice.recommended.empty() && !advice.candidates.empty() && advice.candidates.front().rank) {
      advice.candidates.front().recommended = true;
      advice.recommended.push_back(advice.candidates.front().gpu);
    }
  }

  const graph::EvaluationGraph& graph_;
  const check::CheckedProgram& program_;
  AdviceRequest request_;
  std::set<std::string>* fired_;
  const CandidateTable& candidates_;
  QueryMemo memo_;
  RuleEffects effects_;
  std::unique_ptr<Evaluator> whole_;  // the whole table's, when it was evaluated in one block
  std::vector<const check::Rule*> preferences_;
  std::vector<ActivePreference> criteria_;
  std::vector<std::size_t> admitted_;     // admitted rows, ascending: a ranked place is an index here
  std::vector<Column> admitted_values_;   // per criterion, per admitted row
  std::vector<Column> chart_values_;      // per chart, x then y, per admitted row
  std::vector<std::size_t> place_;        // per listed row: its candidate's place in the advice
  std::vector<std::uint8_t> hidden_;      // per row: a larger configuration of a card shown smaller
};

// `configuration.largest`, a let the rules may declare: how many of each card a candidate
// configuration may have, for this query (1 without it: single cards).
std::size_t largest_configuration(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
                                  const AdviceRequest& request) {
  const auto& lets = graph.program->lets;
  const auto let = std::find_if(lets.begin(), lets.end(), [](const check::Let& l) { return l.name == "configuration.largest"; });
  if (let == lets.end() || candidates.size() == 0) return 1;
  const CandidateTable first = candidates.block(0, 1);
  const Column value = Evaluator(graph, first, {request.workload, request.situation, request.as_of, nullptr, nullptr}).evaluate(let->expr);
  if (!value.has(0) || !(value.number(0) >= 1)) return 1;
  return static_cast<std::size_t>(std::min(value.number(0), static_cast<double>(base::limits::kMaxConfigurationGpus)));
}

}  // namespace

Advice advise(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
              const AdviceRequest& request, std::set<std::string>* fired) {
  const std::size_t largest = largest_configuration(graph, candidates, request);
  if (largest <= 1) return AdviceBuilder(graph, candidates, request, fired).build();
  const CandidateTable configurations = candidates.configurations(largest);
  return AdviceBuilder(graph, configurations, request, fired).build();
}

}  // namespace advise::eval
