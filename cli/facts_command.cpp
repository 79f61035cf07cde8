// advise facts [ID...]: the facts the rules cite, with their text and the documents they come from.
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_facts(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string format = "text";
  po::options_description options("advise facts options");
  add_data_options(options, sources);  // no --no-defaults: the arguments are ids, not files
  options.add_options()("format,f", po::value(&format), "text or json");
  std::vector<std::string> ids;
  int code = kExitOk;
  if (!parse_command(args, options, ids, "usage: advise facts [options] [ID...]   (no ID: every fact)\n", code))
    return code;
  if (!text_or_json("facts", format)) return kExitBadInput;
  auto program = load_or_report({}, sources);
  if (!program) return kExitBadInput;
  auto lookup = find_facts(*program, ids);
  if (has_errors(lookup.diagnostics)) {
    print_diagnostics(lookup.diagnostics);
    return kExitBadInput;
  }
  std::cout << (format == "json" ? format_facts_json(lookup.facts) : format_facts_text(lookup.facts));
  return kExitOk;
}

}  // namespace advise::cli
