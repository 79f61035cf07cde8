#pragma once
// Which rules and catalog a command loads beside the paths a user names: the shipped ones, the
// ones --rules and --catalog name, or a named folder that holds its own (an edited copy).
#include <string>
#include <vector>

namespace advise::cli {

struct SourceOptions {
  std::string rules;
  std::string catalog;
  bool no_defaults = false;
  // A rules folder's tests/ holds test blocks and the workloads and situations only they use:
  // `advise check` and `advise test` load it, commands that give advice leave it out.
  bool with_tests = false;
};

// A catalog folder's entries, except measured/: measured blocks describe particular machines and
// are loaded only when asked for (--facts).
std::vector<std::string> catalog_paths(const std::string& catalog);

// A rules folder's entries, except tests/ unless `with_tests` (SourceOptions::with_tests); a file
// as it is.
std::vector<std::string> rules_paths(const std::string& rules, bool with_tests);

// Everything to load: the rules and catalog, then `paths`. A folder in `paths` that holds rules
// (a schema.dsl in it declares `schema workload`) replaces the shipped rules, one that holds a
// catalog (a schema.dsl declares `schema gpu`) the shipped catalog; a note on stderr says so. --rules and --catalog are loaded
// whenever given; --no-defaults loads `paths` alone.
std::vector<std::string> paths_to_load(const std::vector<std::string>& paths, const SourceOptions& sources);

}  // namespace advise::cli
