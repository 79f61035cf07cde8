#pragma once
// The unit words of the language: each is a scale to base units and a dimension. This table is
// the only place that knows unit words: the parser asks it whether a name after a number is a
// unit (syntax/unit_words.h), the checker resolves units with it, and a new unit (say EUR) is
// one more row there.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "advise/dimension.h"

namespace advise::base {

struct Unit {
  double scale = 1;     // multiply a value in this unit by scale to get base units
  Dimension dimension;
};

std::optional<Unit> find_unit(std::string_view word);

// Every unit word, sorted (for "did you mean").
std::vector<std::string> unit_words();

}  // namespace advise::base
