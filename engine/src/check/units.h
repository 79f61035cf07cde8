#pragma once
// Units as the checker reads them: the words of base/unit_table.h combined into quantities.
#include <optional>

#include "base/unit_table.h"
#include "syntax/ast.h"

namespace advise::check {

using base::find_unit;
using base::Unit;
using base::unit_words;

// "GB/s" -> scale 1e9, B/s. The parser takes a name as a unit only where find_unit knows it, so
// this cannot fail for parsed input; unknown words give nullopt.
std::optional<Unit> resolve(const syntax::UnitSpelling& spelling);

}  // namespace advise::check
