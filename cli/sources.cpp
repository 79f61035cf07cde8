#include "sources.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>

#include "advise/files.h"
#include "cli_common.h"

namespace advise::cli {
namespace fs = std::filesystem;

namespace {

// True when `path` is a folder with a schema.dsl at or below it that declares `schema KIND`, as
// the shipped rules/ and catalog/ have. A file alone never counts: it may extend a schema.
// Strings end at the line's end and comments start with '#', so a line that starts
// `schema KIND` is always a declaration.
bool has_own_schema(const std::string& path, const std::string& kind) {
  const std::regex declaration("^\\s*schema\\s+" + kind + "\\b");
  auto file_declares = [&](const fs::path& file) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line))
      if (std::regex_search(line, declaration)) return true;
    return false;
  };
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return false;
  for (const auto& file : files_below(path).files)  // the loader's walk says what it skips
    if (fs::path(file).filename() == "schema.dsl" && file_declares(file)) return true;
  return false;
}

bool same_place(const std::string& a, const std::string& b) {
  std::error_code ec;
  return fs::equivalent(a, b, ec);
}

// The first of `paths` with its own `schema KIND` (workload: it holds rules; gpu: a catalog), or
// "" when none has.
std::string own_source(const std::vector<std::string>& paths, const std::string& schema_kind) {
  for (const auto& path : paths)
    if (has_own_schema(path, schema_kind)) return path;
  return "";
}

// The note is left out when the named folder is the shipped one (advise check rules, in the
// source tree).
void note_replacement(const std::string& own, const std::string& shipped, const char* what) {
  if (!own.empty() && !same_place(own, shipped))
    std::cerr << "advise: using " << what << " from " << own << " instead of the shipped " << what << "\n";
}

// A folder's entries except the one named `left_out`, sorted; a file (or a missing path) as it is.
std::vector<std::string> entries_but(const std::string& folder, const char* left_out) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return {folder};
  std::vector<std::string> paths;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename() != left_out) paths.push_back(it->path().string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace

std::vector<std::string> catalog_paths(const std::string& catalog) { return entries_but(catalog, "measured"); }

std::vector<std::string> rules_paths(const std::string& rules, bool with_tests) {
  return with_tests ? std::vector<std::string>{rules} : entries_but(rules, "tests");
}

std::vector<std::string> paths_to_load(const std::vector<std::string>& paths, const SourceOptions& sources) {
  if (sources.no_defaults) return paths;
  const DataPaths shipped = default_data_paths();
  const std::string own_catalog = sources.catalog.empty() ? own_source(paths, "gpu") : "";
  const std::string own_rules = sources.rules.empty() ? own_source(paths, "workload") : "";
  note_replacement(own_catalog, shipped.catalog, "catalog");
  note_replacement(own_rules, shipped.rules, "rules");
  std::vector<std::string> all;
  if (!sources.catalog.empty()) all = catalog_paths(sources.catalog);
  else if (own_catalog.empty()) all = catalog_paths(shipped.catalog);
  auto add = [&](const std::vector<std::string>& more) { all.insert(all.end(), more.begin(), more.end()); };
  if (!sources.rules.empty()) add(rules_paths(sources.rules, sources.with_tests));
  else if (own_rules.empty()) add(rules_paths(shipped.rules, sources.with_tests));
  for (const auto& path : paths) add(path == own_rules ? rules_paths(path, sources.with_tests) : std::vector<std::string>{path});
  return all;
}

}  // namespace advise::cli
