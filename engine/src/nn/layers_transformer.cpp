// Attention, the transformer's MLP and mixture of experts (network_builder.h).
#include "nn/network_builder.h"

namespace advise::nn::builder {

void Builder::attention_layer(const LayerSpec& l, const std::string& prefix, const AttentionShape& a) {
  const Shape in = shape_;
  const double t = in.length, d = in.features;
  const double q = a.heads * a.head_dim, kv = a.kv_heads * a.head_dim;
  const double weights = d * q + 2 * d * kv + q * d;
  const double biases = (a.qkv_bias ? q + 2 * kv : 0) + (a.out_bias ? d : 0);
  const double flops = 2 * t * weights + 2 * 2 * t * t * q;
  // Kept: the input, Q, K, V and the heads' output; eager attention also keeps the softmax of
  // the scores, and with dropout its output and mask (`scores`, `attention_dropout`: the rules,
  // which know which attention kernel runs, add them).
  const double kept = t * (d + q + 2 * kv + q);
  const double scores = a.heads * t * t;
  Layer layer{prefix + "attention " + num(a.heads) + " heads" + (a.kv_heads < a.heads ? " / " + num(a.kv_heads) + " kv" : ""),
              "attention", in, weights + biases, flops, kept + 2 * scores, in.elements() + kept, l.range};
  layer.heads = a.heads;
  layer.score_flops = 2 * 2 * t * t * q;
  layer.masked_flops = a.causal ? 2 * t * t * q : 0;
  layer.kv_width = kv;
  layer.kv_cache = 2 * kv;
  layer.scores = scores;
  layer.attention_dropout = a.dropout ? 1 : 0;
  layer.fp32_softmax = a.fp32_softmax ? 1 : 0;
  layer.lora_width = (d + q) + 2 * (d + kv) + (q + d);
  layer.lora_inputs = 3 * d + q;
  layer.query_value_width = (d + q) + (d + kv);
  layer.query_value_inputs = 2 * d;
  layer.tensors = 4 + (a.qkv_bias ? 3 : 0) + (a.out_bias ? 1 : 0);
  add(std::move(layer), kept);
}

void Builder::attention(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"heads"}, {"kv_heads", "head_dim", "bias", "qkv_bias", "dropout", "fp32_softmax", "causal"});
  const double heads = a.count("heads", -1);
  const double kv_heads = a.count("kv_heads", heads);
  const double head_dim = a.count("head_dim", 0, 0);
  // bias: false drops every projection's bias (Llama); qkv_bias: true keeps Q, K, V's (Qwen2).
  const bool bias = !a.has("bias") || a.flag("bias");
  const bool qkv_bias = a.has("qkv_bias") ? a.flag("qkv_bias") : bias;
  const bool dropout = a.flag("dropout");
  // fp32_softmax: true says the implementation takes the softmax of 16-bit scores in 32 bits and
  // casts the probabilities back (Hugging Face's Llama, OPT, GPT-NeoX), which eager attention keeps.
  const bool fp32_softmax = a.flag("fp32_softmax");
  // causal: true says each position attends to those before it only (a decoder), so a causal
  // kernel skips the masked half of the scores (`layer.masked_flops`).
  const bool causal = a.flag("causal");
  if (!a.ok()) { ok_ = false; return; }
  if (!need(shape_, Shape::Kind::Sequence, l, "attention reads a sequence: input T x D, or embedding() first")) return;
  if (head_dim == 0 && std::fmod(shape_.features, heads) != 0)
    return void(fail(l.range, num(heads) + " heads must divide the width " + num(shape_.features), "or give head_dim:"));
  if (std::fmod(heads, kv_heads) != 0 || kv_heads > heads)
    return void(fail(l.range, "kv_heads " + num(kv_heads) + " must divide the " + num(heads) + " heads"));
  attention_layer(l, prefix, {heads, kv_heads, head_dim > 0 ? head_dim : shape_.features / heads, qkv_bias, bias, dropout,
                                   fp32_softmax, causal});
}

