#pragma once
// The network builder (network.h, build_network): a network declaration's statements expanded into
// layers with their shapes, parameters, FLOPs and memory. Its methods are spread by layer family:
// network_builder.cpp (statements, blocks, calls), layers_classic.cpp (convolutions, pooling,
// dense, embeddings, recurrent), layers_transformer.cpp (attention, MLP, mixture of experts) and
// layers_modern.cpp (vision, speech and diffusion layers). Internal to nn/.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "nn/network.h"

namespace advise::nn::builder {

using ValueKind = LayerValue::Kind;
using Shape = TensorShape;

// A number as the messages write it (%g).
std::string num(double v);

// The arguments of one layer call, by name or position, with checks and defaults.
class Args {
 public:
  Args(const LayerSpec& l, base::DiagnosticSink& sink, std::vector<std::string> positional,
       std::set<std::string> known)
      : layer_(l), sink_(sink) {
    std::size_t next = 0;
    for (const auto& a : l.args) {
      std::string key = a.key.name;
      if (key.empty()) {
        if (next >= positional.size()) {
          sink_.error(a.value.range, "E-LAYER",
                      positional.empty() ? l.name.name + "() takes no positional arguments"
                                         : l.name.name + "() takes at most " + std::to_string(positional.size()) +
                                               " positional argument" + (positional.size() == 1 ? "" : "s"));
          ok_ = false;
          continue;
        }
        key = positional[next++];
      } else if (!known.count(key) && std::find(positional.begin(), positional.end(), key) == positional.end()) {
        std::string all;
        for (const auto& k : positional) all += (all.empty() ? "" : ", ") + k;
        for (const auto& k : known) all += (all.empty() ? "" : ", ") + k;
        sink_.error(a.key.range, "E-LAYER", l.name.name + "() has no argument '" + key + "'",
                    all.empty() ? "it takes no arguments" : "it takes: " + all);
        ok_ = false;
        continue;
      }
      if (!values_.emplace(key, &a.value).second) {
        sink_.error(a.key.name.empty() ? a.value.range : a.key.range, "E-LAYER",
                    l.name.name + "(): '" + key + "' is given twice");
        ok_ = false;
      }
    }
  }

  // A number from 0 up to (not including) 1, or fallback.
  double fraction(const std::string& key, double fallback) {
    auto it = values_.find(key);
    if (it == values_.end()) return fallback;
    const auto& e = *it->second;
    if (e.kind != ValueKind::Number || e.has_unit || e.number < 0 || e.number >= 1) {
      sink_.error(e.range, "E-LAYER", layer_.name.name + "(): '" + key + "' is a fraction from 0 up to 1, e.g. 0.5");
      ok_ = false;
      return fallback;
    }
    return e.number;
  }

  bool ok() const { return ok_; }

  // A whole number from minimum to maximum; `fallback` when absent (required when fallback < 0).
  // Checked before any caller casts it to an integer.
  double count(const std::string& key, double fallback, double minimum = 1,
               double maximum = std::numeric_limits<double>::max()) {
    auto it = values_.find(key);
    if (it == values_.end()) {
      if (fallback < 0) {
        sink_.error(layer_.name.range, "E-LAYER", layer_.name.name + "() needs '" + key + "'");
        ok_ = false;
      }
      return fallback < 0 ? minimum : fallback;
    }
    const auto& e = *it->second;
    if (e.kind != ValueKind::Number || e.has_unit || e.number < minimum || e.number > maximum ||
        e.number != std::floor(e.number)) {
      const bool bounded = maximum < std::numeric_limits<double>::max();
      sink_.error(e.range, "E-LAYER", layer_.name.name + "(): '" + key + "' must be a whole number " +
                                          (bounded ? "from " + num(minimum) + " to " + num(maximum)
                                                   : "of at least " + num(minimum)));
      ok_ = false;
      return minimum;
    }
    return e.number;
  }

  // A name among `choices` ("max", "avg"...), or fallback.
  std::string word(const std::string& key, const std::vector<std::string>& choices, const std::string& fallback) {
    auto it = values_.find(key);
    if (it == values_.end()) return fallback;
    const auto& e = *it->second;
    if (e.kind == ValueKind::Ident && std::find(choices.begin(), choices.end(), e.text) != choices.end()) return e.text;
    std::string all;
    for (const auto& c : choices) all += (all.empty() ? "" : ", ") + c;
    sink_.error(e.range, "E-LAYER", layer_.name.name + "(): '" + key + "' is one of " + all);
    ok_ = false;
    return fallback;
  }

