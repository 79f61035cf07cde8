// Measured facts -> the language (a `measured` block) and JSON.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "advise/probe.h"
#include "ir/types.h"

namespace advise {
namespace {

// A literal the lexer reads back exactly enough: four significant digits, no exponent.
std::string literal(double value) {
  const double magnitude = std::fabs(value);
  return ir::format_fixed(value, magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3);
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '{' || c == '}') out += c;  // braces are doubled: they would interpolate
    out += c;
  }
  return out + "\"";
}

const char* status_name(ProbeStatus s) {
  switch (s) {
    case ProbeStatus::Measured: return "measured";
    case ProbeStatus::BuiltWithoutCuda: return "built_without_cuda";
    case ProbeStatus::ModuleMissing: return "module_missing";
    case ProbeStatus::NoDriver: return "no_driver";
    case ProbeStatus::NoDevice: return "no_device";
    case ProbeStatus::Unusable: return "unusable";
    case ProbeStatus::Failed: return "failed";
  }
  return "failed";
}

}  // namespace

int probe_exit_code(ProbeStatus status) {
  switch (status) {
    case ProbeStatus::Measured: return 0;
    case ProbeStatus::Failed: return 4;
    default: return 3;
  }
}

TimingSummary summarize(std::vector<double> seconds) {
  TimingSummary t;
  if (seconds.empty()) return t;
  std::sort(seconds.begin(), seconds.end());
  t.repetitions = static_cast<int>(seconds.size());
  t.best = seconds.front();
  const std::size_t n = seconds.size();
  t.median = n % 2 ? seconds[n / 2] : (seconds[n / 2 - 1] + seconds[n / 2]) / 2;
  return t;
}

std::string format_measured_block(const ProbeResult& result, const std::string& catalog_name) {
  std::string out;
  out += "# advise probe, " + result.taken + ", on " + result.host + "\n";
  out += "# device: " + result.device_name + "; driver " + result.driver_version + ", runtime " +
         result.runtime_version + "\n";
  for (const auto& n : result.notes) out += "# note: " + n + "\n";
  const std::string name = catalog_name.empty() ? result.device_name : catalog_name;
  if (catalog_name.empty())
    out += "# No catalog GPU has cuda_name " + quoted(result.device_name) +
           ": add it to that GPU's entry (catalog/gpus/) and run the probe again.\n";
  out += "measured " + quoted(name) + " {\n";
  out += "  host " + quoted(result.host) + "\n";
  if (result.taken.size() >= 10) out += "  taken " + result.taken.substr(0, 10) + "\n";
  for (const auto& f : result.facts) {
    std::string line = "  " + f.name + " " + literal(f.value / f.unit_scale) + (f.unit.empty() ? "" : " " + f.unit);
    if (!f.method.empty()) line += std::string(std::max<std::size_t>(1, 34 - std::min<std::size_t>(34, line.size())), ' ') + "# " + f.method;
    out += line + "\n";
  }
  out += "}\n";
  if (!result.convolutions.empty()) {
    out += "# cuDNN convolution algorithms (F47): layer | precision | algorithm | family | math | time | workspace\n";
    for (const auto& c : result.convolutions) {
      char line[512];
      std::snprintf(line, sizeof line, "#   %s | %s | %s | %s | %s | %.3f ms | %.1f MiB\n", c.layer.c_str(),
                    c.precision.c_str(), c.algorithm.c_str(), c.family.c_str(), c.math.c_str(), c.seconds * 1e3,
                    c.workspace_bytes / 1048576.0);
      out += line;
    }
  }
  return out;
}

std::string format_probe_json(const ProbeResult& result, const std::string& catalog_name) {
  nlohmann::ordered_json j;
  j["status"] = status_name(result.status);
  if (!result.message.empty()) j["message"] = result.message;
  j["device"] = result.device_name;
  j["catalog_gpu"] = catalog_name.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(catalog_name);
  j["host"] = result.host;
  j["taken"] = result.taken;
  j["driver"] = result.driver_version;
  j["runtime"] = result.runtime_version;
  nlohmann::ordered_json facts = nlohmann::ordered_json::object();
  for (const auto& f : result.facts) {
    facts[f.name] = {{"value", f.value}, {"method", f.method}};
    if (f.sm_clock_mhz > 0) facts[f.name]["sm_clock_mhz"] = f.sm_clock_mhz;
  }
  j["facts"] = std::move(facts);
  nlohmann::ordered_json convs = nlohmann::ordered_json::array();
  for (const auto& c : result.convolutions)
    convs.push_back({{"layer", c.layer}, {"precision", c.precision}, {"algorithm", c.algorithm},
                     {"family", c.family}, {"math", c.math}, {"seconds", c.seconds},
                     {"workspace_bytes", c.workspace_bytes}});
  j["convolutions"] = std::move(convs);
  nlohmann::ordered_json products = nlohmann::ordered_json::array();
  for (const auto& p : result.products) {
    const auto& s = p.shape;
    products.push_back({{"product", describe(s)}, {"seconds", p.seconds}, {"method", p.method},
                        {"kind", s.kind == ProductShape::Kind::Convolution ? "convolution" : "matmul"},
                        {"m", s.m}, {"n", s.n}, {"k", s.k}, {"count", s.count}, {"channels", s.channels},
                        {"height", s.height}, {"width", s.width}, {"filters", s.filters}, {"kernel", s.kernel},
                        {"kernel_width", s.kernel_width}, {"stride", s.stride}, {"padding", s.padding},
                        {"padding_width", s.padding_width}});
  }
  j["products"] = std::move(products);
  j["notes"] = result.notes;
  return j.dump(2) + "\n";
}

}  // namespace advise
