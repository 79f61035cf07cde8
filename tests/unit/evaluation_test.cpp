#include <doctest/doctest.h>

#include <algorithm>

#include "test_program.h"

using advise::testing::load_text;

namespace {

const char* kGpus = R"(
gpu "Old" { arch kepler  memory 4 GiB  bandwidth 288 GB/s  fp32 4 TFLOPS  released 2013-02
            price 1000 USD @ 2013-02 new, 300 USD @ 2016-06 used, 250 USD @ 2016-06 new }
gpu "Mid" { arch pascal  memory 8 GiB  bandwidth 320 GB/s  fp32 8 TFLOPS  released 2016-06
            price 700 USD @ 2016-06 new, 400 USD @ 2019-04 used }
gpu "New" { arch turing  memory 8 GiB  bandwidth 448 GB/s  fp32 7.5 TFLOPS  tensor 60 TFLOPS
            released 2018-10  price 500 USD @ 2018-10 new }
workload "small" { task conv  need 3 GB }
workload "big" { task conv  need 6 GB }
let tensor_cores = gpu.tensor ?? 0 TFLOPS
let flops = gpu.fp32 ?? 0 TFLOPS
conv prefers tensor_cores > flops
rnn prefers gpu.bandwidth
rule "fits" { require gpu.memory >= workload.need else reject "needs {workload.need}, has {gpu.memory}" }
)";

const advise::Candidate* find(const advise::Advice& a, const std::string& gpu) {
  for (const auto& c : a.candidates)
    if (c.gpu == gpu) return &c;
  return nullptr;
}

advise::Advice run(const std::string& extra, advise::Query q) {
  auto r = load_text(std::string(kGpus) + extra);
  INFO(advise::render(r.diagnostics));
  REQUIRE(r.ok());
  auto result = advise::evaluate(*r.program, q);
  REQUIRE(result.advice);
  return *result.advice;
}

}  // namespace

TEST_CASE("candidates are filtered by release date and ranked by the task's criteria") {
  auto a = run("", {.workload = "small", .as_of = "2016-07"});
  REQUIRE(a.candidates.size() == 2);  // "New" is not released yet
  CHECK(a.candidates[0].gpu == "Mid");
  CHECK(a.candidates[0].rank == 1);
  CHECK(a.recommended == std::vector<std::string>{"Mid"});
  auto later = run("", {.workload = "small", .as_of = "2019-04"});
  CHECK(later.candidates[0].gpu == "New");  // tensor cores first (F22)
}

TEST_CASE("require rejects with the interpolated message and its origin") {
  auto a = run("", {.workload = "big", .as_of = "2019-04"});
  const auto* old = find(a, "Old");
  REQUIRE(old);
  CHECK_FALSE(old->admitted);
  CHECK_FALSE(old->rank);
  REQUIRE(old->reasons.size() == 1);
  CHECK(old->reasons[0].message == "needs 5.59 GiB, has 4 GiB");
  CHECK(old->reasons[0].origin->rule == "fits");
  CHECK(old->reasons[0].origin->file == "test.dsl");
}

TEST_CASE("a dated price is the cheapest latest quote at the date") {
  auto a = run("columns gpu.price\n", {.workload = "small", .as_of = "2016-07"});
  const auto* old = find(a, "Old");
  REQUIRE(old);
  REQUIRE(old->values[0].number);
  CHECK(*old->values[0].number == 250);
  auto early = run("columns gpu.price\n", {.workload = "small", .as_of = "2014-01"});
  CHECK(*find(early, "Old")->values[0].number == 1000);
}

TEST_CASE("guards on missing values do not fire, ?? supplies defaults") {
  auto a = run("rule \"tc\" { when gpu.tensor > 1 TFLOPS note \"has tensor cores\" }\n",
               {.workload = "small", .as_of = "2019-04"});
  CHECK(find(a, "New")->notes.size() == 1);
  CHECK(find(a, "Mid")->notes.empty());
  CHECK(find(a, "Old")->notes.empty());
}

TEST_CASE("a require on a missing value rejects and says why") {
  auto a = run("rule \"tc\" { require gpu.tensor > 1 TFLOPS }\n", {.workload = "small", .as_of = "2019-04"});
  const auto* mid = find(a, "Mid");
  CHECK_FALSE(mid->admitted);
  CHECK(mid->reasons[0].message.find("unknown") != std::string::npos);
}

