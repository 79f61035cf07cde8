#include "nn/network.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

namespace advise::nn {
namespace {

using ValueKind = LayerValue::Kind;
using Shape = TensorShape;

std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", v);
  return buffer;
}

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

class Builder {
 public:
  Builder(base::DiagnosticSink& sink, LayerBudget& budget, double sequence_length, const NetworkLibrary* library)
      : sink_(sink), budget_(budget), sequence_length_(sequence_length), library_(library) {}

  std::optional<Network> build(const NetworkSpec& decl) {
    Network net;
    net.name = decl.name.name;
    net.range = decl.name.range;
    net_ = &net;
    std::size_t first = 0;
    if (decl.layers.empty() || decl.layers[0].kind != LayerSpec::Kind::Setting || decl.layers[0].name.name != "input") {
      sink_.error(decl.name.range, "E-LAYER", "network '" + decl.name.name + "' must start with its input",
                  "e.g. input 224 x 224 x 3, or input 9000 for a vector");
      return std::nullopt;
    }
    if (!input(decl.layers[0])) return std::nullopt;
    first = 1;
    if (decl.layers.size() > 1 && decl.layers[1].kind == LayerSpec::Kind::Setting && decl.layers[1].name.name == "context") {
      if (!context(decl.layers[1])) return std::nullopt;
      first = 2;
    }
    for (std::size_t i = first; i < decl.layers.size() && ok_; ++i) statement(decl.layers[i], "");
    if (!ok_) return std::nullopt;
    return net;
  }

 private:
  bool input(const LayerSpec& l) {
    const auto& v = l.value;
    Shape s;
    if (v.kind == ValueKind::Shape && v.shape.size() == 3) {
      s.kind = Shape::Kind::Image;
      s.height = v.shape[0], s.width = v.shape[1], s.channels = v.shape[2];
    } else if (v.kind == ValueKind::Shape && v.shape.size() == 2) {
      s.kind = Shape::Kind::Sequence;
      s.length = v.shape[0], s.features = v.shape[1];
    } else if (v.kind == ValueKind::Number && !v.has_unit && v.number >= 1 && v.number == std::floor(v.number)) {
      s.kind = Shape::Kind::Vector;
      s.size = v.number;
    } else {
      return fail(v.range, "an input is H x W x C (an image), T x D (a sequence) or N (a vector)");
    }
    for (double d : v.shape)
      if (d < 1 || d != std::floor(d)) return fail(v.range, "shape dimensions are whole numbers of 1 or more");
    if (sequence_length_ > 0 && s.kind == Shape::Kind::Vector) s.size = sequence_length_;
    if (sequence_length_ > 0 && s.kind == Shape::Kind::Sequence) s.length = sequence_length_;
    shape_ = s;
    add({"input " + s.to_string(), "input", s, 0, 0, s.elements(), s.elements(), l.range});
    return true;
  }

  // `context 131072`: the longest sequence the model takes, which a workload may not exceed.
  bool context(const LayerSpec& l) {
    const auto& v = l.value;
    if (v.kind != ValueKind::Number || v.has_unit || v.number < 1 || v.number != std::floor(v.number))
      return fail(v.range, "context is a whole number of tokens, e.g. context 8192");
    const double length = shape_.kind == Shape::Kind::Vector ? shape_.size : shape_.length;
    if (shape_.kind == Shape::Kind::Image) return fail(l.range, "context applies to token or sequence inputs, not images");
    if (sequence_length_ == 0 && length > v.number)
      return fail(v.range, "the input's " + num(length) + " tokens exceed the context " + num(v.number));
    net_->max_context = v.number;
    return true;
  }

  bool fail(const base::SourceRange& where, const std::string& message, const std::string& hint = {}) {
    sink_.error(where, "E-SHAPE", message, hint);
    ok_ = false;
    return false;
  }

  // `saved` overrides what a framework keeps of the layer (see Layer::saved); by default that
  // follows from its kind.
  void add(Layer layer, std::optional<double> saved = std::nullopt) {
    if (!within_budget(layer.range)) return;
    layer.saved = saved ? *saved : saved_by_kind(layer);
    // A lookup table reads one row per token; a layer that sets its own figure (experts) keeps it.
    if (layer.active_parameters == 0 && layer.kind != "embedding") layer.active_parameters = layer.parameters;
    layer.in_block = block_depth_ > 0 ? 1 : 0;
    layer.outputs = layer.output.elements();
    net_->layers.push_back(std::move(layer));
  }

  // Nested repeats multiply: the expanded layers are counted, not the counts.
  bool within_budget(const base::SourceRange& at) {
    using namespace base::limits;
    if (!ok_) return false;
    if (net_->layers.size() >= kMaxNetworkLayers || budget_.left == 0) {
      const bool network = net_->layers.size() >= kMaxNetworkLayers;
      sink_.error(at, "E-LIMIT",
                  network ? "network '" + net_->name + "' expands to more than " + std::to_string(kMaxNetworkLayers) + " layers"
                          : "the program's networks expand to more than " + std::to_string(kMaxProgramLayers) + " layers together",
                  "repeat counts multiply: repeat 100 { repeat 100 { ... } } is 10000 blocks");
      ok_ = false;
      return false;
    }
    --budget_.left;
    return true;
  }

  static double saved_by_kind(const Layer& l) {
    if (l.kind == "reshape") return 0;                 // a view
    if (l.kind == "recurrent") return l.activations;  // its internal states
    return l.output.elements();
  }

  // A constant the program declares as `let layer_cost.KEY = N` (rules/networks/layer_costs.dsl);
  // one it lacks is an error at the layer that needs it, so that no estimate takes a silent zero.
  double cost(const std::string& key, const base::SourceRange& at, const std::string& layer) {
    if (library_) {
      auto it = library_->costs.find(key);
      if (it != library_->costs.end()) return it->second;
    }
    sink_.error(at, "E-LAYER", layer + " needs the constant 'layer_cost." + key + "', which the program does not declare",
                "the shipped rules/networks/layer_costs.dsl declares it: let layer_cost." + key + " = NUMBER");
    ok_ = false;
    return 0;
  }
  double cost(const std::string& key, const LayerSpec& l) { return cost(key, l.name.range, l.name.name + "()"); }

