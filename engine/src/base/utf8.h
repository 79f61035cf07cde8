#pragma once
// UTF-8, in one place: counting characters (source columns count code points, as ANTLR does,
// and so do display widths, never bytes), finding the first malformed byte (source files must be
// UTF-8: the lexer decodes them to code points and cannot go on past a malformed sequence, so
// bad bytes are found and reported where they are before lexing), and decoding.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace advise::base {

// A byte that continues the code point before it.
inline bool is_continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// The number of code points in `text`.
inline std::uint32_t code_points(std::string_view text) {
  return static_cast<std::uint32_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return !is_continuation_byte(c); }));
}

// The byte offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF), or nothing when all of `text` is.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);

// The code points of `text`, each malformed byte as U+FFFD (callers report those first), in a
// string of exactly their size.
std::u32string code_points_of(std::string_view text);

}  // namespace advise::base
