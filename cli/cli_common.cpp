#include "cli_common.h"

#include <cstdlib>
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
    auto below = [&](const char* name) { return (shown / name).lexically_normal().string(); };
    return {below("rules"), below("catalog"), below("examples")};
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

std::shared_ptr<const Program> load_or_report(const std::vector<std::string>& paths, const SourceOptions& sources) {
  return reported(load(paths_to_load(paths, sources)));
}

void print_diagnostics(const std::vector<Diagnostic>& diagnostics) {
  std::cerr << render(diagnostics, colors().err);
}

std::shared_ptr<const Program> reported(const LoadResult& loaded) {
  print_diagnostics(loaded.diagnostics);
  return loaded.program;
}

bool text_or_json(const std::string& command, const std::string& format) {
  if (format == "text" || format == "json") return true;
  std::cerr << "advise " << command << ": --format must be text or json, not '" << format << "'\n";
  return false;
}

}  // namespace advise::cli
