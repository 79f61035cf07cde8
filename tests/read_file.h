#pragma once
// A whole file's bytes, for tests that compare files or feed them to the engine ("" when it
// cannot be read; the test's own checks then fail).
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

inline std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}
