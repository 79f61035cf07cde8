#pragma once
// The canonical layout of .dsl files (`advise fmt`; docs/language.md, "Formatting").
#include <string>
#include <vector>

#include "advise/diagnostic.h"

namespace advise {

struct FormatResult {
  bool ok = false;    // false: the text does not parse, and `diagnostics` say where
  std::string text;   // the formatted text when ok
  std::vector<Diagnostic> diagnostics;
};

// Formats the text of one .dsl file; `path` names it in diagnostics. Comments are kept, and
// formatting a formatted text changes nothing.
FormatResult format_text(const std::string& text, const std::string& path);

}  // namespace advise
