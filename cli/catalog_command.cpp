// advise catalog: the GPUs known as of a date, filtered by an expression over gpu.*; or the
// situations' names, one a line (what shell completion offers after --situation).
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_catalog(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string as_of, where, columns = "gpu.arch,gpu.memory,gpu.bandwidth,gpu.fp32,gpu.tensor_fp16,gpu.tdp,gpu.released,gpu.price";
  std::string format = "text";
  bool list_situations = false;
  po::options_description options("advise catalog options");
  add_source_options(options, sources);
  options.add_options()
      ("as-of", po::value(&as_of), "only GPUs released by this date, with its prices; a dated value says which quote applies, e.g. \"1900 USD (used since 2026-11)\" (default: latest)")
      ("where", po::value(&where), "filter, e.g. \"gpu.memory >= 8 GiB and gpu.arch >= turing\"")
      ("columns", po::value(&columns), "comma-separated expressions over gpu.*")
      ("format,f", po::value(&format), "text or json")
      ("situations", po::bool_switch(&list_situations), "list the situations' names instead, one a line");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise catalog [options] [FILE...]\n", code)) return code;
  if (!text_or_json("catalog", format)) return kExitBadInput;
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  if (list_situations) {
    for (const auto& s : situations(*program)) std::cout << s.name << "\n";
    return kExitOk;
  }
  // Split at commas outside brackets: max(gpu.fp32, gpu.fp16) is one column.
  std::vector<std::string> column_list;
  std::string current;
  int depth = 0;
  for (char ch : columns + ",") {
    if (ch == '(' || ch == '[') ++depth;
    if (ch == ')' || ch == ']') --depth;
    if (ch == ',' && depth <= 0) {
      if (!current.empty()) column_list.push_back(current);
      current.clear();
    } else {
      current += ch;
    }
  }
  auto listing = list_catalog(*program, as_of, where, column_list);
  if (has_errors(listing.diagnostics)) {
    print_diagnostics(listing.diagnostics);
    return kExitBadInput;
  }
  std::cout << (format == "json" ? format_catalog_json(listing) : format_catalog_text(listing));
  return kExitOk;
}

}  // namespace advise::cli
