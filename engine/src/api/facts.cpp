// The public view of the declared facts: advise facts, embedders, the reports.
#include "advise/facts.h"

#include "api/program.h"
#include "base/suggest.h"

namespace advise {

FactLookup find_facts(const Program& program, const std::vector<std::string>& ids) {
  const auto& p = *program.checked;
  FactLookup lookup;
  if (ids.empty()) {
    lookup.facts = p.facts;
    return lookup;
  }
  std::vector<std::string> known;
  for (const auto& f : p.facts) known.push_back(f.id);
  for (const auto& id : ids) {
    auto it = p.fact_index.find(id);
    if (it != p.fact_index.end()) {
      lookup.facts.push_back(p.facts[it->second]);
      continue;
    }
    Diagnostic d;
    d.code = "E-UNKNOWN-FACT";
    d.message = "no fact is called '" + id + "'";
    d.hint = known.empty() ? "no facts are declared" : base::did_you_mean(id, known);
    lookup.diagnostics.push_back(std::move(d));
  }
  return lookup;
}

}  // namespace advise
