#include "base/source_files.h"

namespace advise::base {

std::uint32_t SourceFiles::add(std::string path, std::string text) {
  File file{std::move(path), std::move(text), {0}};
  for (std::size_t i = 0; i < file.text.size(); ++i)
    if (file.text[i] == '\n') file.line_starts.push_back(i + 1);
  files_.push_back(std::move(file));
  return static_cast<std::uint32_t>(files_.size() - 1);
}

std::string_view SourceFiles::line(std::uint32_t file, std::uint32_t line) const {
  if (file >= files_.size() || line == 0) return {};
  const File& f = files_[file];
  if (line > f.line_starts.size()) return {};
  std::size_t begin = f.line_starts[line - 1];
  std::size_t end = f.text.find('\n', begin);
  if (end == std::string::npos) end = f.text.size();
  if (end > begin && f.text[end - 1] == '\r') --end;
  return std::string_view(f.text).substr(begin, end - begin);
}

}  // namespace advise::base
