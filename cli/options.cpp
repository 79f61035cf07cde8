#include "options.h"

#include <iostream>

#include "cli_common.h"
#include "color.h"

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

po::typed_value<int>* count_value(int* into, const char* option) {
  const std::string name = option;
  return po::value(into)->notifier([name](int value) {
    if (value < 0)
      throw po::error("--" + name + " must be a whole number 0 or more, not " + std::to_string(value));
  });
}

bool parse_command(const std::vector<std::string>& args, const po::options_description& options,
                   std::vector<std::string>& files, const char* usage, int& exit_code) {
  bool help = false;
  std::string color = "auto";
  po::options_description common("options of every command");
  common.add_options()
      ("color", po::value(&color), "auto (colour on a terminal unless NO_COLOR is set), always or never")
      ("help,h", po::bool_switch(&help), "show this help");
  po::options_description all;
  all.add(options).add(common);
  all.add_options()("files", po::value(&files), "input files");
  po::positional_options_description positional;
  positional.add("files", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "advise: " << e.what() << "\n" << usage << options << common;
    exit_code = kExitBadInput;
    return false;
  }
  if (!choose_colors(color)) {
    std::cerr << "advise: --color must be auto, always or never, not '" << color << "'\n";
    exit_code = kExitBadInput;
    return false;
  }
  if (help) {
    std::cout << usage << options << common;
    exit_code = kExitOk;
    return false;
  }
  return true;
}

}  // namespace advise::cli
