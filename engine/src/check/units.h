#pragma once
// The unit words of the language: each is a scale to base units and a dimension.
#include <optional>
#include <string_view>

#include "advise/dimension.h"
#include "syntax/ast.h"

namespace advise::check {

struct Unit {
  double scale = 1;     // multiply a value in this unit by scale to get base units
  Dimension dimension;
};

std::optional<Unit> find_unit(std::string_view word);

// "GB/s" -> scale 1e9, B/s. Every word was accepted by the lexer, so this cannot fail for
// parsed input; unknown words give nullopt.
std::optional<Unit> resolve(const syntax::UnitSpelling& spelling);

}  // namespace advise::check
