// identify_device: the probe's result matched against the loaded catalog.
#include "advise/probe.h"
#include "api/program.h"
#include "check/device_match.h"

namespace advise {
namespace {

std::optional<double> fact(const ProbeResult& result, const char* name) {
  for (const auto& f : result.facts)
    if (f.name == name) return f.value;
  return std::nullopt;
}

}  // namespace

DeviceIdentity identify_device(const Program& program, const ProbeResult& result) {
  check::DeviceSignature signature{fact(result, "compute"), fact(result, "sms"), fact(result, "memory")};
  check::DeviceMatch match = check::match_device(check::catalog_devices(*program.checked), result.device_name, signature);
  return {match.gpu, match.how == check::DeviceMatch::How::Signature, match.explanation};
}

}  // namespace advise