  void statement(const LayerSpec& l, const std::string& prefix) {
    using K = LayerSpec::Kind;
    switch (l.kind) {
      case K::Setting:
        sink_.error(l.name.range, "E-LAYER", "'" + l.name.name + " ...' is not a layer",
                    l.name.name == "input" ? "input is the network's first statement only"
                                           : "layers are calls such as conv(64, kernel: 3); the first statement is input");
        ok_ = false;
        return;
      case K::Repeat:
        if (l.count < 1 || l.count != std::floor(l.count) || l.count > base::limits::kMaxRepeat) {
          sink_.error(l.range, "E-LAYER", "repeat takes a whole number from 1 to " + num(base::limits::kMaxRepeat));
          ok_ = false;
          return;
        }
        for (int r = 1; r <= static_cast<int>(l.count) && ok_; ++r) block(l, prefix + std::to_string(r) + ".");
        return;
      case K::Residual: {
        const Shape before = shape_;
        const std::size_t first = net_->layers.size();
        for (const auto& b : l.body) {
          if (!ok_) return;
          statement(b, prefix);
        }
        if (!ok_) return;
        // A block that ends in a norm hands its output only to the add, whose backward does not
        // read it: what frameworks keep of it is the constant residual_norm.saved (0: freed).
        if (net_->layers.size() > first && net_->layers.back().kind == "norm") {
          Layer& norm = net_->layers.back();
          norm.saved = cost("residual_norm.saved", l.range, "residual") * norm.outputs;
          if (!ok_) return;
        }
        const bool group_normed = std::any_of(net_->layers.begin() + static_cast<std::ptrdiff_t>(first), net_->layers.end(),
                                              [](const Layer& x) { return x.name.find("groupnorm") != std::string::npos; });
        if (shape_.to_string() != before.to_string() && !projection(l, prefix, before, !group_normed)) return;
        residual_add(l.range, prefix);
        return;
      }
      case K::Parallel: parallel(l, prefix); return;
      case K::Call: call(l, prefix); return;
    }
  }

  // The add that ends a residual block; its FLOPs and what it keeps per element are constants.
  void residual_add(const base::SourceRange& at, const std::string& prefix) {
    const double n = shape_.elements();
    const double flops = cost("add.flops", at, "residual"), saved = cost("add.saved", at, "residual");
    if (!ok_) return;
    add({prefix + "residual add", "add", shape_, 0, flops * n, n, 3 * n, at}, saved * n);
  }

  // One pass over a repeat's body. The outermost repeat's bodies are the blocks that activation
  // checkpointing keeps the input of and recomputes (as Hugging Face does per decoder layer).
  void block(const LayerSpec& l, const std::string& prefix) {
    const bool outermost = block_depth_ == 0;
    const std::size_t first = net_->layers.size();
    const double input = shape_.elements();
    ++block_depth_;
    for (const auto& b : l.body) statement(b, prefix);
    --block_depth_;
    if (!ok_ || !outermost || net_->layers.size() == first) return;
    double kept = 0;
    for (std::size_t i = first; i < net_->layers.size(); ++i) kept += net_->layers[i].saved;
    net_->layers[first].checkpoint = input;
    net_->layers[first].block_saved = kept;
  }

  // A residual block that changes an image's size or channels gets a projection shortcut: a 1x1
  // convolution with the block's stride and a batchnorm, as in ResNet; in a block with group
  // norms (diffusers' ResnetBlock2D) a 1x1 convolution with bias and no norm instead.
  bool projection(const LayerSpec& l, const std::string& prefix, const Shape& before, bool batchnorm) {
    const Shape after = shape_;
    const bool images = before.kind == Shape::Kind::Image && after.kind == Shape::Kind::Image;
    const double stride = images ? before.height / after.height : 0;
    if (!images || stride < 1 || stride != std::floor(stride) || before.width / after.width != stride)
      return fail(l.range, "a residual block must keep its input's shape or shrink an image by a whole stride: " +
                               before.to_string() + " became " + after.to_string(),
                  "the block's last layer must give back a shape the shortcut can reach");
    Layer shortcut{prefix + "shortcut conv 1x1" + (stride > 1 ? "/" + num(stride) : "") + " " + num(after.channels),
                   "conv", after, before.channels * after.channels + (batchnorm ? 2 : 1) * after.channels,
                   2 * before.channels * after.elements(), (batchnorm ? 2 : 1) * after.elements(),
                   before.elements() + after.elements(), l.range};
    shortcut.unfolded = before.channels * after.height * after.width;
    shortcut.kernel = 1, shortcut.kernel_width = 1, shortcut.stride = stride;
    add(std::move(shortcut));
    return true;
  }

  // Branches that read the same input; their outputs are concatenated along the channels (images),
  // features (sequences), as in Inception, or end to end (vectors).
  void parallel(const LayerSpec& l, const std::string& prefix) {
    const Shape in = shape_;
    Shape joined;
    for (std::size_t b = 0; b < l.branches.size() && ok_; ++b) {
      shape_ = in;
      for (const auto& s : l.branches[b]) {
        if (!ok_) return;
        statement(s, prefix + "branch " + std::to_string(b + 1) + ".");
      }
      if (!ok_) return;
      if (b == 0) {
        joined = shape_;
        continue;
      }
      const bool image = joined.kind == Shape::Kind::Image && shape_.kind == Shape::Kind::Image &&
                         joined.height == shape_.height && joined.width == shape_.width;
      const bool sequence = joined.kind == Shape::Kind::Sequence && shape_.kind == Shape::Kind::Sequence &&
                            joined.length == shape_.length;
      // Vectors join end to end (SSD's detection heads, flattened, from maps of several sizes).
      const bool vector = joined.kind == Shape::Kind::Vector && shape_.kind == Shape::Kind::Vector;
      if (!image && !sequence && !vector) {
        fail(l.range, "parallel branches must agree on all but the last dimension: " + joined.to_string() + " and " +
                          shape_.to_string());
        return;
      }
      if (image) joined.channels += shape_.channels;
      else if (sequence) joined.features += shape_.features;
      else joined.size += shape_.size;
    }
    shape_ = joined;
    add({prefix + "concat", "reshape", joined, 0, 0, 0, 0, l.range}, joined.elements());  // a new tensor
  }

  void call(const LayerSpec& l, const std::string& prefix) {
    const std::string& kind = l.name.name;
    const Shape in = shape_;
    if (kind == "conv") return conv(l, prefix);
    if (kind == "pool") return pool(l, prefix);
    if (kind == "dense") return dense(l, prefix, in);
    if (kind == "attention") return attention(l, prefix);
    if (kind == "mlp") return mlp(l, prefix);
    if (kind == "moe") return moe(l, prefix);
    if (kind == "lstm" || kind == "gru") return recurrent(l, prefix);
    if (kind == "embedding") return embedding(l, prefix);
    if (modern_call(l, prefix)) return;
    if (kind == "relu" || kind == "gelu" || kind == "tanh" || kind == "sigmoid" || kind == "softmax" || kind == "silu" ||
        kind == "swish" || kind == "relu6") {
      Args a(l, sink_, {}, {});
      if (a.ok()) elementwise(l, prefix, "activation", kind == "swish" ? "silu" : kind);  // swish is another name of SiLU
      else ok_ = false;
      return;
    }
    if (kind == "dropout") {
      Args a(l, sink_, {"rate"}, {});
      a.fraction("rate", 0.5);
      if (a.ok()) elementwise(l, prefix, "dropout", kind);
      else ok_ = false;
      return;
    }
    if (kind == "batchnorm" || kind == "layernorm" || kind == "rmsnorm") return norm(l, prefix);
    if (kind == "flatten") {
      Args a(l, sink_, {}, {});
      Shape out;
      out.kind = Shape::Kind::Vector;
      out.size = in.elements();
      shape_ = out;
      add({prefix + "flatten", "reshape", out, 0, 0, 0, 0, l.range});
      return;
    }
    if (library_ && library_->blocks.count(kind)) return expand(library_->blocks.at(kind), l, prefix);
    std::vector<std::string> all_kinds = layer_kinds();
    if (library_)
      for (const auto& [name, _] : library_->blocks) all_kinds.push_back(name);
    std::string all;
    for (const auto& k : all_kinds) all += (all.empty() ? "" : ", ") + k;
    sink_.error(l.name.range, "E-LAYER", "unknown layer '" + kind + "'", "layers: " + all);
    ok_ = false;
  }

