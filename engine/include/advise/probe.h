#pragma once
// Measuring the local GPU. The CUDA implementation lives in kernels/, built only when CUDA is
// found, as a module that make_probe() opens at run time; without it make_probe() returns a probe
// that reports why ("built without CUDA", or the module could not be loaded). No CUDA type
// appears here.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace advise {

// One product of a workload's layer, for the workload probe to time forward on the local GPU.
struct ProductShape {
  enum class Kind { Convolution, Matmul };
  Kind kind = Kind::Matmul;
  // Matmul: `count` independent products of (m x k) by (k x n), as one strided batch.
  std::int64_t m = 0, n = 0, k = 0, count = 1;
  // Convolution: `count` images of channels x height x width through `filters` filters of
  // kernel x kernel_width, at a stride, zero-padded by padding (rows) and padding_width.
  std::int64_t channels = 0, height = 0, width = 0, filters = 0;
  std::int64_t kernel = 0, kernel_width = 0, stride = 1, padding = 0, padding_width = 0;
  bool operator==(const ProductShape&) const = default;
};
// "conv 3x224x224 -> 64, 7x7/2, batch 32" or "matmul 8192x2048 by 2048x8192" (x count).
std::string describe(const ProductShape& shape);

struct ProbeOptions {
  bool quick = false;                  // fewer repetitions and smaller shapes: a few seconds
  std::vector<std::string> only;       // probe names to run (empty: all): static, bandwidth,
                                       // host, peer, flops, gemm, conv, products
  int device = 0;
  std::function<void(const std::string&)> progress;  // one line per step, for stderr
  // The `products` step: these products, forward, in this precision: "fp32" (TF32 convolutions
  // and 32-bit matrix products, as PyTorch's defaults), "tf32", "fp16" or "bf16".
  std::vector<ProductShape> products;
  std::string product_precision = "fp32";
};

// A product the workload probe timed: seconds per forward call, and how (cuDNN's algorithm,
// cuBLASLt's precision).
struct ProductTiming {
  ProductShape shape;
  double seconds = 0;
  std::string method;
};

// One measured quantity, in base units (bytes, FLOP/s, seconds ...), named like the catalog's
// gpu schema where it has a counterpart (bandwidth, fp32, tensor_fp16 ...).
struct ProbeFact {
  std::string name;
  double value = 0;
  std::string unit;      // the language's unit to print it in: "GB/s", "TFLOPS", "GiB" ...
  double unit_scale = 1; // base units per `unit`
  std::string method;    // how it was measured, for the comment beside it
  double sm_clock_mhz = 0;  // the SM clock NVML read while it ran; 0 when not read
};

// A cuDNN convolution algorithm timed on one layer.
struct ConvMeasurement {
  std::string layer;       // "ResNet-50 conv1 7x7/2 64, batch 32"
  std::string precision;   // "fp32", "fp16"
  std::string algorithm;   // cuDNN's name
  std::string family;      // implicit GEMM, GEMM, FFT, Winograd, direct (F47)
  std::string math;        // cuDNN's math type: "tensor op", "tensor op, converting", "FMA", "default"
  double seconds = 0;
  double workspace_bytes = 0;
};

enum class ProbeStatus {
  Measured,        // facts below are valid
  BuiltWithoutCuda,
  ModuleMissing,   // built with CUDA, but the probe module or a CUDA library it needs is missing
  NoDriver,        // no NVIDIA driver, or one older than the CUDA runtime
  NoDevice,
  Unusable,        // device busy, MIG slice without access, too little free memory ...
  Failed,          // a CUDA, cuBLAS or cuDNN call failed: message says which
};

struct ProbeResult {
  ProbeStatus status = ProbeStatus::Failed;
  std::string message;          // for people; always set when status != Measured
  std::string device_name;      // as CUDA reports it
  std::string host;
  std::string taken;            // UTC time, ISO 8601
  std::string driver_version;   // "13.0"
  std::string runtime_version;
  std::vector<ProbeFact> facts;
  std::vector<ConvMeasurement> convolutions;
  std::vector<ProductTiming> products;
  std::vector<std::string> notes;  // e.g. "another process uses 12 GiB of this GPU"
};

