#pragma once
// A token factory for the lexer that takes every token from a pool of fixed-size chunks
// (boost::pool) owned by one parse. A file parsed one declaration at a time makes and frees its
// tokens one by one; from the heap, they were scattered among the AST's nodes, and the freed
// pieces left the heap too broken up for the columns of the first query (5x slower at 100k GPUs).
// The factory must outlive every token it made.
#include <boost/pool/pool.hpp>
#include <memory>
#include <string>

#include "antlr4-runtime.h"

namespace advise::syntax {

class PooledTokenFactory : public antlr4::TokenFactory<antlr4::CommonToken> {
 public:
  PooledTokenFactory();
  // As antlr4::CommonTokenFactory without copyText: a token's text is read from the input.
  std::unique_ptr<antlr4::CommonToken> create(std::pair<antlr4::TokenSource*, antlr4::CharStream*> source,
                                              size_t type, const std::string& text, size_t channel,
                                              size_t start, size_t stop, size_t line,
                                              size_t char_position_in_line) override;
  std::unique_ptr<antlr4::CommonToken> create(size_t type, const std::string& text) override;

 private:
  boost::pool<> pool_;
};

}  // namespace advise::syntax
