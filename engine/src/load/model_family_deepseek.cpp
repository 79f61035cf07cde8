// DeepSeek-V2 and V3 (model_type deepseek_v2, deepseek_v3): multi-head latent attention in every
// layer; the first first_k_dense_replace layers end in a dense MLP, the others in a mixture of
// routed experts beside n_shared_experts shared ones every token uses (model_families.h).
#include "load/model_families.h"

namespace advise::loading {
namespace {

std::string latent_attention_line(ConfigFields& c, double heads) {
  std::string args = whole(heads) + ", kv_rank: " + whole(c.count("kv_lora_rank"));
  std::string from = "num_attention_heads, kv_lora_rank";
  // DeepSeek-V2-Lite projects its queries straight from the input: q_lora_rank null.
  if (c.has("q_lora_rank")) args += ", q_rank: " + whole(c.count("q_lora_rank")), from += ", q_lora_rank";
  args += ", nope_dim: " + whole(c.count("qk_nope_head_dim")) + ", rope_dim: " + whole(c.count("qk_rope_head_dim")) +
          ", v_dim: " + whole(c.count("v_head_dim")) + ", fp32_softmax: true, causal: true";
  return "latent_attention(" + args + ")  # " + from + ", qk_nope_head_dim, qk_rope_head_dim, v_head_dim";
}

}  // namespace

std::vector<std::string> deepseek_v3(ConfigFields& c) {
  const double vocabulary = c.count("vocab_size"), width = c.count("hidden_size"), layers = c.count("num_hidden_layers");
  const double heads = c.count("num_attention_heads"), context = c.count("max_position_embeddings", 2048);
  const double dense_layers = c.optional_count("first_k_dense_replace");
  const double experts = c.count("n_routed_experts"), top_k = c.count("num_experts_per_tok");
  const double expert_ff = c.count("moe_intermediate_size"), shared = c.optional_count("n_shared_experts");
  const double dense_ff = dense_layers > 0 ? c.count("intermediate_size") : 0;
  if (c.has("moe_layer_freq") && c.count("moe_layer_freq") != 1)
    c.error("moe_layer_freq", "moe_layer_freq other than 1 (experts in every layer after the dense ones) is not read");
  if (top_k > experts) c.error("num_experts_per_tok", "num_experts_per_tok " + whole(top_k) + " is more than the " + whole(experts) + " experts");
  if (dense_layers >= layers)
    c.error("first_k_dense_replace", "first_k_dense_replace " + whole(dense_layers) + " leaves no layer to the experts");
  const bool tied = c.flag("tie_word_embeddings", false);
  const std::string attention = residual(latent_attention_line(c, heads), false);
  std::string experts_line = "moe(" + whole(experts) + ", top_k: " + whole(top_k) + ", ff: " + whole(expert_ff) + ")";
  if (shared > 0) experts_line = "mlp(" + whole(shared * expert_ff) + ", gated: true, bias: false) " + experts_line;
  std::vector<std::string> lines = {
      "input " + whole(context) + "  # max_position_embeddings: a workload's sequence or context sets its own",
      "context " + whole(context) + "  # max_position_embeddings",
      "embedding(" + whole(vocabulary) + ", " + whole(width) + ")  # vocab_size, hidden_size"};
  if (dense_layers > 0) {
    lines.push_back("repeat " + whole(dense_layers) + " {  # first_k_dense_replace");
    lines.push_back(attention);
    lines.push_back(residual("mlp(" + whole(dense_ff) + ", gated: true, bias: false)  # intermediate_size", false));
    lines.push_back("}");
  }
  lines.push_back("repeat " + whole(layers - dense_layers) + " {  # num_hidden_layers - first_k_dense_replace");
  lines.push_back(attention);
  lines.push_back(residual(experts_line + "  # n_shared_experts x moe_intermediate_size, n_routed_experts, "
                                          "num_experts_per_tok", false));
  lines.push_back("}");
  lines.push_back("rmsnorm()");
  lines.push_back("dense(" + whole(vocabulary) + (tied ? ", shared: true" : "") + ", bias: false)  # the output layer" +
                  (c.has("num_nextn_predict_layers") ? " (the multi-token prediction module, num_nextn_predict_layers, "
                                                       "is for training and speculative decoding: not counted)"
                                                     : ""));
  return lines;
}

}  // namespace advise::loading
