#pragma once
// Bring your own model: a Hugging Face config.json (or the folder that holds one) as a network
// declaration of the language, the same one `model "path/config.json"` in a workload builds and
// `advise model import` prints (docs/language.md, "Models from config.json").
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "advise/diagnostic.h"

namespace advise {

struct ModelImport {
  std::string architecture;  // the config's model_type: "llama", "qwen3_moe" ...
  std::string text;          // `network "NAME" { ... }`, each number commented with its config field
  std::vector<Diagnostic> diagnostics;  // located in the config.json; errors leave `text` empty
  bool ok() const { return !text.empty(); }
};

// Reads `path` (a config.json, or a folder holding one) and writes the network called `name`.
ModelImport import_model_config(const std::string& path, const std::string& name);
// Parses `json` (the text of `path`) the same way.
ModelImport import_model_config_text(const std::string& json, const std::string& path, const std::string& name);

// The model types import_model_config reads, for the error that names an unknown one.
std::vector<std::string> supported_model_types();

class Program;

// A declared network as a list of models shows it (`advise models`): built at its own input.
struct NetworkSummary {
  std::string name;
  std::string file;
  std::uint32_t line = 0;
  std::size_t layers = 0;
  double parameters = 0;         // every weight
  double active_parameters = 0;  // those one token or sample uses (fewer in a mixture of experts)
  std::vector<std::pair<std::string, double>> parameters_by_kind;  // "attention" -> its weights
};
// Every network `program` declares, by name; `name` ("" for all) picks one.
std::vector<NetworkSummary> network_summaries(const Program& program, const std::string& name = "");

}  // namespace advise
