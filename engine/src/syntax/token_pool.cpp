#include "syntax/token_pool.h"

#include <sanitizer/asan_interface.h>  // its macros do nothing outside AddressSanitizer builds

#include <cstddef>
#include <new>

namespace advise::syntax {
namespace {

// Each chunk holds the pool it came from, then the token: a token is freed through
// `std::unique_ptr<Token>`, whose delete reaches PooledToken's operator delete through the
// virtual destructor, with nothing but the token's address. A freed token is poisoned, so that
// AddressSanitizer reports a read of it as it would a freed heap block (the header stays
// readable: the pool links its free chunks through it).
constexpr std::size_t kHeader = alignof(std::max_align_t);

class PooledToken : public antlr4::CommonToken {
 public:
  using CommonToken::CommonToken;

  static void* operator new(std::size_t, boost::pool<>& pool) {
    void* chunk = pool.malloc();
    if (!chunk) throw std::bad_alloc();
    *static_cast<boost::pool<>**>(chunk) = &pool;
    ASAN_UNPOISON_MEMORY_REGION(static_cast<char*>(chunk) + kHeader, sizeof(PooledToken));
    return static_cast<char*>(chunk) + kHeader;
  }
  static void operator delete(void* token) {
    void* chunk = static_cast<char*>(token) - kHeader;
    ASAN_POISON_MEMORY_REGION(token, sizeof(PooledToken));
    (*static_cast<boost::pool<>**>(chunk))->free(chunk);
  }
  // Called only when a constructor throws after the placement new above.
  static void operator delete(void* token, boost::pool<>&) { operator delete(token); }
};

constexpr std::size_t kChunk = kHeader + sizeof(PooledToken);
constexpr std::size_t kFirstBlock = 256;  // chunks; a declaration's lookahead needs a few dozen
constexpr std::size_t kLargestBlock = 8192;

}  // namespace

PooledTokenFactory::PooledTokenFactory() : pool_(kChunk, kFirstBlock, kLargestBlock) {}

std::unique_ptr<antlr4::CommonToken> PooledTokenFactory::create(
    std::pair<antlr4::TokenSource*, antlr4::CharStream*> source, size_t type, const std::string& text,
    size_t channel, size_t start, size_t stop, size_t line, size_t char_position_in_line) {
  std::unique_ptr<antlr4::CommonToken> token(new (pool_) PooledToken(source, type, channel, start, stop));
  token->setLine(line);
  token->setCharPositionInLine(char_position_in_line);
  if (!text.empty()) token->setText(text);
  return token;
}

std::unique_ptr<antlr4::CommonToken> PooledTokenFactory::create(size_t type, const std::string& text) {
  return std::unique_ptr<antlr4::CommonToken>(new (pool_) PooledToken(type, text));
}

}  // namespace advise::syntax
