// A Hugging Face config.json as a network declaration of the language. Each family of model
// types writes its layers from the config's hyper-parameters (the same layers the shipped networks
// in rules/networks/ use, docs/language.md "Layers"); a number that is missing, not a whole
// number, or that contradicts another is a problem at its place in the file.
#include "load/model_config.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

namespace advise::loading {
namespace {

using nlohmann::json;

std::string whole(double v) {
  std::ostringstream s;
  s.precision(15);
  s << v;
  return s.str();
}

// The config's values with their places, for the errors about them.
class Config {
 public:
  Config(const json& j, const std::string& text, std::vector<ConfigProblem>& out) : j_(j), text_(text), out_(out) {}

  bool has(const std::string& key) const { return j_.contains(key) && !j_[key].is_null(); }

  // A whole number >= 1; `fallback` when absent (0: required, an error).
  double count(const std::string& key, double fallback = 0) {
    if (!has(key)) {
      if (fallback == 0) error(key, "the config has no '" + key + "', which this model type needs");
      return fallback;
    }
    const json& v = j_[key];
    if (!v.is_number() || v.get<double>() < 1 || std::floor(v.get<double>()) != v.get<double>() ||
        v.get<double>() > 1e12) {
      error(key, "'" + key + "' is " + v.dump() + ", not a whole number of 1 or more");
      return fallback == 0 ? 1 : fallback;
    }
    return v.get<double>();
  }

  bool flag(const std::string& key, bool fallback) {
    if (!has(key)) return fallback;
    if (!j_[key].is_boolean()) {
      error(key, "'" + key + "' is " + j_[key].dump() + ", not true or false");
      return fallback;
    }
    return j_[key].get<bool>();
  }

  std::string text(const std::string& key, const std::string& fallback) const {
    return has(key) && j_[key].is_string() ? j_[key].get<std::string>() : fallback;
  }

  std::size_t labels() const { return has("id2label") && j_["id2label"].is_object() ? j_["id2label"].size() : 0; }

  void error(const std::string& key, const std::string& message, const std::string& hint = {}) {
    std::uint32_t line = 1, column = 1;
    const std::size_t at = text_.find("\"" + key + "\"");
    if (at != std::string::npos) place(text_, at, line, column);
    out_.push_back({line, column, static_cast<std::uint32_t>(key.size() + 2), message, hint});
  }

  static void place(const std::string& text, std::size_t at, std::uint32_t& line, std::uint32_t& column) {
    line = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
      if (text[i] == '\n') ++line, start = i + 1;
    column = static_cast<std::uint32_t>(at - start + 1);
  }

