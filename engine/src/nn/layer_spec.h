#pragma once
// A network as written, in plain values: what nn/ needs of a `network` declaration. The checker
// builds it from the AST (check/network_spec.cpp), so that nn/ never sees the syntax tree.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/source_range.h"

namespace advise::nn {

struct SpecName {
  std::string name;
  base::SourceRange range;
};

// A layer argument or setting: a literal of the language.
struct LayerValue {
  enum class Kind { Number, Shape, Ident, Bool, Other } kind = Kind::Other;
  bool has_unit = false;       // Number: written with a unit (8 GB), which no layer takes
  double number = 0;           // Number; Bool: 1 or 0
  std::vector<double> shape;   // Shape: 224 x 224 x 3
  std::string text;            // Ident
  base::SourceRange range;
};

struct LayerArgSpec {
  SpecName key;  // empty name for a positional argument
  LayerValue value;
};

struct LayerSpec {
  enum class Kind { Setting, Call, Repeat, Residual, Parallel } kind = Kind::Call;
  SpecName name;  // the setting's key or the layer kind, e.g. "conv"
  base::SourceRange range;
  LayerValue value;                  // Setting
  std::vector<LayerArgSpec> args;    // Call
  double count = 1;                  // Repeat
  std::vector<LayerSpec> body;       // Repeat, Residual
  std::vector<std::vector<LayerSpec>> branches;  // Parallel
};

struct NetworkSpec {
  SpecName name;
  std::vector<LayerSpec> layers;
};

// A `block`: layers a network calls by name. A call's arguments bind the parameters (by position
// or name; a parameter without a fallback must be given); an argument inside the body that is
// a parameter's name takes the bound value.
struct BlockParamSpec {
  SpecName name;
  std::optional<LayerValue> fallback;
};

struct BlockSpec {
  SpecName name;
  std::vector<BlockParamSpec> params;
  std::vector<LayerSpec> body;
};

using BlockLibrary = std::map<std::string, BlockSpec>;

// The layers' constants, which the program declares as data (`let layer_cost.KEY = N`, shipped in
// rules/networks/layer_costs.dsl) so that users can edit them: "gelu.flops" -> 8 (FLOPs per
// element), "dropout.saved" -> 1.25 (elements kept for the backward pass per output element).
using LayerCosts = std::map<std::string, double>;

// What the networks of one program may use besides the layers nn/ computes.
struct NetworkLibrary {
  BlockLibrary blocks;
  LayerCosts costs;
};

}  // namespace advise::nn
