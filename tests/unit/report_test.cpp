#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "advise/report.h"
#include "report/table.h"
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
rule "roomy" { when gpu.memory > 4 GiB note "room for a larger batch" }
rule "tiny" { when gpu.memory < 4 GiB note "a smaller batch would fit" }
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
  CHECK(small["reasons"][0]["cites"][0] == "F22");
  const auto& cite = document["facts"]["F22"];
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
  const auto small = advise::explain_why_not(advice, "Small");
  CHECK(small.find("was not admitted") != std::string::npos);
  // A rejected card's notes say what would make it do.
  CHECK(small.find("  - note: a smaller batch would fit [rule \"tiny\"") != std::string::npos);
  CHECK(advise::explain_why_not(advice, "Fast").find("room for a larger batch") == std::string::npos);
  CHECK(advise::explain_why_not(advice, "Unknown").empty());
}

TEST_CASE("why-not leaves out a note that every card carries") {
  auto r = load_text(R"(
gpu "Big" { fp32 10 TFLOPS  memory 8 GiB }
gpu "Small" { fp32 12 TFLOPS  memory 2 GiB }
workload "w" { task conv  need 4 GB }
rule "fits" { require gpu.memory >= workload.need else reject "needs {workload.need}" }
rule "everywhere" { note "speeds are per card" }
rule "tiny" { when gpu.memory < 4 GiB note "a smaller batch would fit" }
)");
  REQUIRE(r.ok());
  const auto text = advise::explain_why_not(*advise::evaluate(*r.program, {.workload = "w"}).advice, "Small");
  CHECK(text.find("a smaller batch would fit") != std::string::npos);
  CHECK(text.find("speeds are per card") == std::string::npos);
}

TEST_CASE("markdown renders a table") {
  auto md = advise::format_markdown(sample(), {});
  CHECK(md.find("| rank | gpu |") != std::string::npos);
  CHECK(md.find("**Recommended: Fast**") != std::string::npos);
}

TEST_CASE("text shows notes on ranked and on rejected cards, each under its own heading") {
  auto text = advise::format_text(sample(), {});
  const auto ranked = text.find("Notes on ranked GPUs");
  const auto rejected = text.find("Notes on GPUs not admitted");
  REQUIRE(ranked != std::string::npos);
  REQUIRE(rejected != std::string::npos);
  const auto roomy = text.find("room for a larger batch [rule \"roomy\"");
  CHECK((roomy > ranked && roomy < rejected));
  CHECK(text.find("]: Fast\n") != std::string::npos);
  CHECK(text.find("a smaller batch would fit [rule \"tiny\"") > rejected);
}

TEST_CASE("--why-not answers alone, under the workload header") {
  advise::ReportOptions options;
  options.why_not = "Small";
  auto text = advise::format_text(sample(), options);
  CHECK(text.rfind("advise: w\n", 0) == 0);
  CHECK(text.find("Small was not admitted") != std::string::npos);
  CHECK(text.find("Ranking") == std::string::npos);
  CHECK(text.find("Recommended") == std::string::npos);
  CHECK(text.find("rejected: ") == std::string::npos);
  options.explain = true;
  CHECK(advise::format_text(sample(), options).find("  rejected: needs 3.73 GiB") != std::string::npos);
}

namespace {

std::string without_colour(const std::string& text) {
  return std::regex_replace(text, std::regex("\x1b\\[[0-9;]*m"), "");
}

}  // namespace

TEST_CASE("colour marks the recommendation, headings, warnings and rejections without changing the text") {
  advise::ReportOptions plain;
  plain.top = 0;
  plain.explain = true;
  advise::ReportOptions coloured = plain;
  coloured.color = true;
  const auto advice = sample();
  const auto text = advise::format_text(advice, coloured);
  CHECK(text.find("\x1b[1;32mRecommended: Fast\x1b[0m") != std::string::npos);
  CHECK(text.find("\x1b[1mRanking\x1b[0m") != std::string::npos);
  CHECK(text.find("  \x1b[33mFast: runs hot") != std::string::npos);
  CHECK(text.find("  \x1b[2mSmall: needs 3.73 GiB") != std::string::npos);
  CHECK(without_colour(text) == advise::format_text(advice, plain));
  CHECK(advise::format_text(advice, plain).find('\x1b') == std::string::npos);
  // Markdown is for files and renderers: never coloured.
  CHECK(advise::format_markdown(advice, coloured) == advise::format_markdown(advice, plain));
}

