// The public Advice of a query, built from the evaluated and ranked candidates (advisor_impl.h):
// the candidates a report lists with their statements, values and ranking explanations, the
// network's layers, the charts' points and the recommendation.
#include "eval/advisor_impl.h"

namespace advise::eval::advising {

void AdviceBuilder::add_candidates(Advice& advice, const ListedRows& report, const Ranking& ranking,
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

void AdviceBuilder::add_network(Advice& advice, const Evaluator& evaluator) {
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

const ir::TExpr* AdviceBuilder::per_layer_sum(const ir::TExpr* e) const {
  while (e->op == ir::Op::Let) e = &program_.lets[static_cast<std::size_t>(e->index)].expr;
  return e->op == ir::Op::SumLayers ? e : nullptr;
}

void AdviceBuilder::add_values(Advice& advice, const ListedRows& report, const std::vector<std::uint8_t>& detailed) {
  struct Shown {
    std::string name;
    std::string key;
    bool detail;
    const ir::TExpr* expr;
    const Column* column;
    std::optional<Column> expected_error;
    std::vector<Column> terms;  // per layer, for the breakdown
    std::string origin;         // where the expression is written, e.g. "rules/value.dsl:12"
  };
  Evaluator& evaluator = *report.evaluator;
  auto origin = [&](const ir::TExpr& e) {
    return program_.files.path(e.range.file) + ":" + std::to_string(e.range.line);
  };
  std::deque<Column> made;  // the columns the evaluator does not keep
  auto column = [&](const ir::TExpr& e) {
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

void AdviceBuilder::add_expected_error(ValueCell& cell, const Column& error, std::size_t i) {
  if (!cell.number || !error.has(i)) return;
  cell.expected_error = error.number(i);
  cell.text += " ± " + format_percent(error.number(i));
}

void AdviceBuilder::add_charts(Advice& advice, const std::vector<std::size_t>& ranked) {
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

void AdviceBuilder::choose_recommendations(Advice& advice) {
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

}  // namespace advise::eval::advising
