// advise::import_model_config: load/model_config.h's network, formatted, with located errors.
#include "advise/model_import.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "advise/format.h"
#include "load/model_config.h"

namespace advise {
namespace {

std::string line_of(const std::string& text, std::uint32_t line) {
  std::istringstream in(text);
  std::string s;
  for (std::uint32_t l = 0; l < line && std::getline(in, s); ++l) {}
  return s;
}

}  // namespace

std::vector<std::string> supported_model_types() { return loading::supported_model_types(); }

ModelImport import_model_config_text(const std::string& text, const std::string& path, const std::string& name) {
  const auto built = loading::network_from_config(text, path, name);
  ModelImport result;
  result.architecture = built.architecture;
  for (const auto& p : built.problems)
    result.diagnostics.push_back({Severity::Error, "E-MODEL-CONFIG", p.message, {path, p.line, p.column, p.length},
                                  line_of(text, p.line), p.hint});
  if (built.problems.empty()) {
    const FormatResult formatted = format_text(built.text, path);
    result.text = formatted.ok ? formatted.text : built.text;
  }
  return result;
}

ModelImport import_model_config(const std::string& path, const std::string& name) {
  std::filesystem::path file(path);
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) file /= "config.json";
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    ModelImport result;
    result.diagnostics.push_back({Severity::Error, "E-FILE", "cannot read the model's config", {file.string(), 0, 0, 1}, "",
                                  "name a config.json or the folder that holds it"});
    return result;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return import_model_config_text(text.str(), file.string(), name);
}

}  // namespace advise
