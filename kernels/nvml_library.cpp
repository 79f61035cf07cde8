#include "nvml_library.h"

#include <dlfcn.h>

namespace advise::kernels {
namespace {

constexpr int kNvmlSuccess = 0;
constexpr int kNvmlInsufficientSize = 7;  // the count is set, the list is not
constexpr int kNvmlClockSm = 1;           // NVML_CLOCK_SM

template <typename Function>
Function symbol(void* library, const char* name) {
  return reinterpret_cast<Function>(dlsym(library, name));
}

}  // namespace

Nvml::Nvml() {
  library_ = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!library_) return;
  init_ = symbol<int (*)()>(library_, "nvmlInit_v2");
  shutdown_ = symbol<int (*)()>(library_, "nvmlShutdown");
  by_bus_ = symbol<int (*)(const char*, void**)>(library_, "nvmlDeviceGetHandleByPciBusId_v2");
  generation_ = symbol<int (*)(void*, unsigned*)>(library_, "nvmlDeviceGetCurrPcieLinkGeneration");
  width_ = symbol<int (*)(void*, unsigned*)>(library_, "nvmlDeviceGetCurrPcieLinkWidth");
  mig_ = symbol<int (*)(void*, unsigned*, unsigned*)>(library_, "nvmlDeviceGetMigMode");
  processes_ = symbol<int (*)(void*, unsigned*, void*)>(library_, "nvmlDeviceGetComputeRunningProcesses_v3");
  clock_ = symbol<int (*)(void*, int, unsigned*)>(library_, "nvmlDeviceGetClockInfo");
  ready_ = init_ && by_bus_ && init_() == kNvmlSuccess;
}

Nvml::~Nvml() {
  if (ready_ && shutdown_) shutdown_();
  if (library_) dlclose(library_);
}

void* Nvml::device(const char* bus_id) const {
  void* handle = nullptr;
  return ready_ && by_bus_(bus_id, &handle) == kNvmlSuccess ? handle : nullptr;
}

bool Nvml::pcie(void* d, unsigned& generation, unsigned& width) const {
  return d && generation_ && width_ && generation_(d, &generation) == kNvmlSuccess && width_(d, &width) == kNvmlSuccess;
}

bool Nvml::mig_enabled(void* d) const {
  unsigned current = 0, pending = 0;
  return d && mig_ && mig_(d, &current, &pending) == kNvmlSuccess && current == 1;
}

int Nvml::process_count(void* d) const {
  unsigned count = 0;
  if (!d || !processes_) return -1;
  const int status = processes_(d, &count, nullptr);
  return status == kNvmlSuccess || status == kNvmlInsufficientSize ? static_cast<int>(count) : -1;
}

unsigned Nvml::sm_clock_mhz(void* d) const {
  unsigned mhz = 0;
  return d && clock_ && clock_(d, kNvmlClockSm, &mhz) == kNvmlSuccess ? mhz : 0;
}

}  // namespace advise::kernels
