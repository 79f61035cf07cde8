#pragma once
// Which catalog GPU a physical device is: first by the names CUDA reports (the catalog's
// `cuda_name`), then by its signature (compute capability, SM count, memory size). Used by the
// checker for measured blocks that name a device, and by `advise probe`.
#include <optional>
#include <string>
#include <vector>

#include "check/vocabulary.h"

namespace advise::check {

// What the matcher needs to know of one catalog GPU.
struct CatalogDevice {
  std::string name;
  std::vector<std::string> cuda_names;  // empty: not a device the probe can meet (clouds, variants)
  std::optional<double> compute;
  std::optional<double> sms;
  std::optional<double> memory_bytes;
};

// What the device says of itself; a missing part is not compared.
struct DeviceSignature {
  std::optional<double> compute;
  std::optional<double> sms;
  std::optional<double> memory_bytes;
};

struct DeviceMatch {
  enum class How { Name, Signature, None };
  How how = How::None;
  std::string gpu;          // the catalog name; empty when How::None
  std::string explanation;  // one sentence for people, always set
};

// The catalog as the matcher sees it: the gpu properties cuda_name, compute, sms and memory.
std::vector<CatalogDevice> catalog_devices(const CheckedProgram& program);
// The same properties of a measured block (its fields follow the gpu schema).
DeviceSignature signature_of(const Schema& gpu_schema, const FieldValues& fields);

DeviceMatch match_device(const std::vector<CatalogDevice>& catalog, const std::string& device_name,
                         const DeviceSignature& signature);

}  // namespace advise::check
