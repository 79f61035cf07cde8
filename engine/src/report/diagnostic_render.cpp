#include "advise/diagnostic.h"

#include <algorithm>
#include <tuple>

#include "base/utf8.h"
#include "report/ansi.h"

namespace advise {

std::string render(const Diagnostic& d, bool color) {
  const char* severity = d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note";
  const char* accent = d.severity == Severity::Error ? ansi::kRed : d.severity == Severity::Warning ? ansi::kYellow : ansi::kCyan;
  const char* accent_bold = d.severity == Severity::Error ? ansi::kBoldRed : d.severity == Severity::Warning ? ansi::kBoldYellow : ansi::kBold;
  std::string out;
  if (!d.location.file.empty()) {
    std::string where = d.location.file;
    if (d.location.line > 0)
      where += ":" + std::to_string(d.location.line) + ":" + std::to_string(d.location.column);
    out += ansi::paint(where + ":", ansi::kBold, color) + " ";
  }
  out += ansi::paint(std::string(severity) + "[" + d.code + "]:", accent_bold, color) + " " +
         ansi::paint(d.message, ansi::kBold, color) + "\n";
  if (d.location.line > 0 && !d.source_line.empty()) {
    // Work in characters (UTF-8 code points): columns count characters, not bytes. A very long
    // line is quoted as a window around the column; only the window's characters are copied,
    // so that many diagnostics on one huge line stay linear.
    constexpr std::size_t kWindow = 60;
    const std::size_t column = std::max<std::size_t>(1, d.location.column);
    const std::size_t first = column > kWindow ? column - kWindow : 1;
    const std::size_t last = std::max(first, column + kWindow);
    std::string quoted = first > 1 ? "..." : "";
    std::string marker = first > 1 ? "   " : "";
    std::size_t chars = 0;  // characters seen, up to last + 1
    for (std::size_t i = 0; i < d.source_line.size() && chars <= last;) {
      std::size_t n = 1;
      while (i + n < d.source_line.size() && base::is_continuation_byte(d.source_line[i + n])) ++n;
      ++chars;
      if (chars >= first && chars <= last) {
        quoted.append(d.source_line, i, n);
        if (chars < column) marker += d.source_line[i] == '\t' ? '\t' : ' ';
      }
      i += n;
    }
    if (chars > last) quoted += "...";
    const std::size_t shown = std::min(chars, last);
    const std::size_t room = shown >= column ? shown - column + 1 : 1;
    marker += ansi::paint(std::string(std::max<std::size_t>(1, std::min<std::size_t>(d.location.length, room)), '^'),
                          accent, color);
    const std::string gutter = std::to_string(d.location.line);
    out += " " + gutter + " | " + quoted + "\n";
    out += std::string(gutter.size() + 2, ' ') + "| " + marker + "\n";
  }
  if (!d.hint.empty()) out += "  = " + ansi::paint("help:", ansi::kCyan, color) + " " + d.hint + "\n";
  return out;
}

std::string render(const std::vector<Diagnostic>& diagnostics, bool color) {
  std::string out;
  for (const auto& d : diagnostics) out += render(d, color);
  return out;
}

bool has_errors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

void sort_diagnostics(std::vector<Diagnostic>& diagnostics) {
  std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.location.file, a.location.line, a.location.column, a.code) <
           std::tie(b.location.file, b.location.line, b.location.column, b.code);
  });
}

}  // namespace advise
