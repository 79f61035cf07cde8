#include "check/units.h"

#include <cmath>

namespace advise::check {

std::optional<Unit> resolve(const syntax::UnitSpelling& spelling) {
  Unit result;
  for (const auto& term : spelling.terms()) {
    auto unit = find_unit(term.name);
    if (!unit) return std::nullopt;
    result.scale *= std::pow(unit->scale, term.power);
    result.dimension = result.dimension * unit->dimension.pow(term.power);
  }
  return result;
}

}  // namespace advise::check
