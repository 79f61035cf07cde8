#pragma once
// Generic layer arithmetic: a network as written (layer_spec.h) -> per-layer shapes, parameters,
// FLOPs and activation sizes, per sample. No knowledge of GPUs or of any particular network.
#include <optional>
#include <string>
#include <vector>

#include "nn/layer_spec.h"
#include "base/diagnostic_sink.h"
#include "base/limits.h"
#include "base/source_range.h"

namespace advise::nn {

// What flows between layers. Image: height x width x channels; Sequence: length x features;
// Vector: size (also a sequence of token ids, for embedding).
struct TensorShape {
  enum class Kind { Image, Sequence, Vector } kind = Kind::Vector;
  double height = 0, width = 0, channels = 0;
  double length = 0, features = 0;
  double size = 0;

  double elements() const;
  bool operator==(const TensorShape&) const = default;
  std::string to_string() const;
};

struct Layer {
  std::string name;   // "conv 7x7/2 64", "transformer 3.attention"
  std::string kind;   // input, conv, pool, dense, norm, activation, dropout, embedding,
                      // recurrent, attention, reshape, add
  TensorShape output;
  double parameters = 0;   // trainable
  double flops = 0;        // forward pass, per sample (a multiply-add is 2 FLOP)
  double activations = 0;  // elements kept for the backward pass, per sample
  double traffic = 0;      // elements read and written in the forward pass, per sample
  base::SourceRange range;
  double steps = 1;        // recurrent layers: time steps, each of which reads all the weights
  double unfolded = 0;     // conv: elements of the im2col matrix of one sample (GEMM workspace)
  double kernel = 0;       // conv: its kernel's height (the side of a square kernel); 0 otherwise
  double kernel_width = 0; // conv: its kernel's width (1 for a 7x1 kernel); 0 otherwise
  double stride = 0;       // conv: its stride; 0 otherwise
  double group_width = 0;  // conv: input channels each output reads (1 depthwise); 0 otherwise
  // Elements a framework such as PyTorch keeps for the backward pass, in 32-bit units: outputs
  // that a backward step reads, not those of in-place activations (ReLU overwrites its input),
  // 1-byte dropout masks, 8-byte max-pool indices. `activations` counts every output once,
  // which is the documents' convention (F40, F44).
  double saved = 0;
  // Parameters one token reads in a forward pass: all of them, except an embedding table (one
  // row per token) and the experts a mixture-of-experts router does not pick.
  double active_parameters = 0;
  // The input layer of a network declared with `stored N`: the bytes its checkpoint holds the
  // weights in, exactly (0 when not said).
  double stored_bytes = 0;
  // Parameter tensors the layer owns (each weight matrix and each bias vector one): in training,
  // mixed precision casts each to 16 bits and its gradient back, and the backward pass writes
  // each one's gradient, each a kernel of its own (the rules count the framework's ops from it).
  double tensors = 0;
  // Elements the forward pass's kernels read and write, per sample: `traffic`, or more for a layer
  // that runs as several kernels (mlp's gelu_new: eight element-wise operations) or copies its
  // inputs (a parallel block's concat: 2 x its output, where its traffic is 0).
  double accesses = 0;
  double outputs = 0;     // elements of the output per sample (tensor-parallel all-reduces send them)
  // The output's channels when it is an image (height x width x channels), 0 for a sequence or a
  // vector: the rules tell a batch norm over feature maps from a layer norm over tokens by it.
  double channels = 0;
  // A batch norm over feature maps: its channels, each of whose mean and variance is gathered over
  // the whole batch and every position (cuDNN's NCHW training kernels give each channel one thread
  // block, which the speed rules bound); 0 for every other layer, a layer or group norm included.
  double batch_norm_channels = 0;
  // dense: the largest power of two that divides both its input and its output width (the
  // widest vector of elements its products' kernels can load at once); 0 for other layers.
  // rules/speed.dsl says what an alignment costs.
  double operand_alignment = 0;
  double heads = 0;       // attention: its (query) heads, which tensor parallelism divides among GPUs
  double kv_width = 0;    // attention: key and value elements per token (kv_heads x head_dim)
  // attention: elements a serving engine caches per token: 2 x kv_width (keys and values), or
  // multi-head latent attention's compressed latent and its shared rotary key
  double kv_cache = 0;
  // attention: the FLOPs of its score and value products (Q.K and P.V), which attention kernels
  // run in 16 bits whatever the precision of the projections around them
  double score_flops = 0;
  // attention declared causal: the FLOPs of the masked half of its score and value products, which
  // a causal kernel (FlashAttention, PyTorch's SDPA with is_causal) skips and eager attention does not
  double masked_flops = 0;
  double scores = 0;      // attention: elements of the score matrix per sample (heads x T x T),
                          // which eager attention keeps (the rules say in how many copies)
  double attention_dropout = 0;  // attention: 1 when training drops out its probabilities
  double fp32_softmax = 0;  // attention: 1 when the implementation takes the softmax in 32 bits
  double lora_width = 0;  // sum of (inputs + outputs) over the matrices a LoRA adapter may wrap
  double lora_inputs = 0;  // sum of their inputs alone: what an adapter's dropout copies, per token
  double query_value_width = 0;   // attention: lora_width of the query and value projections alone
  double query_value_inputs = 0;  // and their inputs alone
  // Activation checkpointing: the outermost `repeat`'s bodies are blocks. A layer in a block has
  // in_block 1; the first layer of each block carries the block's input (`checkpoint`, what is
  // kept) and the elements its layers keep when recomputed (`block_saved`).
  double in_block = 0;
  double checkpoint = 0;
  double block_saved = 0;
};

// The numeric layer fields rules read as `layer.NAME` inside sum_layers(): one table for the
// checker, the evaluator and the docs. `flop` marks the one measured in FLOP.
struct LayerField {
  const char* name;
  double Layer::*member;
  bool flop;
};
const std::vector<LayerField>& layer_fields();

struct Network {
  std::string name;
  base::SourceRange range;
  double max_context = 0;  // `context N`: the longest sequence the model takes (0: not said)
  std::vector<Layer> layers;  // the first is the input