  // An element-wise layer (relu, gelu, softmax, silu, dropout ...) of kind `layer_kind`: FLOPs
  // per element and elements kept per output element are the constants `costs`.flops and
  // `costs`.saved (relu's saved is 0: it runs in place, overwriting its input).
  void elementwise(const LayerSpec& l, const std::string& prefix, const char* layer_kind, const std::string& costs) {
    const double n = shape_.elements();
    const double flops = cost(costs + ".flops", l), saved = cost(costs + ".saved", l);
    if (!ok_) return;
    add({prefix + l.name.name, layer_kind, shape_, 0, flops * n, n, 2 * n, l.range}, saved * n);
  }

  // Batch and layer normalisation learn a scale and a shift per feature; RMSNorm only a scale,
  // and skips the mean (fewer FLOPs per element, a constant).
  void norm(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {}, {});
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    const double n = in.elements();
    const double width = in.kind == Shape::Kind::Image ? in.channels : in.kind == Shape::Kind::Sequence ? in.features : in.size;
    const bool rms = l.name.name == "rmsnorm";
    const double flops = cost(l.name.name + ".flops", l), saved = cost(l.name.name + ".saved", l);
    if (!ok_) return;
    add({prefix + l.name.name, "norm", in, rms ? width : 2 * width, flops * n, n, 2 * n, l.range}, saved * n);
  }

  // A call of a `block`: its parameters bound to the call's arguments, its layers built with
  // every argument and layer name that names a parameter replaced by the bound value.
  void expand(const BlockSpec& block, const LayerSpec& call, const std::string& prefix) {
    if (expanding_.size() >= base::limits::kMaxBlockDepth ||
        std::find(expanding_.begin(), expanding_.end(), block.name.name) != expanding_.end()) {
      sink_.error(call.name.range, "E-LAYER", "block '" + block.name.name + "' calls itself",
                  "a block may call other blocks, not itself");
      ok_ = false;
      return;
    }
    std::map<std::string, LayerValue> bound;
    if (!bind(block, call, bound)) return;
    expanding_.push_back(block.name.name);
    for (const auto& layer : block.body) {
      if (!ok_) break;
      LayerSpec expanded = substituted(layer, bound);
      if (ok_) statement(expanded, prefix + block.name.name + ".");
    }
    expanding_.pop_back();
  }

  // Args binds the call's arguments by name or position, as for any layer; fallbacks fill the rest.
  bool bind(const BlockSpec& block, const LayerSpec& call, std::map<std::string, LayerValue>& bound) {
    std::vector<std::string> names;
    for (const auto& p : block.params) names.push_back(p.name.name);
    Args a(call, sink_, names, {});
    bool complete = true;
    for (const auto& p : block.params) {
      if (const LayerValue* v = a.given(p.name.name)) bound.emplace(p.name.name, *v);
      else if (p.fallback) bound.emplace(p.name.name, *p.fallback);
      else {
        sink_.error(call.name.range, "E-LAYER", block.name.name + "() needs '" + p.name.name + "'");
        complete = false;
      }
    }
    ok_ = ok_ && a.ok() && complete;
    return ok_;
  }

  LayerSpec substituted(LayerSpec layer, const std::map<std::string, LayerValue>& bound) {
    // A call named by a parameter (`act()` in `block pair(width, act: relu)`) calls the layer
    // the argument names; an argument that is no name cannot be called.
    if (auto named = bound.find(layer.name.name); named != bound.end()) {
      if (named->second.kind == LayerValue::Kind::Ident) layer.name.name = named->second.text;
      else {
        sink_.error(named->second.range, "E-LAYER", "'" + layer.name.name + "' is called as a layer, so its argument must be a layer's name",
                    "e.g. " + layer.name.name + ": gelu");
        ok_ = false;
      }
    }
    for (auto& arg : layer.args) {
      if (arg.value.kind != LayerValue::Kind::Ident) continue;
      auto it = bound.find(arg.value.text);
      if (it != bound.end()) arg.value = it->second;
    }
    for (auto& b : layer.body) b = substituted(std::move(b), bound);
    for (auto& branch : layer.branches)
      for (auto& b : branch) b = substituted(std::move(b), bound);
    return layer;
  }

  bool need(const Shape& in, Shape::Kind kind, const LayerSpec& l, const char* hint) {
    if (in.kind == kind) return true;
    static const char* names[] = {"an image (H x W x C)", "a sequence (T x D)", "a vector"};
    return fail(l.range, l.name.name + "() needs " + names[static_cast<int>(kind)] + ", not " + in.to_string(), hint);
  }

