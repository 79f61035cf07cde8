// advise model import FILE: a Hugging Face config.json as an editable network declaration;
// advise models [FILE...]: the declared networks with their parameters (docs/language.md).
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "advise/model_import.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {
namespace {

// The network's name when none is given: the model's folder ("Llama-3.1-8B/config.json" ->
// "Llama-3.1-8B"), as a Hugging Face download names it; a GGUF file's name without ".gguf".
std::string default_name(const std::string& path) {
  std::filesystem::path p = std::filesystem::absolute(path).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();  // "folder/"
  std::error_code ec;
  if (std::filesystem::is_directory(p, ec)) return p.filename().string();
  if (p.filename() != "config.json") return p.stem().string();
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

// The layers' constants and blocks an imported network is built with: those of the rules asked
// for (--rules), else the shipped ones.
std::string networks_folder(const SourceOptions& sources) {
  return (sources.rules.empty() ? default_data_paths().rules : sources.rules) + "/networks";
}

bool is_gguf(const std::string& path) { return std::filesystem::path(path).extension() == ".gguf"; }

bool holds_safetensors(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::path(path).extension() == ".safetensors") return true;
  if (!std::filesystem::is_directory(path, ec)) return false;
  for (const auto& e : std::filesystem::directory_iterator(path, ec))
    if (e.path().extension() == ".safetensors") return true;
  return false;
}

// The checkpoint beside a config, read by its headers: its count against the network's.
std::string checkpoint_check(const std::string& folder, double network_parameters) {
  const CheckpointSummary checkpoint = read_checkpoint(folder);
  print_diagnostics(checkpoint.diagnostics);
  if (!checkpoint.ok() || checkpoint.parameters == 0) return "";
  const double off = network_parameters / checkpoint.parameters - 1;
  char line[300];
  std::snprintf(line, sizeof line, "# The checkpoint (%zu Safetensors file%s%s) holds %.0f parameters; this network %.0f (%+.2f %%).\n",
                checkpoint.files.size(), checkpoint.files.size() == 1 ? "" : "s",
                checkpoint.quantisation.empty() ? "" : (", " + checkpoint.quantisation).c_str(), checkpoint.parameters,
                network_parameters, 100 * off);
  if (std::abs(off) > 0.01)
    std::cerr << "advise model import: warning: the network built from the config has " << count_text(network_parameters)
              << " parameters, the checkpoint " << count_text(checkpoint.parameters) << "\n";
  return line;
}

int import(const std::vector<std::string>& args) {
  std::string name;
  SourceOptions sources;
  po::options_description options("advise model import options");
  options.add_options()("name", po::value(&name), "the network's name (default: the model's folder)");
  options.add_options()("rules", po::value(&sources.rules), "the rules whose networks/ folder checks the count (default: the shipped rules)");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise model import CONFIG.json|FOLDER [--name NAME] > model.dsl\n", code))
    return code;
  if (files.size() != 1) {
    std::cerr << "advise model import: name one config.json, or the folder that holds it\n";
    return kExitBadInput;
  }
  const std::string chosen = name.empty() ? default_name(files[0]) : name;
  const ModelImport imported = is_gguf(files[0]) ? import_gguf_model(files[0], chosen) : import_model_config(files[0], chosen);
  print_diagnostics(imported.diagnostics);
  if (!imported.ok()) return kExitBadInput;
  std::cout << imported.text;
  if (!is_gguf(files[0]) && holds_safetensors(files[0])) {
    auto loaded = load_with_source({networks_folder(sources)}, "imported.dsl", imported.text);
    print_diagnostics(loaded.diagnostics);
    const auto summaries = loaded.ok() ? network_summaries(*loaded.program, chosen) : std::vector<NetworkSummary>{};
    if (!summaries.empty()) std::cout << checkpoint_check(files[0], summaries[0].parameters);
  }
  return kExitOk;
}

void print_summary(const NetworkSummary& s, bool by_kind) {
  std::cout << s.name << ": " << count_text(s.parameters) << " parameters";
  if (s.active_parameters < s.parameters * 0.999) std::cout << ", " << count_text(s.active_parameters) << " active";
  std::cout << ", " << s.layers << " layers (" << s.file << ":" << s.line << ")\n";
  if (by_kind)
    for (const auto& [kind, n] : s.parameters_by_kind) std::cout << "  " << kind << ": " << count_text(n) << "\n";
}

// A config.json, a model folder, a Safetensors or a GGUF file: the network it gives (if any) and
// what its checkpoint holds.
int describe_model(const std::string& path, const SourceOptions& sources) {
  const bool gguf = is_gguf(path);
  const bool config = !gguf && (std::filesystem::path(path).extension() == ".json" ||
                                std::filesystem::exists(std::filesystem::path(path) / "config.json"));
  int code = kExitOk;
  if (gguf || config) {
    const std::string name = default_name(path);
    const ModelImport imported = gguf ? import_gguf_model(path, name) : import_model_config(path, name);
    print_diagnostics(imported.diagnostics);
    auto loaded = imported.ok() ? load_with_source({networks_folder(sources)}, path, imported.text) : LoadResult{};
    print_diagnostics(loaded.diagnostics);
    if (loaded.ok())
      for (const auto& s : network_summaries(*loaded.program, name)) print_summary(s, true);
    else code = kExitBadInput;
  }
  if (gguf || holds_safetensors(path)) {
    const CheckpointSummary c = read_checkpoint(path);
    print_diagnostics(c.diagnostics);
    if (!c.ok()) return kExitBadInput;
    std::cout << "checkpoint (" << c.format << ", " << c.files.size() << " file" << (c.files.size() == 1 ? "" : "s") << "): "
              << static_cast<long long>(c.tensors) << " tensors, " << count_text(c.parameters) << " parameters, "
              << static_cast<long long>(c.bytes) << " bytes of tensors" << (c.quantisation.empty() ? "" : ", " + c.quantisation) << "\n";
    if (!c.architecture.empty())
      std::cout << "  architecture " << c.architecture << ", context " << static_cast<long long>(c.context_length) << "\n";
    for (const auto& [type, bytes] : c.bytes_by_type) std::cout << "  " << type << ": " << static_cast<long long>(bytes) << " bytes\n";
  }
  return code;
}

bool is_model_path(const std::string& path) {
  const auto extension = std::filesystem::path(path).extension();
  return extension == ".json" || extension == ".gguf" || extension == ".safetensors" ||
         std::filesystem::exists(std::filesystem::path(path) / "config.json") || holds_safetensors(path);
}

int list(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string only;
  po::options_description options("advise models options");
  add_source_options(options, sources);
  options.add_options()("network", po::value(&only), "one network, with its parameters per kind of layer");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise models [options] [FILE...]   (FILE: .dsl, or a model's config.json, folder, .safetensors, .gguf)\n", code))
    return code;
  if (!files.empty() && std::all_of(files.begin(), files.end(), is_model_path)) {
    for (const auto& f : files) code = std::max(code, describe_model(f, sources));
    return code;
  }
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  const auto summaries = network_summaries(*program, only);
  if (!only.empty() && summaries.empty()) {
    std::cerr << "advise models: no network called '" << only << "' (advise models lists them)\n";
    return kExitBadInput;
  }
  for (const auto& s : summaries) print_summary(s, !only.empty() || summaries.size() == 1);
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
