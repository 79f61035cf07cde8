#include "report/json_document.h"

#include "advise/report.h"

namespace advise::report {

using nlohmann::ordered_json;

ordered_json document_header() {
  return {{"schema_version", kJsonSchemaVersion}, {"advise_version", ADVISE_VERSION}};
}

namespace {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

// Columns count characters; the end column is one past the underlined range, on the same line.
ordered_json diagnostic_json(const Diagnostic& d) {
  const bool placed = d.location.line > 0;
  ordered_json j;
  j["file"] = d.location.file.empty() ? ordered_json(nullptr) : ordered_json(d.location.file);
  j["line"] = placed ? ordered_json(d.location.line) : ordered_json(nullptr);
  j["column"] = placed ? ordered_json(d.location.column) : ordered_json(nullptr);
  if (placed) {
    j["end_line"] = d.location.line;
    j["end_column"] = d.location.column + d.location.length;
  }
  j["severity"] = severity_name(d.severity);
  j["code"] = d.code;
  j["message"] = d.message;
  if (!d.hint.empty()) j["hint"] = d.hint;
  return j;
}

}  // namespace

ordered_json diagnostics_json(const std::vector<Diagnostic>& diagnostics) {
  ordered_json out = ordered_json::array();
  for (const auto& d : diagnostics) out.push_back(diagnostic_json(d));
  return out;
}

}  // namespace advise::report
