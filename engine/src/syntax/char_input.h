#pragma once
// ANTLR's character stream over a source text, which must outlive it.
#include <memory>
#include <string>
#include <string_view>

#include "antlr4-runtime.h"

namespace advise::syntax {

// The text itself when it is all ASCII (each byte a code point: no copy, and token text is a
// substring); otherwise its code points decoded once. The text must be valid UTF-8.
std::unique_ptr<antlr4::CharStream> char_input(std::string_view text);

// Whether every byte of the text is ASCII (read in place above; lexed from the table, table_lexer.h).
bool is_ascii(std::string_view text);

}  // namespace advise::syntax
