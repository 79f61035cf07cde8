#pragma once
// A place in a loaded file. Files are numbered by the SourceFiles table that loaded them.
#include <cstdint>

namespace advise::base {

struct SourceRange {
  std::uint32_t file = 0;
  std::uint32_t line = 0;    // 1-based
  std::uint32_t column = 0;  // 1-based
  std::uint32_t length = 1;  // on the first line
};

}  // namespace advise::base