class Probe {
 public:
  virtual ~Probe() = default;
  virtual ProbeResult run(const ProbeOptions& options) = 0;
};

// Defined by the advise_probe library the command links, which opens the CUDA probe module
// (libadvise-probe-cuda.so, beside the executable or in LIBDIR/advise) on the first call; the
// installed libadvise has the types and formatting only.
std::unique_ptr<Probe> make_probe();

// Exit status for `advise probe` (documented in README.md): 0 measured, 3 no usable device
// (built without CUDA, probe module missing, no driver, no device, unusable), 4 a probe failed.
int probe_exit_code(ProbeStatus status);

// The result as a `measured "CATALOG NAME" { ... }` block the parser reads back, with the method
// of every fact in a comment. `catalog_name` empty: the block names the device as CUDA does and
// a comment says to add its `cuda_name` to the catalog.
std::string format_measured_block(const ProbeResult& result, const std::string& catalog_name);
std::string format_probe_json(const ProbeResult& result, const std::string& catalog_name);

class Program;
struct Advice;

// Which catalog GPU the probed device is: the GPU whose `cuda_name` lists the name CUDA reports
// (and whose memory size agrees), else the one GPU with its signature (compute capability, SM
// count, memory) among those that list any cuda_name. `gpu` is empty when none fits.
struct DeviceIdentity {
  std::string gpu;
  bool by_signature = false;
  std::string explanation;  // for people: how it was matched, or why nothing fits
};
DeviceIdentity identify_device(const Program& program, const ProbeResult& result);

// Statistics of repeated timings, in seconds.
struct TimingSummary {
  double median = 0;
  double best = 0;
  int repetitions = 0;
};
TimingSummary summarize(std::vector<double> seconds);

// The workload probe (`advise FILE --probe`, docs/probe.md): the distinct layers of a workload
// whose work is a product (convolutions, dense layers, attention), what each computes forward at
// the workload's batch and precision, and the rules' estimate of its forward time on the probed
// GPU, to set beside the time measured there.
struct WorkloadLayer {
  std::string name;    // the first layer of the network with this shape
  std::string kind;    // conv, dense, attention
  int count = 0;       // layers of the network with the same products
  std::vector<ProductShape> products;
  double estimated_seconds = 0;  // one layer, forward, one step: the rules' time.layers term
  double measured_seconds = 0;   // the products' measured times together; 0 until timed
};

struct WorkloadProbe {
  std::string workload;
  std::string gpu;        // the catalog GPU probed
  std::string precision;  // the workload's: fp32, tf32, fp16, bf16
  double batch = 0;
  std::vector<WorkloadLayer> layers;
  // A large square product at the same precision, which the rules estimate at their full matrix
  // rate (matmul_rate): what a product that fills the card takes, measured and estimated. The
  // rules' rates are fitted to whole training steps, so the layers' measured / estimated ratio
  // means something only beside this one's.
  WorkloadLayer reference;
  // Over the layers timed: every layer (count) measured together over estimated together.
  double measured_total() const;
  double estimated_total() const;
  // How much slower (> 1) or faster the workload's products ran, relative to the reference
  // product, than the rules' shapes predict: (measured / estimated) over the reference's
  // (measured / estimated). 0 until both are timed.
  double ratio() const;
};

// From advice evaluated with Query::layer_breakdown and rejected values (every candidate), for
// the candidate `gpu`. Empty `layers` when the workload names no network; `why_not` says why
// nothing can be timed.
WorkloadProbe plan_workload_probe(const Advice& advice, const std::string& gpu, std::string& why_not);
// Fills measured_seconds from the probe's timings (matched by shape).
void attach_timings(WorkloadProbe& probe, const std::vector<ProductTiming>& timings);
// The table of estimated and measured times, as `#` comment lines for a measured block.
std::string format_workload_probe(const WorkloadProbe& probe);

}  // namespace advise