TEST_CASE("a situation's budget reaches the rules") {
  auto a = run("situation \"poor\" { budget 450 USD }\n"
               "rule \"budget\" { require gpu.price <= situation.budget else reject \"costs {gpu.price}\" }\n",
               {.workload = "small", .situation = "poor", .as_of = "2019-04"});
  CHECK(find(a, "New")->reasons[0].message == "costs 500 USD");
  CHECK(a.recommended == std::vector<std::string>{"Mid"});
}

TEST_CASE("measured facts override the datasheet and keep provenance") {
  auto a = run("measured \"Mid\" { host \"lab1\"  taken 2019-03-02  bandwidth 288 GB/s }\ncolumns gpu.bandwidth\n",
               {.workload = "small", .as_of = "2019-04"});
  const auto* mid = find(a, "Mid");
  CHECK(mid->this_machine);
  const auto& cell = mid->values[0];
  CHECK(cell.text == "288 GB/s");
  CHECK(cell.provenance.kind == advise::ProvenanceKind::Measured);
  CHECK(cell.provenance.detail == "measured on lab1 at 2019-03-02");
  REQUIRE(cell.provenance.datasheet_ratio);
  CHECK(*cell.provenance.datasheet_ratio == doctest::Approx(0.9));
  auto rule = run("measured \"Mid\" { bandwidth 250 GB/s }\n"
                  "rule \"slow\" { when measured(gpu.bandwidth) and gpu.bandwidth < datasheet(gpu.bandwidth) * 0.8 warn \"measures {gpu.bandwidth}\" }\n",
                  {.workload = "small", .as_of = "2019-04"});
  REQUIRE(find(rule, "Mid")->warnings.size() == 1);
  CHECK(find(rule, "Mid")->warnings[0].message == "measures 250 GB/s");
}

TEST_CASE("unknown workload and bad dates are query errors") {
  auto r = load_text(kGpus);
  REQUIRE(r.ok());
  auto bad = advise::evaluate(*r.program, {.workload = "nope"});
  CHECK_FALSE(bad.advice);
  REQUIRE(bad.diagnostics.size() == 1);
  CHECK(bad.diagnostics[0].code == "E-QUERY");
  auto date = advise::evaluate(*r.program, {.workload = "small", .as_of = "2019-99"});
  CHECK_FALSE(date.advice);
  CHECK(date.diagnostics[0].code == "E-DATE");
}

TEST_CASE("test blocks run and report failures with what was found") {
  auto r = load_text(std::string(kGpus) + R"(
test "pass" { as_of 2019-04  workload "small"  expect top == "New" and rank("Mid") == 2 }
test "fail" { as_of 2016-07  workload "small"  expect top == "Old" }
test "known" { as_of 2016-07  workload "small"  expect admitted("New")  known_difference "not released" }
test "gone" { as_of 2019-04  workload "small"  expect admitted("New")  known_difference "was not released" }
)");
  REQUIRE(r.ok());
  auto run = advise::run_tests(*r.program, {});
  REQUIRE(run.results.size() == 4);
  CHECK(run.results[0].status == advise::TestStatus::Passed);
  CHECK(run.results[1].status == advise::TestStatus::Failed);
  REQUIRE(!run.results[1].details.empty());
  CHECK(run.results[1].details[0].find("got: recommended Mid") != std::string::npos);
  CHECK(run.results[2].status == advise::TestStatus::KnownDifference);
  // A known difference whose expectations all hold fails, so that its line is removed.
  CHECK(run.results[3].status == advise::TestStatus::Failed);
  REQUIRE(run.results[3].details.size() == 1);
  CHECK(run.results[3].details[0].find("remove its known_difference line") != std::string::npos);
  CHECK(std::find(run.rules_fired.begin(), run.rules_fired.end(), "conv prefers") != run.rules_fired.end());
  CHECK(std::find(run.rules_never_fired.begin(), run.rules_never_fired.end(), "rnn prefers") != run.rules_never_fired.end());
}

