#pragma once
// The canonical layout of a .dsl file (docs/language.md, "Formatting"), from its tokens.
#include <string>
#include <vector>

#include "syntax/layout_tokens.h"

namespace advise::syntax {

// Keeps every token on the line the author put it on (no reflow) and normalises the rest:
// indentation, spaces between tokens, blank lines, the final newline.
std::string lay_out(const std::vector<LayoutToken>& tokens);

}  // namespace advise::syntax
