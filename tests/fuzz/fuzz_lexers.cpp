// libFuzzer target: the table lexer (engine/src/syntax/table_lexer.h) and ANTLR's generated lexer
// must make the same tokens (type, channel, place) for any ASCII input; the target aborts where
// they differ. Other input is not the table lexer's and is not added to the corpus.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "syntax/lexed_tokens.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (std::any_of(data, data + size, [](std::uint8_t byte) { return byte >= 128; })) return -1;
  const std::string text(reinterpret_cast<const char*>(data), size);
  using advise::syntax::LexerKind;
  const auto antlr = advise::syntax::lex(text, LexerKind::Antlr);
  const auto table = advise::syntax::lex(text, LexerKind::Table);
  if (antlr == table) return 0;
  for (std::size_t i = 0; i < antlr.size() && i < table.size(); ++i) {
    if (antlr[i] == table[i]) continue;
    std::fprintf(stderr, "token %zu: ANTLR %s, table %s\n", i, describe(antlr[i]).c_str(), describe(table[i]).c_str());
    break;
  }
  std::abort();
}
