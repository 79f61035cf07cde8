#include "device_match.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "check/vocabulary.h"

namespace advise::check {
namespace {

// A device reports slightly less memory than its nominal size (79.1 GiB of an "80 GB" H100), and
// catalogs mix GB and GiB; sizes that differ by more than this are different variants (40/80 GB
// A100, 8/16 GB RTX 4060 Ti).
constexpr double kMemoryTolerance = 0.08;
// Compute capabilities are written with one decimal (8.6, 8.9): half a step apart is the same.
constexpr double kComputeTolerance = 0.05;

bool memory_agrees(const std::optional<double>& catalog, const std::optional<double>& measured) {
  if (!catalog || !measured || *catalog <= 0) return true;
  return std::fabs(*measured / *catalog - 1) <= kMemoryTolerance;
}

bool signature_agrees(const CatalogDevice& gpu, const DeviceSignature& s) {
  if (!gpu.compute || !gpu.sms || std::fabs(*gpu.compute - *s.compute) > kComputeTolerance || *gpu.sms != *s.sms)
    return false;
  return memory_agrees(gpu.memory_bytes, s.memory_bytes);
}

std::string describe(const DeviceSignature& s) {
  std::string out = "compute " + fmt::format("{:.1f}", *s.compute) + ", " + format_number(*s.sms) + " SMs";
  if (s.memory_bytes) out += ", " + format_fixed(*s.memory_bytes / 1073741824.0, 1) + " GiB";
  return out;
}

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::optional<DeviceMatch> by_name(const std::vector<CatalogDevice>& catalog, const std::string& device,
                                   const DeviceSignature& signature, std::string& skipped) {
  for (const auto& gpu : catalog) {
    if (std::find(gpu.cuda_names.begin(), gpu.cuda_names.end(), device) == gpu.cuda_names.end()) continue;
    if (!memory_agrees(gpu.memory_bytes, signature.memory_bytes)) {
      skipped = gpu.name;  // the same name is sold with several memory sizes
      continue;
    }
    return DeviceMatch{DeviceMatch::How::Name, gpu.name,
                       quoted(device) + " is the catalog's " + quoted(gpu.name) + " (cuda_name)"};
  }
  return std::nullopt;
}

std::optional<DeviceMatch> by_signature(const std::vector<CatalogDevice>& catalog, const std::string& device,
                                        const DeviceSignature& signature) {
  std::vector<const CatalogDevice*> fits;
  for (const auto& gpu : catalog)
    if (!gpu.cuda_names.empty() && signature_agrees(gpu, signature)) fits.push_back(&gpu);
  if (fits.empty()) return std::nullopt;
  // Closest memory first, then by name: the same files always give the same answer.
  auto distance = [&](const CatalogDevice* g) {
    return g->memory_bytes && signature.memory_bytes ? std::fabs(*g->memory_bytes - *signature.memory_bytes) : 0.0;
  };
  std::stable_sort(fits.begin(), fits.end(), [&](const CatalogDevice* a, const CatalogDevice* b) {
    return distance(a) != distance(b) ? distance(a) < distance(b) : a->name < b->name;
  });
  std::string text = "no catalog GPU lists the name " + quoted(device) + "; matched by signature (" +
                     describe(signature) + ") to " + quoted(fits.front()->name);
  if (fits.size() > 1) text += " (also fits " + quoted(fits[1]->name) + ")";
  return DeviceMatch{DeviceMatch::How::Signature, fits.front()->name, text};
}

std::optional<double> number_field(const Schema& schema, const FieldValues& fields,
                                   Role role) {
  int i = schema.find(role);
  if (i < 0 || !fields[static_cast<std::size_t>(i)].set) return std::nullopt;
  return fields[static_cast<std::size_t>(i)].value.number;
}

}  // namespace

std::vector<CatalogDevice> catalog_devices(const CheckedProgram& program) {
  const Schema& schema = program.schema(Kind::Gpu);
  const int names = schema.find(Role::CudaNames);
  std::vector<CatalogDevice> out;
  for (const auto& gpu : program.gpus) {
    CatalogDevice device{gpu.name, {}, number_field(schema, gpu.fields, Role::ComputeCapability),
                         number_field(schema, gpu.fields, Role::Multiprocessors),
                         number_field(schema, gpu.fields, Role::MemorySize)};
    if (names >= 0 && gpu.fields[static_cast<std::size_t>(names)].set) {
      const Value& v = gpu.fields[static_cast<std::size_t>(names)].value;
      if (v.items.empty()) device.cuda_names.push_back(v.text);  // a schema with `cuda_name: string`
      for (const auto& item : v.items) device.cuda_names.push_back(item.text);
    }
    out.push_back(std::move(device));
  }
  return out;
}

DeviceSignature signature_of(const Schema& gpu_schema, const FieldValues& fields) {
  return {number_field(gpu_schema, fields, Role::ComputeCapability),
          number_field(gpu_schema, fields, Role::Multiprocessors), number_field(gpu_schema, fields, Role::MemorySize)};
}

DeviceMatch match_device(const std::vector<CatalogDevice>& catalog, const std::string& device_name,
                         const DeviceSignature& signature) {
  std::string skipped;
  if (auto m = by_name(catalog, device_name, signature, skipped)) return *m;
  if (signature.compute && signature.sms)
    if (auto m = by_signature(catalog, device_name, signature)) return *m;
  std::string text = "no catalog GPU lists the name " + quoted(device_name);
  if (!skipped.empty()) text += " with this memory size (" + quoted(skipped) + " has another)";
  if (signature.compute && signature.sms) text += ", and none has its signature (" + describe(signature) + ")";
  return DeviceMatch{DeviceMatch::How::None, "", text + ": add it to that GPU's cuda_name in the catalog"};
}

}  // namespace advise::check
