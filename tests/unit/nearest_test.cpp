// report/nearest.h: when nothing is admitted, the cards one rule alone rejected, by rule, best
// first by the criteria.
#include <doctest/doctest.h>

#include "advise/report.h"
#include "report/nearest.h"
#include "test_program.h"

using advise::testing::load_text;

namespace {

constexpr const char* kCatalog = R"(
gpu "Wide small" { fp32 10 TFLOPS  memory 2 GiB  bandwidth 900 GB/s }
gpu "Narrow big" { fp32 20 TFLOPS  memory 16 GiB  bandwidth 300 GB/s }
gpu "Narrow bigger" { fp32 30 TFLOPS  memory 24 GiB  bandwidth 300 GB/s }
gpu "Narrow small" { fp32 40 TFLOPS  memory 2 GiB  bandwidth 300 GB/s }
conv prefers gpu.fp32
rule "fits" { require gpu.memory >= workload.need else reject "needs {workload.need}" }
rule "fast memory" { require gpu.bandwidth >= 500 GB/s else reject "reads {gpu.bandwidth}" }
)";

advise::Advice advice_for(const std::string& need) {
  auto r = load_text(std::string(kCatalog) + "workload \"w\" { task conv  need " + need + " }\n");
  REQUIRE(r.ok());
  return *advise::evaluate(*r.program, {.workload = "w", .top = 1, .rejected_values = false}).advice;
}

}  // namespace

TEST_CASE("nothing admitted: the cards one rule alone rejected, grouped by rule, best first") {
  const auto advice = advice_for("4 GB");
  REQUIRE(advice.recommended.empty());
  const auto groups = advise::report::nearest_rejections(advice);
  REQUIRE(groups.size() == 2);
  // Groups in the order their rules first reject a card (cards in name order); "Narrow small"
  // fails both rules: it is not one relaxation away.
  CHECK(advise::origin_of(*groups[0].first).rule == "fast memory");
  REQUIRE(groups[0].candidates.size() == 2);
  CHECK(groups[0].candidates[0]->gpu == "Narrow bigger");  // 30 TFLOPS before 20: the criteria's order
  CHECK(groups[0].candidates[1]->gpu == "Narrow big");
  CHECK(advise::report::nearest_line(groups[0]) == "Narrow bigger: reads 300 GB/s; also Narrow big");
  CHECK(advise::report::nearest_line(groups[0], 0) == "Narrow bigger: reads 300 GB/s (+1 more)");
  REQUIRE(groups[1].candidates.size() == 1);
  CHECK(groups[1].candidates[0]->gpu == "Wide small");
  CHECK(advise::origin_of(*groups[1].first).rule == "fits");
  const auto text = advise::format_text(advice, {});
  CHECK(text.find("Nearest: rejected by one rule alone") != std::string::npos);
  CHECK(text.find("Narrow bigger: reads 300 GB/s; also Narrow big [rule \"fast memory\"") != std::string::npos);
}

TEST_CASE("with a card admitted there is no nearest list") {
  const auto advice = advice_for("1 GB");
  REQUIRE_FALSE(advice.recommended.empty());
  CHECK(advise::report::nearest_rejections(advice).empty());
  CHECK(advise::format_text(advice, {}).find("Nearest:") == std::string::npos);
}
