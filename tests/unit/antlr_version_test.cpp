// The ANTLR pieces syntax/ builds on beyond the public API: prediction.cpp subclasses the
// runtime's ParserATNSimulator, lexer_table_gen.cpp its LexerATNSimulator, token_pool.cpp its
// TokenFactory, char_input.cpp its CharStream, and the generated parser comes from the 4.7.2 tool
// (Debian 12 packages no 4.9 tool). They are held to the runtime they were written against: a
// new runtime fails here first, to be checked against those files before the version is changed.
#include <doctest/doctest.h>

#include "syntax/parser.h"

TEST_CASE("the ANTLR runtime is the one the subclassed internals were written against (4.9)") {
  CHECK(advise::syntax::antlr_runtime_version() == "4.9");
}
