#pragma once
// The unit words of the language: each is a scale to base units and a dimension.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "advise/dimension.h"
#include "syntax/ast.h"

namespace advise::check {

struct Unit {
  double scale = 1;     // multiply a value in this unit by scale to get base units
  Dimension dimension;
};

// The unit table is the only place that knows unit words: the parser asks it through
// syntax::is_unit_word, and a new unit (say EUR) is one more row there.
std::optional<Unit> find_unit(std::string_view word);

// Every unit word, sorted (for "did you mean").
std::vector<std::string> unit_words();

// "GB/s" -> scale 1e9, B/s. The parser takes a name as a unit only where find_unit knows it, so
// this cannot fail for parsed input; unknown words give nullopt.
std::optional<Unit> resolve(const syntax::UnitSpelling& spelling);

}  // namespace advise::check
