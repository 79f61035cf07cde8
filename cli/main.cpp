// advise: which GPU for this deep-learning work, and why.
#include <iostream>
#include <string>
#include <vector>

#include "cli_common.h"

namespace {

const char* kUsage = R"(usage: advise [options] FILE...       advise on the workloads in FILE(s)
       advise check [options] PATH...   report errors in .dsl files and folders
       advise test [options] [PATH...]  run the test blocks (all shipped tests without PATH)
       advise init [--force] DIR        copy the shipped rules and catalog and an example
                                        workload into DIR, to edit
       advise catalog [options]         list the GPUs known as of a date, or the situations
       advise probe [options]           measure this machine's GPU, print a measured block
       advise fmt [options] PATH...     format .dsl files (--write, --check, --diff)
       advise facts [options] [ID...]   the facts the rules cite (F22 ...), with their sources
       advise COMMAND --help            options of a command
)";

const char* kNotes = R"(
Every command takes --color auto|always|never: auto colours output on a terminal unless the
NO_COLOR environment variable is set.
The shipped rules/ and catalog/ are loaded unless --no-defaults is given. A folder named on the
command line that holds rules (a schema.dsl in it declares `schema workload`) is loaded instead
of the shipped rules, one that holds a catalog (`schema gpu`) instead of the shipped catalog.
A rules folder's tests/ is loaded by check and test only.
Exit codes: 0 ok; 1 tests failed, or fmt --check found files not formatted; 2 bad input
(diagnostics are printed with file:line:col);
probe: 3 no usable CUDA device, 4 a probe failed, 5 timed out.
)";

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty()) {
      std::cerr << kUsage << kNotes;
      return advise::cli::kExitBadInput;
    }
    const std::string& first = args[0];
    if (first == "--help" || first == "-h" || first == "help") {
      std::cout << kUsage << "\n";
      advise::cli::print_advise_options(std::cout);
      std::cout << kNotes;
      return advise::cli::kExitOk;
    }
    if (first == "--version") {
      std::cout << "advise " << ADVISE_VERSION << "\n";
      return advise::cli::kExitOk;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (first == "check") return advise::cli::run_check(rest);
    if (first == "test") return advise::cli::run_test(rest);
    if (first == "init") return advise::cli::run_init(rest);
    if (first == "catalog") return advise::cli::run_catalog(rest);
    if (first == "probe") return advise::cli::run_probe(rest);
    if (first == "fmt") return advise::cli::run_fmt(rest);
    if (first == "facts") return advise::cli::run_facts(rest);
    return advise::cli::run_advise(args);
  } catch (const std::exception& e) {
    std::cerr << "advise: " << e.what() << "\n";
    return advise::cli::kExitBadInput;
  }
}
