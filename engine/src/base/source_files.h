#pragma once
// The text of every loaded file, so that diagnostics can quote the offending line.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace advise::base {

class SourceFiles {
 public:
  // Returns the new file's id.
  std::uint32_t add(std::string path, std::string text);
  const std::string& path(std::uint32_t file) const { return files_.at(file).path; }
  const std::string& text(std::uint32_t file) const { return files_.at(file).text; }
  std::string_view line(std::uint32_t file, std::uint32_t line) const;  // without the newline
  std::size_t size() const { return files_.size(); }

 private:
  struct File {
    std::string path;
    std::string text;
    std::vector<std::size_t> line_starts;
  };
  std::vector<File> files_;
};

}  // namespace advise::base
