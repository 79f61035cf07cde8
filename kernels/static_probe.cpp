// Static facts: what the device says about itself, through the CUDA runtime (cudaDeviceProp and
// cudaDeviceGetAttribute: CUDA 13 removed the clock fields from cudaDeviceProp) and, where the
// driver's NVML library is present, the PCIe link and MIG mode.
#include <dlfcn.h>

#include <cstdio>

#include "probe_context.h"

namespace advise::kernels {
namespace {

// The few NVML entry points used, loaded at run time so that nothing links against the driver.
class Nvml {
 public:
  Nvml() {
    library_ = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!library_) return;
    init_ = reinterpret_cast<int (*)()>(dlsym(library_, "nvmlInit_v2"));
    shutdown_ = reinterpret_cast<int (*)()>(dlsym(library_, "nvmlShutdown"));
    by_bus_ = reinterpret_cast<int (*)(const char*, void**)>(dlsym(library_, "nvmlDeviceGetHandleByPciBusId_v2"));
    generation_ = reinterpret_cast<int (*)(void*, unsigned*)>(dlsym(library_, "nvmlDeviceGetCurrPcieLinkGeneration"));
    width_ = reinterpret_cast<int (*)(void*, unsigned*)>(dlsym(library_, "nvmlDeviceGetCurrPcieLinkWidth"));
    mig_ = reinterpret_cast<int (*)(void*, unsigned*, unsigned*)>(dlsym(library_, "nvmlDeviceGetMigMode"));
    processes_ = reinterpret_cast<int (*)(void*, unsigned*, void*)>(dlsym(library_, "nvmlDeviceGetComputeRunningProcesses_v3"));
    ready_ = init_ && by_bus_ && init_() == 0;
  }
  ~Nvml() {
    if (ready_ && shutdown_) shutdown_();
    if (library_) dlclose(library_);
  }
  Nvml(const Nvml&) = delete;
  Nvml& operator=(const Nvml&) = delete;

  void* device(const char* bus_id) const {
    void* handle = nullptr;
    return ready_ && by_bus_(bus_id, &handle) == 0 ? handle : nullptr;
  }
  bool pcie(void* d, unsigned& generation, unsigned& width) const {
    return d && generation_ && width_ && generation_(d, &generation) == 0 && width_(d, &width) == 0;
  }
  bool mig_enabled(void* d) const {
    unsigned current = 0, pending = 0;
    return d && mig_ && mig_(d, &current, &pending) == 0 && current == 1;
  }
  // Processes using the GPU, this one included; -1 when unknown.
  int process_count(void* d) const {
    unsigned count = 0;
    if (!d || !processes_) return -1;
    const int status = processes_(d, &count, nullptr);  // 7: insufficient size, count is set
    return status == 0 || status == 7 ? static_cast<int>(count) : -1;
  }

 private:
  void* library_ = nullptr;
  bool ready_ = false;
  int (*init_)() = nullptr;
  int (*shutdown_)() = nullptr;
  int (*by_bus_)(const char*, void**) = nullptr;
  int (*generation_)(void*, unsigned*) = nullptr;
  int (*width_)(void*, unsigned*) = nullptr;
  int (*mig_)(void*, unsigned*, unsigned*) = nullptr;
  int (*processes_)(void*, unsigned*, void*) = nullptr;
};

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

  char bus_id[32] = {};
  CUDA_CHECK(cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, d));
  Nvml nvml;
  void* handle = nvml.device(bus_id);
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