  void conv(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"filters"}, {"kernel", "kernel_width", "stride", "padding", "groups", "bias", "dilation"});
    const double filters = a.count("filters", -1);
    // kernel: the height; kernel_width (default: the height) makes Inception's 1x7 and 7x1 kernels.
    const double k = a.count("kernel", 3);
    const double kw = a.count("kernel_width", k);
    const double s = a.count("stride", 1);
    const double g = a.count("groups", 1);
    // bias: false for convolutions followed by a batchnorm, as most modern networks have them.
    const double bias = a.has("bias") && !a.flag("bias") ? 0 : 1;
    // dilation spreads the kernel's taps (SSD's fc6): it reaches d·(k - 1) + 1 pixels.
    const double dilation = a.count("dilation", 1);
    const double reach = dilation * (k - 1) + 1, reach_w = dilation * (kw - 1) + 1;
    // padding: same keeps the size at stride 1 (per side of a rectangular kernel); a number pads
    // every side by that much.
    const double p = padding(a, reach), p_w = padding(a, reach_w);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Image, l, "conv() works on images; put it before flatten()")) return;
    if (std::fmod(in.channels, g) != 0 || std::fmod(filters, g) != 0)
      return void(fail(l.range, "groups " + num(g) + " must divide the input's " + num(in.channels) + " channels and the " + num(filters) + " filters"));
    const double h = std::floor((in.height + 2 * p - reach) / s) + 1;
    const double w = std::floor((in.width + 2 * p_w - reach_w) / s) + 1;
    const std::string size = num(k) + "x" + num(kw);
    if (h < 1 || w < 1)
      return void(fail(l.range, "kernel " + (k == kw ? num(k) : size) + " does not fit a " + num(in.height) + " x " + num(in.width) + " input",
                       "use padding: same, a smaller kernel, or fewer downsampling layers before it"));
    Shape out;
    out.kind = Shape::Kind::Image;
    out.height = h, out.width = w, out.channels = filters;
    shape_ = out;
    const double per_output = k * kw * (in.channels / g);
    Layer layer{prefix + "conv " + size + (s > 1 ? "/" + num(s) : "") + " " + num(filters), "conv", out,
                per_output * filters + bias * filters, 2 * per_output * out.elements(), out.elements(),
                in.elements() + out.elements(), l.range};
    layer.unfolded = per_output * g * h * w;
    layer.kernel = k, layer.kernel_width = kw, layer.stride = s;
    add(std::move(layer));
  }

  void pool(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"mode"}, {"kernel", "stride", "padding", "global"});
    const std::string mode = a.word("mode", {"max", "avg"}, "max");
    const bool global = a.flag("global");
    const double k = a.count("kernel", 2);
    const double s = a.count("stride", k);
    const double p = a.count("padding", 0, 0);
    // Max pooling also keeps int64 indices: the constant max_pool.saved says how much.
    const double saved = cost(mode + "_pool.saved", l);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Image, l, "pool() works on images")) return;
    Shape out = in;
    double window = k * k;
    if (global) {
      out.height = out.width = 1;
      window = in.height * in.width;
    } else {
      out.height = std::floor((in.height + 2 * p - k) / s) + 1;
      out.width = std::floor((in.width + 2 * p - k) / s) + 1;
      if (out.height < 1 || out.width < 1)
        return void(fail(l.range, "pool kernel " + num(k) + " does not fit a " + num(in.height) + " x " + num(in.width) + " input"));
    }
    shape_ = out;
    add({prefix + mode + " pool" + (global ? " global" : " " + num(k) + "x" + num(k)), "pool", out, 0,
         window * out.elements(), out.elements(), in.elements() + out.elements(), l.range},
        saved * out.elements());
  }

  void dense(const LayerSpec& l, const std::string& prefix, const Shape& in) {
    // shared: true reuses an earlier layer's weights (a tied output projection): FLOPs, no parameters.
    Args a(l, sink_, {"units"}, {"shared", "bias"});
    const double units = a.count("units", -1);
    const bool shared = a.flag("shared");
    const double bias = a.has("bias") && !a.flag("bias") ? 0 : units;
    if (!a.ok()) { ok_ = false; return; }
    Shape out;
    double width = 0, steps = 1;
    if (in.kind == Shape::Kind::Vector) {
      width = in.size;
      out.kind = Shape::Kind::Vector;
      out.size = units;
    } else if (in.kind == Shape::Kind::Sequence) {
      width = in.features;
      steps = in.length;
      out.kind = Shape::Kind::Sequence;
      out.length = in.length;
      out.features = units;
    } else {
      return void(fail(l.range, "dense() needs a vector or a sequence, not the image " + in.to_string(), "add flatten() or pool(avg, global: true) first"));
    }
    shape_ = out;
    Layer layer{prefix + "dense " + num(units) + (shared ? " (shared weights)" : ""), "dense", out,
                shared ? 0 : width * units + bias, 2 * steps * width * units, out.elements(), in.elements() + out.elements(), l.range};
    layer.active_parameters = width * units + bias;  // tied weights are read all the same
    add(std::move(layer));
  }

  void embedding(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"vocabulary", "width"}, {});
    const double vocabulary = a.count("vocabulary", -1);
    const double width = a.count("width", -1);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Vector, l, "embedding() reads token ids: input N")) return;
    Shape out;
    out.kind = Shape::Kind::Sequence;
    out.length = in.size;
    out.features = width;
    shape_ = out;
    add({prefix + "embedding " + num(vocabulary) + "x" + num(width), "embedding", out, vocabulary * width, 0,
         out.elements(), in.elements() + out.elements(), l.range});
  }

  void recurrent(const LayerSpec& l, const std::string& prefix) {
    const bool lstm = l.name.name == "lstm";
    Args a(l, sink_, {"units"}, {"layers", "bidirectional", "biases"});
    const double units = a.count("units", -1);
    const double layers = a.count("layers", 1, 1, base::limits::kMaxRepeat);
    const bool bidirectional = a.flag("bidirectional");
    // PyTorch's nn.LSTM and nn.GRU keep two bias vectors per gate (b_ih and b_hh): biases: 2.
    const double biases = a.count("biases", 1, 1, 2);
    if (!a.ok()) { ok_ = false; return; }
    if (!need(shape_, Shape::Kind::Sequence, l, "recurrent layers read a sequence: input T x D, or embedding() first")) return;
    const double gates = lstm ? 4 : 3, directions = bidirectional ? 2 : 1;
    for (int i = 1; i <= static_cast<int>(layers); ++i) {
      const Shape in = shape_;
      const double t = in.length, d = in.features;
      Shape out = in;
      out.features = units * directions;
      shape_ = out;
      const double weights = gates * ((d + units) * units + biases * units) * directions;
      // Kept per step: the gates, the cell state (LSTM) and the output.
      const double kept = t * units * directions * (gates + (lstm ? 2 : 1));
      Layer layer{prefix + l.name.name + " " + num(units) + (layers > 1 ? " layer " + std::to_string(i) : ""), "recurrent",
                  out, weights, 2 * t * weights, kept, in.elements() + kept, l.range};
      layer.steps = t;
      add(std::move(layer));
    }
  }

  // Self-attention's projections: Q (heads x head_dim), K and V (kv_heads x head_dim: fewer for
  // grouped-query attention), the output projection; the scores and their softmax per head.
  struct AttentionShape {
    double heads, kv_heads, head_dim;
    bool qkv_bias, out_bias;
  };

  void attention_layer(const LayerSpec& l, const std::string& prefix, const AttentionShape& a) {
    const Shape in = shape_;
    const double t = in.length, d = in.features;
    const double q = a.heads * a.head_dim, kv = a.kv_heads * a.head_dim;
    const double weights = d * q + 2 * d * kv + q * d;
    const double biases = (a.qkv_bias ? q + 2 * kv : 0) + (a.out_bias ? d : 0);
    const double flops = 2 * t * weights + 2 * 2 * t * t * q;
    // Kept: the input, Q, K, V and the heads' output; eager attention also keeps the scores and
    // their softmax (`scores`, added by the rules that know which attention kernel runs).
    const double kept = t * (d + q + 2 * kv + q);
    const double scores = a.heads * t * t;
    Layer layer{prefix + "attention " + num(a.heads) + " heads" + (a.kv_heads < a.heads ? " / " + num(a.kv_heads) + " kv" : ""),
                "attention", in, weights + biases, flops, kept + 2 * scores, in.elements() + kept, l.range};
    layer.kv_width = kv;
    layer.scores = scores;
    layer.lora_width = (d + q) + 2 * (d + kv) + (q + d);
    add(std::move(layer), kept);
  }

  void attention(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"heads"}, {"kv_heads", "head_dim", "bias", "qkv_bias"});
    const double heads = a.count("heads", -1);
    const double kv_heads = a.count("kv_heads", heads);
    const double head_dim = a.count("head_dim", 0, 0);
    // bias: false drops every projection's bias (Llama); qkv_bias: true keeps Q, K, V's (Qwen2).
    const bool bias = !a.has("bias") || a.flag("bias");
    const bool qkv_bias = a.has("qkv_bias") ? a.flag("qkv_bias") : bias;
    if (!a.ok()) { ok_ = false; return; }
    if (!need(shape_, Shape::Kind::Sequence, l, "attention reads a sequence: input T x D, or embedding() first")) return;
    if (head_dim == 0 && std::fmod(shape_.features, heads) != 0)
      return void(fail(l.range, num(heads) + " heads must divide the width " + num(shape_.features), "or give head_dim:"));
    if (std::fmod(heads, kv_heads) != 0 || kv_heads > heads)
      return void(fail(l.range, "kv_heads " + num(kv_heads) + " must divide the " + num(heads) + " heads"));
    attention_layer(l, prefix, {heads, kv_heads, head_dim > 0 ? head_dim : shape_.features / heads, qkv_bias, bias});
  }

  // The feed-forward block of a transformer: up-projection, activation, down-projection; gated
  // (SwiGLU, GeGLU) has a gate and an up projection and multiplies them: three matrices.
  void mlp(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"ff"}, {"gated", "activation", "bias"});
    const double ff = a.count("ff", -1);
    const bool gated = a.flag("gated");
    const std::string act = a.word("activation", {"gelu", "silu", "relu"}, gated ? "silu" : "gelu");
    const bool bias = !a.has("bias") || a.flag("bias");
    // The activation's FLOPs per element, plus the gate's product; it keeps its output (and the
    // product): the constants mlp.ACTIVATION.flops, mlp.saved, gate.flops and gate.saved.
    const double per_element = cost("mlp." + act + ".flops", l) + (gated ? cost("gate.flops", l) : 0);
    const double saved = cost("mlp.saved", l) + (gated ? cost("gate.saved", l) : 0);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    if (!need(shape_, Shape::Kind::Sequence, l, "mlp() reads a sequence")) return;
    const Shape in = shape_;
    const double t = in.length, d = in.features, up = gated ? 2 * ff : ff;
    Shape hidden = in;
    hidden.features = up;
    Layer first{prefix + (gated ? "mlp gate+up " : "mlp up ") + num(ff), "dense", hidden, d * up + (bias ? up : 0),
                2 * t * d * up, t * up, in.elements() + t * up, l.range};
    first.lora_width = (gated ? 2 : 1) * (d + ff);
    add(std::move(first));
    hidden.features = ff;
    add({prefix + act + (gated ? " x up" : ""), "activation", hidden, 0, per_element * t * ff, t * ff, t * (up + ff), l.range},
        saved * t * ff);
    Layer down{prefix + "mlp down " + num(d), "dense", in, ff * d + (bias ? d : 0), 2 * t * ff * d, in.elements(),
               t * ff + in.elements(), l.range};
    down.lora_width = ff + d;
    add(std::move(down));
    shape_ = in;
  }

  // Mixture of experts: a router picks top_k of `experts` gated MLPs per token. Every expert's
  // weights are in memory; each token computes (and reads) only its top_k.
  void moe(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"experts"}, {"top_k", "ff"});
    const double experts = a.count("experts", -1, 2);
    const double top_k = a.count("top_k", 2, 1, experts);
    const double ff = a.count("ff", -1);
    // Each expert is a gated SiLU MLP: the activation and the gate's product per element; it keeps,
    // per token it takes, its input, the gate's and the up projection's outputs and what its
    // activation and product keep (as mlp() does), and the router keeps its logits.
    const double gating = cost("mlp.silu.flops", l) + cost("gate.flops", l);
    const double kept_per_hidden = 2 + cost("mlp.saved", l) + cost("gate.saved", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    if (!need(shape_, Shape::Kind::Sequence, l, "moe() reads a sequence")) return;
    const Shape in = shape_;
    const double t = in.length, d = in.features, expert = 3 * d * ff;
    Layer layer{prefix + "moe " + num(experts) + " experts, top " + num(top_k), "dense", in, d * experts + experts * expert,
                2 * t * (d * experts + top_k * expert) + gating * t * top_k * ff, t * (top_k * (d + 4 * ff) + experts),
                in.elements() * (1 + top_k) + t * top_k * 3 * ff, l.range};
    layer.active_parameters = d * experts + top_k * expert;
    add(std::move(layer), t * (top_k * (d + kept_per_hidden * ff) + experts));
  }

  // ---- Vision, speech and diffusion layers (ViT, EfficientNet, the Stable Diffusion U-Net,
  // Tacotron 2, WaveGlow). Modelling choices follow the layers above: `activations` counts each
  // output once, `saved` is what PyTorch keeps, `traffic` is input + output.

  // Dispatches the layers of this block; false when `kind` is none of them.
  bool modern_call(const LayerSpec& l, const std::string& prefix) {
    const std::string& kind = l.name.name;
    if (kind == "patches") return patches(l, prefix), true;
    if (kind == "conv1d") return conv1d(l, prefix), true;
    if (kind == "conv_transpose") return conv_transpose(l, prefix), true;
    if (kind == "upsample") return upsample(l, prefix), true;
    if (kind == "groupnorm") return groupnorm(l, prefix), true;
    if (kind == "se") return squeeze_excite(l, prefix), true;
    if (kind == "cross_attention") return cross_attention(l, prefix), true;
    if (kind == "geglu") return geglu(l, prefix), true;
    if (kind == "to_sequence" || kind == "to_image") return regroup(l, prefix), true;
    if (kind == "take") return take(l, prefix), true;
    if (kind == "fold") return fold(l, prefix), true;
    if (kind == "time_embedding" || kind == "time_condition") return time_layer(l, prefix), true;
    if (kind == "additive_attention") return additive_attention(l, prefix), true;
    if (kind == "l2norm") return l2norm(l, prefix), true;
    return false;
  }

  static Shape image(double height, double width, double channels) {
    Shape s;
    s.kind = Shape::Kind::Image;
    s.height = height, s.width = width, s.channels = channels;
    return s;
  }

  static Shape sequence(double length, double features) {
    Shape s;
    s.kind = Shape::Kind::Sequence;
    s.length = length, s.features = features;
    return s;
  }

  // ViT's patch embedding: a size x size convolution of stride size to `width` (with bias), then
  // the class token (width) and the learned position embeddings ((patches + 1) x width) of timm
  // and torchvision. Adding the positions costs add.flops per output element.
  // Its kind is conv: a strided convolution, which every token reads all of (not a lookup table).
  void patches(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"size", "width"}, {});
    const double size = a.count("size", -1);
    const double width = a.count("width", -1);
    const double add_flops = cost("add.flops", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Image, l, "patches() cut an image: input H x W x C")) return;
    if (std::fmod(in.height, size) != 0 || std::fmod(in.width, size) != 0)
      return void(fail(l.range, "patch size " + num(size) + " must divide the image's " + num(in.height) + " x " + num(in.width)));
    const double count = (in.height / size) * (in.width / size);
    shape_ = sequence(count + 1, width);
    const double out = shape_.elements();
    const double per_patch = size * size * in.channels;
    Layer layer{prefix + "patches " + num(size) + "x" + num(size) + " " + num(width), "conv", shape_,
                per_patch * width + width + width + (count + 1) * width, 2 * per_patch * width * count + add_flops * out, out,
                in.elements() + out, l.range};
    layer.unfolded = per_patch * count;
    add(std::move(layer));
  }

  // Padding of a convolution: a number, `same` (keeps the size at stride 1) or `valid` (0).
  double padding(Args& a, double reach) {
    if (a.is_number("padding")) return a.count("padding", 0, 0);
    if (a.has("padding")) return a.word("padding", {"same", "valid"}, "valid") == "same" ? std::floor((reach - 1) / 2) : 0;
    return 0;
  }

  // A convolution over a sequence's length, its features the channels (Tacotron 2's encoder and
  // postnet, WaveGlow's WN layers); `dilation` spreads the kernel's taps.
  void conv1d(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"filters"}, {"kernel", "stride", "padding", "dilation", "groups", "bias", "weight_norm"});
    const double filters = a.count("filters", -1);
    const double k = a.count("kernel", 3);
    const double s = a.count("stride", 1);
    const double d = a.count("dilation", 1);
    const double g = a.count("groups", 1);
    const double bias = a.has("bias") && !a.flag("bias") ? 0 : 1;
    // weight_norm: PyTorch's weight_norm keeps a direction (as large as the weights) and one
    // magnitude per filter (WaveGlow).
    const double magnitudes = a.flag("weight_norm") ? filters : 0;
    const double reach = d * (k - 1) + 1;
    const double p = padding(a, reach);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "conv1d() works on sequences; conv() on images")) return;
    if (std::fmod(in.features, g) != 0 || std::fmod(filters, g) != 0)
      return void(fail(l.range, "groups " + num(g) + " must divide the input's " + num(in.features) + " features and the " + num(filters) + " filters"));
    const double t = std::floor((in.length + 2 * p - reach) / s) + 1;
    if (t < 1) return void(fail(l.range, "kernel " + num(k) + " (dilation " + num(d) + ") does not fit a sequence of " + num(in.length)));
    shape_ = sequence(t, filters);
    const double per_output = k * (in.features / g);
    Layer layer{prefix + "conv1d " + num(k) + (d > 1 ? " dilation " + num(d) : "") + " " + num(filters), "conv", shape_,
                per_output * filters + bias * filters + magnitudes, 2 * per_output * shape_.elements(), shape_.elements(),
                in.elements() + shape_.elements(), l.range};
    layer.unfolded = per_output * g * t;
    add(std::move(layer));
  }

  // A transposed convolution: every input position scatters a k x k x filters patch (k x filters
  // over a sequence, WaveGlow's spectrogram upsampling), so the output side or length is
  // (side - 1)·stride - 2·padding + kernel and the FLOPs 2·k²·C·filters per input position.
  // `unfolded` is the k²·filters x positions column matrix that col2im folds back.
  void conv_transpose(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"filters"}, {"kernel", "stride", "padding", "bias"});
    const double filters = a.count("filters", -1);
    const double k = a.count("kernel", 2);
    const double s = a.count("stride", k);
    const double p = a.count("padding", 0, 0);
    const double bias = a.has("bias") && !a.flag("bias") ? 0 : 1;
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (in.kind == Shape::Kind::Vector) return void(fail(l.range, "conv_transpose() needs an image or a sequence, not the vector " + in.to_string()));
    const bool picture = in.kind == Shape::Kind::Image;
    const double h = ((picture ? in.height : in.length) - 1) * s - 2 * p + k, w = picture ? (in.width - 1) * s - 2 * p + k : 1;
    if (h < 1 || w < 1) return void(fail(l.range, "padding " + num(p) + " leaves no output of a " + in.to_string() + " input"));
    shape_ = picture ? image(h, w, filters) : sequence(h, filters);
    const double positions = picture ? in.height * in.width : in.length, taps = picture ? k * k : k;
    const double channels = picture ? in.channels : in.features;
    Layer layer{prefix + "conv_transpose " + (picture ? num(k) + "x" : "") + num(k) + (s > 1 ? "/" + num(s) : "") + " " + num(filters),
                "conv", shape_, taps * channels * filters + bias * filters, 2 * taps * channels * filters * positions,
                shape_.elements(), in.elements() + shape_.elements(), l.range};
    layer.unfolded = taps * filters * positions;
    add(std::move(layer));
  }

  // Nearest-neighbour upsampling of an image's sides or a sequence's length: a copy (no FLOPs);
  // its backward sums gradients and reads no activation, but the next layer keeps its output, as
  // after any layer.
  void upsample(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"factor"}, {});
    const double factor = a.count("factor", 2, 1, 64);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (in.kind == Shape::Kind::Vector) return void(fail(l.range, "upsample() needs an image or a sequence, not the vector " + in.to_string()));
    shape_ = in.kind == Shape::Kind::Image ? image(in.height * factor, in.width * factor, in.channels)
                                           : sequence(in.length * factor, in.features);
    add({prefix + "upsample x" + num(factor), "reshape", shape_, 0, 0, shape_.elements(), in.elements() + shape_.elements(), l.range},
        shape_.elements());
  }

  // Group normalisation: statistics per group of channels, a scale and a shift per channel.
  void groupnorm(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"groups"}, {});
    const double groups = a.count("groups", 32);
    const double flops = cost("groupnorm.flops", l), saved = cost("groupnorm.saved", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    const double channels = in.kind == Shape::Kind::Image ? in.channels : in.kind == Shape::Kind::Sequence ? in.features : in.size;
    if (std::fmod(channels, groups) != 0)
      return void(fail(l.range, num(groups) + " groups must divide the " + num(channels) + " channels"));
    const double n = in.elements();
    add({prefix + "groupnorm " + num(groups), "norm", in, 2 * channels, flops * n, n, 2 * n, l.range}, saved * n);
  }

  // Squeeze-and-excitation (EfficientNet, MobileNet-v3): a global average pool, a 1x1
  // convolution to `reduced` channels with SiLU, one back to C with a sigmoid, and the input
  // scaled by that gate. Kept: the scaled output and the four small vectors.
  void squeeze_excite(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"reduced"}, {});
    const double reduced = a.count("reduced", -1);
    const double silu = cost("silu.flops", l), sigmoid = cost("sigmoid.flops", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Image, l, "se() works on images")) return;
    const double c = in.channels, n = in.elements();
    const double kept = n + 2 * reduced + 2 * c;
    add({prefix + "se " + num(reduced), "activation", in, 2 * c * reduced + reduced + c,
         n + 4 * c * reduced + silu * reduced + sigmoid * c + n, kept, 2 * n + 2 * reduced + 2 * c, l.range},
        kept);
  }

  // Attention whose keys and values come from a context sequence (the text encoder's 77 x 768
  // for the Stable Diffusion U-Net), or from the input itself when no context is given. As in
  // diffusers' Attention: Q, K and V without bias unless `bias: true`, the output projection
  // with. Kept, as attention() keeps: Q, K, V, the weighted values, the output and the
  // scores with their softmax (heads x T x context length).
  void cross_attention(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"heads"}, {"context", "bias"});
    const double heads = a.count("heads", -1);
    const bool bias = a.flag("bias");
    const LayerValue* context = context_shape(l, a);
    if (!a.ok() || (a.has("context") && !context)) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "cross_attention() reads a sequence: to_sequence() turns an image into one")) return;
    const double t = in.length, d = in.features;
    if (std::fmod(d, heads) != 0) return void(fail(l.range, num(heads) + " heads must divide the width " + num(d)));
    const double length = context ? context->shape[0] : t, width = context ? context->shape[1] : d;
    const double parameters = d * d + 2 * width * d + (bias ? 3 * d : 0) + d * d + d;
    const double flops = 2 * t * d * d + 2 * 2 * length * width * d + 2 * 2 * t * length * d + 2 * t * d * d;
    // The scores are kept only by eager attention: the rules add them (see attention_layer()).
    const double kept = 3 * t * d + 2 * length * d, scores = heads * t * length;
    Layer layer{prefix + (context ? "cross-attention " : "self-attention ") + num(heads) + " heads", "attention", in,
                parameters, flops, kept + 2 * scores, in.elements() + length * width + kept, l.range};
    layer.scores = scores;
    add(std::move(layer), kept);
  }

  // The context of cross_attention: a shape L x E; null (with a diagnostic) for anything else.
  const LayerValue* context_shape(const LayerSpec& l, Args& a) {
    if (!a.has("context")) return nullptr;
    for (const auto& arg : l.args) {
      if (arg.key.name != "context") continue;
      const auto& v = arg.value;
      if (v.kind == ValueKind::Shape && v.shape.size() == 2 && v.shape[0] >= 1 && v.shape[1] >= 1 &&
          v.shape[0] == std::floor(v.shape[0]) && v.shape[1] == std::floor(v.shape[1]))
        return &v;
      sink_.error(v.range, "E-LAYER", "cross_attention(): 'context' is a sequence's shape, length x width, e.g. 77 x 768");
    }
    return nullptr;
  }

  // GEGLU, the gate of diffusers' FeedForward: the features split in two halves, the output the
  // first times the GELU of the second (the constants gelu.flops and gate.flops per element).
  void geglu(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {}, {});
    const double per_element = cost("gelu.flops", l) + cost("gate.flops", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "geglu() gates a sequence's features, after dense(2 x width)")) return;
    if (std::fmod(in.features, 2) != 0) return void(fail(l.range, "geglu() halves the features; " + num(in.features) + " is odd"));
    shape_ = sequence(in.length, in.features / 2);
    const double out = shape_.elements();
    add({prefix + "geglu", "activation", shape_, 0, per_element * out, out, in.elements() + out, l.range}, in.elements() + out);
  }

  // The diffusion U-Net's timestep: time_embedding(frequencies, width) is the MLP (dense, SiLU,
  // dense) from the sinusoidal features of the step to its embedding, computed once per sample
  // beside the image, which passes unchanged; time_condition(width) adds a projection of that
  // embedding to every channel of the image (diffusers' time_emb_proj), FLOPs 2·width·C plus the
  // broadcast add.
  void time_layer(const LayerSpec& l, const std::string& prefix) {
    const bool embedding = l.name.name == "time_embedding";
    Args a(l, sink_, embedding ? std::vector<std::string>{"frequencies", "width"} : std::vector<std::string>{"width"}, {});
    const double frequencies = embedding ? a.count("frequencies", -1) : 0;
    const double width = a.count("width", -1);
    const double add_flops = embedding ? 0 : cost("add.flops", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    const double n = in.elements();
    if (embedding) {
      const double parameters = frequencies * width + width + width * width + width;
      add({prefix + "time_embedding " + num(frequencies) + " -> " + num(width), "dense", in, parameters,
           2 * (frequencies * width + width * width) + 2 * width, 2 * width, frequencies + 2 * width, l.range}, 2 * width);
      return;
    }
    if (!need(in, Shape::Kind::Image, l, "time_condition() adds the time embedding to an image's channels")) return;
    add({prefix + "time_condition " + num(width), "dense", in, width * in.channels + in.channels,
         2 * width * in.channels + add_flops * n, n, 2 * n + width, l.range});
  }

  // Bahdanau's additive attention as GNMT v2 has it (NVIDIA DeepLearningExamples): every
  // position of the sequence queries all positions through v·tanh(Wq·q + Wk·k + b) over `units`;
  // the output is the weighted sum of the positions (the context, as wide as the input).
  // Parameters: Wq and Wk without bias, v, and with `normalize: true` (the default) the bias b
  // and a scalar. Kept: the tanh of every query-key pair (T² x units), the scores and their
  // softmax, and the context.
  void additive_attention(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"units"}, {"normalize"});
    const double units = a.count("units", -1);
    const bool normalize = !a.has("normalize") || a.flag("normalize");
    const double sum = cost("add.flops", l), tanh = cost("tanh.flops", l), softmax = cost("softmax.flops", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "additive_attention() reads a sequence")) return;
    const double t = in.length, d = in.features;
    const double parameters = 2 * d * units + units + (normalize ? units + 1 : 0);
    // The two projections, the sum and tanh of each pair, the product with v (a multiply-add),
    // the softmax of the scores, the weighted sum.
    const double flops = 2 * 2 * t * d * units + (sum + tanh + 2) * t * t * units + softmax * t * t + 2 * t * t * d;
    const double kept = t * t * units + 2 * t * t + t * d;
    // No fused kernel skips these: every attention kernel keeps them.
    add({prefix + "additive attention " + num(units), "attention", in, parameters, flops, kept, in.elements() + kept, l.range},
        kept);
  }

  // SSD's L2Norm: every pixel's channel vector scaled to unit length, then by a learned weight per
  // channel (FLOPs per element and what it keeps: constants).
  void l2norm(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {}, {});
    const double flops = cost("l2norm.flops", l), saved = cost("l2norm.saved", l);
    if (!a.ok() || !ok_) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Image, l, "l2norm() normalises an image's channels")) return;
    const double n = in.elements();
    add({prefix + "l2norm", "norm", in, in.channels, flops * n, n, 2 * n, l.range}, saved * n);
  }

  // Views between images and sequences: the U-Net's transformer blocks read an image's pixels
  // as tokens.
  void regroup(const LayerSpec& l, const std::string& prefix) {
    const bool to_image = l.name.name == "to_image";
    Args a(l, sink_, to_image ? std::vector<std::string>{"height", "width"} : std::vector<std::string>{}, {});
    const double height = to_image ? a.count("height", -1) : 1, width = to_image ? a.count("width", -1) : 1;
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!to_image) {
      if (!need(in, Shape::Kind::Image, l, "to_sequence() reads an image")) return;
      shape_ = sequence(in.height * in.width, in.channels);
    } else {
      if (!need(in, Shape::Kind::Sequence, l, "to_image() reads a sequence")) return;
      if (height * width != in.length)
        return void(fail(l.range, num(height) + " x " + num(width) + " is not the sequence's " + num(in.length) + " positions"));
      shape_ = image(height, width, in.features);
    }
    add({prefix + l.name.name, "reshape", shape_, 0, 0, 0, 0, l.range});
  }

  // A slice of a sequence, a view: take(n) its first n positions (ViT's class token),
  // take(features: n) the first n features of every position (a part of a concatenation);
  // `offset` skips that many positions or features first.
  void take(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"positions"}, {"features", "offset"});
    const bool features = a.has("features");
    if (features == a.has("positions")) {
      sink_.error(l.name.range, "E-LAYER", "take() needs either 'positions' or 'features'", "e.g. take(1) or take(features: 80)");
      ok_ = false;
      return;
    }
    const double n = a.count(features ? "features" : "positions", -1);
    const double offset = a.count("offset", 0, 0);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "take() slices a sequence")) return;
    const double have = features ? in.features : in.length;
    if (offset + n > have)
      return void(fail(l.range, "take(" + std::string(features ? "features: " : "") + num(n) +
                                    (offset > 0 ? ", offset: " + num(offset) : "") + ") from a sequence of " + in.to_string()));
    shape_ = features ? sequence(in.length, n) : sequence(n, in.features);
    add({prefix + "take " + (features ? num(n) + " features" : num(n)), "reshape", shape_, 0, 0, 0, 0, l.range});
  }

  // fold(n): every n consecutive positions of a sequence become one, their features side by side
  // (T x D -> T/n x n·D; WaveGlow's groups of 8 samples). A view.
  void fold(const LayerSpec& l, const std::string& prefix) {
    Args a(l, sink_, {"factor"}, {});
    const double factor = a.count("factor", -1);
    if (!a.ok()) { ok_ = false; return; }
    const Shape in = shape_;
    if (!need(in, Shape::Kind::Sequence, l, "fold() groups a sequence's positions")) return;
    if (std::fmod(in.length, factor) != 0)
      return void(fail(l.range, "fold(" + num(factor) + ") must divide the sequence's " + num(in.length) + " positions"));
    shape_ = sequence(in.length / factor, in.features * factor);
    add({prefix + "fold " + num(factor), "reshape", shape_, 0, 0, 0, 0, l.range});
  }

  base::DiagnosticSink& sink_;
  LayerBudget& budget_;
  double sequence_length_ = 0;  // replaces the input's length when > 0
  const NetworkLibrary* library_ = nullptr;
  std::vector<std::string> expanding_;  // the blocks being expanded, innermost last
  Network* net_ = nullptr;
  Shape shape_;
  int block_depth_ = 0;
  bool ok_ = true;
};

}  // namespace

