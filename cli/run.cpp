// The advise command's verbs, by their first argument: the command (main.cpp) and
// `python3 -m advise` (python/src/module.cpp) both run this.
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
       advise serve [options]           the advice on a local web page, and its JSON API
       advise prices [options]          the cards' price quotes and which one applies at a date
       advise prices import FILE...     price tables (CSV) into a dated overlay of the catalog
       advise model import CONFIG.json  a Hugging Face config.json as a network declaration
       advise models [options]          the declared networks, with total and active parameters
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

namespace advise::cli {

int run(const std::vector<std::string>& args) {
  try {
    if (args.empty()) {
      std::cerr << kUsage << kNotes;
      return kExitBadInput;
    }
    const std::string& first = args[0];
    if (first == "--help" || first == "-h" || first == "help") {
      std::cout << kUsage << "\n";
      print_advise_options(std::cout);
      std::cout << kNotes;
      return kExitOk;
    }
    if (first == "--version") {
      std::cout << "advise " << ADVISE_VERSION << "\n";
      return kExitOk;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (first == "check") return run_check(rest);
    if (first == "test") return run_test(rest);
    if (first == "init") return run_init(rest);
    if (first == "catalog") return run_catalog(rest);
    if (first == "probe") return run_probe(rest);
    if (first == "fmt") return run_fmt(rest);
    if (first == "facts") return run_facts(rest);
    if (first == "serve") return run_serve(rest);
    if (first == "prices") return run_prices(rest);
    if (first == "model") return run_model(rest);
    if (first == "models") return run_models(rest);
    return run_advise(args);
  } catch (const std::exception& e) {
    std::cerr << "advise: " << e.what() << "\n";
    return kExitBadInput;
  }
}

}  // namespace advise::cli