  bool has(const std::string& key) const { return values_.count(key) > 0; }
  // The value given for `key`, by name or position; null when absent.
  const LayerValue* given(const std::string& key) const {
    auto it = values_.find(key);
    return it == values_.end() ? nullptr : it->second;
  }
  bool is_number(const std::string& key) const {
    auto it = values_.find(key);
    return it != values_.end() && it->second->kind == ValueKind::Number;
  }
  bool flag(const std::string& key) {
    auto it = values_.find(key);
    if (it == values_.end()) return false;
    if (it->second->kind != ValueKind::Bool) {
      sink_.error(it->second->range, "E-LAYER", layer_.name.name + "(): '" + key + "' is true or false");
      ok_ = false;
      return false;
    }
    return it->second->number != 0;
  }

 private:
  const LayerSpec& layer_;
  base::DiagnosticSink& sink_;
  std::map<std::string, const LayerValue*> values_;
  bool ok_ = true;
};

class Builder;

// One row of the layer table (layer_table.cpp): a layer kind's name and the builder method that
// builds it. The table is the one list of layer kinds: the builder dispatches on it, the checker
// and the "unknown layer" hint list its names (nn::layer_kinds).
struct LayerKind {
  const char* name;
  void (Builder::*build)(const LayerSpec& l, const std::string& prefix);
};

class Builder {
 public:
  static const std::vector<LayerKind>& layer_table();

  Builder(base::DiagnosticSink& sink, LayerBudget& budget, double sequence_length, const NetworkLibrary* library,
          bool check_only = false)
      : sink_(sink), budget_(budget), sequence_length_(sequence_length), library_(library), check_only_(check_only) {}

  std::optional<Network> build(const NetworkSpec& decl);

 private:
  bool input(const LayerSpec& l);

  // `context 131072`: the longest sequence the model takes, which a workload may not exceed.
  bool context(const LayerSpec& l);
  bool stored(const LayerSpec& l);

  bool fail(const base::SourceRange& where, const std::string& message, const std::string& hint = {});

  // `saved` overrides what a framework keeps of the layer (see Layer::saved); by default that
  // follows from its kind.
  void add(Layer layer, std::optional<double> saved = std::nullopt);

  // Nested repeats multiply: the expanded layers are counted, not the counts.
  bool within_budget(const base::SourceRange& at);

  static double saved_by_kind(const Layer& l);

  // A constant the program declares as `let layer_cost.KEY = N` (rules/networks/layer_costs.dsl);
  // one it lacks is an error at the layer that needs it, so that no estimate takes a silent zero.
  double cost(const std::string& key, const base::SourceRange& at, const std::string& layer);
  double cost(const std::string& key, const LayerSpec& l) { return cost(key, l.name.range, l.name.name + "()"); }

  void statement(const LayerSpec& l, const std::string& prefix);

  // The add that ends a residual block; its FLOPs and what it keeps per element are constants.
  void residual_add(const base::SourceRange& at, const std::string& prefix);

  // `repeat N { ... }`: N passes over the body, each a block.
  void repeat(const LayerSpec& l, const std::string& prefix);

  // A pass of a repeat as built: its layers [first, end) of the network, the layers it expanded
  // to (more than it holds when checking: see check_only_), the shape it started from.
  struct Pass {
    std::size_t first = 0, end = 0, expanded = 0;
    Shape input;
    int pass = 0;
  };

  // Pass `pass` as a repeat of `built` (a copy renamed, or when checking only its count); false,
  // with nothing added, when a layer's name lacks the built pass's prefix or the pass would
  // exceed a layer limit, so that it is built, and reported, as any other.
  bool repeat_pass(const Pass& built, const std::string& prefix, int pass);

  // One pass over a repeat's body. The outermost repeat's bodies are the blocks that activation
  // checkpointing keeps the input of and recomputes (as Hugging Face does per decoder layer).
  void block(const LayerSpec& l, const std::string& prefix);

  // A residual block that changes an image's size or channels gets a projection shortcut: a 1x1
  // convolution with the block's stride and a batchnorm, as in ResNet; in a block with group
  // norms (diffusers' ResnetBlock2D) a 1x1 convolution with bias and no norm instead.
  bool projection(const LayerSpec& l, const std::string& prefix, const Shape& before, bool batchnorm);

  // Branches that read the same input; their outputs are concatenated along the channels (images),
  // features (sequences), as in Inception, or end to end (vectors).
  void parallel(const LayerSpec& l, const std::string& prefix);

  void call(const LayerSpec& l, const std::string& prefix);

