#pragma once
// The short form of advice without a situation: the first card under each situation that
// declares a `pick` label (rules/situations.dsl: fastest, best value, cheapest that fits).
#include <vector>

#include "advise/engine.h"

namespace advise {

// `query` names no situation; each pick is evaluate() under one labelled situation.
std::vector<Pick> short_form(const Program& program, const Query& query);

}  // namespace advise
