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
  // Elements a framework such as PyTorch keeps for the backward pass, in 32-bit units: outputs
  // that a backward step reads, not those of in-place activations (ReLU overwrites its input),
  // 1-byte dropout masks, 8-byte max-pool indices. `activations` counts every output once,
  // which is the documents' convention (F40, F44).
  double saved = 0;
};

struct Network {
  std::string name;
  base::SourceRange range;
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
std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget);
std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink);

}  // namespace advise::nn
