#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "advise/report.h"
#include "test_program.h"

using advise::testing::load_text;

namespace {

advise::Advice sample() {
  auto r = load_text(R"(
gpu "Fast" { fp32 10 TFLOPS  memory 8 GiB  source "vendor datasheet" }
gpu "Small" { fp32 12 TFLOPS  memory 2 GiB }
workload "w" { task conv  need 4 GB }
reference guide { author "A. Author"  title "A guide"  published 2019-04-03  url "https://example.org/guide" }
fact F22 from guide "Convolutional nets: tensor cores > FLOPs."
conv prefers gpu.fp32 cites F22
columns gpu.memory
rule "fits" { cites F22  require gpu.memory >= workload.need else reject "needs {workload.need}" }
rule "hot" { when gpu.fp32 > 5 TFLOPS warn "runs hot" }
)");
  REQUIRE(r.ok());
  return *advise::evaluate(*r.program, {.workload = "w"}).advice;
}

}  // namespace

TEST_CASE("JSON carries the fields tools rely on") {
  auto document = nlohmann::json::parse(advise::format_json(sample(), {}));
  CHECK(document["schema_version"] == advise::kJsonSchemaVersion);
  CHECK(document["advise_version"].is_string());
  REQUIRE(document["workloads"].size() == 1);
  const auto& j = document["workloads"][0];
  CHECK(j["workload"] == "w");
  REQUIRE(j["candidates"].is_array());
  REQUIRE(j["candidates"].size() == 2);
  const auto& fast = j["candidates"][0];
  CHECK(fast["gpu"] == "Fast");
  CHECK(fast["rank"] == 1);
  CHECK(fast["admitted"] == true);
  CHECK(fast["warnings"][0]["message"] == "runs hot");
  CHECK(fast["warnings"][0]["rule"] == "hot");
  CHECK(fast["values"]["gpu.memory"]["value"] == 8.0 * 1073741824.0);
  CHECK(fast["values"]["gpu.memory"]["unit"] == "B");
  CHECK(fast["values"]["gpu.memory"]["provenance"]["kind"] == "datasheet");
  CHECK(fast["values"]["gpu.memory"]["provenance"]["detail"] == "vendor datasheet");
  const auto& small = j["candidates"][1];
  CHECK(small["rank"].is_null());
  CHECK(small["admitted"] == false);
  const auto& cite = small["reasons"][0]["cites"][0];
  CHECK(cite["id"] == "F22");
  CHECK(cite["text"] == "Convolutional nets: tensor cores > FLOPs.");
  CHECK(cite["from"][0]["author"] == "A. Author");
  CHECK(cite["from"][0]["published"] == "2019-04-03");
  CHECK(cite["from"][0]["url"] == "https://example.org/guide");
  CHECK(cite["from"][0]["comment"].is_null());
  CHECK(j["criteria"][0]["name"] == "gpu.fp32");
  CHECK(j["recommended"][0] == "Fast");
}

TEST_CASE("text shows the ranking, warnings and rejections") {
  auto text = advise::format_text(sample(), {});
  CHECK(text.find("Recommended: Fast") != std::string::npos);
  CHECK(text.find("runs hot") != std::string::npos);
  CHECK(text.find("Small: needs 3.73 GiB") != std::string::npos);
  CHECK(text.find("rank  gpu") != std::string::npos);
}

TEST_CASE("why-not explains a rejection and a demotion") {
  auto advice = sample();
  CHECK(advise::explain_why_not(advice, "Small").find("was not admitted") != std::string::npos);
  CHECK(advise::explain_why_not(advice, "Unknown").empty());
}

TEST_CASE("markdown renders a table") {
  auto md = advise::format_markdown(sample(), {});
  CHECK(md.find("| rank | gpu |") != std::string::npos);
  CHECK(md.find("**Recommended: Fast**") != std::string::npos);
}
