#pragma once
// The tokens of a .dsl text with what the formatter needs to know about their place in the parse
// tree. Only this file's implementation sees ANTLR; the layout rules (layout.h) see these facts.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace advise::syntax {

struct LayoutToken {
  std::string text;            // comments without their trailing whitespace
  std::uint32_t line = 0;      // 1-based
  std::uint32_t column = 0;    // 0-based, in characters (code points), as the author placed it
  std::uint32_t width = 0;     // in characters
  bool comment = false;
  bool word = false;           // a name, keyword, number, string or date (not punctuation)
  bool prefix = false;         // a prefix operator: unary minus, a quantity's sign
  bool unit_operator = false;  // '/' or '*' between two unit words (GB/s), not arithmetic
  bool call = false;           // '(' right after the name of the function or layer it calls
  bool starts_item = false;    // begins a top-level declaration or an item of a { } block
  bool ends_phrase = false;    // the last token of its node: a value, a call's ')', a block's '}'
  bool inner_keyword = false;  // a keyword inside its phrase: then, else, and, reject, as ...
};

// Every token of `text` with its layout facts; null when the text does not parse (the caller
// reports why through parse_module, which gives the located diagnostics).
std::optional<std::vector<LayoutToken>> layout_tokens(const std::string& text);

// Every token but whitespace, comments included without trailing whitespace: what formatting
// must leave unchanged.
std::vector<std::string> significant_tokens(const std::string& text);

}  // namespace advise::syntax
