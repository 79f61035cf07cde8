#include "load/checkpoint_headers.h"

#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

namespace advise::loading {
namespace {

// Safetensors' element types and their sizes in bytes.
double safetensors_size(const std::string& dtype) {
  static const std::map<std::string, double> sizes = {
      {"F64", 8}, {"F32", 4}, {"F16", 2}, {"BF16", 2}, {"I64", 8}, {"I32", 4}, {"I16", 2}, {"I8", 1}, {"U8", 1},
      {"U16", 2}, {"U32", 4}, {"U64", 8}, {"BOOL", 1}, {"F8_E4M3", 1}, {"F8_E5M2", 1}};
  const auto it = sizes.find(dtype);
  return it == sizes.end() ? 0 : it->second;
}

struct GgmlType {
  const char* name;
  double block_elements, block_bytes;
};

// ggml's tensor types by number (ggml.h, enum ggml_type), with their block sizes.
const std::map<std::uint32_t, GgmlType>& ggml_types() {
  static const std::map<std::uint32_t, GgmlType> types = {
      {0, {"F32", 1, 4}},         {1, {"F16", 1, 2}},         {2, {"Q4_0", 32, 18}},     {3, {"Q4_1", 32, 20}},
      {6, {"Q5_0", 32, 22}},      {7, {"Q5_1", 32, 24}},      {8, {"Q8_0", 32, 34}},     {9, {"Q8_1", 32, 36}},
      {10, {"Q2_K", 256, 84}},    {11, {"Q3_K", 256, 110}},   {12, {"Q4_K", 256, 144}},  {13, {"Q5_K", 256, 176}},
      {14, {"Q6_K", 256, 210}},   {15, {"Q8_K", 256, 292}},   {16, {"IQ2_XXS", 256, 66}}, {17, {"IQ2_XS", 256, 74}},
      {18, {"IQ3_XXS", 256, 98}}, {19, {"IQ1_S", 256, 50}},   {20, {"IQ4_NL", 32, 18}},  {21, {"IQ3_S", 256, 110}},
      {22, {"IQ2_S", 256, 82}},   {23, {"IQ4_XS", 256, 136}}, {24, {"I8", 1, 1}},        {25, {"I16", 1, 2}},
      {26, {"I32", 1, 4}},        {27, {"I64", 1, 8}},        {28, {"F64", 1, 8}},       {29, {"IQ1_M", 256, 56}},
      {30, {"BF16", 1, 2}},       {34, {"TQ1_0", 256, 54}},   {35, {"TQ2_0", 256, 66}}};
  return types;
}

// Reads GGUF's little-endian fields, every one checked against the bytes left.
class GgufReader {
 public:
  explicit GgufReader(std::string_view bytes) : bytes_(bytes) {}

  CheckpointHeader read() {
    CheckpointHeader h;
    if (bytes_.size() < 4 || bytes_.substr(0, 4) != "GGUF") return fail(h, 0, "not a GGUF file: it does not start with 'GGUF'");
    at_ = 4;
    std::uint32_t version = 0;
    std::uint64_t tensors = 0, entries = 0;
    if (!u32(version) || (version != 2 && version != 3)) return fail(h, 4, "GGUF version " + std::to_string(version) + ": versions 2 and 3 are read");
    if (!u64(tensors) || !u64(entries)) return fail(h, at_, "the file ends inside its header");
    // Each entry takes at least 12 bytes and each tensor info 24: counts beyond what the bytes hold are impossible.
    if (entries > remaining() / 12 || tensors > remaining() / 24)
      return fail(h, 8, std::to_string(tensors) + " tensors and " + std::to_string(entries) + " metadata entries cannot fit in the file");
    for (std::uint64_t i = 0; i < entries; ++i)
      if (!entry(h)) return fail(h, at_, error_.empty() ? "the file ends inside metadata entry " + std::to_string(i) : error_);
    for (std::uint64_t i = 0; i < tensors; ++i)
      if (!tensor(h)) return fail(h, at_, error_.empty() ? "the file ends inside tensor info " + std::to_string(i) : error_);
    return h;
  }

 private:
  std::uint64_t remaining() const { return bytes_.size() - at_; }

  template <class T>
  bool fixed(T& out) {
    if (remaining() < sizeof(T)) return false;
    std::memcpy(&out, bytes_.data() + at_, sizeof(T));  // GGUF is little-endian, as the machines advise runs on
    at_ += sizeof(T);
    return true;
  }
  bool u32(std::uint32_t& v) { return fixed(v); }
  bool u64(std::uint64_t& v) { return fixed(v); }

  bool string(std::string& out) {
    std::uint64_t length = 0;
    if (!u64(length) || length > remaining()) return false;
    out.assign(bytes_.data() + at_, length);
    at_ += length;
    return true;
  }

  // One value of metadata type `type`, as text (arrays: their length, elements skipped).
  bool value(std::uint32_t type, std::string& text, double& array_length, int depth) {
    static const std::size_t sizes[] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
    if (type > 12) return error("metadata value type " + std::to_string(type) + " is none of GGUF's");
    if (type == 8) return string(text);
    if (type == 9) {
      std::uint32_t element = 0;
      std::uint64_t count = 0;
      if (!u32(element) || !u64(count) || depth > 3 || element > 12) return false;
      array_length = static_cast<double>(count);
      if (element != 8 && element != 9) {
        if (count > remaining() / sizes[element]) return false;
        at_ += count * sizes[element];
        return true;
      }
      if (count > remaining() / 8) return false;
      std::string skipped;
      double inner = 0;
      for (std::uint64_t i = 0; i < count; ++i)
        if (!value(element, skipped, inner, depth + 1)) return false;
      return true;
    }
    if (remaining() < sizes[type]) return false;
    text = scalar_text(type);
    at_ += sizes[type];
    return true;
  }

