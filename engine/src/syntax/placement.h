#pragma once
// Where the parser's tokens and rules sit in their file, and the nesting limits every parsing
// stage shares. Internal to syntax/ (ANTLR types).
#include <cstdint>
#include <string>

#include "antlr4-runtime.h"
#include "base/source_range.h"

namespace advise::syntax {

// Expressions nested deeper than this are refused before parsing, so that the recursive-descent
// parser and every later recursive pass stay far from the stack limit.
constexpr int kMaxNesting = 128;
// The parser's own limit, in rule invocations: an expression level costs it up to three (expr,
// primary, the bracket's expr), and declarations a few more. Catches what the token scan cannot
// see, such as `if if if ...` or `if a then if b then ...`.
constexpr int kMaxParserDepth = 3 * kMaxNesting + 32;

// Where a token stream sits in its file: interpolated expressions are parsed out of a string and
// must report positions in the enclosing file.
struct Placement {
  std::uint32_t file = 0;
  std::uint32_t line_offset = 0;    // added to every token line
  std::uint32_t column_offset = 0;  // added to columns on the stream's first line
};

base::SourceRange range_of(const antlr4::Token* token, const Placement& at);
base::SourceRange range_of(antlr4::ParserRuleContext* ctx, const Placement& at);

// The characters a rule matched, spaces included ("1 GB" where getText() gives "1GB").
std::string source_text(antlr4::ParserRuleContext* ctx);

}  // namespace advise::syntax
