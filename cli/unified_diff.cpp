#include "unified_diff.h"

#include <dtl/dtl.hpp>
#include <sstream>
#include <vector>

namespace advise::cli {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

std::string unified_diff(const std::string& before, const std::string& after, const std::string& path) {
  if (before == after) return "";
  dtl::Diff<std::string> diff(lines_of(before), lines_of(after));
  diff.onHuge();  // bounded memory on long files
  diff.compose();
  diff.composeUnifiedHunks();
  std::ostringstream out;
  out << "--- " << path << "\n+++ " << path << " (formatted)\n";
  diff.printUnifiedFormat(out);
  return out.str();
}

}  // namespace advise::cli
