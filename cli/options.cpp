#include "options.h"

#include <iostream>

#include "cli_common.h"

namespace advise::cli {

void add_data_options(po::options_description& options, SourceOptions& into) {
  options.add_options()
      ("rules", po::value(&into.rules), "rules folder or file (default: the shipped rules/)")
      ("catalog", po::value(&into.catalog), "catalog folder or file (default: the shipped catalog/)");
}

void add_source_options(po::options_description& options, SourceOptions& into) {
  add_data_options(options, into);
  options.add_options()("no-defaults", po::bool_switch(&into.no_defaults), "load only the files named here");
}

bool parse_command(const std::vector<std::string>& args, const po::options_description& options,
                   std::vector<std::string>& files, const char* usage, int& exit_code) {
  po::options_description all;
  all.add(options);
  bool help = false;
  all.add_options()("help,h", po::bool_switch(&help), "show this help")
      ("files", po::value(&files), "input files");
  po::positional_options_description positional;
  positional.add("files", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "advise: " << e.what() << "\n" << usage << options;
    exit_code = kExitBadInput;
    return false;
  }
  if (help) {
    std::cout << usage << options;
    exit_code = kExitOk;
    return false;
  }
  return true;
}

}  // namespace advise::cli