TEST_CASE("the catalog lists GPUs as of a date with a filter") {
  auto r = load_text(kGpus);
  REQUIRE(r.ok());
  auto listing = advise::list_catalog(*r.program, "2016-07", "gpu.memory >= 8 GiB", {"gpu.memory"});
  REQUIRE(listing.diagnostics.empty());
  REQUIRE(listing.rows.size() == 1);
  CHECK(listing.rows[0][0].text == "Mid");
  CHECK(listing.rows[0][1].text == "8 GiB");
  auto bad = advise::list_catalog(*r.program, "", "gpu.memory >= 8 GB/s", {});
  REQUIRE_FALSE(bad.diagnostics.empty());
  CHECK(bad.diagnostics[0].code == "E-UNIT");
  CHECK(bad.diagnostics[0].location.file == "--where");
}

TEST_CASE("catalog cells carry the same provenance as the advice's values") {
  auto r = load_text(R"(
gpu "Rented" { fp32 10 TFLOPS  price 1000 USD @ 2020-01 new  source "vendor sheet; the price is an estimate" }
gpu "Bare" { fp32 5 TFLOPS }
)");
  REQUIRE(r.ok());
  auto listing = advise::list_catalog(*r.program, "", "", {"gpu.price", "gpu.fp32 / gpu.price"});
  REQUIRE(listing.diagnostics.empty());
  REQUIRE(listing.rows.size() == 2);
  const auto& rented = listing.rows[1];
  CHECK(rented[0].text == "Rented");
  CHECK(rented[1].provenance.kind == advise::ProvenanceKind::Datasheet);
  CHECK(rented[1].provenance.detail == "vendor sheet; the price is an estimate");
  CHECK(rented[2].provenance.kind == advise::ProvenanceKind::Derived);
  CHECK(rented[2].provenance.detail == "expression (--columns)");
  CHECK(rented[2].text == "10 GFLOPS per USD");
  const auto& bare = listing.rows[0];
  CHECK(bare[1].provenance.kind == advise::ProvenanceKind::Missing);
  CHECK_FALSE(bare[1].number.has_value());
}

TEST_CASE("a new price expires at the end of production or at any later quote, used prices and later quotes stay") {
  const std::string extra = R"(
gpu "Gone" { memory 8 GiB  released 2016-06  ended 2018-01  price 700 USD @ 2016-06 new }
gpu "Dear" { memory 8 GiB  released 2016-06  price 500 USD @ 2016-06 new, 600 USD @ 2019-01 used }
gpu "Late" { memory 8 GiB  released 2016-06  ended 2017-01  price 500 USD @ 2016-06 new, 450 USD @ 2018-01 new }
columns gpu.price
)";
  auto price = [&](const std::string& gpu, const std::string& as_of) {
    auto a = run(extra, {.workload = "small", .as_of = as_of});
    return find(a, gpu)->values[0].number;
  };
  CHECK(*price("Gone", "2017-06") == 700);
  CHECK_FALSE(price("Gone", "2019-04"));        // out of production, no used price: none
  CHECK(*price("Dear", "2019-04") == 600);      // the used quote replaces the older new one
  CHECK(*price("Late", "2019-04") == 450);      // quoted after the end of production: stands
  CHECK_FALSE(price("Late", "2017-06"));
}

TEST_CASE("quotes of several sellers: each seller's latest stands, the cheapest applies, and quotes blocks add them") {
  const std::string extra = R"(
gpu "Rented" { memory 8 GiB  released 2016-06
  price 900 USD @ 2016-06 new from "shop a", 800 USD @ 2017-01 new from "shop b", 950 USD @ 2017-06 new from "shop a" }
quotes "Rented" { price 700 USD @ 2018-01 new from "shop c" }
columns gpu.price
let seller = quote_seller(gpu.price)
let quoted = quote_date(gpu.price)
let age = quote_age(gpu.price)
rule "which quote" { when gpu.name == "Rented" note "{seller} {quoted} {age}" }
)";
  auto at = [&](const std::string& as_of) { return run(extra, {.workload = "small", .as_of = as_of}); };
  // Shop a's later quote replaces its own earlier one, not shop b's: shop b's 800 is cheapest.
  auto a = at("2017-07");
  CHECK(*find(a, "Rented")->values[0].number == 800);
  CHECK(find(a, "Rented")->notes[0].message == "shop b 2017-01 181 days");
  // The quotes block's 700 USD from shop c applies from its date on.
  auto b = at("2018-02");
  CHECK(*find(b, "Rented")->values[0].number == 700);
  CHECK(find(b, "Rented")->notes[0].message == "shop c 2018-01 31 days");
}
