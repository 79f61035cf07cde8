#pragma once
// User-facing errors and warnings: values with a location, never exceptions.
#include <cstdint>
#include <string>
#include <vector>

namespace advise {

struct SourceLocation {
  std::string file;      // path as the user named it (or as found in an imported folder)
  std::uint32_t line = 0;  // 1-based; 0 when the diagnostic is not about a place in a file
  std::uint32_t column = 0;  // 1-based
  std::uint32_t length = 1;  // characters to underline on that line
};

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string code;      // stable identifier, e.g. "E-UNIT", documented in docs/language.md
  std::string message;
  SourceLocation location;
  std::string source_line;  // the text of that line, for the caret snippet
  std::string hint;         // e.g. "did you mean 'memory'?"
};

// "file:line:col: error[E-UNIT]: message" followed by the line and a caret under the range.
// `color` adds ANSI colour for a terminal (errors red, warnings yellow) without changing the text.
std::string render(const Diagnostic& diagnostic, bool color = false);
std::string render(const std::vector<Diagnostic>& diagnostics, bool color = false);

bool has_errors(const std::vector<Diagnostic>& diagnostics);

// Sort by file, line, column, then code: the order every tool prints them in.
void sort_diagnostics(std::vector<Diagnostic>& diagnostics);

}  // namespace advise
