#include "syntax/syntax_errors.h"

#include <algorithm>
#include <cctype>

#include "AdviceLexer.h"
#include "base/utf8.h"
#include "syntax/unit_words.h"

namespace advise::syntax {
namespace {

// Replaces the grammar's token names in ANTLR messages with words a user knows.
std::string friendly(std::string message) {
  static const std::pair<const char*, const char*> names[] = {
      {"IDENT", "a name"},     {"STRING", "a string"},  {"NUMBER", "a number"},
      {"PERCENT", "'%'"},      {"DATE", "a date"},      {"<EOF>", "end of file"},
      {"UNKNOWN_CHAR", "an unexpected character"},
  };
  for (auto [from, to] : names) {
    for (std::size_t at = message.find(from); at != std::string::npos;
         at = message.find(from, at + std::string(to).size())) {
      bool word_start = at == 0 || !std::isalnum(static_cast<unsigned char>(message[at - 1]));
      bool word_end = at + std::string(from).size() >= message.size() ||
                      !std::isalnum(static_cast<unsigned char>(message[at + std::string(from).size()]));
      if (word_start && word_end) message.replace(at, std::string(from).size(), to);
    }
  }
  // ANTLR lists every token that could follow as {a, b, c}: past a handful that helps nobody,
  // below that it reads better as "a, b or c".
  auto open = message.find("expecting {");
  if (open != std::string::npos) {
    auto close = message.rfind('}');
    std::string set = close > open ? message.substr(open + 11, close - open - 11) : "";
    auto commas = std::count(set.begin(), set.end(), ',');
    if (commas > 6) {
      message.erase(open == 0 ? 0 : open - 1);
    } else {
      auto last = set.rfind(", ");
      if (last != std::string::npos) set.replace(last, 2, " or ");
      message = message.substr(0, open) + "expecting " + set + (close + 1 < message.size() ? message.substr(close + 1) : "");
    }
  }
  return message;
}

}  // namespace

void SyntaxErrorListener::syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line,
                                      size_t column, const std::string& message, std::exception_ptr) {
  // Bad characters and unterminated strings were already reported by the lexical scan.
  if (offending && (offending->getType() == AdviceLexer::UNKNOWN_CHAR ||
                    offending->getType() == AdviceLexer::UNTERMINATED_STRING))
    return;
  auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
  if (offending && parser && report_unknown_unit(parser, offending)) return;
  base::SourceRange r;
  if (offending) {
    r = range_of(offending, at_);
  } else {
    r.file = at_.file;
    r.line = static_cast<std::uint32_t>(line) + at_.line_offset;
    r.column = static_cast<std::uint32_t>(column) + 1 + (line == 1 ? at_.column_offset : 0);
  }
  std::string hint;
  // A keyword or unit word where a name was expected: the user thinks of it as a name.
  const std::string wanted = "expecting IDENT";
  if (offending && offending->getType() != AdviceLexer::IDENT && message.size() >= wanted.size() &&
      message.compare(message.size() - wanted.size(), wanted.size(), wanted) == 0) {
    const std::string word = offending->getText();
    if (!word.empty() && std::isalpha(static_cast<unsigned char>(word[0])))
      hint = "'" + word + "' is a reserved word of the language and cannot be a name";
  }
  sink_.error(r, "E-SYNTAX", friendly(message), hint);
}

bool SyntaxErrorListener::report_unknown_unit(antlr4::Parser* parser, antlr4::Token* offending) {
  const antlr4::Token* word = word_after_number(parser->getTokenStream(), offending->getTokenIndex());
  if (!word || is_unit_word(word->getText())) return false;
  if (word->getTokenIndex() == reported_word_) return true;
  const std::string text = word->getText();
  const std::string meant = closest_unit_word(text);
  if (meant.empty() && word != offending) return false;
  std::string hint = meant.empty() ? "" : "did you mean '" + meant + "'?";
  // 224x224x3 lexes as 224 and the name x224x3.
  if (meant.empty() && text.size() > 1 && text[0] == 'x' && std::isdigit(static_cast<unsigned char>(text[1])))
    hint = "a shape has spaces around x: 224 x 224 x 3";
  sink_.error(range_of(word, at_), "E-UNIT", "unknown unit '" + text + "'", hint);
  reported_word_ = word->getTokenIndex();
  return true;
}

const antlr4::Token* SyntaxErrorListener::word_after_number(antlr4::TokenStream* stream, std::size_t index) {
  constexpr int kLookBack = 3;
  const antlr4::Token* after = nullptr;  // the default-channel token after the one at i
  int seen = 0;
  for (auto i = static_cast<std::ptrdiff_t>(index); i >= 0 && seen <= kLookBack; --i) {
    const antlr4::Token* token = stream->get(static_cast<std::size_t>(i));
    if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) continue;
    ++seen;
    if (after && after->getType() == AdviceLexer::IDENT && token->getType() == AdviceLexer::NUMBER) return after;
    after = token;
  }
  return nullptr;
}

bool check_encoding(const std::string& text, const Placement& at, base::DiagnosticSink& sink) {
  const auto bad = base::first_invalid_utf8(text);
  if (!bad) return true;
  base::SourceRange r;
  r.file = at.file;
  r.line = 1 + at.line_offset;
  r.column = 1 + at.column_offset;
  for (std::size_t k = 0; k < *bad; ++k) {
    if (text[k] == '\n') {
      ++r.line;
      r.column = 1;
    } else if (!base::is_continuation_byte(text[k])) {
      ++r.column;
    }
  }
  static const char* hex = "0123456789ABCDEF";
  const auto byte = static_cast<unsigned char>(text[*bad]);
  sink.error(r, "E-ENCODING", std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15] + " is not UTF-8",
             "source files are UTF-8 text; convert this one (e.g. iconv -t UTF-8)");
  return false;
}

}  // namespace advise::syntax
