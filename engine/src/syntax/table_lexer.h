#pragma once
// The grammar's lexer for ASCII text, run from a transition table that lexer_table_gen.cpp makes
// at build time out of ANTLR's own lexer DFA: the same tokens (types, channels, places, skipped
// spaces) as AdviceLexer, without the lock and hash lookup ANTLR pays per character, which were a
// third of the time to load a large catalog. It reads ASCII text only (is_ascii, char_input.h);
// other text goes to AdviceLexer.
#include <string_view>
#include <vector>

#include "antlr4-runtime.h"

namespace advise::syntax {

class TableLexer : public antlr4::TokenSource {
 public:
  // `input` is the same text as ANTLR reads it (tokens read their text from it); the text, the
  // input and the factory must outlive the lexer and its tokens.
  TableLexer(std::string_view text, antlr4::CharStream* input, antlr4::TokenFactory<antlr4::CommonToken>* factory);

  std::unique_ptr<antlr4::Token> nextToken() override;
  size_t getLine() const override { return line_; }
  size_t getCharPositionInLine() override { return column_; }
  antlr4::CharStream* getInputStream() override { return input_; }
  std::string getSourceName() override { return input_->getSourceName(); }
  antlr4::TokenFactory<antlr4::CommonToken>* getTokenFactory() override { return factory_; }

  // The types of the first `count` tokens the parser would see in `text` (fewer at its end),
  // without making tokens: a look at the start of a line.
  static std::vector<std::size_t> leading_types(std::string_view text, std::size_t count);

 private:
  // The end of the longest token from at_ and the state that accepts it; {at_, -1} when none.
  std::pair<std::size_t, int> longest_match() const;
  void advance_to(std::size_t end);

  std::string_view text_;
  antlr4::CharStream* input_;
  antlr4::TokenFactory<antlr4::CommonToken>* factory_;
  std::size_t at_ = 0;
  std::size_t line_ = 1;
  std::size_t column_ = 0;
};

}  // namespace advise::syntax
