#pragma once
// The tokens of an ASCII text as either lexer makes them, as plain values: what the tests and the
// fuzz target compare to hold the table lexer (table_lexer.h) to ANTLR's generated one.
#include <cstddef>
#include <string>
#include <vector>

namespace advise::syntax {

struct LexedToken {
  std::size_t type = 0;
  std::size_t channel = 0;
  std::size_t start = 0;  // character indexes, stop inclusive
  std::size_t stop = 0;
  std::size_t line = 0;
  std::size_t column = 0;
  bool operator==(const LexedToken&) const = default;
};

enum class LexerKind { Antlr, Table };

// Every token up to and including EOF; `text` must be ASCII (is_ascii, char_input.h).
std::vector<LexedToken> lex(const std::string& text, LexerKind kind);

// "TYPE channel C at L:C [start, stop]", for a test's message.
std::string describe(const LexedToken& token);

}  // namespace advise::syntax
