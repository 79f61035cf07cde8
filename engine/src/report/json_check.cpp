// JSON for `advise check` and `advise test`: diagnostics and test results for tools and editors.
#include "advise/report.h"
#include "report/json_document.h"

namespace advise {
namespace {

using nlohmann::ordered_json;

const char* status_name(TestStatus s) {
  switch (s) {
    case TestStatus::Passed: return "passed";
    case TestStatus::Failed: return "failed";
    case TestStatus::KnownDifference: return "known_difference";
  }
  return "failed";
}

// Diagnostics quote the source line, which may hold the very bytes an E-ENCODING error is about:
// write U+FFFD for them rather than throw.
std::string dump_lenient(const ordered_json& j) {
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string format_diagnostics_json(const std::vector<Diagnostic>& diagnostics) {
  ordered_json j;
  j["diagnostics"] = report::diagnostics_json(diagnostics);
  return j.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::string format_check_json(const LoadResult& loaded) {
  ordered_json j = report::document_header();
  j["ok"] = loaded.ok();
  j["diagnostics"] = report::diagnostics_json(loaded.diagnostics);
  j["loaded"] = loaded.ok() ? ordered_json{{"gpus", gpus(*loaded.program).size()},
                                           {"workloads", workloads(*loaded.program).size()},
                                           {"situations", situations(*loaded.program).size()}}
                            : ordered_json(nullptr);
  return dump_lenient(j);
}

std::string format_test_run_json(const TestRun& run, const std::vector<Diagnostic>& diagnostics, bool coverage) {
  ordered_json j = report::document_header();
  j["diagnostics"] = report::diagnostics_json(diagnostics);
  ordered_json tests = ordered_json::array();
  std::size_t counts[3] = {0, 0, 0};
  for (const auto& r : run.results) {
    tests.push_back({{"name", r.name}, {"file", r.file}, {"line", r.line}, {"status", status_name(r.status)},
                     {"messages", r.details}});
    ++counts[static_cast<std::size_t>(r.status)];
  }
  j["tests"] = std::move(tests);
  j["counts"] = {{"passed", counts[static_cast<std::size_t>(TestStatus::Passed)]},
                 {"failed", counts[static_cast<std::size_t>(TestStatus::Failed)]},
                 {"known_difference", counts[static_cast<std::size_t>(TestStatus::KnownDifference)]}};
  if (coverage) j["coverage"] = {{"rules_fired", run.rules_fired}, {"rules_never_fired", run.rules_never_fired}};
  return dump_lenient(j);
}

}  // namespace advise