double TensorShape::elements() const {
  switch (kind) {
    case Kind::Image: return height * width * channels;
    case Kind::Sequence: return length * features;
    case Kind::Vector: return size;
  }
  return 0;
}

std::string TensorShape::to_string() const {
  switch (kind) {
    case Kind::Image: return num(height) + " x " + num(width) + " x " + num(channels);
    case Kind::Sequence: return num(length) + " x " + num(features);
    case Kind::Vector: return num(size);
  }
  return "?";
}

double Network::total(double Layer::*field) const {
  double sum = 0;
  for (const auto& l : layers) sum += l.*field;
  return sum;
}

std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink, LayerBudget& budget,
                                     double sequence_length, const NetworkLibrary* library) {
  return Builder(sink, budget, sequence_length, library).build(decl);
}

const std::vector<std::string>& layer_kinds() {
  static const std::vector<std::string> kinds = {
      "conv", "pool", "dense", "dropout", "batchnorm", "layernorm", "relu", "gelu", "tanh", "sigmoid", "softmax",
      "flatten", "embedding", "lstm", "gru", "attention", "rmsnorm", "mlp", "moe", "patches", "conv1d",
      "conv_transpose", "upsample", "groupnorm", "silu", "swish", "relu6", "se", "cross_attention", "geglu",
      "to_sequence", "to_image", "take", "time_embedding", "time_condition", "additive_attention", "l2norm", "fold"};
  return kinds;
}

const std::vector<LayerField>& layer_fields() {
  static const std::vector<LayerField> fields = {
      {"flops", &Layer::flops, true},          {"parameters", &Layer::parameters, false},
      {"activations", &Layer::activations, false}, {"saved", &Layer::saved, false},
      {"traffic", &Layer::traffic, false},     {"steps", &Layer::steps, false},
      {"unfolded", &Layer::unfolded, false},   {"kernel", &Layer::kernel, false},
      {"kernel_width", &Layer::kernel_width, false}, {"stride", &Layer::stride, false},       {"active_parameters", &Layer::active_parameters, false},
      {"outputs", &Layer::outputs, false},
      {"kv_width", &Layer::kv_width, false},   {"scores", &Layer::scores, false},
      {"lora_width", &Layer::lora_width, false}, {"in_block", &Layer::in_block, false},
      {"checkpoint", &Layer::checkpoint, false}, {"block_saved", &Layer::block_saved, false}};
  return fields;
}

std::optional<Network> build_network(const NetworkSpec& decl, base::DiagnosticSink& sink) {
  LayerBudget budget;
  return build_network(decl, sink, budget);
}

}  // namespace advise::nn
