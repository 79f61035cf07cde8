// The CUDA probe: finds the device, says clearly why it cannot measure when it cannot, and runs
// the selected steps, each reporting progress.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>

#include "probe_context.h"

namespace advise {
namespace {

using kernels::ProbeContext;
using kernels::ProbeFailure;

std::string version_text(int v) { return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10); }

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buffer;
}

std::string host_name() {
  char buffer[256] = {};
  return gethostname(buffer, sizeof buffer - 1) == 0 ? buffer : "unknown";
}

bool wanted(const ProbeOptions& options, const std::string& step) {
  return options.only.empty() || std::find(options.only.begin(), options.only.end(), step) != options.only.end();
}

class CudaProbe : public Probe {
 public:
  ProbeResult run(const ProbeOptions& options) override {
    ProbeResult r;
    r.host = host_name();
    r.taken = utc_now();
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    r.driver_version = driver ? version_text(driver) : "none";
    r.runtime_version = version_text(runtime);
    int count = 0;
    const cudaError_t found = cudaGetDeviceCount(&count);
    if (found == cudaErrorInsufficientDriver || driver == 0) {
      r.status = ProbeStatus::NoDriver;
      r.message = driver == 0 ? "no CUDA device: no NVIDIA driver is installed or loaded"
                              : "no CUDA device usable: the NVIDIA driver (CUDA " + r.driver_version +
                                    ") is older than the CUDA runtime advise was built with (" + r.runtime_version + ")";
      return r;
    }
    if (found == cudaErrorNoDevice || (found == cudaSuccess && count == 0)) {
      r.status = ProbeStatus::NoDevice;
      r.message = "no CUDA device: the driver is present but sees no NVIDIA GPU";
      return r;
    }
    if (found != cudaSuccess) {
      r.status = ProbeStatus::Unusable;
      r.message = std::string("no CUDA device usable: ") + cudaGetErrorString(found);
      return r;
    }
    if (options.device < 0 || options.device >= count) {
      r.status = ProbeStatus::NoDevice;
      r.message = "no CUDA device " + std::to_string(options.device) + ": this machine has " + std::to_string(count);
      return r;
    }
    try {
      measure(options, r);
      r.status = ProbeStatus::Measured;
    } catch (const ProbeFailure& e) {
      const std::string what = e.what();
      const bool memory = what.find("out of memory") != std::string::npos || what.find("too little free") != std::string::npos;
      r.status = memory ? ProbeStatus::Unusable : ProbeStatus::Failed;
      r.message = (memory ? "the GPU has too little free memory for the probe: " : "a probe step failed: ") + what;
    }
    return r;
  }

 private:
  static void measure(const ProbeOptions& options, ProbeResult& r) {
    CUDA_CHECK(cudaSetDevice(options.device));
    const kernels::Nvml nvml;
    ProbeContext c{options.device, {}, nullptr, options, r, nvml};
    CUDA_CHECK(cudaGetDeviceProperties(&c.properties, options.device));
    char bus_id[32] = {};
    CUDA_CHECK(cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, options.device));
    c.nvml_device = nvml.device(bus_id);
    r.device_name = c.properties.name;
    if (c.free_memory() < (std::size_t{512} << 20))
      throw ProbeFailure("too little free GPU memory (under 512 MiB)");
    CUDA_CHECK(cudaStreamCreateWithFlags(&c.stream, cudaStreamNonBlocking));
    struct StreamGuard {
      cudaStream_t s;
      ~StreamGuard() { cudaStreamDestroy(s); }
    } guard{c.stream};
    const auto start = std::chrono::steady_clock::now();
    if (wanted(options, "static")) kernels::probe_static(c);
    if (wanted(options, "bandwidth")) kernels::probe_device_bandwidth(c);
    if (wanted(options, "host")) kernels::probe_host_link(c);
    if (wanted(options, "peer")) kernels::probe_peer(c);
    if (wanted(options, "flops")) kernels::probe_vector_flops(c);
    if (wanted(options, "gemm")) kernels::probe_gemm(c);
    if (wanted(options, "conv")) kernels::probe_convolutions(c);
    if (wanted(options, "products")) kernels::probe_products(c);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    c.progress("done in " + std::to_string(static_cast<int>(seconds + 0.5)) + " s");
  }
};

}  // namespace
}  // namespace advise

// The module's one entry point, found by name with dlsym (engine/src/probe/probe_loader.cpp).
extern "C" __attribute__((visibility("default"))) advise::Probe* advise_create_cuda_probe() {
  return new advise::CudaProbe();
}
