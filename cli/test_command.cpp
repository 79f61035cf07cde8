// advise test [PATH...]: runs the test blocks and prints "N passed, M failed".
#include <algorithm>
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_test(const std::vector<std::string>& args) {
  SourceOptions sources;
  sources.with_tests = true;
  bool coverage = false;
  std::string format = "text";
  po::options_description options("advise test options");
  add_source_options(options, sources);
  options.add_options()
      ("coverage", po::bool_switch(&coverage), "list the rules that fired in tests and those that never did")
      ("format,f", po::value(&format), "text or json (one document: loading diagnostics, each test, the counts)");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise test [options] [PATH...]\n", code)) return code;
  if (!text_or_json("test", format)) return kExitBadInput;
  const bool json = format == "json";
  auto loaded = load(paths_to_load(files, sources));
  if (!json) print_diagnostics(loaded.diagnostics);
  // Files that do not load run no tests; JSON still says why, in its diagnostics.
  const TestRun run = loaded.ok() ? run_tests(*loaded.program, files) : TestRun{};
  if (json) std::cout << format_test_run_json(run, loaded.diagnostics, coverage);
  if (!loaded.ok()) return kExitBadInput;
  if (!json) std::cout << format_test_run(run, coverage);
  const bool failed = std::any_of(run.results.begin(), run.results.end(),
                                  [](const TestResult& r) { return r.status == TestStatus::Failed; });
  return failed ? kExitProblems : kExitOk;
}

}  // namespace advise::cli
