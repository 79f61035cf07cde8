#pragma once
// One text on its way through the generated parser: input, lexer, token scan, token stream and
// parser, wired together. Internal to syntax/ (ANTLR types).
#include <memory>
#include <string_view>

#include "AdviceLexer.h"
#include "AdviceParser.h"
#include "antlr4-runtime.h"
#include "base/diagnostic_sink.h"
#include "syntax/placement.h"
#include "syntax/syntax_errors.h"
#include "syntax/table_lexer.h"
#include "syntax/token_pool.h"
#include "syntax/token_scan.h"

namespace advise::syntax {

// Stops the parse when rule invocations nest deeper than kMaxParserDepth, before the
// recursive-descent parser runs out of stack.
class NestingGuard : public antlr4::tree::ParseTreeListener {
 public:
  struct TooDeep {
    antlr4::Token* at;
  };
  void enterEveryRule(antlr4::ParserRuleContext* ctx) override;
  void exitEveryRule(antlr4::ParserRuleContext*) override { --depth_; }
  void visitTerminal(antlr4::tree::TerminalNode*) override {}
  void visitErrorNode(antlr4::tree::ErrorNode*) override {}
  // A parse that bailed out (the SLL stage) leaves rules it never exited. `depth`: the rules a
  // parse is already inside (1 for declarations parsed outside their file rule).
  void reset(int depth = 0) { depth_ = depth; }

 private:
  int depth_ = 0;
};

// A token stream that frees the tokens of declarations already parsed: a whole file's tokens
// held until its end were a third of a large catalog's peak memory.
class ReleasingTokenStream : public antlr4::CommonTokenStream {
 public:
  using CommonTokenStream::CommonTokenStream;
  // Frees the tokens before the current one, except the last one on the parser's channel, which
  // the parser reads back (LT(-1)) when a rule ends, and numbers the rest from 0 again, so that the
  // list stays as short as the lookahead. Only between declarations: freed tokens cannot be read
  // again, and a parse that must start over needs a new stream.
  void release_consumed();
};

struct Pipeline {
  std::unique_ptr<antlr4::CharStream> input;  // reads the text given: it must outlive the pipeline
  PooledTokenFactory token_factory;           // before the tokens: it outlives them
  AdviceLexer lexer;
  TableLexer table;
  antlr4::TokenSource& source;  // the table lexer for ASCII text, else ANTLR's
  ScanningLexer scanning;  // the lexer's tokens scanned one by one, when the pipeline scans as it parses
  ReleasingTokenStream tokens;
  AdviceParser parser;
  SyntaxErrorListener listener;
  NestingGuard guard;

  enum class Scan { First, AsParsed };
  // Scan::First: the caller scans the stream (scan_tokens) before parsing; Scan::AsParsed: each
  // token is scanned as the parser fetches it (ScanningLexer). The text must outlive the pipeline.
  Pipeline(std::string_view text, base::DiagnosticSink& sink, Placement at, Scan scan = Scan::First);
};

}  // namespace advise::syntax
