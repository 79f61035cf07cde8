// Static facts: what the device says about itself, through the CUDA runtime (cudaDeviceProp and
// cudaDeviceGetAttribute: CUDA 13 removed the clock fields from cudaDeviceProp) and, where the
// driver's NVML library is present, the PCIe link and MIG mode.
#include <cstdio>

#include "probe_context.h"

namespace advise::kernels {
namespace {

int attribute(cudaDeviceAttr which, int device) {
  int value = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&value, which, device));
  return value;
}

}  // namespace

void probe_static(ProbeContext& c) {
  c.progress("static facts");
  const int d = c.device;
  std::size_t free = 0, total = 0;
  CUDA_CHECK(cudaMemGetInfo(&free, &total));
  const double memory_clock_hz = attribute(cudaDevAttrMemoryClockRate, d) * 1e3;
  const double bus_bits = attribute(cudaDevAttrGlobalMemoryBusWidth, d);
  c.fact("compute", c.properties.major + c.properties.minor / 10.0, "", 1, "cudaDeviceProp");
  c.fact("sms", c.properties.multiProcessorCount, "", 1, "cudaDeviceProp");
  c.fact("l2", attribute(cudaDevAttrL2CacheSize, d), "MiB", 1048576.0, "cudaDevAttrL2CacheSize");
  c.fact("memory", static_cast<double>(total), "GiB", 1073741824.0, "cudaMemGetInfo total");
  c.fact("memory_free", static_cast<double>(free), "GiB", 1073741824.0, "cudaMemGetInfo free, before probing");
  c.fact("memory_bus", bus_bits, "", 1, "bits, cudaDevAttrGlobalMemoryBusWidth");
  if (memory_clock_hz > 0)
    c.fact("peak_bandwidth", 2 * memory_clock_hz * bus_bits / 8, "GB/s", 1e9,
           "2 x memory clock x bus width (double data rate), the theoretical peak");
  const int clock_khz = attribute(cudaDevAttrClockRate, d);
  if (clock_khz > 0) c.fact("clock", clock_khz * 1e3, "GHz", 1e9, "cudaDevAttrClockRate, peak SM clock");
  c.fact("ecc", attribute(cudaDevAttrEccEnabled, d), "", 1, "1 when ECC is on");

  const Nvml& nvml = c.nvml;
  void* handle = c.nvml_device;
  unsigned generation = 0, width = 0;
  if (nvml.pcie(handle, generation, width)) {
    c.fact("pcie_generation", generation, "", 1, "NVML, current link");
    c.fact("pcie_width", width, "", 1, "NVML, current link lanes");
  } else {
    c.result.notes.push_back("PCIe generation and width unknown: NVML (libnvidia-ml.so.1) is not available");
  }
  if (nvml.mig_enabled(handle))
    c.result.notes.push_back("MIG is enabled: the figures are those of the slice this process sees, not the whole GPU");
  const int processes = nvml.process_count(handle);
  if (processes > 1)
    c.result.notes.push_back(std::to_string(processes - 1) + " other process(es) use this GPU: figures may be low");
  if (total > free + (std::size_t{1} << 30)) {
    char note[128];
    std::snprintf(note, sizeof note, "%.1f GiB of %.1f GiB were already in use when the probe started",
                  (total - free) / 1073741824.0, total / 1073741824.0);
    c.result.notes.push_back(note);
  }
}

}  // namespace advise::kernels
