#include "syntax/table_lexer.h"

#include <cstdint>

namespace advise::syntax {
namespace {

struct TableAccept {
  std::size_t type;  // 0: not an accept state
  std::size_t channel;
  bool skip;
};

#include "lexer_table.inc"

constexpr std::size_t kAsciiEnd = 128;

}  // namespace

TableLexer::TableLexer(std::string_view text, antlr4::CharStream* input,
                       antlr4::TokenFactory<antlr4::CommonToken>* factory)
    : text_(text), input_(input), factory_(factory) {}

std::pair<std::size_t, int> TableLexer::longest_match() const {
  std::pair<std::size_t, int> accepted{at_, -1};
  int state = 0;
  for (std::size_t k = at_; k < text_.size(); ++k) {
    const auto c = static_cast<unsigned char>(text_[k]);
    state = c < kAsciiEnd ? kTableNext[state][c] : -1;
    if (state < 0) break;
    if (kTableAccept[state].type != 0) accepted = {k + 1, state};
  }
  return accepted;
}

// As ANTLR's lexer counts: a line feed starts a line, every other character is a column.
void TableLexer::advance_to(std::size_t end) {
  for (; at_ < end; ++at_) {
    if (text_[at_] == '\n') {
      ++line_;
      column_ = 0;
    } else {
      ++column_;
    }
  }
}

std::unique_ptr<antlr4::Token> TableLexer::nextToken() {
  const std::pair<antlr4::TokenSource*, antlr4::CharStream*> source{this, input_};
  while (at_ < text_.size()) {
    const std::size_t start = at_, line = line_, column = column_;
    const auto [end, state] = longest_match();
    if (state < 0) {  // no rule matches (the grammar's catch-all makes this unreachable): as ANTLR, drop a character
      advance_to(at_ + 1);
      continue;
    }
    advance_to(end);
    const TableAccept& accept = kTableAccept[state];
    if (accept.skip) continue;
    return factory_->create(source, accept.type, "", accept.channel, start, end - 1, line, column);
  }
  return factory_->create(source, antlr4::Token::EOF, "", antlr4::Token::DEFAULT_CHANNEL, at_, at_ - 1, line_,
                          column_);
}

std::vector<std::size_t> TableLexer::leading_types(std::string_view text, std::size_t count) {
  TableLexer lexer(text, nullptr, nullptr);
  std::vector<std::size_t> types;
  while (types.size() < count && lexer.at_ < text.size()) {
    const auto [end, state] = lexer.longest_match();
    lexer.advance_to(state < 0 ? lexer.at_ + 1 : end);
    if (state < 0) continue;
    const TableAccept& accept = kTableAccept[state];
    if (!accept.skip && accept.channel == antlr4::Token::DEFAULT_CHANNEL) types.push_back(accept.type);
  }
  return types;
}

}  // namespace advise::syntax
