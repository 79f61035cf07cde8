#pragma once
// Source files must be UTF-8: the lexer decodes them to code points and cannot go on past a
// malformed sequence, so bad bytes are found (and reported where they are) before lexing.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace advise::syntax {

// The byte offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF), or nothing when all of `text` is.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);

// The code points of `text`, each malformed byte as U+FFFD (callers report those first), in a
// string of exactly their size.
std::u32string code_points_of(std::string_view text);

}  // namespace advise::syntax