 private:
  const json& j_;
  const std::string& text_;
  std::vector<ConfigProblem>& out_;
};

// What a decoder of the llama family is made of, read from its config.
struct Decoder {
  double vocabulary, width, layers, heads, kv_heads, head_dim, ff, context;
  bool tied, attention_bias, mlp_bias;
  std::string input;  // the sequence a workload gets when it says none
};

std::string attention_line(const Decoder& d, const std::string& extra) {
  std::string args = whole(d.heads);
  std::string from = "num_attention_heads";
  if (d.kv_heads != d.heads) args += ", kv_heads: " + whole(d.kv_heads), from += ", num_key_value_heads";
  if (d.head_dim != d.width / d.heads) args += ", head_dim: " + whole(d.head_dim), from += ", head_dim";
  args += std::string(", bias: ") + (d.attention_bias ? "true" : "false") + extra + ", fp32_softmax: true";
  return "attention(" + args + ")  # " + from;
}

Decoder read_decoder(Config& c) {
  Decoder d{};
  d.vocabulary = c.count("vocab_size");
  d.width = c.count("hidden_size");
  d.layers = c.count("num_hidden_layers");
  d.heads = c.count("num_attention_heads");
  d.kv_heads = c.count("num_key_value_heads", d.heads);
  d.head_dim = c.has("head_dim") ? c.count("head_dim") : d.width / d.heads;
  if (!c.has("head_dim") && std::fmod(d.width, d.heads) != 0)
    c.error("num_attention_heads", "hidden_size " + whole(d.width) + " is not a multiple of num_attention_heads " +
                                       whole(d.heads) + ", and the config gives no head_dim");
  if (std::fmod(d.heads, d.kv_heads) != 0)
    c.error("num_key_value_heads", "num_attention_heads " + whole(d.heads) + " is not a multiple of num_key_value_heads " +
                                       whole(d.kv_heads));
  d.ff = c.has("intermediate_size") ? c.count("intermediate_size") : 0;
  d.context = c.count("max_position_embeddings", 2048);
  d.attention_bias = c.flag("attention_bias", false);
  d.mlp_bias = c.flag("mlp_bias", false);
  return d;
}

// The families: a model type's layers, between the network's opening and closing lines.
using Family = std::function<std::vector<std::string>(Config&)>;

// "LAYER  # comment" inside a residual block, with Gemma 2's norm after the layer as well.
std::string residual(const std::string& layer, bool post_norm) {
  const auto cut = layer.find("  #");
  return "  residual { rmsnorm() " + layer.substr(0, cut) + (post_norm ? " rmsnorm()" : "") + " }" +
         (cut == std::string::npos ? "" : layer.substr(cut));
}

std::vector<std::string> decoder_lines(const Decoder& d, const std::string& attention_extra, const std::string& ffn,
                                       bool post_norms) {
  return {"input " + whole(d.context) + "  # max_position_embeddings: a workload's sequence or context sets its own",
          "context " + whole(d.context) + "  # max_position_embeddings",
          "embedding(" + whole(d.vocabulary) + ", " + whole(d.width) + ")  # vocab_size, hidden_size",
          "repeat " + whole(d.layers) + " {  # num_hidden_layers",
          residual(attention_line(d, attention_extra), post_norms),
          residual(ffn, post_norms),
          "}",
          "rmsnorm()",
          "dense(" + whole(d.vocabulary) + (d.tied ? ", shared: true" : "") + ", bias: false)  # the output layer" +
              (d.tied ? ", tied to the token embedding (tie_word_embeddings)" : " (untied)")};
}

std::string gated_mlp(const Decoder& d, const std::string& activation) {
  return "mlp(" + whole(d.ff) + ", gated: true" + (activation.empty() ? "" : ", activation: " + activation) +
         ", bias: " + (d.mlp_bias ? "true" : "false") + ")";
}

std::vector<std::string> llama_like(Config& c, bool tied_default, const std::string& attention_extra,
                                    const std::string& activation, bool post_norms) {
  Decoder d = read_decoder(c);
  d.tied = c.flag("tie_word_embeddings", tied_default);
  if (d.ff == 0) c.count("intermediate_size");
  return decoder_lines(d, attention_extra, gated_mlp(d, activation) + "  # intermediate_size", post_norms);
}

// A mixture of experts; Qwen2-MoE adds a shared expert every token uses, written before the routed
// ones (they run side by side: the same weights and FLOPs one after the other).
std::vector<std::string> moe_like(Config& c, const std::string& experts_key, const std::string& ff_key,
                                  const std::string& attention_extra = "", bool shared_expert = false) {
  Decoder d = read_decoder(c);
  d.tied = c.flag("tie_word_embeddings", false);
  const double experts = c.count(experts_key), top_k = c.count("num_experts_per_tok");
  const double ff = c.count(ff_key);
  if (top_k > experts) c.error("num_experts_per_tok", "num_experts_per_tok " + whole(top_k) + " is more than the " + whole(experts) + " experts");
  std::string moe = "moe(" + whole(experts) + ", top_k: " + whole(top_k) + ", ff: " + whole(ff) + ")  # " + experts_key +
                    ", num_experts_per_tok, " + ff_key;
  if (shared_expert)
    moe = "mlp(" + whole(c.count("shared_expert_intermediate_size")) + ", gated: true, bias: false) " + moe +
          ", shared_expert_intermediate_size";
  return decoder_lines(d, attention_extra, moe, false);
}

std::vector<std::string> gpt2(Config& c) {
  const double vocabulary = c.count("vocab_size"), width = c.count("n_embd"), layers = c.count("n_layer");
  const double heads = c.count("n_head"), positions = c.count("n_positions");
  const double ff = c.has("n_inner") ? c.count("n_inner") : 4 * width;
  if (std::fmod(width, heads) != 0) c.error("n_head", "n_embd " + whole(width) + " is not a multiple of n_head " + whole(heads));
  return {"input " + whole(positions) + "  # n_positions: a workload's sequence or context sets its own",
          "context " + whole(positions) + "  # n_positions",
          "embedding(" + whole(vocabulary + positions) + ", " + whole(width) + ")  # vocab_size + n_positions (learned positions), n_embd",
          "dropout()",
          "repeat " + whole(layers) + " {  # n_layer",
          "  residual { layernorm() attention(" + whole(heads) + ", dropout: true) dropout() }  # n_head",
          "  residual { layernorm() mlp(" + whole(ff) + ", activation: gelu_new) dropout() }  # n_inner (4 x n_embd)",
          "}",
          "layernorm()",
          "dense(" + whole(vocabulary) + ", shared: true, bias: false)  # the LM head, tied to the token embedding"};
}

std::vector<std::string> gpt_neox(Config& c) {
  Decoder d = read_decoder(c);
  const bool tied = c.flag("tie_word_embeddings", false);
  if (d.ff == 0) d.ff = c.count("intermediate_size");
  return {"input " + whole(d.context) + "  # max_position_embeddings: a workload's sequence or context sets its own",
          "context " + whole(d.context) + "  # max_position_embeddings",
          "embedding(" + whole(d.vocabulary) + ", " + whole(d.width) + ")  # vocab_size, hidden_size",
          "repeat " + whole(d.layers) + " {  # num_hidden_layers (attention and MLP side by side: the same weights)",
          "  residual { layernorm() attention(" + whole(d.heads) + ") }  # num_attention_heads",
          "  residual { layernorm() mlp(" + whole(d.ff) + ", activation: gelu) }  # intermediate_size",
          "}",
          "layernorm()",
          "dense(" + whole(d.vocabulary) + (tied ? ", shared: true" : "") + ", bias: false)  # the output layer"};
}

std::vector<std::string> bert(Config& c) {
  const double vocabulary = c.count("vocab_size"), width = c.count("hidden_size"), layers = c.count("num_hidden_layers");
  const double heads = c.count("num_attention_heads"), ff = c.count("intermediate_size");
  const double positions = c.count("max_position_embeddings"), types = c.count("type_vocab_size", 2);
  if (std::fmod(width, heads) != 0)
    c.error("num_attention_heads", "hidden_size " + whole(width) + " is not a multiple of num_attention_heads " + whole(heads));
  return {"input " + whole(positions) + "  # max_position_embeddings: a workload's sequence sets its own",
          "context " + whole(positions) + "  # max_position_embeddings",
          "embedding(" + whole(vocabulary + positions + types) + ", " + whole(width) +
              ")  # vocab_size + max_position_embeddings + type_vocab_size, hidden_size",
          "layernorm()  dropout()",
          "repeat " + whole(layers) + " { transformer(" + whole(heads) + ", ff: " + whole(ff) +
              ", attention_dropout: true) }  # num_hidden_layers, num_attention_heads, intermediate_size",
          "dense(" + whole(width) + ")  tanh()  # the pooler"};
}

std::vector<std::string> vit(Config& c) {
  const double image = c.count("image_size", 224), patch = c.count("patch_size", 16), channels = c.count("num_channels", 3);
  const double width = c.count("hidden_size"), layers = c.count("num_hidden_layers"), heads = c.count("num_attention_heads");
  const double ff = c.count("intermediate_size");
  if (std::fmod(image, patch) != 0) c.error("patch_size", "image_size " + whole(image) + " is not a multiple of patch_size " + whole(patch));
  std::vector<std::string> lines = {
      "input " + whole(image) + " x " + whole(image) + " x " + whole(channels) + "  # image_size, num_channels",
      "patches(" + whole(patch) + ", " + whole(width) + ")  # patch_size, hidden_size",
      "repeat " + whole(layers) + " { transformer(" + whole(heads) + ", ff: " + whole(ff) +
          ") }  # num_hidden_layers, num_attention_heads, intermediate_size",
      "layernorm()"};
  if (c.labels() > 0)
    for (const char* l : {"take(1)  # the class token", "flatten()"}) lines.push_back(l);
  if (c.labels() > 0) lines.push_back("dense(" + whole(static_cast<double>(c.labels())) + ")  # id2label");
  return lines;
}

const std::map<std::string, Family>& families() {
  static const std::map<std::string, Family> all = {
      {"llama", [](Config& c) { return llama_like(c, false, "", "", false); }},
      {"mistral", [](Config& c) { return llama_like(c, false, "", "", false); }},
      {"qwen2", [](Config& c) { return llama_like(c, false, ", qkv_bias: true", "", false); }},
      {"qwen3", [](Config& c) { return llama_like(c, false, "", "", false); }},
      {"phi3", [](Config& c) { return llama_like(c, false, "", "", false); }},
      {"gemma", [](Config& c) { return llama_like(c, true, "", "gelu", false); }},
      {"gemma2", [](Config& c) { return llama_like(c, true, "", "gelu", true); }},
      {"mixtral", [](Config& c) { return moe_like(c, "num_local_experts", "intermediate_size"); }},
      {"qwen3_moe", [](Config& c) { return moe_like(c, "num_experts", "moe_intermediate_size"); }},
      {"qwen2_moe", [](Config& c) { return moe_like(c, "num_experts", "moe_intermediate_size", ", qkv_bias: true", true); }},
      {"gemma3_text", [](Config& c) { return llama_like(c, true, "", "gelu", true); }},
      {"gpt2", gpt2},
      {"gpt_neox", gpt_neox},
      {"bert", bert},
      {"roberta", bert},
      {"vit", vit},
  };
  return all;
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) out += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
  return out + "\"";
}

}  // namespace

std::vector<std::string> supported_model_types() {
  std::vector<std::string> names;
  for (const auto& [name, family] : families()) names.push_back(name);
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
    Config::place(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
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
  Config config(j, text, result.problems);
  result.architecture = config.text("model_type", "");
  const auto family = families().find(result.architecture);
  if (family == families().end()) {
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

// GGUF's metadata as the config.json keys load/model_config.h reads; llama.cpp names a mixture of
// experts of the llama architecture by its expert_count.
std::string gguf_config(const CheckpointHeader& h) {
  const auto arch = h.metadata.find("general.architecture");
  const std::string architecture = arch == h.metadata.end() ? "" : arch->second;
  static const std::map<std::string, std::string> types = {{"llama", "llama"}, {"qwen2", "qwen2"}, {"qwen3", "qwen3"},
                                                           {"qwen3moe", "qwen3_moe"}, {"gemma", "gemma"},
                                                           {"gemma2", "gemma2"}, {"phi3", "phi3"}};
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
  number("expert_count", architecture == "qwen3moe" ? "num_experts" : "num_local_experts");
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
