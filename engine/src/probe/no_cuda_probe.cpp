// The probe of a build without CUDA: it measures nothing and says why.
#include "advise/probe.h"

namespace advise {
namespace {

class NoCudaProbe : public Probe {
 public:
  ProbeResult run(const ProbeOptions&) override {
    ProbeResult r;
    r.status = ProbeStatus::BuiltWithoutCuda;
    r.message = "advise was built without CUDA, so it cannot measure a GPU: no CUDA device can be probed. "
                "Install the CUDA toolkit (/usr/local/cuda) and rebuild to enable `advise probe`.";
    return r;
  }
};

}  // namespace

std::unique_ptr<Probe> make_probe() { return std::make_unique<NoCudaProbe>(); }

}  // namespace advise
