// Vision, speech and diffusion layers (ViT, EfficientNet, the Stable Diffusion U-Net, Tacotron 2,
// WaveGlow) (network_builder.h). Modelling choices follow the classic layers: `activations` counts
// each output once, `saved` is what PyTorch keeps, `traffic` is input + output.
#include "nn/network_builder.h"

namespace advise::nn::builder {

Shape Builder::image(double height, double width, double channels) {
  Shape s;
  s.kind = Shape::Kind::Image;
  s.height = height, s.width = width, s.channels = channels;
  return s;
}

Shape Builder::sequence(double length, double features) {
  Shape s;
  s.kind = Shape::Kind::Sequence;
  s.length = length, s.features = features;
  return s;
}

void Builder::patches(const LayerSpec& l, const std::string& prefix) {
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
  layer.group_width = in.channels;
  layer.tensors = 4;  // the projection's weights and bias, the class token, the positions
  add(std::move(layer));
}

double Builder::padding(Args& a, double reach) {
  if (a.is_number("padding")) return a.count("padding", 0, 0);
  if (a.has("padding")) return a.word("padding", {"same", "valid"}, "valid") == "same" ? std::floor((reach - 1) / 2) : 0;
  return 0;
}

void Builder::conv1d(const LayerSpec& l, const std::string& prefix) {
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
  layer.group_width = in.features / g;
  layer.tensors = 1 + bias + (magnitudes > 0 ? 1 : 0);
  add(std::move(layer));
}

void Builder::conv_transpose(const LayerSpec& l, const std::string& prefix) {
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
  layer.group_width = channels;
  layer.tensors = 1 + bias;
  add(std::move(layer));
}

void Builder::upsample(const LayerSpec& l, const std::string& prefix) {
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

void Builder::groupnorm(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"groups"}, {});
  const double groups = a.count("groups", 32);
  const double flops = cost("groupnorm.flops", l), saved = cost("groupnorm.saved", l);
  if (!a.ok() || !ok_) { ok_ = false; return; }
  const Shape in = shape_;
  const double channels = in.kind == Shape::Kind::Image ? in.channels : in.kind == Shape::Kind::Sequence ? in.features : in.size;
  if (std::fmod(channels, groups) != 0)
    return void(fail(l.range, num(groups) + " groups must divide the " + num(channels) + " channels"));
  const double n = in.elements();
  Layer layer{prefix + "groupnorm " + num(groups), "norm", in, 2 * channels, flops * n, n, 2 * n, l.range};
  layer.tensors = 2;
  add(std::move(layer), saved * n);
}

void Builder::squeeze_excite(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {"reduced"}, {});
  const double reduced = a.count("reduced", -1);
  const double silu = cost("silu.flops", l), sigmoid = cost("sigmoid.flops", l);
  if (!a.ok() || !ok_) { ok_ = false; return; }
  const Shape in = shape_;
  if (!need(in, Shape::Kind::Image, l, "se() works on images")) return;
  const double c = in.channels, n = in.elements();
  const double kept = n + 2 * reduced + 2 * c;
  Layer layer{prefix + "se " + num(reduced), "activation", in, 2 * c * reduced + reduced + c,
              n + 4 * c * reduced + silu * reduced + sigmoid * c + n, kept, 2 * n + 2 * reduced + 2 * c, l.range};
  layer.tensors = 4;  // two 1x1 convolutions with their biases
  add(std::move(layer), kept);
}

void Builder::cross_attention(const LayerSpec& l, const std::string& prefix) {
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
  layer.heads = heads;
  layer.score_flops = 2 * 2 * t * length * d;
  layer.tensors = 4 + (bias ? 3 : 0) + 1;  // Q, K, V and the output; Q's, K's and V's biases with bias: true; the output's always
  add(std::move(layer), kept);
}

const LayerValue* Builder::context_shape(const LayerSpec& l, Args& a) {
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

void Builder::geglu(const LayerSpec& l, const std::string& prefix) {
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

void Builder::time_layer(const LayerSpec& l, const std::string& prefix) {
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
    Layer layer{prefix + "time_embedding " + num(frequencies) + " -> " + num(width), "dense", in, parameters,
                2 * (frequencies * width + width * width) + 2 * width, 2 * width, frequencies + 2 * width, l.range};
    layer.tensors = 4;  // two dense layers with their biases
    add(std::move(layer), 2 * width);
    return;
  }
  if (!need(in, Shape::Kind::Image, l, "time_condition() adds the time embedding to an image's channels")) return;
  Layer layer{prefix + "time_condition " + num(width), "dense", in, width * in.channels + in.channels,
              2 * width * in.channels + add_flops * n, n, 2 * n + width, l.range};
  layer.tensors = 2;
  add(std::move(layer));
}

void Builder::additive_attention(const LayerSpec& l, const std::string& prefix) {
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
  Layer layer{prefix + "additive attention " + num(units), "attention", in, parameters, flops, kept, in.elements() + kept, l.range};
  layer.tensors = 3 + (normalize ? 2 : 0);  // the two projections, the bias, and the norm's vector and scale
  add(std::move(layer), kept);
}

void Builder::l2norm(const LayerSpec& l, const std::string& prefix) {
  Args a(l, sink_, {}, {});
  const double flops = cost("l2norm.flops", l), saved = cost("l2norm.saved", l);
  if (!a.ok() || !ok_) { ok_ = false; return; }
  const Shape in = shape_;
  if (!need(in, Shape::Kind::Image, l, "l2norm() normalises an image's channels")) return;
  const double n = in.elements();
  Layer layer{prefix + "l2norm", "norm", in, in.channels, flops * n, n, 2 * n, l.range};
  layer.tensors = 1;
  add(std::move(layer), saved * n);
}

void Builder::regroup(const LayerSpec& l, const std::string& prefix) {
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

void Builder::take(const LayerSpec& l, const std::string& prefix) {
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

void Builder::fold(const LayerSpec& l, const std::string& prefix) {
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

}  // namespace advise::nn::builder
