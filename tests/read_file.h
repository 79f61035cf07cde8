#pragma once
// A whole file's bytes, for tests that compare files or feed them to the engine ("" when it
// cannot be read; the test's own checks then fail); writing one; a fresh temporary folder.
#include <doctest/doctest.h>
#include <stdlib.h>

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

inline void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A fresh folder under the system's temporary directory.
inline std::filesystem::path temporary_folder() {
  std::string pattern = (std::filesystem::temp_directory_path() / "advise-cli-XXXXXX").string();
  REQUIRE(mkdtemp(pattern.data()));
  return pattern;
}
