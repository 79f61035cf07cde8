// advise model import FILE: a Hugging Face config.json as an editable network declaration;
// advise models [FILE...]: the declared networks with their parameters (docs/language.md).
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "advise/model_import.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {
namespace {

// The network's name when none is given: the model's folder ("Llama-3.1-8B/config.json" ->
// "Llama-3.1-8B"), as a Hugging Face download names it.
std::string default_name(const std::string& path) {
  std::filesystem::path p = std::filesystem::absolute(path).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();  // "folder/"
  std::error_code ec;
  if (std::filesystem::is_directory(p, ec)) return p.filename().string();
  const std::string folder = p.parent_path().filename().string();
  return folder.empty() ? p.stem().string() : folder;
}

std::string count_text(double n) {
  char buffer[32];
  if (n >= 1e9) std::snprintf(buffer, sizeof buffer, "%.2f B", n / 1e9);
  else if (n >= 1e6) std::snprintf(buffer, sizeof buffer, "%.1f M", n / 1e6);
  else std::snprintf(buffer, sizeof buffer, "%.0f", n);
  return buffer;
}

int import(const std::vector<std::string>& args) {
  std::string name;
  po::options_description options("advise model import options");
  options.add_options()("name", po::value(&name), "the network's name (default: the model's folder)");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise model import CONFIG.json|FOLDER [--name NAME] > model.dsl\n", code))
    return code;
  if (files.size() != 1) {
    std::cerr << "advise model import: name one config.json, or the folder that holds it\n";
    return kExitBadInput;
  }
  const ModelImport imported = import_model_config(files[0], name.empty() ? default_name(files[0]) : name);
  print_diagnostics(imported.diagnostics);
  if (!imported.ok()) return kExitBadInput;
  std::cout << imported.text;
  return kExitOk;
}

int list(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string only;
  po::options_description options("advise models options");
  add_source_options(options, sources);
  options.add_options()("network", po::value(&only), "one network, with its parameters per kind of layer");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise models [options] [FILE...]\n", code)) return code;
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  const auto summaries = network_summaries(*program, only);
  if (!only.empty() && summaries.empty()) {
    std::cerr << "advise models: no network called '" << only << "' (advise models lists them)\n";
    return kExitBadInput;
  }
  for (const auto& s : summaries) {
    std::cout << s.name << ": " << count_text(s.parameters) << " parameters";
    if (s.active_parameters < s.parameters * 0.999) std::cout << ", " << count_text(s.active_parameters) << " active";
    std::cout << ", " << s.layers << " layers (" << s.file << ":" << s.line << ")\n";
    if (!only.empty() || summaries.size() == 1)
      for (const auto& [kind, n] : s.parameters_by_kind) std::cout << "  " << kind << ": " << count_text(n) << "\n";
  }
  return kExitOk;
}

}  // namespace

int run_model(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "import") return import({args.begin() + 1, args.end()});
  std::cerr << "usage: advise model import CONFIG.json|FOLDER [--name NAME] > model.dsl\n";
  return kExitBadInput;
}

int run_models(const std::vector<std::string>& args) { return list(args); }

}  // namespace advise::cli
