#include "syntax/layout.h"

#include <algorithm>
#include <set>

namespace advise::syntax {
namespace {

constexpr std::uint32_t kIndent = 2;

using Line = std::vector<const LayoutToken*>;

std::vector<Line> lines_of(const std::vector<LayoutToken>& tokens) {
  std::vector<Line> lines;
  for (const auto& t : tokens) {
    if (lines.empty() || lines.back().front()->line != t.line) lines.emplace_back();
    lines.back().push_back(&t);
  }
  return lines;
}

bool binary_operator(const LayoutToken& t) {
  static const std::set<std::string> symbols = {"=", "<", ">", "<=", ">=", "==", "!=",
                                                "+", "-", "*", "/", "??", "@"};
  return !t.prefix && !t.unit_operator && symbols.count(t.text) > 0;
}

bool tight(const LayoutToken& a, const LayoutToken& b) {
  return a.text == "(" || a.text == "[" || b.text == ")" || b.text == "]" || b.text == "," ||
         b.text == ":" || a.text == "." || b.text == "." || a.text == "^" || b.text == "^" ||
         a.prefix || b.call || a.unit_operator || b.unit_operator;
}

// Where the author may leave a wide gap (besides before an end-of-line comment): between one phrase
// and the next (properties or layers side by side, a column of schema docs), never inside one
// (`let  x`, `a  and b`).
bool phrase_boundary(const LayoutToken& a, const LayoutToken& b) {
  return a.ends_phrase && !b.inner_keyword;
}

// Spaces between two tokens on one line. Punctuation and operators have fixed spacing; a gap of
// two or more spaces at a phrase boundary is the author's alignment and is kept; any other gap
// becomes one space.
std::uint32_t gap(const LayoutToken& a, const LayoutToken& b) {
  const std::uint32_t authors = b.column - std::min(b.column, a.column + a.width);
  if (b.comment) return std::max<std::uint32_t>(authors, 1);
  if (tight(a, b)) return 0;
  if (a.text == "," || a.text == ":" || binary_operator(a) || binary_operator(b)) return 1;
  return authors >= 2 && phrase_boundary(a, b) ? authors : 1;
}

std::string joined(const Line& line) {
  std::string text = line.front()->text;
  for (std::size_t i = 1; i < line.size(); ++i)
    text += std::string(gap(*line[i - 1], *line[i]), ' ') + line[i]->text;
  return text;
}

// A line that carries on the item above it: not a new item, not a block's close.
bool continues(const Line& line) {
  return !line.front()->starts_item && line.front()->text != "}";
}

// The first line after `from` that holds code, or null.
const Line* next_code_line(const std::vector<Line>& lines, std::size_t from) {
  for (std::size_t i = from + 1; i < lines.size(); ++i)
    if (!lines[i].front()->comment) return &lines[i];
  return nullptr;
}

}  // namespace

std::string lay_out(const std::vector<LayoutToken>& tokens) {
  const auto lines = lines_of(tokens);
  std::string out;
  int depth = 0;
  // The line that began the current item, as the author indented it and as laid out: lines that
  // continue it keep their indentation relative to it (aligned `else` branches, wrapped calls).
  std::uint32_t item_column = 0;
  std::uint32_t item_indent = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    if (i > 0 && line.front()->line > lines[i - 1].front()->line + 1) out += "\n";
    const Line* code = line.front()->comment ? next_code_line(lines, i) : &line;
    const bool closes = line.front()->text == "}";
    std::uint32_t indent = kIndent * static_cast<std::uint32_t>(std::max(0, closes ? depth - 1 : depth));
    if (code && continues(*code)) {
      indent = item_indent + (line.front()->column - std::min(line.front()->column, item_column));
    } else if (!line.front()->comment) {
      item_column = line.front()->column;
      item_indent = indent;
    }
    out += std::string(indent, ' ') + joined(line) + "\n";
    for (const auto* t : line) depth += t->comment ? 0 : t->text == "{" ? 1 : t->text == "}" ? -1 : 0;
  }
  return out;
}

}  // namespace advise::syntax
