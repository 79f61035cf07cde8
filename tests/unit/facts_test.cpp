// reference and fact declarations, cites checked against them, and the shipped facts file.
#include <doctest/doctest.h>

#include <set>

#include "advise/facts.h"
#include "test_program.h"

using advise::testing::load_text;

namespace {

const char* kFacts = R"(
reference guide { author "A. Author"  title "A guide"  published 2019-04-03  url "https://example.org/guide" }
fact F22 from guide "Convolutional nets: tensor cores > FLOPs."
fact F23 from guide "Why: convolution is compute bound."
)";

std::vector<const advise::Diagnostic*> errors(const advise::LoadResult& r) {
  std::vector<const advise::Diagnostic*> out;
  for (const auto& d : r.diagnostics)
    if (d.severity == advise::Severity::Error) out.push_back(&d);
  return out;
}

}  // namespace

TEST_CASE("declared facts load with their text and reference") {
  auto r = load_text(std::string(kFacts) + "rule \"r\" { cites F22, F23  warn \"w\" }\n");
  REQUIRE(r.ok());
  auto lookup = advise::find_facts(*r.program, {"F23"});
  REQUIRE(lookup.facts.size() == 1);
  CHECK(lookup.facts[0].text == "Why: convolution is compute bound.");
  REQUIRE(lookup.facts[0].from.size() == 1);
  CHECK(lookup.facts[0].from[0].title == "A guide");
  CHECK(lookup.facts[0].line == 13);  // the schema's 9 lines, then the facts text
  CHECK(advise::find_facts(*r.program, {}).facts.size() == 2);
}

TEST_CASE("citing an undeclared fact is an error at the cite, with a suggestion") {
  auto r = load_text(std::string(kFacts) + "conv prefers gpu.fp32 cites F222\n");
  REQUIRE_FALSE(r.ok());
  auto e = errors(r);
  REQUIRE(e.size() == 1);
  CHECK(e[0]->code == "E-UNKNOWN-FACT");
  CHECK(e[0]->location.line == 14);
  CHECK(e[0]->location.column == 29);
  CHECK(e[0]->hint == "did you mean 'F22'?");
}

TEST_CASE("citing a fact with none declared says where the facts are") {
  auto r = load_text("rule \"r\" { cites F22  warn \"w\" }\n");
  auto e = errors(r);
  REQUIRE(e.size() == 1);
  CHECK(e[0]->code == "E-UNKNOWN-FACT");
  CHECK(e[0]->hint.find("rules/facts.dsl") != std::string::npos);
}

TEST_CASE("a fact declared twice is a duplicate at the second one") {
  auto r = load_text(std::string(kFacts) + "fact F22 from guide \"again\"\n");
  auto e = errors(r);
  REQUIRE(e.size() == 1);
  CHECK(e[0]->code == "E-DUPLICATE");
  CHECK(e[0]->location.line == 14);
  CHECK(e[0]->message.find("test.dsl:12:") != std::string::npos);
}

TEST_CASE("a fact from an unknown reference, and a reference with a wrong property") {
  auto r = load_text(std::string(kFacts) + "fact F1 from guid \"x\"\n" +
                     "reference other { author \"B\"  titel \"T\"  published \"2019\" }\n");
  std::set<std::string> codes;
  for (const auto* d : errors(r)) codes.insert(d->code + " " + d->hint);
  CHECK(codes.count("E-UNKNOWN-NAME did you mean 'guide'?"));
  CHECK(codes.count("E-UNKNOWN-PROPERTY did you mean 'title'?"));
  CHECK(codes.count("E-TYPE e.g. published 2019-04-03"));
  CHECK(codes.count("E-REFERENCE a reference names its author, title and published date"));
}

TEST_CASE("an unknown id asked of find_facts is a diagnostic with a suggestion") {
  auto r = load_text(kFacts);
  REQUIRE(r.ok());
  auto lookup = advise::find_facts(*r.program, {"F2"});
  CHECK(lookup.facts.empty());
  REQUIRE(lookup.diagnostics.size() == 1);
  CHECK(lookup.diagnostics[0].code == "E-UNKNOWN-FACT");
  CHECK(lookup.diagnostics[0].hint == "did you mean 'F22'?");
}

TEST_CASE("the shipped facts file declares every fact of the guides' digest and of the LLM techniques, each with a reference") {
  auto r = advise::load({"rules/facts.dsl"});
  REQUIRE(r.ok());
  // F1..F63 as numbered in the digest, F70..F77 for 2025-2026 (renting, software support,
  // systems), F80..F85 for the LLM techniques, F86 the convolutions' memory layout, F87..F88
  // splitting a model over GPUs, F89 the 2023 guide, F90..F92 software and number formats; the
  // ranges between were never assigned.
  std::set<std::string> expected;
  for (auto [first, last] : {std::pair{1, 26}, {30, 33}, {40, 51}, {55, 56}, {60, 63}, {70, 77}, {80, 92}})
    for (int n = first; n <= last; ++n) expected.insert("F" + std::to_string(n));
  std::set<std::string> declared;
  for (const auto& f : advise::find_facts(*r.program, {}).facts) {
    CAPTURE(f.id);
    declared.insert(f.id);
    CHECK_FALSE(f.text.empty());
    REQUIRE_FALSE(f.from.empty());
    for (const auto& ref : f.from) {
      CHECK_FALSE(ref.author.empty());
      CHECK_FALSE(ref.title.empty());
      CHECK_FALSE(ref.published.empty());
    }
  }
  CHECK(declared == expected);
}
