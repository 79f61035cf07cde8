// advise fmt [--write] [--check] [--diff] PATH...: the canonical layout of .dsl files.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "advise/files.h"
#include "advise/format.h"
#include "cli_common.h"
#include "file_writer.h"
#include "options.h"
#include "unified_diff.h"

namespace advise::cli {
namespace {
namespace fs = std::filesystem;

struct FmtOptions {
  bool write = false;
  bool check = false;
  bool diff = false;
};

// A file to format and the path the user named that holds it (what --write may touch).
struct Named {
  std::string file;
  std::string root;
};

// The files named and every .dsl below the folders named (advise::files_below: each entry that
// cannot be used is a warning, and the rest are formatted).
bool dsl_files(const std::vector<std::string>& paths, std::vector<Named>& files) {
  bool ok = true;
  for (const auto& path : paths) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
      auto below = files_below(path);
      print_diagnostics(below.diagnostics);
      ok = ok && !has_errors(below.diagnostics);
      for (auto& f : below.files) files.push_back({std::move(f), path});
    } else if (fs::is_regular_file(path, ec)) {
      files.push_back({path, path});
    } else {
      std::cerr << path << ": error[E-FILE]: cannot read '" << path << "': no such file or folder\n";
      ok = false;
    }
  }
  return ok;
}

bool read_text(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  text = buffer.str();
  return static_cast<bool>(in);
}

// Formats one file as the options ask. Returns the exit code for this file alone.
int format_file(const Named& named, const FmtOptions& options) {
  const std::string& path = named.file;
  if (options.write) remove_stale_temporary(path);
  std::string original;
  if (!read_text(path, original)) {
    std::cerr << path << ": error[E-FILE]: cannot read '" << path << "'\n";
    return kExitBadInput;
  }
  const FormatResult formatted = format_text(original, path);
  print_diagnostics(formatted.diagnostics);
  if (!formatted.ok) return kExitBadInput;
  const bool changed = formatted.text != original;
  if (!options.write && !options.check && !options.diff) std::cout << formatted.text;
  if (changed && options.check) std::cout << path << "\n";
  if (changed && options.diff) std::cout << unified_diff(original, formatted.text, path);
  if (changed && options.write) {
    if (auto why = FileWriter(named.root).write(path, formatted.text); !why.empty()) {
      std::cerr << path << ": error[E-FILE]: not written: " << why << "\n";
      return kExitBadInput;
    }
  }
  return changed && options.check ? kExitProblems : kExitOk;
}

}  // namespace

int run_fmt(const std::vector<std::string>& args) {
  FmtOptions fmt;
  po::options_description options("advise fmt options");
  options.add_options()
      ("write,w", po::bool_switch(&fmt.write), "rewrite the files that are not formatted")
      ("check", po::bool_switch(&fmt.check), "list the files that are not formatted; exit 1 if any")
      ("diff,d", po::bool_switch(&fmt.diff), "print what formatting would change, as a unified diff");
  std::vector<std::string> paths;
  int code = kExitOk;
  const char* usage =
      "usage: advise fmt [options] PATH...   (files, or folders: every .dsl below them)\n"
      "Without options, prints the formatted text. A file that does not parse is reported\n"
      "(exit 2) and never rewritten.\n";
  if (!parse_command(args, options, paths, usage, code)) return code;
  if (paths.empty()) {
    std::cerr << "advise fmt: name the files or folders to format\n";
    return kExitBadInput;
  }
  std::vector<Named> files;
  int worst = dsl_files(paths, files) ? kExitOk : kExitBadInput;
  for (const auto& file : files) {
    const int result = format_file(file, fmt);
    if (result == kExitBadInput || worst == kExitOk) worst = std::max(worst, result);
  }
  return worst;
}

}  // namespace advise::cli
