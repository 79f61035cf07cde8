#include "syntax/parser.h"

#include <optional>
#include <string>

#include "AdviceLexer.h"
#include "AdviceParser.h"
#include "antlr4-runtime.h"
#include "syntax/ast_builder.h"
#include "syntax/char_input.h"
#include "syntax/placement.h"
#include "syntax/prediction.h"
#include "syntax/syntax_errors.h"
#include "syntax/table_lexer.h"
#include "syntax/token_pool.h"
#include "syntax/token_scan.h"

namespace advise::syntax {
namespace {

// Stops the parse when rule invocations nest deeper than kMaxParserDepth, before the
// recursive-descent parser runs out of stack.
class NestingGuard : public antlr4::tree::ParseTreeListener {
 public:
  struct TooDeep {
    antlr4::Token* at;
  };
  void enterEveryRule(antlr4::ParserRuleContext* ctx) override {
    if (++depth_ > kMaxParserDepth) throw TooDeep{ctx->getStart()};
  }
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
  void release_consumed() {
    std::size_t keep = _p;  // _tokens[keep - 1]: the last default-channel token before _p
    while (keep > 1 && _tokens[keep - 1]->getChannel() != antlr4::Token::DEFAULT_CHANNEL) --keep;
    if (keep < 2) return;
    const std::size_t drop = keep - 1;
    _tokens.erase(_tokens.begin(), _tokens.begin() + static_cast<std::ptrdiff_t>(drop));
    _p -= drop;
    for (auto& token : _tokens)
      static_cast<antlr4::CommonToken&>(*token).setTokenIndex(token->getTokenIndex() - drop);
  }
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
  // token is scanned as the parser fetches it (ScanningLexer).
  Pipeline(const std::string& text, base::DiagnosticSink& sink, Placement at, Scan scan = Scan::First)
      : input(char_input(text)),
        lexer(input.get()),
        table(text, input.get(), &token_factory),
        source(is_ascii(text) ? static_cast<antlr4::TokenSource&>(table) : lexer),
        scanning(source, at, sink),
        tokens(scan == Scan::AsParsed ? static_cast<antlr4::TokenSource*>(&scanning) : &source),
        parser(&tokens),
        listener(sink, at) {
    lexer.setTokenFactory(&token_factory);
    lexer.removeErrorListeners();
    parser.removeErrorListeners();
    parser.addErrorListener(&listener);
    parser.addParseListener(&guard);
    use_lean_prediction(parser);
  }
};

// Runs one start rule of the parser; null after reporting when its input nests too deep.
template <typename StartRule>
auto parse_guarded(const Placement& at, base::DiagnosticSink& sink, StartRule start) -> decltype(start()) {
  try {
    return start();
  } catch (const NestingGuard::TooDeep& deep) {
    sink.error(range_of(deep.at, at), "E-NESTING",
               "nesting deeper than " + std::to_string(kMaxNesting) + " levels", "split it into several lets");
    return nullptr;
  }
}

// Parses with ANTLR's fast SLL prediction first; only input it cannot parse that way (a syntax
// error, or a rare construct that needs full context) is parsed again with full LL prediction,
// which also reports the errors. This is ANTLR's documented two-stage strategy.
template <class Tree>
Tree* parse_two_stage(Pipeline& p, Tree* (AdviceParser::*rule)()) {
  auto* simulator = p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  try {
    return (p.parser.*rule)();
  } catch (const antlr4::ParseCancellationException&) {
  }
  p.parser.reset();
  p.guard.reset();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::LL);
  p.parser.setErrorHandler(std::make_shared<antlr4::DefaultErrorStrategy>());
  p.parser.addErrorListener(&p.listener);
  return (p.parser.*rule)();
}



// Whether a token can begin an entity declaration (the first set of the grammar's entityDecl).
bool starts_entity(AdviceParser& parser, std::size_t token_type) {
  static const antlr4::misc::IntervalSet first = [&] {
    const auto& atn = parser.getATN();
    return atn.nextTokens(atn.ruleToStartState[AdviceParser::RuleEntityDecl]);
  }();
  return first.contains(token_type);
}

// Runs a rule whose AST builder reads only the grammar's labels without making a parse tree: a
// catalog's declarations are most of what a large program parses, and their tree nodes (a node
// per token, a child list per rule) were a tenth of its load time.
template <class Tree>
Tree* parse_without_tree(AdviceParser& parser, Tree* (AdviceParser::*rule)()) {
  parser.setBuildParseTree(false);
  Tree* tree = (parser.*rule)();
  parser.setBuildParseTree(true);
  return tree;
}

// The path of input without syntax errors, nearly all input: SLL prediction one declaration at a
// time, each token scanned as it is read and each declaration's parse tree and tokens freed once
// it is made into AST. Holding a whole file's tokens and parse trees at once was most of the load's
// peak memory, and freeing them a tenth of its time. Null, with what was reported taken back, when
// the input needs more (a token the scan reports on, a syntax error, a construct SLL cannot decide,
// nesting too deep): the whole-file parse then redoes it on a new pipeline, as this one's tokens
// are freed as they are used.
std::optional<Module> parse_declarations(Pipeline& p, AstBuilder& builder, base::DiagnosticSink& sink,
                                         std::uint32_t file) {
  const auto mark = sink.mark();
  p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  p.guard.reset(1);  // as inside the file rule, so that the depth limit is the same
  Module m;
  m.file = file;
  try {
    while (p.tokens.LA(1) != antlr4::Token::EOF) {
      if (starts_entity(p.parser, p.tokens.LA(1)))
        builder.add_entity(m, parse_without_tree(p.parser, &AdviceParser::entityDecl));
      else
        builder.add_decl(m, p.parser.decl());
      p.parser.getTreeTracker().reset();
      p.tokens.release_consumed();
    }
    if (!p.scanning.refused()) return m;
  } catch (const antlr4::ParseCancellationException&) {
  } catch (const NestingGuard::TooDeep&) {
  }
  sink.rollback(mark);
  builder.forget_reports();
  return std::nullopt;
}

}  // namespace

ExprPtr parse_expression_at(const base::SourceFiles& files, const std::string& text, Placement at,
                            base::DiagnosticSink& sink) {
  Pipeline p(text, sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(p.tokens, at, sink)) return nullptr;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(p, &AdviceParser::exprOnly); });
  if (sink.error_count() > errors_before) return nullptr;
  AstBuilder builder(files, sink, at);
  return builder.expr(tree->expr());
}

Module parse_module(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  Placement at{file, 0, 0};
  Module empty;
  empty.file = file;
  if (!check_encoding(files.text(file), at, sink)) return empty;
  AstBuilder builder(files, sink, at);
  {
    Pipeline p(files.text(file), sink, at, Pipeline::Scan::AsParsed);
    if (auto module = parse_declarations(p, builder, sink, file)) return std::move(*module);
  }
  Pipeline again(files.text(file), sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(again.tokens, at, sink)) return empty;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(again, &AdviceParser::file); });
  if (sink.error_count() > errors_before) return empty;
  return builder.module(tree);
}

ExprPtr parse_expression(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  const Placement at{file, 0, 0};
  if (!check_encoding(files.text(file), at, sink)) return nullptr;
  return parse_expression_at(files, files.text(file), at, sink);
}

}  // namespace advise::syntax
