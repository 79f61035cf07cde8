#pragma once
// Counting characters in UTF-8 text: source columns count characters (code points), as ANTLR
// does, and so do display widths, never bytes.
#include <algorithm>
#include <cstdint>
#include <string_view>

namespace advise::base {

// A byte that continues the code point before it.
inline bool is_continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// The number of code points in `text`.
inline std::uint32_t code_points(std::string_view text) {
  return static_cast<std::uint32_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return !is_continuation_byte(c); }));
}

}  // namespace advise::base
