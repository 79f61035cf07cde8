// advise check PATH...: every error in the files, with file:line:col.
#include <iostream>

#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_check(const std::vector<std::string>& args) {
  SourceOptions sources;
  po::options_description options("advise check options");
  add_source_options(options, sources);
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise check [options] PATH...\n", code)) return code;
  if (files.empty() && sources.no_defaults) {
    std::cerr << "advise check: name the files or folders to check\n";
    return kExitBadInput;
  }
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  std::cout << "ok: " << gpus(*program).size() << " GPUs, " << workloads(*program).size()
            << " workloads, " << situations(*program).size() << " situations\n";
  return kExitOk;
}

}  // namespace advise::cli
