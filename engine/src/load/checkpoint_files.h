#pragma once
// Safetensors checkpoints on disk: which files a model folder's checkpoint is, and each file's
// header read from the file (its first 8 bytes, then the header they announce; never a tensor).
#include <cstdint>
#include <string>
#include <vector>

#include "load/checkpoint_headers.h"

namespace advise::loading {

// The first bytes of a GGUF file read for its header: metadata with a 256k-token vocabulary is a
// few MB.
constexpr std::uint64_t kGgufHeaderLimit = 64ull << 20;

// The first `limit` bytes of `path` (fewer when the file is shorter) and the file's size; false
// when it cannot be read.
bool read_file_prefix(const std::string& path, std::uint64_t limit, std::string& out, std::uint64_t& size);

struct CheckpointFiles {
  std::vector<std::string> files;  // sorted, each once
  std::string problem;             // about `problem_file`: an index without a weight_map
  std::string problem_file;
};

// The Safetensors files of `path`: itself when it is a file, else the folder's shards (those its
// model.safetensors.index.json names, else every .safetensors file in it).
CheckpointFiles safetensors_files(const std::string& path);

// One Safetensors file's header; `error` says why it could not be read.
CheckpointHeader read_safetensors_file(const std::string& path);

}  // namespace advise::loading
