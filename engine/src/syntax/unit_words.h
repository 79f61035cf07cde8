#pragma once
// Whether a name after a number is a unit word. The lexer knows no units: the parser asks this,
// and it is answered by the one unit table in base/unit_table.cpp, so that a new unit (EUR)
// touches that table only.
#include <string>
#include <string_view>

namespace advise::syntax {

bool is_unit_word(std::string_view word);

// The unit word a misspelt one most likely meant ("GBs" -> "GB"), or "" when none is close.
std::string closest_unit_word(const std::string& word);

}  // namespace advise::syntax