TEST_CASE("coloured diagnostics: errors red, warnings yellow, the same text") {
  auto r = load_text("gpu \"A\" { memory 8 GB }\nrule \"r\" { when gpu.memory >= gpu.bandwidth warn \"x\" }\n");
  REQUIRE(advise::has_errors(r.diagnostics));
  const auto coloured = advise::render(r.diagnostics, true);
  CHECK(coloured.find("\x1b[1;31merror[") != std::string::npos);
  CHECK(coloured.find("\x1b[31m^") != std::string::npos);
  CHECK(without_colour(coloured) == advise::render(r.diagnostics));
  advise::Diagnostic warning{.severity = advise::Severity::Warning, .code = "W-TEST", .message = "careful"};
  CHECK(advise::render(warning, true).find("\x1b[1;33mwarning[W-TEST]:") != std::string::npos);
}

TEST_CASE("a statement an embedder adds without an origin is reported as an unnamed rule") {
  advise::Advice advice = sample();
  REQUIRE_FALSE(advice.candidates.empty());
  advice.candidates[0].notes.push_back({advise::StatementKind::Note, "added by the tool", nullptr});
  const std::string text = advise::format_text(advice, {.explain = true});
  CHECK(text.find("added by the tool [rule \"\"]") != std::string::npos);
  auto document = nlohmann::json::parse(advise::format_json(advice, {}));
  const auto& notes = document["workloads"][0]["candidates"][0]["notes"];
  REQUIRE_FALSE(notes.empty());
  CHECK(notes.back()["message"] == "added by the tool");
  CHECK(notes.back()["rule"] == "");
}

TEST_CASE("wrap breaks at spaces within the width, keeps a line that fits as it is, and indents the rest") {
  using advise::report::wrap;
  CHECK(wrap("a  b", 10, "  ", "    ") == "  a  b");
  CHECK(wrap("one two three four", 10, "", "  ") == "one two\n  three\n  four");
  CHECK(wrap("averyveryverylongword x", 8, "", " ") == "averyveryverylongword\n x");
  CHECK(wrap("± ± ± ±", 5, "", "") == "± ± ±\n±");  // characters, not bytes
  CHECK(wrap("no limit at all", 0, "> ", "") == "> no limit at all");
}

TEST_CASE("a table fitted to a width keeps the first and last columns and the preferred ones that fit") {
  advise::report::Table table({"rank", "gpu", "aaaaaaaa", "bbbbbbbb", "cccccccc", "warnings"});
  table.align_right(0);
  table.add_row({"1", "RTX", "1", "2", "3", "0"});
  // rank(4) gpu(3) warnings(8) with separators: 4+2+3+2+8 = 19; each middle column adds 10.
  const auto dropped = table.fit(30, 2, 1, {4, 2});
  CHECK(dropped == std::vector<std::string>{"aaaaaaaa", "bbbbbbbb"});
  CHECK(table.text() == "rank  gpu  cccccccc  warnings\n   1  RTX  3         0\n");
}

TEST_CASE("different values never print the same: the table and the ranking's explanation add digits") {
  auto r = load_text(R"(
gpu "A" { fp32 10.012 TFLOPS  memory 8 GiB }
gpu "B" { fp32 10.046 TFLOPS  memory 8 GiB }
gpu "C" { fp32 25 TFLOPS  memory 8 GiB }
workload "w" { task conv }
conv prefers gpu.fp32 within 0 %
columns gpu.fp32
)");
  REQUIRE(r.ok());
  const auto advice = *advise::evaluate(*r.program, {.workload = "w"}).advice;
  const auto text = advise::format_text(advice, {});
  CHECK(text.find("10.01 TFLOPS") != std::string::npos);
  CHECK(text.find("10.05 TFLOPS") != std::string::npos);
  CHECK(text.find("25 TFLOPS") != std::string::npos);  // no digits added where none are needed
  // B ranks above A: the reason names both values, told apart.
  std::string above;
  for (const auto& c : advice.candidates)
    if (c.gpu == "B" && c.above_next) above = c.above_next->explanation;
  CHECK(above == "gpu.fp32 10.05 TFLOPS vs 10.01 TFLOPS");
}
