// One query -> Advice (advisor_impl.h): the rules evaluated over the candidates in blocks, their
// effects applied, larger configurations of a card hidden, the admitted ones ranked; the
// configurations a query considers.
#include "eval/advisor_impl.h"

namespace advise::eval {
namespace advising {

Advice AdviceBuilder::build() {
  Advice advice;
  advice.workload = request_.workload ? request_.workload->name : "";
  advice.situation = request_.situation ? request_.situation->name : "";
  advice.as_of = ir::format_date(request_.as_of);
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

std::size_t AdviceBuilder::ranked_places() const {
  const bool only_top = !request_.list_all && request_.detail_top > 0 && request_.detail_gpu.empty() &&
                        program_.charts.empty() && !effects_.recommends_any();
  return only_top ? static_cast<std::size_t>(request_.detail_top) : 0;
}

void AdviceBuilder::collect(Evaluator& block, std::size_t offset) {
  const std::size_t first = admitted_.size();
  for (std::size_t i = 0; i < block.size(); ++i)
    if (!effects_.rejected(offset + i)) admitted_.push_back(offset + i);
  if (offset == 0) {
    admitted_values_.resize(criteria_.size());
    chart_values_.resize(2 * program_.charts.size());
  }
  auto keep = [&](Column& to, const ir::TExpr& e) {
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

void AdviceBuilder::hide_larger_configurations() {
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

void AdviceBuilder::append_row(Column& to, const Column& from, std::size_t row) {
  if (!from.numeric) return to.values.push_back(from.value(row));
  to.numbers.push_back(from.number(row));
  to.present.push_back(from.has(row));
}

ListedRows AdviceBuilder::listed_view(const std::vector<std::uint8_t>& listed) {
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

std::vector<ActivePreference> AdviceBuilder::active_criteria() {
  std::stable_sort(preferences_.begin(), preferences_.end(), [](const ir::Rule* a, const ir::Rule* b) {
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

std::vector<std::uint8_t> AdviceBuilder::listed_rows(const Ranking& ranking) const {
  const std::size_t n = candidates_.size();
  std::vector<std::uint8_t> listed(n, 0);
  if (request_.list_all) {
    for (std::size_t i = 0; i < n; ++i) listed[i] = !hidden_[i];
    return listed;
  }
  mark_top(listed, ranking);
  for (std::size_t i = 0; i < n; ++i) {
    // Nothing admitted: the report's nearest cards (report/nearest.h) are its only answer.
    const bool nearest = ranking.order.empty() && effects_.rejections(i) == 1;
    if ((effects_.recommended(i) || nearest) && !hidden_[i]) listed[i] = 1;
  }
  mark_also(listed, ranking);
  return listed;
}

std::vector<std::uint8_t> AdviceBuilder::detailed_rows(const Ranking& ranking, const std::vector<std::uint8_t>& listed) const {
  if (request_.detail_top <= 0) return listed;
  std::vector<std::uint8_t> detailed(candidates_.size(), 0);
  mark_top(detailed, ranking);
  if (request_.detail_rejected)
    for (std::size_t i = 0; i < detailed.size(); ++i)
      if (effects_.rejected(i) && listed[i]) detailed[i] = 1;
  // Nothing admitted: the report names the cards one rule alone rejected, ordered by the
  // criteria (report/nearest.h), whose values they then need.
  if (ranking.order.empty())
    for (std::size_t i = 0; i < detailed.size(); ++i)
      if (effects_.rejections(i) == 1 && listed[i]) detailed[i] = 1;
  mark_also(detailed, ranking);
  return detailed;
}

void AdviceBuilder::mark_top(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
  const std::size_t top = request_.detail_top <= 0 ? ranking.order.size()
                                                   : std::min(ranking.order.size(), static_cast<std::size_t>(request_.detail_top));
  for (std::size_t pos = 0; pos < top; ++pos) rows[admitted_[ranking.order[pos]]] = 1;
}

void AdviceBuilder::mark_also(std::vector<std::uint8_t>& rows, const Ranking& ranking) const {
  if (request_.detail_gpu.empty()) return;
  auto named = [&](std::size_t row) {
    return candidates_.name(row) == request_.detail_gpu || candidates_.configuration_name(row) == request_.detail_gpu;
  };
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (named(i) && !hidden_[i]) rows[i] = 1;
  for (std::size_t pos = 1; pos < ranking.order.size(); ++pos)
    if (named(admitted_[ranking.order[pos]])) rows[admitted_[ranking.order[pos - 1]]] = 1;
}

}  // namespace advising

namespace {
// `configuration.largest`, a let the rules may declare: how many of each card a candidate
// configuration may have, for this query (1 without it: single cards).
std::size_t largest_configuration(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
                                  const AdviceRequest& request) {
  const auto& lets = graph.program->lets;
  const auto let = std::find_if(lets.begin(), lets.end(), [](const ir::Let& l) { return l.name == "configuration.largest"; });
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
  if (largest <= 1) return advising::AdviceBuilder(graph, candidates, request, fired).build();
  const CandidateTable configurations = candidates.configurations(largest);
  return advising::AdviceBuilder(graph, configurations, request, fired).build();
}

}  // namespace advise::eval
