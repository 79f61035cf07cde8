// Convolutions, pooling, dense, embedding and recurrent layers (network_builder.h).
#include "nn/network_builder.h"

namespace advise::nn::builder {

namespace {
// The largest power of two that divides both whole numbers a and b (at most 2^30).
double common_power_of_two(double a, double b) {
  double power = 1;
  while (power < 1073741824.0 && std::fmod(a, 2 * power) == 0 && std::fmod(b, 2 * power) == 0) power *= 2;
  return power;
}
}  // namespace

void Builder::conv(const LayerSpec& l, const std::string& prefix) {
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
  layer.group_width = in.channels / g;
  layer.tensors = 1 + bias;
  add(std::move(layer));
}

void Builder::pool(const LayerSpec& l, const std::string& prefix) {
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

void Builder::dense(const LayerSpec& l, const std::string& prefix, const Shape& in) {
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
  layer.tensors = 1 + (bias > 0 ? 1 : 0);          // a tied weight is cast and its gradient added all the same
  layer.operand_alignment = common_power_of_two(width, units);
  add(std::move(layer));
}

void Builder::embedding(const LayerSpec& l, const std::string& prefix) {
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
  Layer layer{prefix + "embedding " + num(vocabulary) + "x" + num(width), "embedding", out, vocabulary * width, 0,
              out.elements(), in.elements() + out.elements(), l.range};
  layer.tensors = 1;
  add(std::move(layer));
}

void Builder::recurrent(const LayerSpec& l, const std::string& prefix) {
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
    layer.tensors = (2 + biases) * directions;  // input and hidden weights and the biases, per direction
    add(std::move(layer));
  }
}

}  // namespace advise::nn::builder
