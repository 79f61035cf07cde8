#include "api/picks.h"

#include <algorithm>

#include "api/program.h"
#include "ir/roles.h"

namespace advise {
namespace {

// The pick's card and why: the first criterion with a quantity (a speed, a value per dollar, a
// price; not a yes/no ordering such as poor value's), with the card's value for it.
Pick pick_from(const Advice& advice, const std::string& label) {
  Pick pick{.label = label, .situation = advice.situation};
  if (advice.candidates.empty() || !advice.candidates.front().rank) return pick;
  const Candidate& first = advice.candidates.front();
  pick.gpu = first.gpu;
  for (const auto& criterion : advice.criteria) {
    auto cell = std::find_if(first.values.begin(), first.values.end(),
                             [&](const ValueCell& v) { return v.name == criterion.name; });
    if (cell == first.values.end() || !cell->number || cell->dimension.dimensionless()) continue;
    pick.criterion = criterion.name;
    pick.value = cell->text;
    break;
  }
  return pick;
}

}  // namespace

std::vector<Pick> short_form(const Program& program, const Query& query) {
  std::vector<Pick> picks;
  const auto& p = *program.checked;
  const int field = p.schema(ir::Kind::Situation).find(ir::Role::Pick);
  if (field < 0) return picks;
  for (const auto& situation : p.situations) {
    const auto& label = situation.fields[static_cast<std::size_t>(field)];
    if (!label.set) continue;
    Query one{.workload = query.workload, .situation = situation.name, .as_of = query.as_of, .top = 1,
              .rejected_values = false, .list_all = false};
    auto result = evaluate(program, one);
    if (result.advice) picks.push_back(pick_from(*result.advice, label.value.text));
  }
  return picks;
}

}  // namespace advise
