#pragma once
// Every diagnostic code the engine and the command report, declared once with its meaning (as
// check/builtins.cpp declares the functions): the diagnostic sink accepts only these, and
// docs/language.md documents each.
#include <span>
#include <string_view>

namespace advise::base {

struct DiagnosticCode {
  std::string_view code;     // "E-UNIT"
  std::string_view meaning;  // one line
};

std::span<const DiagnosticCode> diagnostic_codes();
// The registered code, or null.
const DiagnosticCode* find_diagnostic_code(std::string_view code);

}  // namespace advise::base