void Builder::latent_attention(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"heads"}, {"kv_rank", "q_rank", "nope_dim", "rope_dim", "v_dim", "fp32_softmax", "causal"});
  const double heads = a.count("heads", -1), kv_rank = a.count("kv_rank", -1), q_rank = a.count("q_rank", 0, 0);
  const double nope = a.count("nope_dim", -1), rope = a.count("rope_dim", -1), v = a.count("v_dim", -1);
  const bool fp32_softmax = a.flag("fp32_softmax"), causal = a.flag("causal");
  if (!a.ok()) { ok_ = false; return; }
  if (!need(shape_, Shape::Kind::Sequence, l, "latent_attention reads a sequence: input T x D, or embedding() first")) return;
  const Shape in = shape_;
  const double t = in.length, d = in.features;
  const double q = heads * (nope + rope), k = heads * (nope + rope), values = heads * v;
  // Q straight from the input, or through its own latent of q_rank (with a norm); keys and values
  // from one latent of kv_rank (with a norm) beside the rotary key every head shares.
  const double query_weights = q_rank > 0 ? d * q_rank + q_rank + q_rank * q : d * q;
  const double weights = query_weights + d * (kv_rank + rope) + kv_rank + kv_rank * (heads * nope + values) + values * d;
  const double flops = 2 * t * weights + 2 * t * t * (q + values);
  // Kept for the backward pass: the input, the latents, Q, K, V and the heads' output.
  const double kept = t * (d + q_rank + q + kv_rank + rope + k + 2 * values);
  const double scores = heads * t * t;
  Layer layer{prefix + "latent attention " + num(heads) + " heads, kv rank " + num(kv_rank), "attention", in, weights,
              flops, kept + 2 * scores, in.elements() + kept, l.range};
  layer.heads = heads;
  layer.score_flops = 2 * t * t * (q + values);
  layer.masked_flops = causal ? t * t * (q + values) : 0;
  layer.kv_width = (k + values) / 2;
  layer.kv_cache = kv_rank + rope;
  layer.scores = scores;
  layer.fp32_softmax = fp32_softmax ? 1 : 0;
  layer.lora_width = (q_rank > 0 ? d + 2 * q_rank + q : d + q) + (d + kv_rank + rope) + (kv_rank + heads * nope + values) +
                     (values + d);
  layer.lora_inputs = (q_rank > 0 ? d + q_rank : d) + d + kv_rank + values;
  // Query and value: the query's projection(s) and the latent's up-projection, which gives the values.
  layer.query_value_width = (q_rank > 0 ? d + 2 * q_rank + q : d + q) + (kv_rank + heads * nope + values);
  layer.query_value_inputs = (q_rank > 0 ? d + q_rank : d) + kv_rank;
  // The query's projection (or its two and their norm), the latent's, its norm, the keys' and
  // values' and the output's.
  layer.tensors = (q_rank > 0 ? 3 : 1) + 4;
  add(std::move(layer), kept);
}

void Builder::mlp(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"ff"}, {"gated", "activation", "bias"});
  const double ff = a.count("ff", -1);
  const bool gated = a.flag("gated");
  const std::string act = a.word("activation", {"gelu", "silu", "relu", "gelu_new"}, gated ? "silu" : "gelu");
  const bool bias = !a.has("bias") || a.flag("bias");
  // Per hidden element, the constants of the activation (mlp.ACTIVATION.flops; .saved, what it
  // keeps, its output included; .accesses, what its forward kernels read and write: the layer's
  // `accesses`, while `traffic` stays its input and output) and of the gate's product
  // (gate.flops, gate.saved; it reads the up projection's half once more).
  const double per_element = cost("mlp." + act + ".flops", l) + (gated ? cost("gate.flops", l) : 0);
  const double saved = cost("mlp." + act + ".saved", l) + (gated ? cost("gate.saved", l) : 0);
  const double accesses = cost("mlp." + act + ".accesses", l);
  if (!a.ok() || !ok_) { ok_ = false; return; }
  if (!need(shape_, Shape::Kind::Sequence, l, "mlp() reads a sequence")) return;
  const Shape in = shape_;
  const double t = in.length, d = in.features, up = gated ? 2 * ff : ff;
  Shape hidden = in;
  hidden.features = up;
  Layer first{prefix + (gated ? "mlp gate+up " : "mlp up ") + num(ff), "dense", hidden, d * up + (bias ? up : 0),
              2 * t * d * up, t * up, in.elements() + t * up, l.range};
  first.lora_width = (gated ? 2 : 1) * (d + ff);
  first.lora_inputs = (gated ? 2 : 1) * d;
  first.tensors = bias ? 2 : 1;
  add(std::move(first));
  hidden.features = ff;
  Layer activation{prefix + act + (gated ? " x up" : ""), "activation", hidden, 0, per_element * t * ff, t * ff,
                   t * (up + ff), l.range};
  activation.accesses = t * (up - ff) + accesses * t * ff;
  add(std::move(activation), saved * t * ff);
  Layer down{prefix + "mlp down " + num(d), "dense", in, ff * d + (bias ? d : 0), 2 * t * ff * d, in.elements(),
             t * ff + in.elements(), l.range};
  down.lora_width = ff + d;
  down.lora_inputs = ff;
  down.tensors = bias ? 2 : 1;
  add(std::move(down));
  shape_ = in;
}

void Builder::moe(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"experts"}, {"top_k", "ff"});
  const double experts = a.count("experts", -1, 2);
  const double top_k = a.count("top_k", 2, 1, experts);
  const double ff = a.count("ff", -1);
  // Each expert is a gated SiLU MLP: the activation and the gate's product per element; it keeps,
  // per token it takes, its input, the gate's and the up projection's outputs and what its
  // activation and product keep (as mlp() does), and the router keeps its logits.
  const double gating = cost("mlp.silu.flops", l) + cost("gate.flops", l);
  const double kept_per_hidden = 2 + cost("mlp.silu.saved", l) + cost("gate.saved", l);
  if (!a.ok() || !ok_) { ok_ = false; return; }
  if (!need(shape_, Shape::Kind::Sequence, l, "moe() reads a sequence")) return;
  const Shape in = shape_;
  const double t = in.length, d = in.features, expert = 3 * d * ff;
  Layer layer{prefix + "moe " + num(experts) + " experts, top " + num(top_k), "dense", in, d * experts + experts * expert,
              2 * t * (d * experts + top_k * expert) + gating * t * top_k * ff, t * (top_k * (d + 4 * ff) + experts),
              in.elements() * (1 + top_k) + t * top_k * 3 * ff, l.range};
  layer.active_parameters = d * experts + top_k * expert;
  layer.tensors = 1 + 3 * experts;  // the router and each expert's three matrices
  add(std::move(layer), t * (top_k * (d + kept_per_hidden * ff) + experts));
}

}  // namespace advise::nn::builder
