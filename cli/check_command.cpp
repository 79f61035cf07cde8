// advise check PATH...: every error in the files, with file:line:col.
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_check(const std::vector<std::string>& args) {
  SourceOptions sources;
  sources.with_tests = true;
  std::string format = "text";
  po::options_description options("advise check options");
  add_source_options(options, sources);
  options.add_options()("format,f", po::value(&format), "text (diagnostics on stderr) or json (one document on stdout)");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise check [options] PATH...\n", code)) return code;
  if (!text_or_json("check", format)) return kExitBadInput;
  if (files.empty() && sources.no_defaults) {
    std::cerr << "advise check: name the files or folders to check\n";
    return kExitBadInput;
  }
  auto loaded = load(paths_to_load(files, sources));
  if (format == "json") {
    std::cout << format_check_json(loaded);
    return loaded.ok() ? kExitOk : kExitBadInput;
  }
  auto program = reported(loaded);
  if (!program) return kExitBadInput;
  std::cout << "ok: " << gpus(*program).size() << " GPUs, " << workloads(*program).size()
            << " workloads, " << situations(*program).size() << " situations\n";
  return kExitOk;
}

}  // namespace advise::cli
