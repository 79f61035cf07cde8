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

// What a checkpoint holds, read from its headers only (never its tensors): a Safetensors file, a
// folder of them (with or without model.safetensors.index.json), or a GGUF file.
struct CheckpointSummary {
  std::string format;        // "safetensors" or "gguf"
  std::vector<std::string> files;
  std::string architecture;  // GGUF's general.architecture; "" for Safetensors
  double context_length = 0; // GGUF's {architecture}.context_length, when given
  double tensors = 0;
  double parameters = 0;     // weights, packed 4-bit ones unpacked (an int32 of GPTQ/AWQ holds 8)
  double bytes = 0;          // what the tensors take in the file(s): exact
  std::vector<std::pair<std::string, double>> bytes_by_type;  // "BF16", "Q4_K" ... -> bytes
  std::string quantisation;  // "GPTQ int4, group 128", "AWQ int4, group 128", "FP8 e4m3", "bitsandbytes 4-bit", ""
  std::vector<Diagnostic> diagnostics;
  bool ok() const { return !format.empty() && diagnostics.empty(); }
};
CheckpointSummary read_checkpoint(const std::string& path);

// A GGUF file's metadata as a network (llama, mixtral, qwen2, qwen3, qwen3moe, gemma, gemma2,
// phi3 architectures), as import_model_config writes one from a config.json.
ModelImport import_gguf_model(const std::string& path, const std::string& name);

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