  // An element-wise layer (relu, gelu, softmax, silu, dropout ...) of kind `layer_kind`: FLOPs
  // per element and elements kept per output element are the constants `costs`.flops and
  // `costs`.saved (relu's saved is 0: it runs in place, overwriting its input).
  void elementwise(const LayerSpec& l, const std::string& prefix, const char* layer_kind, const std::string& costs);

  // Batch and layer normalisation learn a scale and a shift per feature; RMSNorm only a scale,
  // and skips the mean (fewer FLOPs per element, a constant).
  void norm(const LayerSpec& l, const std::string& prefix);

  // The layers the table names that need no method of their own beyond these: an activation
  // (relu, gelu, ... swish is SiLU), dropout, flatten, and dense on the current shape.
  void activation(const LayerSpec& l, const std::string& prefix);
  void dropout(const LayerSpec& l, const std::string& prefix);
  void flatten(const LayerSpec& l, const std::string& prefix);
  void dense_layer(const LayerSpec& l, const std::string& prefix);

  // A call of a `block`: its parameters bound to the call's arguments, its layers built with
  // every argument and layer name that names a parameter replaced by the bound value.
  void expand(const BlockSpec& block, const LayerSpec& call, const std::string& prefix);

  // Args binds the call's arguments by name or position, as for any layer; fallbacks fill the rest.
  bool bind(const BlockSpec& block, const LayerSpec& call, std::map<std::string, LayerValue>& bound);

  LayerSpec substituted(LayerSpec layer, const std::map<std::string, LayerValue>& bound);

  bool need(const Shape& in, Shape::Kind kind, const LayerSpec& l, const char* hint);

  void conv(const LayerSpec& l, const std::string& prefix);

  void pool(const LayerSpec& l, const std::string& prefix);

  void dense(const LayerSpec& l, const std::string& prefix, const Shape& in);

  void embedding(const LayerSpec& l, const std::string& prefix);

  void recurrent(const LayerSpec& l, const std::string& prefix);

  // Self-attention's projections: Q (heads x head_dim), K and V (kv_heads x head_dim: fewer for
  // grouped-query attention), the output projection; the scores and their softmax per head.
  // `dropout: true`: training drops out the probabilities (BERT, GPT-2), which eager attention
  // then keeps the dropout's output and mask of.
  struct AttentionShape {
    double heads, kv_heads, head_dim;
    bool qkv_bias, out_bias, dropout, fp32_softmax, causal;
  };

  void attention_layer(const LayerSpec& l, const std::string& prefix, const AttentionShape& a);

  void attention(const LayerSpec& l, const std::string& prefix);

  // DeepSeek's multi-head latent attention: keys and values come from one compressed latent of
  // kv_rank per token (which is all a serving engine caches, with the rotary key of rope_dim every
  // head shares); queries from their own latent of q_rank (none when q_rank is absent). Each head's
  // query and key are nope_dim + rope_dim wide, its value v_dim. `causal: true` as attention().
  void latent_attention(const LayerSpec& l, const std::string& prefix);

  // The feed-forward block of a transformer: up-projection, activation, down-projection; gated
  // (SwiGLU, GeGLU) has a gate and an up projection and multiplies them: three matrices.
  void mlp(const LayerSpec& l, const std::string& prefix);

  // Mixture of experts: a router picks top_k of `experts` gated MLPs per token. Every expert's
  // weights are in memory; each token computes (and reads) only its top_k.
  void moe(const LayerSpec& l, const std::string& prefix);

  // ---- Vision, speech and diffusion layers (ViT, EfficientNet, the Stable Diffusion U-Net,
  // Tacotron 2, WaveGlow). Modelling choices follow the layers above: `activations` counts each
  // output once, `saved` is what PyTorch keeps, `traffic` is input + output.


  static Shape image(double height, double width, double channels);

  static Shape sequence(double length, double features);

  // ViT's patch embedding: a size x size convolution of stride size to `width` (with bias), then
  // the class token (width) and the learned position embeddings ((patches + 1) x width) of timm
  // and torchvision. Adding the positions costs add.flops per output element.
  // Its kind is conv: a strided convolution, which every token reads all of (not a lookup table).
  void patches(const LayerSpec& l, const std::string& prefix);

  // Padding of a convolution: a number, `same` (keeps the size at stride 1) or `valid` (0).
  double padding(Args& a, double reach);

  // A convolution over a sequence's length, its features the channels (Tacotron 2's encoder and
  // postnet, WaveGlow's WN layers); `dilation` spreads the kernel's taps.
  void conv1d(const LayerSpec& l, const std::string& prefix);

