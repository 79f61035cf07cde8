#include "eval/advisor.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <optional>

#include "advise/report.h"
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

class AdviceBuilder {
 public:
  AdviceBuilder(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
                const AdviceRequest& request, std::set<std::string>* fired)
      : graph_(graph), program_(*graph.program), request_(request), fired_(fired), candidates_(candidates),
        evaluator_(graph, candidates_, {request.workload, request.situation, request.as_of, nullptr}) {}

  Advice build() {
    Advice advice;
    advice.workload = request_.workload ? request_.workload->name : "";
    advice.situation = request_.situation ? request_.situation->name : "";
    advice.as_of = check::format_date(request_.as_of);
    RuleEffects effects(program_, evaluator_);
    for (int r : graph_.rule_order)
      effects.apply(program_.rules[static_cast<std::size_t>(r)], preferences_, advice.invalid, fired_);

    auto criteria = active_criteria();
    std::vector<Column> made;  // criteria the evaluator does not keep (lets and properties it does)
    made.reserve(criteria.size());
    std::vector<const Column*> criterion_columns;
    for (const auto& c : criteria) {
      const Column* kept = evaluator_.kept(c.criterion->value);
      criterion_columns.push_back(kept ? kept : &made.emplace_back(evaluator_.evaluate(c.criterion->value)));
    }
    std::vector<RankCriterion> rank_criteria;
    for (std::size_t k = 0; k < criteria.size(); ++k) {
      const auto& c = *criteria[k].criterion;
      rank_criteria.push_back(
          {c.name, criterion_columns[k], c.value.type, c.lowest, c.tolerance, gpu_inputs(program_, c.value)});
      advice.criteria.push_back({c.name, c.lowest, c.tolerance, origin_of(program_, *criteria[k].rule)});
    }

    std::vector<std::size_t> admitted;
    for (std::size_t i = 0; i < candidates_.size(); ++i)
      if (!effects.rejected(i)) admitted.push_back(i);
    const Ranking ranking = rank_candidates(admitted, rank_criteria, candidates_.size());
    const std::vector<std::uint8_t> listed = listed_rows(effects, ranking);
    const std::vector<std::uint8_t> detailed = detailed_rows(effects, ranking, listed);
    add_candidates(advice, effects, ranking, rank_criteria, listed, detailed);
    add_network(advice);
    add_values(advice, criteria, criterion_columns, detailed);
    add_charts(advice, ranking.order);
    choose_recommendations(advice);
    return advice;
  }

 private:
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
  std::vector<std::uint8_t> listed_rows(const RuleEffects& effects, const Ranking& ranking) const {
    const std::size_t n = candidates_.size();
    if (request_.list_all) return std::vector<std::uint8_t>(n, 1);
    std::vector<std::uint8_t> listed(n, 0);
    mark_top(listed, ranking);
    for (std::size_t i = 0; i < n; ++i)
      if (effects.recommended(i)) listed[i] = 1;
    mark_also(listed, ranking);
    return listed;
  }

  // The listed rows whose values and ranking explanation a report shows: making them for every
  // candidate is most of the cost of a large catalog.
  std::vector<std::uint8_t> detailed_rows(const RuleEffects& effects, const Ranking& ranking,
                                          const std::vector<std::uint8_t>& listed) const {
    if (request_.detail_top <= 0) return listed;
    std::vector<std::uint8_t> detailed(candidates_.size(), 0);
    mark_top(detailed, ranking);
    if (request_.detail_rejected)
      for (std::size_t i = 0; i < detailed.size(); ++i)
        if (effects.rejected(i) && listed[i]) detailed[i] = 1;
    mark_also(detailed, ranking);
    return detailed;
  }

  // The best `detail_top` ranked rows (every ranked row when it is 0).
  void mark_top(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
    const std::size_t top = request_.detail_top <= 0 ? ranking.order.size()
                                                     : std::min(ranking.order.size(), static_cast<std::size_t>(request_.detail_top));
    for (std::size_t pos = 0; pos < top; ++pos) rows[ranking.order[pos]] = 1;
  }

  // `detail_gpu`, and the row ranked just above it: --why-not explains a ranked card by the
  // decision of the card above.
  void mark_also(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
    if (request_.detail_gpu.empty()) return;
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (candidates_.name(i) == request_.detail_gpu) rows[i] = 1;
    for (std::size_t pos = 1; pos < ranking.order.size(); ++pos)
      if (candidates_.name(ranking.order[pos]) == request_.detail_gpu) rows[ranking.order[pos - 1]] = 1;
  }

