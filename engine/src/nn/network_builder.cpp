// The network builder's frame (network_builder.h): statements, repeats, residual and parallel
// blocks, calls of layers and of user blocks, and the layer budget.
#include "nn/network_builder.h"

namespace advise::nn::builder {

std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", v);
  return buffer;
}

std::optional<Network> Builder::build(const NetworkSpec& decl) {
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
  if (first < decl.layers.size() && decl.layers[first].kind == LayerSpec::Kind::Setting &&
      decl.layers[first].name.name == "stored") {
    if (!stored(decl.layers[first])) return std::nullopt;
    ++first;
  }
  for (std::size_t i = first; i < decl.layers.size() && ok_; ++i) statement(decl.layers[i], "");
  if (!ok_) return std::nullopt;
  return net;
}


bool Builder::fail(const base::SourceRange& where, const std::string& message, const std::string& hint) {
  sink_.error(where, "E-SHAPE", message, hint);
  ok_ = false;
  return false;
}

void Builder::add(Layer layer, std::optional<double> saved) {
  if (!within_budget(layer.range)) return;
  layer.saved = saved ? *saved : saved_by_kind(layer);
  if (layer.accesses == 0) layer.accesses = layer.traffic;
  // A lookup table reads one row per token; a layer that sets its own figure (experts) keeps it.
  if (layer.active_parameters == 0 && layer.kind != "embedding") layer.active_parameters = layer.parameters;
  layer.in_block = block_depth_ > 0 ? 1 : 0;
  layer.outputs = layer.output.elements();
  layer.channels = layer.output.kind == TensorShape::Kind::Image ? layer.output.channels : 0;
  net_->layers.push_back(std::move(layer));
}

bool Builder::within_budget(const base::SourceRange& at) {
  using namespace base::limits;
  if (!ok_) return false;
  if (expanded_ >= kMaxNetworkLayers || budget_.left == 0) {
    const bool network = expanded_ >= kMaxNetworkLayers;
    sink_.error(at, "E-LIMIT",
                network ? "network '" + net_->name + "' expands to more than " + std::to_string(kMaxNetworkLayers) + " layers"
                        : "the program's networks expand to more than " + std::to_string(kMaxProgramLayers) + " layers together",
                "repeat counts multiply: repeat 100 { repeat 100 { ... } } is 10000 blocks");
    ok_ = false;
    return false;
  }
  --budget_.left;
  ++expanded_;
  return true;
}

double Builder::saved_by_kind(const Layer& l) {
  if (l.kind == "reshape") return 0;                 // a view
  if (l.kind == "recurrent") return l.activations;  // its internal states
  return l.output.elements();
}

double Builder::cost(const std::string& key, const base::SourceRange& at, const std::string& layer) {
  if (library_) {
    auto it = library_->costs.find(key);
    if (it != library_->costs.end()) return it->second;
  }
  sink_.error(at, "E-LAYER", layer + " needs the constant 'layer_cost." + key + "', which the program does not declare",
              "the shipped rules/networks/layer_costs.dsl declares it: let layer_cost." + key + " = NUMBER");
  ok_ = false;
  return 0;
}

