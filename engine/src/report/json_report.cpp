// JSON for tools: every field a program might want, in base units, with provenance.
#include <nlohmann/json.hpp>

#include "advise/report.h"
#include "report/json_document.h"
#include "report/fact_json.h"
#include "report/nearest.h"

namespace advise {
namespace {

using nlohmann::ordered_json;

// The facts the document cites, each once (the document's top-level `facts`), by id; statements
// and criteria name them by id, so that a fact cited by every candidate is not written each time.
class CitedFacts {
 public:
  ordered_json cite(const Origin& o) {
    ordered_json ids = ordered_json::array();
    for (const auto& fact : o.facts) {
      ids.push_back(fact.id);
      if (!table_.contains(fact.id)) table_[fact.id] = report::fact_json(fact);
    }
    return ids;
  }
  ordered_json table() const { return table_; }

 private:
  ordered_json table_ = ordered_json::object();
};

ordered_json origin_json(const Origin& o, CitedFacts& facts) {
  return {{"rule", o.rule}, {"file", o.file}, {"line", o.line}, {"cites", facts.cite(o)}};
}

ordered_json statements_json(const std::vector<Statement>& statements, CitedFacts& facts) {
  ordered_json out = ordered_json::array();
  for (const auto& s : statements) {
    ordered_json j = origin_json(origin_of(s), facts);
    j["message"] = s.message;
    out.push_back(std::move(j));
  }
  return out;
}

const char* provenance_name(ProvenanceKind k) {
  switch (k) {
    case ProvenanceKind::Datasheet: return "datasheet";
    case ProvenanceKind::Measured: return "measured";
    case ProvenanceKind::Derived: return "derived";
    case ProvenanceKind::Missing: return "missing";
  }
  return "missing";
}

ordered_json value_json(const ValueCell& v) {
  ordered_json j;
  j["value"] = v.number ? ordered_json(*v.number) : ordered_json(nullptr);
  if (v.expected_error) j["expected_error"] = *v.expected_error;
  j["unit"] = v.dimension.to_string();
  j["text"] = v.text;
  ordered_json p = {{"kind", provenance_name(v.provenance.kind)}, {"detail", v.provenance.detail}};
  if (v.provenance.datasheet_ratio) p["datasheet_ratio"] = *v.provenance.datasheet_ratio;
  j["provenance"] = std::move(p);
  return j;
}

ordered_json candidate_json(const Candidate& c, CitedFacts& facts) {
  ordered_json cj;
  cj["gpu"] = c.gpu;
  cj["card"] = c.card;
  cj["gpus"] = c.gpus;
  cj["rank"] = c.rank ? ordered_json(*c.rank) : ordered_json(nullptr);
  cj["admitted"] = c.admitted;
  cj["recommended"] = c.recommended;
  cj["this_machine"] = c.this_machine;
  cj["reasons"] = statements_json(c.reasons, facts);
  cj["warnings"] = statements_json(c.warnings, facts);
  cj["notes"] = statements_json(c.notes, facts);
  cj["recommendations"] = statements_json(c.recommendations, facts);
  ordered_json values = ordered_json::object();
  for (const auto& v : c.values) {
    values[v.name] = value_json(v);
    if (!v.key.empty())
      cj[v.key] = v.number ? ordered_json(*v.number)
                : v.provenance.kind == ProvenanceKind::Missing ? ordered_json(nullptr) : ordered_json(v.text);
  }
  cj["values"] = std::move(values);
  cj["above_next"] = c.above_next ? ordered_json{{"criterion", c.above_next->criterion.empty() ? ordered_json(nullptr) : ordered_json(c.above_next->criterion)},
                                                 {"explanation", c.above_next->explanation}}
                                  : ordered_json(nullptr);
  return cj;
}

// When nothing is admitted, the cards one rule alone rejected (report/nearest.h): the rule, the
// best card's reason, and every such card best first. With --top the candidates list holds no
// rejected card, so this is the answer's only direction.
ordered_json nearest_json(const Advice& advice, CitedFacts& facts) {
  ordered_json out = ordered_json::array();
  for (const auto& group : report::nearest_rejections(advice)) {
    ordered_json j = origin_json(origin_of(*group.first), facts);
    j["message"] = group.first->message;
    ordered_json gpus = ordered_json::array();
    for (const auto* c : group.candidates) gpus.push_back(c->gpu);
    j["gpus"] = std::move(gpus);
    out.push_back(std::move(j));
  }
  return out;
}

// One workload's advice: an item of the document's `workloads`.
ordered_json advice_json(const Advice& advice, const ReportOptions& options, CitedFacts& facts) {
  ordered_json j;
  j["workload"] = advice.workload;
  j["situation"] = advice.situation.empty() ? ordered_json(nullptr) : ordered_json(advice.situation);
  j["as_of"] = advice.as_of;
  ordered_json criteria = ordered_json::array();
  for (const auto& c : advice.criteria) {
    ordered_json cj = origin_json(c.origin, facts);
    cj["name"] = c.name;
    cj["lowest"] = c.lowest;
    cj["tolerance"] = c.tolerance;
    criteria.push_back(std::move(cj));
  }
  j["criteria"] = std::move(criteria);
  j["recommended"] = advice.recommended;
  if (!advice.picks.empty()) {
    ordered_json picks = ordered_json::array();
    for (const auto& p : advice.picks)
      picks.push_back({{"label", p.label}, {"situation", p.situation},
                       {"gpu", p.gpu.empty() ? ordered_json(nullptr) : ordered_json(p.gpu)},
                       {"criterion", p.criterion}, {"value", p.value.empty() ? ordered_json(nullptr) : ordered_json(p.value)}});
    j["picks"] = std::move(picks);
  }
  if (auto nearest = nearest_json(advice, facts); !nearest.empty()) j["nearest"] = std::move(nearest);
  // --top N writes the best N admitted candidates and only counts the rest: over a large
  // catalog the rejected ones would be nearly the whole document.
  ordered_json candidates = ordered_json::array();
  int shown = 0;
  std::size_t omitted_admitted = advice.omitted.admitted, omitted_rejected = advice.omitted.rejected;
  for (const auto& c : advice.candidates) {
    const bool beyond = options.top > 0 && (!c.rank || shown++ >= options.top);
    if (!beyond) candidates.push_back(candidate_json(c, facts));
    else ++(c.rank ? omitted_admitted : omitted_rejected);
  }
  j["candidates"] = std::move(candidates);
  j["omitted"] = {{"admitted", omitted_admitted}, {"rejected", omitted_rejected}};
  if (!advice.network.empty()) {
    ordered_json layers = ordered_json::array();
    for (const auto& l : advice.layers)
      layers.push_back({{"name", l.name}, {"kind", l.kind}, {"output", l.output}, {"parameters", l.parameters},
                        {"flops", l.flops}, {"activations", l.activations}});
    j["network"] = {{"name", advice.network}, {"layers", std::move(layers)}};
  }
  if (!options.why_not.empty()) j["why_not"] = {{"gpu", options.why_not}, {"explanation", explain_why_not(advice, options.why_not)}};
  return j;
}

}  // namespace

std::string format_json(const std::vector<Advice>& advices, const ReportOptions& options) {
  ordered_json j = report::document_header();
  ordered_json items = ordered_json::array();
  CitedFacts facts;
  for (const auto& advice : advices) items.push_back(advice_json(advice, options, facts));
  j["workloads"] = std::move(items);
  j["facts"] = facts.table();
  return j.dump(2) + "\n";
}

std::string format_json(const Advice& advice, const ReportOptions& options) {
  return format_json(std::vector<Advice>{advice}, options);
}

std::string format_catalog_json(const CatalogListing& listing) {
  ordered_json j = report::document_header();
  j["as_of"] = listing.as_of;
  ordered_json rows = ordered_json::array();
  for (const auto& row : listing.rows) {
    ordered_json r = ordered_json::object();
    for (const auto& cell : row) r[cell.name] = cell.name == "gpu" ? ordered_json(cell.text) : value_json(cell);
    rows.push_back(std::move(r));
  }
  j["gpus"] = std::move(rows);
  return j.dump(2) + "\n";
}

}  // namespace advise