  // Ranked candidates best first, then the rejected ones in row (name) order, each built once in
  // its place: place_ maps rows to places for the values added after. Rows not listed are counted.
  void add_candidates(Advice& advice, const RuleEffects& effects, const Ranking& ranking,
                      const std::vector<RankCriterion>& criteria, const std::vector<std::uint8_t>& listed,
                      const std::vector<std::uint8_t>& detailed) {
    const std::size_t n = candidates_.size();
    place_.assign(n, 0);
    advice.candidates.reserve(static_cast<std::size_t>(std::count(listed.begin(), listed.end(), 1)));
    auto add = [&](std::size_t row) {
      place_[row] = advice.candidates.size();
      Candidate& c = advice.candidates.emplace_back();
      c.gpu = candidates_.name(row);
      c.this_machine = candidates_.measurement(row) >= 0;
      effects.add_statements(row, c);
      return &c;
    };
    for (std::size_t pos = 0; pos < ranking.order.size(); ++pos) {
      if (!listed[ranking.order[pos]]) {
        ++advice.omitted.admitted;
        continue;
      }
      Candidate* c = add(ranking.order[pos]);
      c->rank = static_cast<int>(pos + 1);
      if (pos < ranking.deciding.size() && detailed[ranking.order[pos]])
        c->above_next = decision(ranking, pos, criteria, program_.enums);
    }
    for (std::size_t row = 0; row < n; ++row)
      if (effects.rejected(row)) {
        if (listed[row]) add(row);
        else ++advice.omitted.rejected;
      }
  }

  void add_network(Advice& advice) {
    const nn::Network* net = evaluator_.network();
    if (!net) return;
    advice.network = net->name;
    for (const auto& l : net->layers)
      advice.layers.push_back({l.name, l.kind, l.output.to_string(), l.parameters, l.flops, l.activations});
  }

  // The sum_layers() a value is, directly or through lets; null when it is something else.
  const check::TExpr* per_layer_sum(const check::TExpr* e) const {
    while (e->op == check::Op::Let) e = &program_.lets[static_cast<std::size_t>(e->index)].expr;
    return e->op == check::Op::SumLayers ? e : nullptr;
  }

  void add_values(Advice& advice, const std::vector<ActivePreference>& criteria,
                  const std::vector<const Column*>& criterion_columns, const std::vector<std::uint8_t>& detailed) {
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
    auto origin = [&](const check::TExpr& e) {
      return program_.files.path(e.range.file) + ":" + std::to_string(e.range.line);
    };
    std::vector<Shown> shown;
    std::deque<Column> made;  // the columns the evaluator does not keep
    for (const auto& c : program_.columns) {
      std::optional<Column> error;
      if (c.expected_error) error = evaluator_.evaluate(*c.expected_error);
      const Column* kept = evaluator_.kept(c.value);
      const Column* column = kept ? kept : &made.emplace_back(evaluator_.evaluate(c.value));
      shown.push_back({c.name, c.key, c.detail, &c.value, column, std::move(error), {}, origin(c.value)});
    }
    for (std::size_t k = 0; k < criteria.size(); ++k) {
      const auto& c = *criteria[k].criterion;
      if (std::any_of(shown.begin(), shown.end(), [&](const Shown& s) { return s.name == c.name; })) continue;
      shown.push_back({c.name, "", false, &c.value, criterion_columns[k], std::nullopt, {}, origin(c.value)});
    }
    if (request_.layer_breakdown)
      for (auto& s : shown)
        if (const auto* sum = per_layer_sum(s.expr)) s.terms = evaluator_.layer_terms(*sum);
    for (const auto& s : shown)
      if (!s.detail) advice.columns.push_back(s.name);
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
      if (!detailed[i]) continue;
      auto& values = advice.candidates[place_[i]].values;
      values.reserve(shown.size());
      for (const auto& s : shown) {
        ValueCell cell = make_value_cell(program_, candidates_, s.name, *s.expr, s.column->get(i), i, s.origin);
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

  // `ranked` are rows of the evaluated columns.
  void add_charts(Advice& advice, const std::vector<std::size_t>& ranked) {
    for (const auto& declared : program_.charts) {
      Chart chart{declared.title, {declared.x.label, declared.x.value.type.dimension},
                  {declared.y.label, declared.y.value.type.dimension}, {}, {}};
      const Column x = evaluator_.evaluate(declared.x.value), y = evaluator_.evaluate(declared.y.value);
      for (std::size_t i : ranked) {
        const std::string gpu(candidates_.name(i));
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
  Evaluator evaluator_;
  std::vector<const check::Rule*> preferences_;
  std::vector<std::size_t> place_;  // per row: its candidate's place in the advice
};

}  // namespace

Advice advise(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
              const AdviceRequest& request, std::set<std::string>* fired) {
  return AdviceBuilder(graph, candidates, request, fired).build();
}

}  // namespace advise::eval
