#pragma once
// The headers of model checkpoints, never their tensors: a Safetensors file's JSON header and a
// GGUF file's metadata and tensor infos (docs/language.md, "Models from config.json"). Both read
// from bytes already in memory, so that a reader can be fuzzed; every count and offset is checked
// against the bytes there are before anything is allocated for it.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace advise::loading {

struct TensorInfo {
  std::string name;
  std::string type;             // "BF16", "I32", "F8_E4M3"; GGUF: "Q4_K", "Q6_K", "F16" ...
  std::vector<std::uint64_t> shape;
  double elements = 0;
  double bytes = 0;             // what the file holds for it
};

struct CheckpointHeader {
  std::vector<TensorInfo> tensors;
  std::map<std::string, std::string> metadata;  // GGUF's scalars as text; Safetensors' __metadata__
  std::map<std::string, double> array_lengths;  // GGUF arrays: their lengths (tokenizer.ggml.tokens)
  std::string error;            // empty when read
  std::uint64_t error_offset = 0;  // the byte the error is about
};

// A Safetensors file's first bytes (8-byte little-endian header length, then the JSON header);
// `file_size` bounds the data offsets.
CheckpointHeader read_safetensors_header(std::string_view bytes, std::uint64_t file_size);

// A GGUF file's first bytes: magic, version 2 or 3, tensor and metadata counts, the metadata,
// the tensor infos. `bytes` may be a prefix of the file: the header must lie within it.
CheckpointHeader read_gguf_header(std::string_view bytes);

// The bytes of `elements` elements of a GGUF tensor type ("Q4_K": 144 per block of 256), 0 when
// the type is unknown.
double gguf_type_bytes(const std::string& type, double elements);

}  // namespace advise::loading
