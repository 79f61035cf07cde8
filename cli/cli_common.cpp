#include "cli_common.h"

#include <cstdlib>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "advise/diagnostic.h"
#include "color.h"

namespace advise::cli {
namespace fs = std::filesystem;

DataPaths default_data_paths() {
  // Shown relative to the current directory when below it: shorter paths in diagnostics.
  auto from = [](const fs::path& root) -> DataPaths {
    std::error_code ec;
    fs::path shown = fs::proximate(root, ec);
    if (ec || shown.string().rfind("..", 0) == 0) shown = root;
    return {(shown / "rules").lexically_normal().string(), (shown / "catalog").lexically_normal().string()};
  };
  if (const char* env = std::getenv("ADVISE_DATA_DIR")) return from(env);
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path installed = exe.parent_path().parent_path() / "share" / "advise";
    if (fs::is_directory(installed / "rules", ec)) return from(installed);
  }
  return from(ADVISE_SOURCE_DIR);
}

std::vector<std::string> catalog_paths(const std::string& catalog) {
  std::error_code ec;
  if (!fs::is_directory(catalog, ec)) return {catalog};
  std::vector<std::string> paths;
  for (const auto& entry : fs::directory_iterator(catalog, ec))
    if (entry.path().filename() != "measured") paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

void print_diagnostics(const std::vector<Diagnostic>& diagnostics) {
  std::cerr << render(diagnostics, colors().err);
}

std::shared_ptr<const Program> load_or_report(const std::vector<std::string>& paths, bool with_defaults,
                                              const std::string& rules, const std::string& catalog) {
  std::vector<std::string> all;
  if (with_defaults) {
    DataPaths defaults = default_data_paths();
    all = catalog_paths(catalog.empty() ? defaults.catalog : catalog);
    all.push_back(rules.empty() ? defaults.rules : rules);
  }
  all.insert(all.end(), paths.begin(), paths.end());
  auto loaded = load(all);
  print_diagnostics(loaded.diagnostics);
  return loaded.program;
}

}  // namespace advise::cli