  // A transposed convolution: every input position scatters a k x k x filters patch (k x filters
  // over a sequence, WaveGlow's spectrogram upsampling), so the output side or length is
  // (side - 1)·stride - 2·padding + kernel and the FLOPs 2·k²·C·filters per input position.
  // `unfolded` is the k²·filters x positions column matrix that col2im folds back.
  void conv_transpose(const LayerSpec& l, const std::string& prefix);

  // Nearest-neighbour upsampling of an image's sides or a sequence's length: a copy (no FLOPs);
  // its backward sums gradients and reads no activation, but the next layer keeps its output, as
  // after any layer.
  void upsample(const LayerSpec& l, const std::string& prefix);

  // Group normalisation: statistics per group of channels, a scale and a shift per channel.
  void groupnorm(const LayerSpec& l, const std::string& prefix);

  // Squeeze-and-excitation (EfficientNet, MobileNet-v3): a global average pool, a 1x1
  // convolution to `reduced` channels with SiLU, one back to C with a sigmoid, and the input
  // scaled by that gate. Kept: the scaled output and the four small vectors.
  void squeeze_excite(const LayerSpec& l, const std::string& prefix);

  // Attention whose keys and values come from a context sequence (the text encoder's 77 x 768
  // for the Stable Diffusion U-Net), or from the input itself when no context is given. As in
  // diffusers' Attention: Q, K and V without bias unless `bias: true`, the output projection
  // with. Kept, as attention() keeps: Q, K, V, the weighted values, the output and the
  // scores with their softmax (heads x T x context length).
  void cross_attention(const LayerSpec& l, const std::string& prefix);

  // The context of cross_attention: a shape L x E; null (with a diagnostic) for anything else.
  const LayerValue* context_shape(const LayerSpec& l, Args& a);

  // GEGLU, the gate of diffusers' FeedForward: the features split in two halves, the output the
  // first times the GELU of the second (the constants gelu.flops and gate.flops per element).
  void geglu(const LayerSpec& l, const std::string& prefix);

  // The diffusion U-Net's timestep: time_embedding(frequencies, width) is the MLP (dense, SiLU,
  // dense) from the sinusoidal features of the step to its embedding, computed once per sample
  // beside the image, which passes unchanged; time_condition(width) adds a projection of that
  // embedding to every channel of the image (diffusers' time_emb_proj), FLOPs 2·width·C plus the
  // broadcast add.
  void time_layer(const LayerSpec& l, const std::string& prefix);

  // Bahdanau's additive attention as GNMT v2 has it (NVIDIA DeepLearningExamples): every
  // position of the sequence queries all positions through v·tanh(Wq·q + Wk·k + b) over `units`;
  // the output is the weighted sum of the positions (the context, as wide as the input).
  // Parameters: Wq and Wk without bias, v, and with `normalize: true` (the default) the bias b
  // and a scalar. Kept: the tanh of every query-key pair (T² x units), the scores and their
  // softmax, and the context.
  void additive_attention(const LayerSpec& l, const std::string& prefix);

  // SSD's L2Norm: every pixel's channel vector scaled to unit length, then by a learned weight per
  // channel (FLOPs per element and what it keeps: constants).
  void l2norm(const LayerSpec& l, const std::string& prefix);

  // Views between images and sequences: the U-Net's transformer blocks read an image's pixels
  // as tokens.
  void regroup(const LayerSpec& l, const std::string& prefix);

  // A slice of a sequence, a view: take(n) its first n positions (ViT's class token),
  // take(features: n) the first n features of every position (a part of a concatenation);
  // `offset` skips that many positions or features first.
  void take(const LayerSpec& l, const std::string& prefix);

  // fold(n): every n consecutive positions of a sequence become one, their features side by side
  // (T x D -> T/n x n·D; WaveGlow's groups of 8 samples). A view.
  void fold(const LayerSpec& l, const std::string& prefix);

  base::DiagnosticSink& sink_;
  LayerBudget& budget_;
  double sequence_length_ = 0;  // replaces the input's length when > 0
  const NetworkLibrary* library_ = nullptr;
  std::vector<std::string> expanding_;  // the blocks being expanded, innermost last
  // Checking only (check_network): a pass that repeats the one before is counted, not stored.
  bool check_only_ = false;
  std::size_t expanded_ = 0;  // layers the network expanded to, stored or (checking) counted
  Network* net_ = nullptr;
  Shape shape_;
  int block_depth_ = 0;
  bool ok_ = true;
};

}  // namespace advise::nn::builder