  double parameters() const { return total(&Layer::parameters); }
  double flops() const { return total(&Layer::flops); }
  double activations() const { return total(&Layer::activations); }
  double saved() const { return total(&Layer::saved); }

 private:
  double total(double Layer::*field) const;
};

// Layers that the networks of one program may still expand to (syntax::limits).
struct LayerBudget {
  std::size_t left = base::limits::kMaxProgramLayers;
};

// Infers every shape; an impossible one (a kernel larger than its input, a residual block that
// changes the shape, dense after an image without flatten) is a diagnostic at the layer, and so
// is a network that expands past kMaxNetworkLayers or past what `budget` has left.
// sequence_length > 0 builds the network for that many tokens instead of its input's length (a
// workload's `sequence` or `context`); the caller checks it against max_context.
// `library` holds the program's `block` declarations, which layer calls may name, and its layer
// constants; a layer whose constant the library lacks (or a null library) is an E-LAYER
// diagnostic at the layer, never a silent zero.
std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget,
                                     double sequence_length = 0, const NetworkLibrary* library = nullptr);

// What checking a network tells without building all of it: that it builds (every diagnostic
// build_network would report, reported, and its layers counted against `budget`), and its context.
// The passes of a repeat that start from the shape the pass before started from are counted and
// not expanded, so that checking a program's networks costs a few blocks each.
struct NetworkCheck {
  double max_context = 0;
};
std::optional<NetworkCheck> check_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget,
                                          const NetworkLibrary* library);

// The layer kinds nn/ computes itself (conv, dense, attention ...): a block may not take their names.
const std::vector<std::string>& layer_kinds();
std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink);

}  // namespace advise::nn
