#pragma once
// A Hugging Face config.json as a network declaration (`model "path/config.json"` in a workload,
// `advise model import`); docs/language.md, "Models from config.json".
#include <cstdint>
#include <string>
#include <vector>

#include "load/checkpoint_headers.h"

namespace advise::loading {

struct ConfigProblem {
  std::uint32_t line = 1, column = 1, length = 1;  // in the config.json
  std::string message, hint;
};

struct NetworkFromConfig {
  std::string architecture;  // the config's model_type
  std::string text;          // `network "NAME" { ... }`; empty when there are problems
  std::vector<ConfigProblem> problems;
};

// `text` is the config.json at `path` (named in the declaration's opening comment).
// `stored_bytes` > 0 (a GGUF file's tensors) adds `stored N` to the network: its weights' exact size.
NetworkFromConfig network_from_config(const std::string& text, const std::string& path, const std::string& name,
                                      double stored_bytes = 0);

// The bytes of a checkpoint's tensors.
double tensor_bytes(const CheckpointHeader& header);

// A GGUF file's metadata (llama.cpp's keys) as the config.json network_from_config reads: llama
// (a Mixtral when it has experts), qwen2, qwen3, qwen3moe, gemma, gemma2, phi3, deepseek2; the vocabulary from
// tokenizer.ggml.tokens; tied embeddings when there is no output.weight.
std::string gguf_config(const CheckpointHeader& header);

// The model types network_from_config reads.
std::vector<std::string> supported_model_types();

}  // namespace advise::loading
