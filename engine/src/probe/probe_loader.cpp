// make_probe() for the command: the CUDA probe is a module (kernels/, built only with CUDA)
// opened here at run time, so that only `advise probe` and `--probe` map cudart, cuBLASLt and
// cuDNN. Loading them at start-up cost every command ~0.4 s and ~200 MiB, and a build with
// CUDA would not start at all on a machine without those libraries.
#include <dlfcn.h>

#include <filesystem>
#include <string>
#include <vector>

#include "advise/probe.h"

namespace advise {
namespace {
namespace fs = std::filesystem;

// A probe that measures nothing and says why.
class UnavailableProbe : public Probe {
 public:
  UnavailableProbe(ProbeStatus status, std::string message) : status_(status), message_(std::move(message)) {}
  ProbeResult run(const ProbeOptions&) override {
    ProbeResult r;
    r.status = status_;
    r.message = message_;
    return r;
  }

 private:
  ProbeStatus status_;
  std::string message_;
};

#if ADVISE_HAVE_CUDA_PROBE

constexpr const char* kModuleName = "libadvise-probe-cuda.so";
using CreateProbe = Probe* (*)();

// Next to the executable (a build tree may put it there), then in LIBDIR/advise beside the bin
// folder: the installed layout, and the build tree's.
std::vector<fs::path> module_candidates() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  const fs::path dir = exe.parent_path();
  return {dir / kModuleName, (dir / ADVISE_PROBE_MODULE_DIR / kModuleName).lexically_normal()};
}

std::unique_ptr<Probe> module_missing(const std::string& why) {
  return std::make_unique<UnavailableProbe>(
      ProbeStatus::ModuleMissing,
      "no CUDA device can be probed: advise was built with CUDA, but its probe module could not be "
      "loaded (" + why + "). It needs the CUDA runtime, cuBLASLt and cuDNN 9 it was built with.");
}

std::unique_ptr<Probe> load_cuda_probe() {
  std::string tried;
  for (const fs::path& candidate : module_candidates()) {
    std::error_code ec;
    if (!fs::exists(candidate, ec)) {
      tried += (tried.empty() ? "" : ", ") + candidate.string();
      continue;
    }
    // Never closed: the probe's code and vtable live in the module for as long as it is used.
    void* module = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!module) return module_missing(dlerror());
    auto create = reinterpret_cast<CreateProbe>(dlsym(module, "advise_create_cuda_probe"));
    if (!create) return module_missing(candidate.string() + " has no advise_create_cuda_probe");
    return std::unique_ptr<Probe>(create());
  }
  return module_missing(std::string(kModuleName) + " is not in " + (tried.empty() ? "any folder" : tried));
}

#endif

}  // namespace

std::unique_ptr<Probe> make_probe() {
#if ADVISE_HAVE_CUDA_PROBE
  return load_cuda_probe();
#else
  return std::make_unique<UnavailableProbe>(
      ProbeStatus::BuiltWithoutCuda,
      "advise was built without CUDA, so it cannot measure a GPU: no CUDA device can be probed. "
      "Install the CUDA toolkit (/usr/local/cuda) and rebuild to enable `advise probe`.");
#endif
}

}  // namespace advise
