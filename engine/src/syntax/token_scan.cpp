#include "syntax/token_scan.h"

#include "AdviceLexer.h"
#include "base/limits.h"
#include "syntax/token_types.h"

namespace advise::syntax {
namespace {

// The types of the tokens the scan counts, found once by their spelling in the generated
// vocabulary (the grammar names none of them). Comparing each token's spelling as text instead
// was a twentieth of the time to load a large catalog.
struct CountedTypes {
  std::size_t open_paren, open_bracket, open_brace;
  std::size_t close_paren, close_bracket, close_brace;
  std::size_t comma, not_word, minus;
};

const CountedTypes& counted_types() {
  static const CountedTypes types{literal_type("'('"), literal_type("'['"), literal_type("'{'"),
                                  literal_type("')'"), literal_type("']'"), literal_type("'}'"),
                                  literal_type("','"), literal_type("'not'"), literal_type("'-'")};
  return types;
}

}  // namespace

bool BracketScan::step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink) {
  const auto type = token->getType();
  const auto& counted = counted_types();
  if (type == counted.open_paren || type == counted.open_bracket || type == counted.open_brace) {
    open_.push_back({range_of(token, at), type == counted.open_brace, 0});
    if (open_.size() == static_cast<std::size_t>(kMaxNesting) + 1) {
      sink.error(open_.back().range, "E-NESTING", "nesting deeper than " + std::to_string(kMaxNesting) + " levels");
      return false;
    }
  } else if ((type == counted.close_paren || type == counted.close_bracket || type == counted.close_brace) &&
             !open_.empty()) {
    open_.pop_back();
  } else if (type == counted.comma && !open_.empty() && !open_.back().brace &&
             ++open_.back().commas == base::limits::kMaxArguments) {
    sink.error(open_.back().range, "E-LIMIT",
               "a call or list with more than " + std::to_string(base::limits::kMaxArguments) +
                   " arguments: the limit is " + std::to_string(base::limits::kMaxArguments));
    return false;
  }
  return true;
}

bool TokenScan::step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink) {
  // Comments are on the hidden channel for the formatter; the parser never sees them.
  if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) return true;
  const auto type = token->getType();
  prefix_run_ = (type == counted_types().not_word || type == counted_types().minus) ? prefix_run_ + 1 : 0;
  if (prefix_run_ == kMaxNesting + 1) {
    sink.error(range_of(token, at), "E-NESTING",
               "more than " + std::to_string(kMaxNesting) + " prefix operators in a row");
    return false;
  }
  switch (type) {
    case AdviceLexer::UNKNOWN_CHAR:
      sink.error(range_of(token, at), "E-CHAR", "unexpected character '" + token->getText() + "'");
      return true;
    case AdviceLexer::UNTERMINATED_STRING:
      sink.error(range_of(token, at), "E-STRING", "string is not closed before the end of the line");
      return true;
    default:
      return brackets_.step(token, at, sink);
  }
}

bool scan_tokens(antlr4::CommonTokenStream& tokens, const Placement& at, base::DiagnosticSink& sink) {
  tokens.fill();
  TokenScan scan;
  // By index: getTokens() would copy the whole file's token list (6 MB for 10k GPUs).
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (!scan.step(tokens.get(i), at, sink)) return false;
  return true;
}

std::unique_ptr<antlr4::Token> ScanningLexer::nextToken() {
  auto token = lexer_.nextToken();
  const auto errors = sink_.error_count();
  if (!refused_ && (!scan_.step(token.get(), at_, sink_) || sink_.error_count() != errors)) refused_ = true;
  if (refused_) static_cast<antlr4::CommonToken&>(*token).setType(antlr4::Token::EOF);
  return token;
}

}  // namespace advise::syntax
