// Safetensors checkpoints on disk (checkpoint_files.h).
#include "load/checkpoint_files.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace advise::loading {
namespace {

namespace fs = std::filesystem;

// A header longer than this is refused before it is read (real ones are a few MB at most).
constexpr std::uint64_t kHeaderLimit = 100'000'000;

CheckpointHeader failed(const std::string& message) {
  CheckpointHeader h;
  h.error = message;
  return h;
}

}  // namespace

bool read_file_prefix(const std::string& path, std::uint64_t limit, std::string& out, std::uint64_t& size) {
  std::error_code ec;
  size = fs::file_size(path, ec);
  if (ec) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out.resize(static_cast<std::size_t>(std::min(size, limit)));
  in.read(out.data(), static_cast<std::streamsize>(out.size()));
  return static_cast<std::uint64_t>(in.gcount()) == out.size();
}

CheckpointHeader read_safetensors_file(const std::string& path) {
  std::string bytes;
  std::uint64_t size = 0;
  if (!read_file_prefix(path, 8, bytes, size)) return failed("cannot read the file");
  if (bytes.size() < 8) return failed("not a Safetensors file: fewer than 8 bytes");
  std::uint64_t length = 0;
  std::memcpy(&length, bytes.data(), 8);
  if (length <= kHeaderLimit && length <= size - 8 && !read_file_prefix(path, 8 + length, bytes, size))
    return failed("cannot read the file");
  return read_safetensors_header(bytes, size);
}

CheckpointFiles safetensors_files(const std::string& path_text) {
  const fs::path path(path_text);
  std::error_code ec;
  CheckpointFiles found;
  if (!fs::is_directory(path, ec)) return {{path_text}, "", ""};
  const fs::path index = path / "model.safetensors.index.json";
  if (fs::exists(index, ec)) {
    std::ifstream in(index);
    const auto j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.contains("weight_map") || !j["weight_map"].is_object())
      return {{}, "the index has no weight_map", index.string()};
    for (const auto& [tensor, file] : j["weight_map"].items())
      if (file.is_string() && file.get<std::string>().find('/') == std::string::npos)
        found.files.push_back((path / file.get<std::string>()).string());
  } else {
    for (const auto& e : fs::directory_iterator(path, ec))
      if (e.path().extension() == ".safetensors") found.files.push_back(e.path().string());
  }
  std::sort(found.files.begin(), found.files.end());
  found.files.erase(std::unique(found.files.begin(), found.files.end()), found.files.end());
  return found;
}

}  // namespace advise::loading
