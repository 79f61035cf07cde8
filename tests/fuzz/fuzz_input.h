#pragma once
// What both fuzz targets do with the bytes libFuzzer hands them before loading them.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace advise::fuzz {

// The input as a source text, or nothing when the target should not load it: imports reach the
// file system (`import "/"` walks every folder), which a fuzzer must not explore; reading
// special files and folders is covered by the loader's own tests instead.
inline std::optional<std::string> source_text(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (text.find("import") != std::string::npos) return std::nullopt;
  return text;
}

}  // namespace advise::fuzz
