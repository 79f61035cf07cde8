#pragma once
// ANSI styles for output to a terminal. Painting only wraps text in escape sequences: with the
// sequences removed, coloured output is byte for byte the uncoloured output.
#include <string>

namespace advise::ansi {

inline constexpr const char* kBold = "1";
inline constexpr const char* kDim = "2";
inline constexpr const char* kRed = "31";
inline constexpr const char* kBoldRed = "1;31";
inline constexpr const char* kBoldGreen = "1;32";
inline constexpr const char* kYellow = "33";
inline constexpr const char* kBoldYellow = "1;33";
inline constexpr const char* kCyan = "36";

// `text` in `style` when `on`; empty text stays empty so that blank lines carry no codes.
inline std::string paint(const std::string& text, const char* style, bool on) {
  if (!on || text.empty() || style == nullptr) return text;
  return "\x1b[" + std::string(style) + "m" + text + "\x1b[0m";
}

}  // namespace advise::ansi
