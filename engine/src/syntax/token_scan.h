#pragma once
// The checks made on every token before the parser sees it: bad characters, unterminated
// strings, runaway nesting and oversized argument lists, each reported at its place. Internal to
// syntax/ (ANTLR types).
#include <memory>
#include <string>
#include <vector>

#include "antlr4-runtime.h"
#include "base/diagnostic_sink.h"
#include "syntax/placement.h"

namespace advise::syntax {

// Brackets open at a point of the token scan, with the commas counted inside each: a call or list
// with too many arguments is refused before the parser builds a tree for it (a million-argument
// max() took 32 s and 1.3 GB of parse tree before any check ran).
class BracketScan {
 public:
  // False (after reporting) when the token nests too deep or holds too many arguments.
  bool step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink);

 private:
  struct Open {
    base::SourceRange range;  // its place, not the token: the declaration-at-a-time parse frees tokens as it goes
    bool brace;               // a block: its commas are not arguments
    std::size_t commas;       // inside it
  };
  std::vector<Open> open_;
};

class TokenScan {
 public:
  // False (after reporting) when the token must not be parsed: nesting or an argument count over
  // its limit. Lexical errors are reported and return true, so that the parser reports the rest.
  bool step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink);

 private:
  BracketScan brackets_;
  int prefix_run_ = 0;  // `not not not ...` recurses in the parser like brackets do
};

// Scans a whole stream's tokens (TokenScan) before it is parsed; false when it must not be.
bool scan_tokens(antlr4::CommonTokenStream& tokens, const Placement& at, base::DiagnosticSink& sink);

// The lexer, each token scanned (TokenScan) as the parser asks for it, for the path that parses a
// file one declaration at a time: lexing the whole file first held all of its tokens at once, the
// largest part of a large catalog's peak memory. A token the scan reports on ends the input there
// (an EOF token) and marks it refused(): the whole-file parse then scans first and reports.
// Throwing instead would unwind through ANTLR's prediction, which leaks what it holds.
class ScanningLexer : public antlr4::TokenSource {
 public:
  ScanningLexer(antlr4::TokenSource& lexer, const Placement& at, base::DiagnosticSink& sink)
      : lexer_(lexer), at_(at), sink_(sink) {}

  bool refused() const { return refused_; }

  std::unique_ptr<antlr4::Token> nextToken() override;
  size_t getLine() const override { return lexer_.getLine(); }
  size_t getCharPositionInLine() override { return lexer_.getCharPositionInLine(); }
  antlr4::CharStream* getInputStream() override { return lexer_.getInputStream(); }
  std::string getSourceName() override { return lexer_.getSourceName(); }
  antlr4::TokenFactory<antlr4::CommonToken>* getTokenFactory() override { return lexer_.getTokenFactory(); }

 private:
  antlr4::TokenSource& lexer_;
  Placement at_;
  base::DiagnosticSink& sink_;
  TokenScan scan_;
  bool refused_ = false;
};

}  // namespace advise::syntax
