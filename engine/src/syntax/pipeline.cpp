#include "syntax/pipeline.h"

#include "syntax/char_input.h"
#include "syntax/prediction.h"

namespace advise::syntax {

void NestingGuard::enterEveryRule(antlr4::ParserRuleContext* ctx) {
  if (++depth_ > kMaxParserDepth) throw TooDeep{ctx->getStart()};
}

void ReleasingTokenStream::release_consumed() {
  std::size_t keep = _p;  // _tokens[keep - 1]: the last default-channel token before _p
  while (keep > 1 && _tokens[keep - 1]->getChannel() != antlr4::Token::DEFAULT_CHANNEL) --keep;
  if (keep < 2) return;
  const std::size_t drop = keep - 1;
  _tokens.erase(_tokens.begin(), _tokens.begin() + static_cast<std::ptrdiff_t>(drop));
  _p -= drop;
  for (auto& token : _tokens)
    static_cast<antlr4::CommonToken&>(*token).setTokenIndex(token->getTokenIndex() - drop);
}

Pipeline::Pipeline(std::string_view text, base::DiagnosticSink& sink, Placement at, Scan scan)
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

}  // namespace advise::syntax
