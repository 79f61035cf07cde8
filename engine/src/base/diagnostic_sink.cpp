#include "base/diagnostic_sink.h"

#include <cassert>
#include <utility>

#include "base/diagnostic_codes.h"

namespace advise::base {

void DiagnosticSink::error(const SourceRange& where, std::string code, std::string message,
                           std::string hint) {
  add(Severity::Error, where, std::move(code), std::move(message), std::move(hint));
}

void DiagnosticSink::warning(const SourceRange& where, std::string code, std::string message,
                             std::string hint) {
  add(Severity::Warning, where, std::move(code), std::move(message), std::move(hint));
}

void DiagnosticSink::error_without_location(std::string file, std::string code,
                                            std::string message) {
  assert(find_diagnostic_code(code) && "a diagnostic code missing from base/diagnostic_codes.cpp");
  Diagnostic d;
  d.code = std::move(code);
  d.message = std::move(message);
  d.location.file = std::move(file);
  diagnostics_.push_back(std::move(d));
  ++errors_;
}

void DiagnosticSink::warning_without_location(std::string file, std::string code,
                                              std::string message) {
  assert(find_diagnostic_code(code) && "a diagnostic code missing from base/diagnostic_codes.cpp");
  Diagnostic d;
  d.severity = Severity::Warning;
  d.code = std::move(code);
  d.message = std::move(message);
  d.location.file = std::move(file);
  diagnostics_.push_back(std::move(d));
}

void DiagnosticSink::add(Severity severity, const SourceRange& where, std::string code,
                         std::string message, std::string hint) {
  assert(find_diagnostic_code(code) && "a diagnostic code missing from base/diagnostic_codes.cpp");
  if (severity == Severity::Error) ++errors_;
  if (diagnostics_.size() >= kMaxKept) {
    ++dropped_;
    return;
  }
  Diagnostic d;
  d.severity = severity;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  if (where.file < files_.size()) {
    d.location.file = files_.path(where.file);
    d.source_line = std::string(files_.line(where.file, where.line));
  }
  d.location.line = where.line;
  d.location.column = where.column;
  d.location.length = where.length == 0 ? 1 : where.length;
  diagnostics_.push_back(std::move(d));
}

void DiagnosticSink::rollback(const Mark& m) {
  diagnostics_.erase(diagnostics_.begin() + static_cast<std::ptrdiff_t>(m.kept), diagnostics_.end());
  errors_ = m.errors;
  dropped_ = m.dropped;
}

std::vector<Diagnostic> DiagnosticSink::take() {
  if (dropped_ > 0) {
    Diagnostic d;
    d.severity = Severity::Note;
    d.code = "E-TOO-MANY";
    d.message = std::to_string(dropped_) + " more diagnostics not shown";
    diagnostics_.push_back(std::move(d));
  }
  errors_ = 0;
  dropped_ = 0;
  return std::exchange(diagnostics_, {});
}

}  // namespace advise::base