  std::string scalar_text(std::uint32_t type) const {
    const char* p = bytes_.data() + at_;
    auto as = [p](auto v) { std::memcpy(&v, p, sizeof v); return v; };
    switch (type) {
      case 0: return std::to_string(as(std::uint8_t{}));
      case 1: return std::to_string(as(std::int8_t{}));
      case 2: return std::to_string(as(std::uint16_t{}));
      case 3: return std::to_string(as(std::int16_t{}));
      case 4: return std::to_string(as(std::uint32_t{}));
      case 5: return std::to_string(as(std::int32_t{}));
      case 6: return std::to_string(as(float{}));
      case 7: return as(std::uint8_t{}) ? "true" : "false";
      case 10: return std::to_string(as(std::uint64_t{}));
      case 11: return std::to_string(as(std::int64_t{}));
      default: return std::to_string(as(double{}));
    }
  }

  bool entry(CheckpointHeader& h) {
    std::string key, text;
    std::uint32_t type = 0;
    double length = -1;
    if (!string(key) || !u32(type) || !value(type, text, length, 0)) return false;
    if (length >= 0) h.array_lengths[key] = length;
    else h.metadata[key] = text;
    return true;
  }

  bool tensor(CheckpointHeader& h) {
    TensorInfo t;
    std::uint32_t dims = 0, type = 0;
    std::uint64_t offset = 0;
    if (!string(t.name) || !u32(dims)) return false;
    if (dims == 0 || dims > 4) return error("tensor '" + t.name + "' has " + std::to_string(dims) + " dimensions; GGUF allows 1 to 4");
    t.elements = 1;
    for (std::uint32_t d = 0; d < dims; ++d) {
      std::uint64_t n = 0;
      if (!u64(n)) return false;
      t.shape.push_back(n);
      t.elements *= static_cast<double>(n);
    }
    if (!u32(type) || !u64(offset)) return false;
    const auto known = ggml_types().find(type);
    if (known == ggml_types().end()) return error("tensor '" + t.name + "' has the unknown type " + std::to_string(type));
    t.type = known->second.name;
    t.bytes = gguf_type_bytes(t.type, t.elements);
    h.tensors.push_back(std::move(t));
    return true;
  }

  bool error(const std::string& message) {
    error_ = message;
    return false;
  }

  static CheckpointHeader& fail(CheckpointHeader& h, std::uint64_t offset, const std::string& message) {
    h.error = message;
    h.error_offset = offset;
    h.tensors.clear();
    return h;
  }

  std::string_view bytes_;
  std::uint64_t at_ = 0;
  std::string error_;
};

}  // namespace

double gguf_type_bytes(const std::string& type, double elements) {
  for (const auto& [number, t] : ggml_types())
    if (type == t.name) return std::ceil(elements / t.block_elements) * t.block_bytes;
  return 0;
}

CheckpointHeader read_gguf_header(std::string_view bytes) { return GgufReader(bytes).read(); }

CheckpointHeader read_safetensors_header(std::string_view bytes, std::uint64_t file_size) {
  CheckpointHeader h;
  std::uint64_t length = 0;
  if (bytes.size() < 8) return h.error = "not a Safetensors file: fewer than 8 bytes", h;
  std::memcpy(&length, bytes.data(), 8);
  if (length > 100'000'000) return h.error = "a header of " + std::to_string(length) + " bytes: Safetensors allows 100 MB", h;
  if (length > file_size - 8 || length > bytes.size() - 8)
    return h.error = "the header's length (" + std::to_string(length) + " bytes) runs past the end of the file", h;
  const std::uint64_t data = file_size - 8 - length;
  nlohmann::json j = nlohmann::json::parse(bytes.substr(8, length), nullptr, false);
  if (j.is_discarded() || !j.is_object()) return h.error = "the header is not a JSON object", h.error_offset = 8, h;
  for (const auto& [name, t] : j.items()) {
    if (name == "__metadata__") {
      if (t.is_object())
        for (const auto& [k, v] : t.items()) h.metadata[k] = v.is_string() ? v.get<std::string>() : v.dump();
      continue;
    }
    const bool well_formed = t.is_object() && t.contains("dtype") && t["dtype"].is_string() && t.contains("shape") &&
                             t["shape"].is_array() && t.contains("data_offsets") && t["data_offsets"].is_array() &&
                             t["data_offsets"].size() == 2 && t["data_offsets"][0].is_number_unsigned() &&
                             t["data_offsets"][1].is_number_unsigned();
    if (!well_formed) return h.tensors.clear(), h.error = "tensor '" + name + "' lacks a dtype, shape or data_offsets", h.error_offset = 8, h;
    TensorInfo info{name, t["dtype"].get<std::string>(), {}, 1, 0};
    for (const auto& d : t["shape"]) {
      if (!d.is_number_unsigned()) return h.tensors.clear(), h.error = "tensor '" + name + "' has a shape that is not whole numbers", h.error_offset = 8, h;
      info.shape.push_back(d.get<std::uint64_t>());
      info.elements *= static_cast<double>(d.get<std::uint64_t>());
    }
    const auto begin = t["data_offsets"][0].get<std::uint64_t>(), end = t["data_offsets"][1].get<std::uint64_t>();
    info.bytes = static_cast<double>(end) - static_cast<double>(begin);
    const double size = safetensors_size(info.type);
    if (begin > end || end > data || (size > 0 && info.bytes != info.elements * size))
      return h.tensors.clear(), h.error = "tensor '" + name + "': its data offsets do not hold its " + info.type + " shape within the file", h.error_offset = 8, h;
    h.tensors.push_back(std::move(info));
  }
  return h;
}

}  // namespace advise::loading
