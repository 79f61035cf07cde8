#include <doctest/doctest.h>

#include "advise/engine.h"
#include "test_program.h"

using advise::testing::first_error;
using advise::testing::load_text;

namespace {

std::vector<std::string> codes(const advise::LoadResult& r) {
  std::vector<std::string> out;
  for (const auto& d : r.diagnostics)
    if (d.severity == advise::Severity::Error) out.push_back(d.code);
  return out;
}

}  // namespace

TEST_CASE("a well-formed program loads") {
  auto r = load_text(R"(
gpu "A" { memory 8 GiB  bandwidth 448 GB/s  arch turing }
workload "w" { task conv  need 4 GB }
let need.time = workload.need / gpu.bandwidth
rule "fits" { require gpu.memory >= workload.need else reject "too small" }
)");
  CHECK(r.ok());
  CHECK(codes(r).empty());
}

TEST_CASE("comparing memory with bandwidth is a unit error at its location") {
  auto r = load_text("rule \"bad\" { when gpu.memory >= gpu.bandwidth warn \"x\" }\n");
  REQUIRE_FALSE(r.ok());
  const auto* d = first_error(r);
  REQUIRE(d);
  CHECK(d->code == "E-UNIT");
  CHECK(d->location.file == "test.dsl");
  CHECK(d->location.line == 10);  // the first line after the 9-line schema
  CHECK(d->message.find("B/s") != std::string::npos);
  CHECK(d->source_line.find("gpu.memory >= gpu.bandwidth") != std::string::npos);
}

TEST_CASE("memory divided by bandwidth is a time and compares with seconds") {
  auto ok = load_text("rule \"t\" { when gpu.memory / gpu.bandwidth > 1 s warn \"slow\" }\n");
  CHECK(ok.ok());
  auto bad = load_text("rule \"t\" { when gpu.memory / gpu.bandwidth > 1 GB warn \"slow\" }\n");
  CHECK(codes(bad) == std::vector<std::string>{"E-UNIT"});
}

TEST_CASE("unknown names suggest the closest known one") {
  auto r = load_text("let a = gpu.memroy\nlet b = a + gpu.memory\nlet c = aa\n");
  REQUIRE_FALSE(r.ok());
  REQUIRE(r.diagnostics.size() >= 2);
  CHECK(r.diagnostics[0].code == "E-UNKNOWN-PROPERTY");
  CHECK(r.diagnostics[0].hint == "did you mean 'memory'?");
  CHECK(r.diagnostics[1].code == "E-UNKNOWN-NAME");
  CHECK(r.diagnostics[1].hint == "did you mean 'a'?");
}

TEST_CASE("property values are checked against the schema") {
  auto r = load_text(R"(
gpu "A" { memory 8 GB/s  arch volta  fast 3  released 2019-13  price 300 USD }
)");
  auto c = codes(r);
  REQUIRE(c.size() == 5);
  CHECK(c[0] == "E-UNIT");   // memory in B/s
  CHECK(c[1] == "E-UNKNOWN-NAME");  // volta is not an arch here
  CHECK(c[2] == "E-TYPE");   // bool given a number
  CHECK(c[3] == "E-DATE");   // month 13
  CHECK(c[4] == "E-DATE");   // dated field without @ date
}

TEST_CASE("duplicate definitions name the first one") {
  auto r = load_text("gpu \"A\" { }\ngpu \"A\" { }\nlet y = 1\nlet y = 2\n");
  auto c = codes(r);
  REQUIRE(c.size() == 2);
  CHECK(c[0] == "E-DUPLICATE");
  CHECK(r.diagnostics[0].message.find("test.dsl:") != std::string::npos);
}

TEST_CASE("ordered enums compare, unordered ones only for equality") {
  CHECK(load_text("let a = gpu.arch >= pascal\n").ok());
  auto r = load_text("let a = gpu.vendor > nvidia\n");
  CHECK(codes(r) == std::vector<std::string>{"E-TYPE"});
}

TEST_CASE("messages interpolate checked expressions") {
  auto r = load_text("rule \"r\" { warn \"has {gpu.memroy}\" }\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-UNKNOWN-PROPERTY");
  CHECK(r.diagnostics[0].location.column == 23);
}

TEST_CASE("tests may only read the advice") {
  auto r = load_text("workload \"w\" { }\ntest \"t\" { workload \"w\" expect gpu.memory > 1 GB }\n");
  CHECK(codes(r) == std::vector<std::string>{"E-CONTEXT"});
  auto unknown = load_text("gpu \"RTX\" { }\nworkload \"w\" { }\ntest \"t\" { workload \"w\" expect rank(\"RTZ\") == 1 }\n");
  REQUIRE(codes(unknown) == std::vector<std::string>{"E-UNKNOWN-GPU"});
  CHECK(unknown.diagnostics[0].hint == "did you mean 'RTX'?");
}

TEST_CASE("every error is reported, in file order") {
  auto r = load_text("let a = gpu.nope\nlet b = 1 GB + 1 s\nlet c = \"s\" and true\n");
  auto c = codes(r);
  CHECK(c == std::vector<std::string>{"E-UNKNOWN-PROPERTY", "E-UNIT", "E-TYPE"});
  for (std::size_t i = 1; i < r.diagnostics.size(); ++i)
    CHECK(r.diagnostics[i - 1].location.line <= r.diagnostics[i].location.line);
}

TEST_CASE("missing files and import cycles are diagnostics") {
  auto missing = advise::load({"tests/unit/data/does-not-exist.dsl"});
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.diagnostics[0].code == "E-FILE");
  auto cycle = advise::load({"tests/unit/data/cycle-a.dsl"});
  REQUIRE_FALSE(cycle.ok());
  CHECK(cycle.diagnostics[0].code == "E-IMPORT-CYCLE");
  CHECK(cycle.diagnostics[0].message.find("cycle-a.dsl -> tests/unit/data/cycle-b.dsl -> tests/unit/data/cycle-a.dsl") != std::string::npos);
}

TEST_CASE("W-MISSING-GUARD: a negated property read without ?? in a when is warned at the read") {
  auto r = load_text("rule \"r\" { when not (situation.budget > 1 USD)  note \"x\" }\n");
  CHECK(r.ok());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "W-MISSING-GUARD");
  CHECK(r.diagnostics[0].severity == advise::Severity::Warning);
  CHECK(r.diagnostics[0].location.column == 22);
  CHECK(r.diagnostics[0].location.length == 16);  // situation.budget
  CHECK(r.diagnostics[0].hint == "write (situation.budget ?? DEFAULT) to say what a missing value means");
  auto ne = load_text("rule \"r\" { when gpu.arch != kepler  note \"x\" }\n");
  REQUIRE(ne.diagnostics.size() == 1);
  CHECK(ne.diagnostics[0].code == "W-MISSING-GUARD");
  auto defaulted = load_text("rule \"r\" { when not ((situation.budget > 1 USD) ?? false)  note \"x\" }\n"
                             "rule \"s\" { when situation.budget > 1 USD  note \"y\" }\n");
  CHECK(defaulted.diagnostics.empty());
}
