// The table lexer (syntax/table_lexer.h) must make exactly ANTLR's tokens: every shipped and test
// .dsl file, hand-picked edge cases and random texts are lexed both ways and compared token by token.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <random>

#include "../read_file.h"
#include "syntax/lexed_tokens.h"

using advise::syntax::describe;
using advise::syntax::lex;
using advise::syntax::LexerKind;

namespace {

// The table lexer reads ASCII text only; the parser gives anything else to ANTLR's.
bool ascii(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 128; });
}

// Empty when both lexers agree, else where they first differ.
std::string first_difference(const std::string& text) {
  const auto antlr = lex(text, LexerKind::Antlr);
  const auto table = lex(text, LexerKind::Table);
  for (std::size_t i = 0; i < antlr.size() && i < table.size(); ++i)
    if (!(antlr[i] == table[i])) return "token " + std::to_string(i) + ": ANTLR " + describe(antlr[i]) + ", table " + describe(table[i]);
  if (antlr.size() != table.size())
    return "ANTLR made " + std::to_string(antlr.size()) + " tokens, the table " + std::to_string(table.size());
  return "";
}

}  // namespace

TEST_CASE("the table lexer makes ANTLR's tokens for every .dsl file in the repository") {
  std::size_t compared = 0;
  for (const char* folder : {"examples", "rules", "catalog", "tests", "bench"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
      if (entry.path().extension() != ".dsl") continue;
      const std::string text = read(entry.path());
      if (!ascii(text)) continue;
      INFO(entry.path().string());
      CHECK(first_difference(text) == "");
      ++compared;
    }
  }
  CHECK(compared > 150);  // the folders are there and hold the files
}

TEST_CASE("the table lexer makes ANTLR's tokens for edge cases") {
  const char* cases[] = {
      "",  " ",  "\n\n\n",  "\r\n\tgpu",  "\"unterminated",  "\"open\nnext line",  "\"esc \\\" quote\"",
      "\"ends in backslash\\",  "# comment at the end",  "a # comment\nb",  "1e",  "1e+",  "1.2.3",  "1.",
      "2019-04",  "2019-04-0",  "2019-04-01x",  "201-04",  "12345-67",  "a1_b2 _x",  "??  ?",  "<= >= == != < >",
      "@ ^ % $ ` ~ \x01 \x7f",  "notx not x",  "gpu\"s\"{}[](),.",
      "'quoted'",  "x\r",
  };
  for (const std::string text : cases) {
    INFO(text);
    CHECK(first_difference(text) == "");
  }
  const std::string with_nul("a\0b", 3);
  CHECK(first_difference(with_nul) == "");
}

TEST_CASE("the table lexer makes ANTLR's tokens for random texts") {
  // Characters the grammar uses, weighted towards those that start or end tokens.
  const std::string alphabet = "aegilnpstuxyzGW_019-.eE+\"\\ \t\r\n#@<>=!?%^*/(),[]{}:'~";
  std::mt19937 random(20261126);
  std::uniform_int_distribution<std::size_t> length(0, 40), pick(0, alphabet.size() - 1), any(0, 127);
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    for (std::size_t n = length(random); n > 0; --n)
      text += static_cast<char>(i % 10 == 0 ? any(random) : static_cast<unsigned char>(alphabet[pick(random)]));
    INFO(text);
    REQUIRE(first_difference(text) == "");
  }
}
