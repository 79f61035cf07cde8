// Knowledge the engine takes from tables and schemas rather than from its grammar or code:
// unit words (base/unit_table.cpp) and the roles of schema fields.
#include <doctest/doctest.h>

#include "advise/engine.h"
#include "check/units.h"
#include "test_program.h"

using advise::testing::first_error;
using advise::testing::load_text;

namespace {

advise::LoadResult load_plain(const std::string& text) { return advise::load_with_source({}, "k.dsl", text); }

}  // namespace

TEST_CASE("every word of the unit table is a unit after a number, with no grammar of its own") {
  // A unit added to the table (EUR, say) is a unit at once: nothing else lists unit words.
  const auto words = advise::check::unit_words();
  REQUIRE(words.size() >= 30);
  for (const auto& word : words) {
    INFO(word);
    auto r = load_plain("let q = 2 " + word + "\nlet r = 2 " + word + " / 2\n");
    INFO(advise::render(r.diagnostics));
    CHECK(r.ok());
  }
}

TEST_CASE("a name after a number is its unit only when the unit table knows it") {
  auto r = load_text("gpu \"A\" { memory 8 GB  bandwidth 448 GB/s  released 2019-01 }\n"
                     "workload \"w\" { batch 32  task conv }\n");
  INFO(advise::render(r.diagnostics));
  CHECK(r.ok());
  // Unit words are names everywhere else.
  auto names = load_plain("let s = 2\nlet h = 3 h\nlet GB = s * 2\n");
  INFO(advise::render(names.diagnostics));
  CHECK(names.ok());
}

TEST_CASE("a misspelt unit is an error at the word, with the unit it most likely meant") {
  auto r = load_plain("let need = 8 GBs\n");
  const auto* d = first_error(r);
  REQUIRE(d);
  CHECK(d->code == "E-UNIT");
  CHECK(d->message == "unknown unit 'GBs'");
  CHECK(d->hint == "did you mean 'GB'?");
  CHECK(d->location.line == 1);
  CHECK(d->location.column == 14);

  // In a property list the misspelt word first reads as the next property's name.
  auto p = load_text("gpu \"A\" {\n  memory 8 GBs  bandwidth 448 GB/s\n}\n");
  const auto* e = first_error(p);
  REQUIRE(e);
  CHECK(e->code == "E-UNIT");
  CHECK(e->hint == "did you mean 'GB'?");
  CHECK(e->location.column == 12);
}

TEST_CASE("the engine finds special fields by role, not by name") {
  const std::string schema = R"(
schema gpu { memory: B  launched: date role release_date }
schema workload { need: B }
gpu "Early" { memory 8 GB  launched 2016-01 }
gpu "Late" { memory 8 GB  launched 2020-01 }
workload "w" { need 1 GB }
)";
  auto r = load_plain(schema);
  INFO(advise::render(r.diagnostics));
  REQUIRE(r.ok());
  auto result = advise::evaluate(*r.program, {.workload = "w", .as_of = "2018-01"});
  REQUIRE(result.advice);
  REQUIRE(result.advice->candidates.size() == 1);  // "Late" is not released in 2018
  CHECK(result.advice->candidates[0].gpu == "Early");

  // The same field without its role is an ordinary date: every card is a candidate.
  std::string plain = schema;
  plain.replace(plain.find(" role release_date"), 18, "");
  auto p = load_plain(plain);
  REQUIRE(p.ok());
  CHECK(advise::evaluate(*p.program, {.workload = "w", .as_of = "2018-01"}).advice->candidates.size() == 2);
}

TEST_CASE("roles are checked: known, in their schema, of their type, once") {
  auto unknown = load_plain("schema gpu { released: date role releasedate }\n");
  const auto* d = first_error(unknown);
  REQUIRE(d);
  CHECK(d->code == "E-ROLE");
  CHECK(d->message == "unknown role 'releasedate'");
  CHECK(d->hint == "did you mean 'release_date'?");
  CHECK(d->location.column == 34);

  auto elsewhere = load_plain("schema workload { launch: date role release_date }\n");
  REQUIRE(first_error(elsewhere));
  CHECK(first_error(elsewhere)->code == "E-ROLE");
  CHECK(first_error(elsewhere)->message == "role release_date belongs to the gpu schema");

  auto typed = load_plain("schema gpu { released: string role release_date }\n");
  REQUIRE(first_error(typed));
  CHECK(first_error(typed)->code == "E-TYPE");

  auto twice = load_plain("schema gpu { a: date role release_date  b: date role release_date }\n");
  REQUIRE(first_error(twice));
  CHECK(first_error(twice)->code == "E-DUPLICATE");
  CHECK(first_error(twice)->message == "role release_date is already played by a");
}
