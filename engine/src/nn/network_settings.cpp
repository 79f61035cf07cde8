// The settings a network declaration opens with (network_builder.h): its input, the longest
// context it takes, and the bytes its checkpoint holds the weights in.
#include "nn/network_builder.h"

#include <cmath>

namespace advise::nn::builder {

bool Builder::input(const LayerSpec& l) {
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

// `stored N`: the bytes a checkpoint holds the weights in (a GGUF file's tensors), on the input
// layer, where the rules read it (layer.stored_bytes) instead of parameters x a format's bytes.
bool Builder::stored(const LayerSpec& l) {
  const auto& v = l.value;
  if (v.kind != ValueKind::Number || v.has_unit || v.number < 1 || v.number != std::floor(v.number))
    return fail(v.range, "stored is the whole number of bytes a checkpoint holds the weights in, e.g. stored 4920734720");
  net_->layers.front().stored_bytes = v.number;
  return true;
}

bool Builder::context(const LayerSpec& l) {
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

}  // namespace advise::nn::builder
