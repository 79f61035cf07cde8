// The workload probe's plan: which products a workload's layers compute forward, and what the
// rules estimate for them on the probed GPU (docs/probe.md). The shapes come from the layer
// arithmetic the advice already carries (advice.h LayerRow), the estimate from the per-layer
// terms of the rules' `time.layers`, the batch, precision and training work from their details.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "advise/advice.h"
#include "advise/probe.h"

namespace advise {
namespace {

// A value by the key the rules give it (`details time.layers as layer_time`, rules/speed.dsl): the
// report's public name, which the rules keep whatever they call the let behind it.
const ValueCell* value_keyed(const Candidate& c, const std::string& key) {
  for (const auto& v : c.values)
    if (v.key == key) return &v;
  return nullptr;
}

std::int64_t whole(double v) { return static_cast<std::int64_t>(std::llround(v)); }

ProductShape matmul(double m, double n, double k, double count = 1) {
  ProductShape p;
  p.m = whole(m), p.n = whole(n), p.k = whole(k), p.count = whole(count);
  return p;
}

// A convolution's input channels follow from its FLOPs (2 x output positions x filters x
// channels x kernel area); its input sides from the output's and the stride, with the padding
// that keeps them ("same", as the networks declare their convolutions).
std::vector<ProductShape> convolution(const LayerRow& l, double batch) {
  const double kernel_width = l.kernel_width > 0 ? l.kernel_width : l.kernel;
  const double stride = l.stride > 0 ? l.stride : 1;
  const double channels = l.flops / (2 * l.height * l.width * l.channels * l.kernel * kernel_width);
  if (!(channels >= 0.5)) return {};
  ProductShape p;
  p.kind = ProductShape::Kind::Convolution;
  p.count = whole(batch);
  p.channels = whole(channels);
  p.height = whole(l.height * stride), p.width = whole(l.width * stride);
  p.filters = whole(l.channels);
  p.kernel = whole(l.kernel), p.kernel_width = whole(kernel_width), p.stride = whole(stride);
  p.padding = (p.kernel - 1) / 2, p.padding_width = (p.kernel_width - 1) / 2;
  return {p};
}

// Attention: the query, key and value projections in one product, the output projection, and
// per sequence and head the scores (T x head by head x T) and their product with the values.
// The query width q follows from the FLOPs (2 T x weights for the projections, 4 T^2 q for the
// two score products); the weights' count stands in for the weights (biases are a rounding).
std::vector<ProductShape> attention(const LayerRow& l, double batch) {
  const double t = l.length, d = l.features, heads = std::round(l.scores / (t * t));
  const double q = (l.flops - 2 * t * l.parameters) / (4 * t * t);
  if (!(heads >= 1 && q >= heads)) return {};
  const double head = q / heads;
  return {matmul(batch * t, q + 2 * l.kv_width, d), matmul(batch * t, d, q),
          matmul(t, t, head, batch * heads), matmul(t, head, t, batch * heads)};
}

std::vector<ProductShape> products_of(const LayerRow& l, double batch) {
  if (l.flops <= 0) return {};
  if (l.kind == "conv" && l.kernel > 0 && l.channels > 0 && l.height > 0) return convolution(l, batch);
  if (l.kind == "dense" && l.features > 0) {
    const double rows = l.length > 0 ? l.length : 1;
    return {matmul(batch * rows, l.features, l.flops / (2 * rows * l.features))};
  }
  if (l.kind == "attention" && l.scores > 0 && l.length > 0) return attention(l, batch);
  return {};
}

// The reference product's side: large enough to fill any current GPU, small enough for any.
constexpr double kReferenceSide = 8192;

bool timed_precision(const std::string& p) { return p == "fp32" || p == "tf32" || p == "fp16" || p == "bf16"; }

std::string milliseconds(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3g ms", seconds * 1e3);
  return buffer;
}

}  // namespace

std::string describe(const ProductShape& s) {
  char buffer[160];
  if (s.kind == ProductShape::Kind::Convolution)
    std::snprintf(buffer, sizeof buffer, "conv %lldx%lldx%lld -> %lld, %lldx%lld/%lld, batch %lld",
                  static_cast<long long>(s.channels), static_cast<long long>(s.height), static_cast<long long>(s.width),
                  static_cast<long long>(s.filters), static_cast<long long>(s.kernel),
                  static_cast<long long>(s.kernel_width), static_cast<long long>(s.stride),
                  static_cast<long long>(s.count));
  else
    std::snprintf(buffer, sizeof buffer, "%smatmul %lldx%lld by %lldx%lld",
                  s.count > 1 ? (std::to_string(s.count) + " x ").c_str() : "", static_cast<long long>(s.m),
                  static_cast<long long>(s.k), static_cast<long long>(s.k), static_cast<long long>(s.n));
  return buffer;
}

double WorkloadProbe::measured_total() const {
  double total = 0;
  for (const auto& l : layers) total += l.count * l.measured_seconds;
  return total;
}

double WorkloadProbe::estimated_total() const {
  double total = 0;
  for (const auto& l : layers)
    if (l.measured_seconds > 0) total += l.count * l.estimated_seconds;
  return total;
}

double WorkloadProbe::ratio() const {
  const double estimated = estimated_total();
  if (estimated <= 0 || reference.measured_seconds <= 0 || reference.estimated_seconds <= 0) return 0;
  return measured_total() / estimated / (reference.measured_seconds / reference.estimated_seconds);
}

WorkloadProbe plan_workload_probe(const Advice& advice, const std::string& gpu, std::string& why_not) {
  WorkloadProbe probe;
  probe.workload = advice.workload;
  probe.gpu = gpu;
  const Candidate* machine = nullptr;
  for (const auto& c : advice.candidates)
    if (c.gpu == gpu) machine = &c;
  if (advice.layers.empty()) return why_not = "the workload names no network: it has no layers to time", probe;
  if (!machine) return why_not = gpu + " is no candidate at this date", probe;
  const ValueCell* time = value_keyed(*machine, "layer_time");
  const ValueCell* batch = value_keyed(*machine, "batch");
  const ValueCell* work = value_keyed(*machine, "training_work");
  const ValueCell* precision = value_keyed(*machine, "precision");
  const ValueCell* rate = value_keyed(*machine, "matmul_rate");
  if (!time || time->per_layer.size() != advice.layers.size() || !batch || !batch->number || !work ||
      !work->number || !precision || !rate || !rate->number || *rate->number <= 0)
    return why_not = "the rules give no details with the keys layer_time (per layer), batch, training_work, precision "
                     "and matmul_rate", probe;
  const double side = kReferenceSide;
  probe.reference = {"reference product", "dense", 1, {matmul(side, side, side)}, 2 * side * side * side / *rate->number, 0};
  probe.batch = *batch->number;
  probe.precision = precision->text;
  if (!timed_precision(probe.precision))
    return why_not = "the probe times fp32, tf32, fp16 and bf16 products, not " + probe.precision, probe;
  for (std::size_t i = 0; i < advice.layers.size(); ++i) {
    auto products = products_of(advice.layers[i], probe.batch);
    if (products.empty() || std::isnan(time->per_layer[i])) continue;
    const double estimated = time->per_layer[i] * probe.batch / *work->number;
    WorkloadLayer* same = nullptr;
    for (auto& l : probe.layers)
      if (l.products == products) same = &l;
    if (!same) same = &probe.layers.emplace_back(WorkloadLayer{advice.layers[i].name, advice.layers[i].kind, 0,
                                                               std::move(products), estimated, 0});
    ++same->count;
  }
  if (probe.layers.empty()) why_not = "no layer of the workload is a convolution, a dense layer or an attention";
  return probe;
}

namespace {

// The layer's products' times together; 0 unless every one was timed.
double measured(const WorkloadLayer& layer, const std::vector<ProductTiming>& timings) {
  double total = 0;
  for (const auto& product : layer.products) {
    const auto found = std::find_if(timings.begin(), timings.end(), [&](const ProductTiming& t) { return t.shape == product; });
    if (found == timings.end() || found->seconds <= 0) return 0;
    total += found->seconds;
  }
  return total;
}

}  // namespace

void attach_timings(WorkloadProbe& probe, const std::vector<ProductTiming>& timings) {
  probe.reference.measured_seconds = measured(probe.reference, timings);
  for (auto& layer : probe.layers) layer.measured_seconds = measured(layer, timings);
}

std::string format_workload_probe(const WorkloadProbe& p) {
  char head[256];
  std::snprintf(head, sizeof head, "# workload probe: \"%s\" on %s at batch %g, %s: the forward time of each distinct\n",
                p.workload.c_str(), p.gpu.c_str(), p.batch, p.precision.c_str());
  std::string out = head;
  out += "# layer that is a product, estimated by the rules and measured here (docs/probe.md)\n";
  out += "#   layer | layers | products | estimated | measured | measured / estimated\n";
  int timed = 0;
  for (const auto& l : p.layers) {
    std::string products;
    for (const auto& s : l.products) products += (products.empty() ? "" : "; ") + describe(s);
    char ratio[32] = "not timed";
    if (l.measured_seconds > 0) {
      std::snprintf(ratio, sizeof ratio, "%.2f", l.measured_seconds / l.estimated_seconds);
      timed += l.count;
    }
    out += "#   " + l.name + " | " + std::to_string(l.count) + " | " + products + " | " +
           milliseconds(l.estimated_seconds) + " | " +
           (l.measured_seconds > 0 ? milliseconds(l.measured_seconds) : "-") + " | " + ratio + "\n";
  }
  const auto& r = p.reference;
  char lines[512];
  std::snprintf(lines, sizeof lines,
                "#   all %d timed layers | | | %s | %s | %.2f\n"
                "#   %s | | %s | %s | %s | %.2f\n"
                "# layer_time_ratio %.3g: the layers' ratio over the reference product's\n",
                timed, milliseconds(p.estimated_total()).c_str(), milliseconds(p.measured_total()).c_str(),
                p.estimated_total() > 0 ? p.measured_total() / p.estimated_total() : 0.0, r.name.c_str(),
                r.products.empty() ? "" : describe(r.products[0]).c_str(), milliseconds(r.estimated_seconds).c_str(),
                r.measured_seconds > 0 ? milliseconds(r.measured_seconds).c_str() : "-",
                r.estimated_seconds > 0 ? r.measured_seconds / r.estimated_seconds : 0.0, p.ratio());
  return out + lines;
}

}  // namespace advise