void Builder::statement(const LayerSpec& l, const std::string& prefix) {
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
      repeat(l, prefix);
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

void Builder::residual_add(const base::SourceRange& at, const std::string& prefix) {
  const double n = shape_.elements();
  const double flops = cost("add.flops", at, "residual"), saved = cost("add.saved", at, "residual");
  if (!ok_) return;
  add({prefix + "residual add", "add", shape_, 0, flops * n, n, 3 * n, at}, saved * n);
}

void Builder::repeat(const LayerSpec& l, const std::string& prefix) {
  Pass built;
  for (int r = 1; r <= static_cast<int>(l.count) && ok_; ++r) {
    if (r > 1 && shape_ == built.input && repeat_pass(built, prefix, r)) continue;
    built = {net_->layers.size(), 0, expanded_, shape_, r};
    block(l, prefix + std::to_string(r) + ".");
    built.end = net_->layers.size();
    built.expanded = expanded_ - built.expanded;
  }
}

// The layers of a pass are a function of its input shape alone (the body, the library and the
// depth are the same each time). A pass that starts from the shape `built` started from ends
// where that one did, on the same shape, so its layers are that pass's under its own prefix: the
// 80 blocks of a 70B model are built once, and checked once.
bool Builder::repeat_pass(const Pass& built, const std::string& prefix, int pass) {
  const std::string before = prefix + std::to_string(built.pass) + ".", now = prefix + std::to_string(pass) + ".";
  for (std::size_t i = built.first; i < built.end; ++i)
    if (net_->layers[i].name.compare(0, before.size(), before) != 0) return false;
  if (expanded_ + built.expanded > base::limits::kMaxNetworkLayers || budget_.left < built.expanded) return false;
  budget_.left -= built.expanded;
  expanded_ += built.expanded;
  if (check_only_) return true;
  for (std::size_t i = built.first; i < built.end; ++i) {
    Layer copy = net_->layers[i];
    copy.name.replace(0, before.size(), now);
    net_->layers.push_back(std::move(copy));
  }
  return true;
}

void Builder::block(const LayerSpec& l, const std::string& prefix) {
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

bool Builder::projection(const LayerSpec& l, const std::string& prefix, const Shape& before, bool batchnorm) {
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
  shortcut.group_width = before.channels;
  shortcut.tensors = batchnorm ? 3 : 2;  // the weights, and the norm's scale and shift or the bias
  add(std::move(shortcut));
  return true;
}

void Builder::parallel(const LayerSpec& l, const std::string& prefix) {
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
  // A new tensor: the framework copies every branch's output into it (torch.cat, tf.concat).
  Layer concat{prefix + "concat", "reshape", joined, 0, 0, 0, 0, l.range};
  concat.accesses = 2 * joined.elements();
  add(std::move(concat), joined.elements());
}

void Builder::call(const LayerSpec& l, const std::string& prefix) {
  const std::string& kind = l.name.name;
  for (const LayerKind& k : layer_table())
    if (kind == k.name) return (this->*k.build)(l, prefix);
  if (library_ && library_->blocks.count(kind)) return expand(library_->blocks.at(kind), l, prefix);
  std::vector<std::string> all_kinds = layer_kinds();
  if (library_)
    for (const auto& [name, _] : library_->blocks) all_kinds.push_back(name);
  std::string all;
  for (const auto& k : all_kinds) all += (all.empty() ? "" : ", ") + k;
  sink_.error(l.name.range, "E-LAYER", "unknown layer '" + kind + "'", "layers: " + all);
  ok_ = false;
}

void Builder::activation(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {}, {});
  const std::string& kind = l.name.name;
  if (a.ok()) elementwise(l, prefix, "activation", kind == "swish" ? "silu" : kind);  // swish is another name of SiLU
  else ok_ = false;
}

void Builder::dropout(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"rate"}, {});
  a.fraction("rate", 0.5);
  if (a.ok()) elementwise(l, prefix, "dropout", l.name.name);
  else ok_ = false;
}

void Builder::flatten(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {}, {});
  const Shape in = shape_;
  Shape out;
  out.kind = Shape::Kind::Vector;
  out.size = in.elements();
  shape_ = out;
  add({prefix + "flatten", "reshape", out, 0, 0, 0, 0, l.range});
}

// A copy of the current shape: dense() sets shape_ to its output and still reads its input.
void Builder::dense_layer(const LayerSpec& l, const std::string& prefix) {
  const Shape in = shape_;
  dense(l, prefix, in);
}

void Builder::elementwise(const LayerSpec& l, const std::string& prefix, const char* layer_kind, const std::string& costs) {
  const double n = shape_.elements();
  const double flops = cost(costs + ".flops", l), saved = cost(costs + ".saved", l);
  if (!ok_) return;
  add({prefix + l.name.name, layer_kind, shape_, 0, flops * n, n, 2 * n, l.range}, saved * n);
}

void Builder::norm(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {}, {});
  if (!a.ok()) { ok_ = false; return; }
  const Shape in = shape_;
  const double n = in.elements();
  const double width = in.kind == Shape::Kind::Image ? in.channels : in.kind == Shape::Kind::Sequence ? in.features : in.size;
  const bool rms = l.name.name == "rmsnorm";
  const double flops = cost(l.name.name + ".flops", l), saved = cost(l.name.name + ".saved", l);
  if (!ok_) return;
  Layer layer{prefix + l.name.name, "norm", in, rms ? width : 2 * width, flops * n, n, 2 * n, l.range};
  layer.tensors = rms ? 1 : 2;
  if (l.name.name == "batchnorm" && in.kind == Shape::Kind::Image) layer.batch_norm_channels = in.channels;
  add(std::move(layer), saved * n);
}

void Builder::expand(const BlockSpec& block, const LayerSpec& call, const std::string& prefix) {
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

bool Builder::bind(const BlockSpec& block, const LayerSpec& call, std::map<std::string, LayerValue>& bound) {
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

LayerSpec Builder::substituted(LayerSpec layer, const std::map<std::string, LayerValue>& bound) {
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

bool Builder::need(const Shape& in, Shape::Kind kind, const LayerSpec& l, const char* hint) {
  if (in.kind == kind) return true;
  static const char* names[] = {"an image (H x W x C)", "a sequence (T x D)", "a vector"};
  return fail(l.range, l.name.name + "() needs " + names[static_cast<int>(kind)] + ", not " + in.to_string(), hint);
}

}  // namespace advise::nn::builder
