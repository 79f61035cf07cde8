#include "advise/diagnostic.h"

#include <algorithm>
#include <tuple>

namespace advise {

std::string render(const Diagnostic& d) {
  const char* severity = d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note";
  std::string out;
  if (!d.location.file.empty()) {
    out += d.location.file;
    if (d.location.line > 0)
      out += ":" + std::to_string(d.location.line) + ":" + std::to_string(d.location.column);
    out += ": ";
  }
  out += std::string(severity) + "[" + d.code + "]: " + d.message + "\n";
  if (d.location.line > 0 && !d.source_line.empty()) {
    const std::string gutter = std::to_string(d.location.line);
    out += " " + gutter + " | " + d.source_line + "\n";
    std::string pad(gutter.size() + 2, ' ');
    std::string marker;
    // Tabs in the quoted line keep the caret aligned.
    for (std::uint32_t i = 1; i < d.location.column && i - 1 < d.source_line.size(); ++i)
      marker += d.source_line[i - 1] == '\t' ? '\t' : ' ';
    std::uint32_t room = d.source_line.size() >= d.location.column
                             ? static_cast<std::uint32_t>(d.source_line.size()) - d.location.column + 1
                             : 1;
    marker += std::string(std::max<std::uint32_t>(1, std::min(d.location.length, room)), '^');
    out += pad + "| " + marker + "\n";
  }
  if (!d.hint.empty()) out += "  = help: " + d.hint + "\n";
  return out;
}

std::string render(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += render(d);
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
