// advise test [PATH...]: runs the test blocks and prints "N passed, M failed".
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_test(const std::vector<std::string>& args) {
  SourceOptions sources;
  bool coverage = false;
  po::options_description options("advise test options");
  add_source_options(options, sources);
  options.add_options()("coverage", po::bool_switch(&coverage), "list the rules that fired in tests and those that never did");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise test [options] [PATH...]\n", code)) return code;
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  auto run = run_tests(*program, files);
  std::cout << format_test_run(run, coverage);
  for (const auto& r : run.results)
    if (r.status == TestStatus::Failed) return kExitProblems;
  return kExitOk;
}

}  // namespace advise::cli
