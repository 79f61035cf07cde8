#pragma once
// Collects diagnostics while a stage runs, filling in file paths and the quoted source line.
#include <string>
#include <vector>

#include "advise/diagnostic.h"
#include "base/source_files.h"
#include "base/source_range.h"

namespace advise::base {

class DiagnosticSink {
 public:
  explicit DiagnosticSink(const SourceFiles& files) : files_(files) {}

  void error(const SourceRange& where, std::string code, std::string message,
             std::string hint = {});
  void warning(const SourceRange& where, std::string code, std::string message,
               std::string hint = {});
  // Diagnostics about no place in a file (a missing command-line path, an empty folder).
  void error_without_location(std::string file, std::string code, std::string message);
  void warning_without_location(std::string file, std::string code, std::string message);

  bool has_errors() const { return errors_ > 0; }
  std::size_t error_count() const { return errors_; }
  std::vector<Diagnostic> take();

  // A point to go back to: what is added after it is forgotten by rollback(), for an attempt
  // that is redone another way (the parser's fast path).
  struct Mark {
    std::size_t kept, errors, dropped;
  };
  Mark mark() const { return {diagnostics_.size(), errors_, dropped_}; }
  void rollback(const Mark& m);

 private:
  void add(Severity severity, const SourceRange& where, std::string code, std::string message,
           std::string hint);
  // Each diagnostic copies its source line: past this many, a long line of repeated mistakes
  // (100k `{}` in one string) would cost time and memory quadratic in its length.
  static constexpr std::size_t kMaxKept = 200;
  const SourceFiles& files_;
  std::vector<Diagnostic> diagnostics_;
  std::size_t errors_ = 0;
  std::size_t dropped_ = 0;  // counted, not kept
};

}  // namespace advise::base
