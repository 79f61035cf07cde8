// A Hugging Face config.json as a network declaration of the language: the config's model_type
// picks a family (load/model_families.h), which writes the layers; a number that is missing, not
// a whole number, or that contradicts another is a problem at its place in the file.
#include "load/model_config.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "load/model_families.h"

namespace advise::loading {
namespace {

using nlohmann::json;

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) out += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
  return out + "\"";
}

}  // namespace

std::vector<std::string> supported_model_types() {
  std::vector<std::string> names;
  for (const auto& [name, family] : model_families()) names.push_back(name);
  return names;
}

NetworkFromConfig network_from_config(const std::string& text, const std::string& path, const std::string& name,
                                      double stored_bytes) {
  NetworkFromConfig result;
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    std::uint32_t line = 1, column = 1;
    ConfigFields::place(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
    result.problems.push_back({line, column, 1, "not valid JSON: " + std::string(e.what()), ""});
    return result;
  } catch (const json::exception& e) {  // a number too large for a double, and the like
    result.problems.push_back({1, 1, 1, "not a config advise can read: " + std::string(e.what()), ""});
    return result;
  }
  if (!j.is_object()) {
    result.problems.push_back({1, 1, 1, "a config.json is one JSON object", ""});
    return result;
  }
  ConfigFields config(j, text, result.problems);
  result.architecture = config.text("model_type", "");
  const auto family = model_families().find(result.architecture);
  if (family == model_families().end()) {
    std::string known;
    for (const auto& t : supported_model_types()) known += (known.empty() ? "" : ", ") + t;
    config.error(config.has("model_type") ? "model_type" : "", result.architecture.empty()
                     ? std::string("the config names no model_type")
                     : "model type '" + result.architecture + "' is not one advise reads",
                 "supported: " + known + "; or write the network by hand (docs/language.md, \"network\")");
    return result;
  }
  auto lines = family->second(config);
  if (!result.problems.empty()) return result;
  // After `input` and `context`, as the network's settings come.
  if (stored_bytes > 0 && lines.size() > 2 && lines[1].rfind("context ", 0) == 0)
    lines.insert(lines.begin() + 2, "stored " + whole(stored_bytes) + "  # bytes of the checkpoint's tensors, each in its own type");
  std::string body = "# Built by advise from " + path + " (model_type " + result.architecture + ").\n";
  body += "network " + quoted(name) + " {\n";
  for (const auto& line : lines) body += "  " + line + "\n";
  body += "}\n";
  result.text = body;
  return result;
}

double tensor_bytes(const CheckpointHeader& header) {
  double total = 0;
  for (const auto& t : header.tensors) total += t.bytes;
  return total;
}

// DeepSeek's GGUF keys (llama.cpp's deepseek2): the latent ranks, the dense layers before the
// experts, the shared experts, and the head dimensions. Files converted for absorbed multi-head
// latent attention (2025) give the per-head key and value widths as key_length_mla and
// value_length_mla (their key_length is the cached latent's); older ones as key_length and
// value_length. A head's key is its non-rotary part and the rotary one.
namespace {
void add_latent_attention(const CheckpointHeader& h, nlohmann::json& c) {
  auto value = [&](const std::string& key) -> double {
    const auto it = h.metadata.find("deepseek2." + key);
    return it == h.metadata.end() ? 0 : std::atof(it->second.c_str());
  };
  const double key = value("attention.key_length_mla") > 0 ? value("attention.key_length_mla") : value("attention.key_length");
  const double v = value("attention.value_length_mla") > 0 ? value("attention.value_length_mla") : value("attention.value_length");
  const double rope = value("rope.dimension_count");
  const std::pair<const char*, double> fields[] = {
      {"kv_lora_rank", value("attention.kv_lora_rank")}, {"q_lora_rank", value("attention.q_lora_rank")},
      {"qk_rope_head_dim", rope}, {"qk_nope_head_dim", key - rope}, {"v_head_dim", v},
      {"n_shared_experts", value("expert_shared_count")}};
  for (const auto& [field, number] : fields)
    if (number > 0) c[field] = number;
  c["first_k_dense_replace"] = value("leading_dense_block_count");  // 0 when every layer has experts
}
}  // namespace

// GGUF's metadata as the config.json keys load/model_config.h reads; llama.cpp names a mixture of
// experts of the llama architecture by its expert_count.
std::string gguf_config(const CheckpointHeader& h) {
  const auto arch = h.metadata.find("general.architecture");
  const std::string architecture = arch == h.metadata.end() ? "" : arch->second;
  static const std::map<std::string, std::string> types = {{"llama", "llama"}, {"qwen2", "qwen2"}, {"qwen3", "qwen3"},
                                                           {"qwen3moe", "qwen3_moe"}, {"gemma", "gemma"},
                                                           {"gemma2", "gemma2"}, {"phi3", "phi3"},
                                                           {"deepseek2", "deepseek_v3"}};
  nlohmann::json c = nlohmann::json::object();
  const auto type = types.find(architecture);
  c["model_type"] = type == types.end() ? architecture : type->second;
  auto number = [&](const std::string& key, const std::string& field) {
    const auto it = h.metadata.find(architecture + "." + key);
    if (it != h.metadata.end()) c[field] = std::atof(it->second.c_str());
  };
  number("block_count", "num_hidden_layers");
  number("embedding_length", "hidden_size");
  number("feed_forward_length", "intermediate_size");
  number("attention.head_count", "num_attention_heads");
  number("attention.head_count_kv", "num_key_value_heads");
  number("attention.key_length", "head_dim");
  number("context_length", "max_position_embeddings");
  number("expert_count", architecture == "qwen3moe" ? "num_experts"
                         : architecture == "deepseek2" ? "n_routed_experts" : "num_local_experts");
  if (architecture == "deepseek2") add_latent_attention(h, c);
  number("expert_used_count", "num_experts_per_tok");
  number("expert_feed_forward_length", "moe_intermediate_size");
  if (h.array_lengths.count("tokenizer.ggml.tokens")) c["vocab_size"] = h.array_lengths.at("tokenizer.ggml.tokens");
  if (c["model_type"] == "llama" && c.contains("num_local_experts") && c["num_local_experts"].get<double>() > 1)
    c["model_type"] = "mixtral";
  const bool untied = std::any_of(h.tensors.begin(), h.tensors.end(), [](const auto& t) { return t.name == "output.weight"; });
  c["tie_word_embeddings"] = !untied;
  for (auto& [key, value] : c.items())
    if (value.is_number_float() && value.get<double>() == std::floor(value.get<double>()))
      value = static_cast<std::int64_t>(value.get<double>());
  return c.dump(2);
}

}  // namespace advise::loading
