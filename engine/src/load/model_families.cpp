// The llama family and mixtures of experts, and the table of every family (model_families.h).
#include "load/model_families.h"

namespace advise::loading {
namespace {

std::string attention_line(const Decoder& d, const std::string& extra) {
  std::string args = whole(d.heads);
  std::string from = "num_attention_heads";
  if (d.kv_heads != d.heads) args += ", kv_heads: " + whole(d.kv_heads), from += ", num_key_value_heads";
  if (d.head_dim != d.width / d.heads) args += ", head_dim: " + whole(d.head_dim), from += ", head_dim";
  args += std::string(", bias: ") + (d.attention_bias ? "true" : "false") + extra + ", fp32_softmax: true, causal: true";
  return "attention(" + args + ")  # " + from;
}

std::string gated_mlp(const Decoder& d, const std::string& activation) {
  return "mlp(" + whole(d.ff) + ", gated: true" + (activation.empty() ? "" : ", activation: " + activation) +
         ", bias: " + (d.mlp_bias ? "true" : "false") + ")";
}

std::vector<std::string> llama_like(ConfigFields& c, bool tied_default, const std::string& attention_extra,
                                    const std::string& activation, bool post_norms) {
  Decoder d = read_decoder(c);
  d.tied = c.flag("tie_word_embeddings", tied_default);
  if (d.ff == 0) c.count("intermediate_size");
  return decoder_lines(d, attention_extra, gated_mlp(d, activation) + "  # intermediate_size", post_norms);
}

// A mixture of experts; Qwen2-MoE adds a shared expert every token uses, written before the routed
// ones (they run side by side: the same weights and FLOPs one after the other).
std::vector<std::string> moe_like(ConfigFields& c, const std::string& experts_key, const std::string& ff_key,
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

}  // namespace

Decoder read_decoder(ConfigFields& c) {
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

const std::map<std::string, Family>& model_families() {
  static const std::map<std::string, Family> all = {
      {"llama", [](ConfigFields& c) { return llama_like(c, false, "", "", false); }},
      {"mistral", [](ConfigFields& c) { return llama_like(c, false, "", "", false); }},
      {"qwen2", [](ConfigFields& c) { return llama_like(c, false, ", qkv_bias: true", "", false); }},
      {"qwen3", [](ConfigFields& c) { return llama_like(c, false, "", "", false); }},
      {"phi3", [](ConfigFields& c) { return llama_like(c, false, "", "", false); }},
      {"gemma", [](ConfigFields& c) { return llama_like(c, true, "", "gelu", false); }},
      {"gemma2", [](ConfigFields& c) { return llama_like(c, true, "", "gelu", true); }},
      {"mixtral", [](ConfigFields& c) { return moe_like(c, "num_local_experts", "intermediate_size"); }},
      {"qwen3_moe", [](ConfigFields& c) { return moe_like(c, "num_experts", "moe_intermediate_size"); }},
      {"qwen2_moe", [](ConfigFields& c) { return moe_like(c, "num_experts", "moe_intermediate_size", ", qkv_bias: true", true); }},
      {"gemma3_text", [](ConfigFields& c) { return llama_like(c, true, "", "gelu", true); }},
      {"gpt2", gpt2},
      {"gpt_neox", gpt_neox},
      {"bert", bert},
      {"roberta", bert},
      {"vit", vit},
      {"deepseek_v2", deepseek_v3},
      {"deepseek_v3", deepseek_v3},
  };
  return all;
}

}  // namespace advise::loading
