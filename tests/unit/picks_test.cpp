#include <doctest/doctest.h>

#include "advise/engine.h"
#include "advise/report.h"

namespace {

// Two situations declare a pick label, one does not; the cheap one admits only cards under 600 USD.
const char* kProgram = R"(
schema gpu { memory: B  fp32: FLOPS  price: USD  released: date role release_date }
schema workload { need: B }
schema situation { cheap: bool  label: string role pick }
schema measured { host: string role host }
gpu "Fast" { memory 24 GiB  fp32 80 TFLOPS  price 2000 USD  released 2024-01 }
gpu "Cheap" { memory 12 GiB  fp32 20 TFLOPS  price 300 USD  released 2022-01 }
gpu "Small" { memory 4 GiB  fp32 10 TFLOPS  price 100 USD  released 2020-01 }
workload "w" { need 8 GiB }
rule "fits" { require gpu.memory >= workload.need else reject "too small" }
rule "speed" { when not (situation.cheap ?? false)  prefer gpu.fp32 }
rule "price" { when situation.cheap ?? false  prefer lowest gpu.price }
situation "fastest" { label "fastest" }
situation "cheapest that fits" { cheap true  label "cheapest that fits" }
situation "unlabelled" { cheap true }
)";

advise::Advice advise_on(advise::Query query) {
  auto loaded = advise::load_with_source({}, "picks.dsl", kProgram);
  INFO(advise::render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  auto result = advise::evaluate(*loaded.program, query);
  REQUIRE(result.advice);
  return *result.advice;
}

}  // namespace

TEST_CASE("without a situation, the short form names the first card under each labelled situation") {
  const auto advice = advise_on({.workload = "w", .picks = true});
  REQUIRE(advice.picks.size() == 2);
  CHECK(advice.picks[0].label == "fastest");
  CHECK(advice.picks[0].situation == "fastest");
  CHECK(advice.picks[0].gpu == "Fast");
  CHECK(advice.picks[0].criterion == "gpu.fp32");
  CHECK(advice.picks[0].value == "80 TFLOPS");
  // "Small" is cheaper but does not fit: the cheapest that fits is "Cheap".
  CHECK(advice.picks[1].label == "cheapest that fits");
  CHECK(advice.picks[1].gpu == "Cheap");
  CHECK(advice.picks[1].criterion == "gpu.price");
  CHECK(advice.picks[1].value == "300 USD");

  const auto text = advise::format_text(advice, {});
  CHECK(text.find("Short form") != std::string::npos);
  CHECK(text.find("cheapest that fits: Cheap (gpu.price 300 USD); --situation \"cheapest that fits\"") != std::string::npos);
  const auto json = advise::format_json(advice, {});
  CHECK(json.find("\"picks\"") != std::string::npos);
}

TEST_CASE("a query with a situation, or without asking for picks, has no short form") {
  CHECK(advise_on({.workload = "w", .situation = "fastest", .picks = true}).picks.empty());
  CHECK(advise_on({.workload = "w"}).picks.empty());
}
