#include "check/loader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "syntax/parser.h"

namespace advise::check {
namespace fs = std::filesystem;

namespace {

std::string canonical(const fs::path& p) {
  std::error_code ec;
  auto c = fs::weakly_canonical(p, ec);
  return ec ? p.lexically_normal().string() : c.string();
}

std::vector<std::string> dsl_files_below(const fs::path& folder) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(folder, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file(ec) && it->path().extension() == ".dsl")
      out.push_back(it->path().lexically_normal().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

void Loader::load_path(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    auto files = dsl_files_below(path);
    if (files.empty()) sink_.warning_without_location(path, "W-EMPTY-FOLDER", "no .dsl files in this folder");
    for (const auto& f : files) load_file(f, nullptr);
    return;
  }
  load_file(path, nullptr);
}

void Loader::load_text(const std::string& name, const std::string& text) {
  auto file = files_.add(name, text);
  load_module(file, ".");
}

void Loader::load_file(const std::string& display_path, const base::SourceRange* imported_at) {
  const std::string key = canonical(display_path);
  auto on_stack = std::find(stack_.begin(), stack_.end(), key);
  if (on_stack != stack_.end()) {
    std::string chain;
    for (auto it = on_stack; it != stack_.end(); ++it)
      chain += stack_display_[static_cast<std::size_t>(it - stack_.begin())] + " -> ";
    chain += display_path;
    sink_.error(imported_at ? *imported_at : base::SourceRange{}, "E-IMPORT-CYCLE",
                "import cycle: " + chain);
    return;
  }
  if (loaded_paths_.count(key)) return;

  std::ifstream in(display_path, std::ios::binary);
  std::error_code ec;
  if (!in || fs::is_directory(display_path, ec)) {
    std::string message = "cannot read '" + display_path + "': no such file";
    if (imported_at) sink_.error(*imported_at, "E-IMPORT", message);
    else sink_.error_without_location(display_path, "E-FILE", message);
    return;
  }
  std::ostringstream text;
  text << in.rdbuf();
  loaded_paths_.insert(key);
  auto file = files_.add(display_path, text.str());
  stack_.push_back(key);
  stack_display_.push_back(display_path);
  load_module(file, fs::path(display_path).parent_path().string());
  stack_.pop_back();
  stack_display_.pop_back();
}

void Loader::load_module(std::uint32_t file, const std::string& directory) {
  auto module = syntax::parse_module(files_, file, sink_);
  bool empty = module.imports.empty() && module.enums.empty() && module.schemas.empty() &&
               module.entities.empty() && module.lets.empty() && module.prefers.empty() &&
               module.columns.empty() && module.networks.empty() && module.rules.empty() &&
               module.tests.empty() && module.references.empty() && module.facts.empty();
  if (empty && files_.text(file).find_first_not_of(" \t\r\n") == std::string::npos)
    sink_.warning({file, 1, 1, 1}, "W-EMPTY-FILE", "file declares nothing");
  follow_imports(module, directory);
  loaded_.modules.push_back(std::move(module));
}

void Loader::follow_imports(const syntax::Module& module, const std::string& directory) {
  for (const auto& import : module.imports) {
    fs::path target = fs::path(import.path).is_absolute()
                          ? fs::path(import.path)
                          : fs::path(directory.empty() ? "." : directory) / import.path;
    std::string shown = target.lexically_normal().string();
    std::error_code ec;
    if (fs::is_directory(target, ec)) {
      for (const auto& f : dsl_files_below(target)) load_file(f, &import.range);
    } else {
      load_file(shown, &import.range);
    }
  }
}

}  // namespace advise::check
