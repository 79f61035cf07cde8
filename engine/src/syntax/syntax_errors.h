#pragma once
// How syntax errors reach the user: ANTLR's messages in the language's words, a misspelt unit
// reported as such, and input that is not UTF-8 located at its first bad byte. Internal to syntax/.
#include <string>

#include "antlr4-runtime.h"
#include "base/diagnostic_sink.h"
#include "syntax/placement.h"

namespace advise::syntax {

class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(base::DiagnosticSink& sink, Placement at) : sink_(sink), at_(at) {}

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line,
                   size_t column, const std::string& message, std::exception_ptr) override;

 private:
  // A name after a number that is not in the unit table parses as something else (the next
  // property, say), and the parser stops at it or a few tokens later. The misspelt unit is the
  // error to report: when the parser stopped at the word itself, or when the word is close to a
  // unit word. Later errors that find the same word are consequences and stay silent.
  bool report_unknown_unit(antlr4::Parser* parser, antlr4::Token* offending);
  // The name right after a number among the last few tokens up to `index`, if any.
  static const antlr4::Token* word_after_number(antlr4::TokenStream* stream, std::size_t index);

  std::size_t reported_word_ = static_cast<std::size_t>(-1);
  base::DiagnosticSink& sink_;
  Placement at_;
};

// Reports the first byte that is not UTF-8, at its line and column: the lexer cannot read on.
bool check_encoding(const std::string& text, const Placement& at, base::DiagnosticSink& sink);

}  // namespace advise::syntax
