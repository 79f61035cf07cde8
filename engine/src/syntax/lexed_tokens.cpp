#include "syntax/lexed_tokens.h"

#include "AdviceLexer.h"
#include "syntax/char_input.h"
#include "syntax/table_lexer.h"
#include "syntax/token_pool.h"

namespace advise::syntax {

std::vector<LexedToken> lex(const std::string& text, LexerKind kind) {
  auto input = char_input(text);
  PooledTokenFactory factory;
  AdviceLexer antlr_lexer(input.get());
  antlr_lexer.removeErrorListeners();
  antlr_lexer.setTokenFactory(&factory);
  TableLexer table_lexer(text, input.get(), &factory);
  antlr4::TokenSource& source = kind == LexerKind::Antlr ? static_cast<antlr4::TokenSource&>(antlr_lexer) : table_lexer;
  std::vector<LexedToken> tokens;
  for (;;) {
    auto token = source.nextToken();
    tokens.push_back({token->getType(), token->getChannel(), token->getStartIndex(), token->getStopIndex(),
                      token->getLine(), token->getCharPositionInLine()});
    if (token->getType() == antlr4::Token::EOF) return tokens;
  }
}

std::string describe(const LexedToken& token) {
  const std::string name = token.type == antlr4::Token::EOF
                               ? "EOF"
                               : std::string(AdviceLexer(nullptr).getVocabulary().getSymbolicName(token.type));
  return name + " channel " + std::to_string(token.channel) + " at " + std::to_string(token.line) + ":" +
         std::to_string(token.column) + " [" + std::to_string(token.start) + ", " + std::to_string(token.stop) + "]";
}

}  // namespace advise::syntax
