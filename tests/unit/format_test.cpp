// The layout rules of `advise fmt` (docs/language.md, "Formatting").
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "advise/format.h"
#include "syntax/layout_tokens.h"

namespace {

std::string fmt(const std::string& text) {
  auto result = advise::format_text(text, "t.dsl");
  REQUIRE_MESSAGE(result.ok, advise::render(result.diagnostics));
  return result.text;
}

}  // namespace

TEST_CASE("fmt: spaces around binary operators and after commas, none inside parentheses") {
  CHECK(fmt("let a=1+2*( 3-  -4 )\n") == "let a = 1 + 2 * (3 - -4)\n");
  CHECK(fmt("let b = max( 1,2 ) ?? 0\n") == "let b = max(1, 2) ?? 0\n");
  CHECK(fmt("rule \"r\" {\n  cites F1 ,F2\n  when [1,2]!=[ 3 ]\n}\n") ==
        "rule \"r\" {\n  cites F1, F2\n  when [1, 2] != [3]\n}\n");
}

TEST_CASE("fmt: units, references, prices and layer arguments keep their tight spelling") {
  CHECK(fmt("let c = gpu . memory / 2 GB / s\n") == "let c = gpu.memory / 2 GB/s\n");
  CHECK(fmt("gpu \"X\" {\n  price 499 USD@2018-10 new,300 USD @ 2020-09 used\n}\n") ==
        "gpu \"X\" {\n  price 499 USD @ 2018-10 new, 300 USD @ 2020-09 used\n}\n");
  CHECK(fmt("network \"n\" {\n  conv( 64,kernel:7 )\n}\n") == "network \"n\" {\n  conv(64, kernel: 7)\n}\n");
}

TEST_CASE("fmt: indentation follows the braces, two spaces a level") {
  CHECK(fmt("network \"n\" {\nrepeat 2 {\n      relu()\n        }\n}\n") ==
        "network \"n\" {\n  repeat 2 {\n    relu()\n  }\n}\n");
}

TEST_CASE("fmt: continuation lines keep their place relative to the line they continue") {
  const std::string let = "  let z = if 1 > 2 then 1 B\n          else 2 B\n";
  CHECK(fmt(let) == "let z = if 1 > 2 then 1 B\n        else 2 B\n");
  const std::string rule = "rule \"r\" {\n    require 1 > 0\n    else reject \"no\"\n}\n";
  CHECK(fmt(rule) == "rule \"r\" {\n  require 1 > 0\n  else reject \"no\"\n}\n");
}

TEST_CASE("fmt: the author's line breaks and wide gaps between phrases stay, others shrink") {
  const std::string gpu = "gpu \"X\" {\n  memory 16 GiB  bandwidth 900 GB/s\n  fp32 1 TFLOPS\n}\n";
  CHECK(fmt(gpu) == gpu);
  CHECK(fmt("let   a = 1 +  2\n") == "let a = 1 + 2\n");
  CHECK(fmt("rule \"r\" {\n  when 1 > 0  and  2 > 1\n}\n") == "rule \"r\" {\n  when 1 > 0 and 2 > 1\n}\n");
  const std::string layers = "network \"n\" {\n  dense(2)  relu()     # aligned\n  flatten()          # note\n}\n";
  CHECK(fmt(layers) == layers);
}

TEST_CASE("fmt: comments are kept, own-line ones indented with the code around them") {
  const std::string in = "# head   \nrule \"r\" {\n# why\n      when 1 > 0 # end\n   # last\n}\n";
  CHECK(fmt(in) == "# head\nrule \"r\" {\n  # why\n  when 1 > 0 # end\n  # last\n}\n");
  const std::string list = "let l = [1,    # one\n         2]  # two\n";
  CHECK(fmt(list) == list);
}

TEST_CASE("fmt: at most one blank line between items, none at the ends, one final newline") {
  CHECK(fmt("\n\nlet a = 1\n\n\n\nlet b = 2   \n\n") == "let a = 1\n\nlet b = 2\n");
  CHECK(fmt("let a = 1") == "let a = 1\n");
}

TEST_CASE("fmt: formatting twice changes nothing") {
  const std::string messy =
      "  let a=1\nlet z = if a>1 then 2 GB/s\n     else   3 GB / s  # x\n\n\nrule \"r\"{\ncites F1\n"
      "  require a >= 1 # y\n else reject \"small {a}\"\n    }\n";
  const std::string once = fmt(messy);
  CHECK(fmt(once) == once);
}

TEST_CASE("fmt: a text that does not parse gives located diagnostics and no text") {
  auto result = advise::format_text("let a = (1 +\nlet b = 2\n", "bad.dsl");
  CHECK_FALSE(result.ok);
  CHECK(result.text.empty());
  REQUIRE_FALSE(result.diagnostics.empty());
  CHECK(result.diagnostics[0].location.file == "bad.dsl");
  CHECK(result.diagnostics[0].location.line == 2);
  CHECK(result.diagnostics[0].code == "E-SYNTAX");
}

// Every shipped file: formatting is idempotent and keeps every token and comment.
TEST_CASE("fmt: shipped .dsl files keep their tokens and format idempotently") {
  namespace fs = std::filesystem;
  std::size_t files = 0;
  for (const char* folder : {"rules", "catalog", "examples"}) {
    REQUIRE_MESSAGE(fs::is_directory(folder), folder << " is missing (tests run from the source root)");
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
      if (entry.path().extension() != ".dsl") continue;
      ++files;
      std::ifstream in(entry.path(), std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      auto once = advise::format_text(text.str(), entry.path().string());
      REQUIRE_MESSAGE(once.ok, advise::render(once.diagnostics));
      CHECK_MESSAGE(advise::format_text(once.text, "again").text == once.text, entry.path());
      CHECK_MESSAGE(advise::syntax::significant_tokens(once.text) ==
                        advise::syntax::significant_tokens(text.str()), entry.path());
    }
  }
  CHECK(files > 30);
}
