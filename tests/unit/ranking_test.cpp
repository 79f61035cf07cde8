#include <doctest/doctest.h>

#include "advise/report.h"
#include "test_program.h"

using advise::testing::load_text;

namespace {

advise::Advice advise_on(const std::string& text) {
  auto r = load_text(text);
  INFO(advise::render(r.diagnostics));
  REQUIRE(r.ok());
  auto result = advise::evaluate(*r.program, {.workload = "w"});
  REQUIRE(result.advice);
  return *result.advice;
}

std::vector<std::string> order(const advise::Advice& a) {
  std::vector<std::string> out;
  for (const auto& c : a.candidates)
    if (c.rank) out.push_back(c.gpu);
  return out;
}

const char* kThree = R"(
gpu "A" { fp32 10 TFLOPS  bandwidth 300 GB/s }
gpu "B" { fp32 9.5 TFLOPS  bandwidth 600 GB/s }
gpu "C" { fp32 5 TFLOPS  bandwidth 900 GB/s }
workload "w" { task conv }
)";

}  // namespace

TEST_CASE("later criteria decide between cards within the tolerance band") {
  auto a = advise_on(std::string(kThree) + "conv prefers gpu.fp32 > gpu.bandwidth\n");
  // A and B are within 10% on fp32, so bandwidth orders them; C is far behind on fp32.
  CHECK(order(a) == std::vector<std::string>{"B", "A", "C"});
  REQUIRE(a.candidates[0].above_next);
  CHECK(a.candidates[0].above_next->criterion == "gpu.bandwidth");
  CHECK(a.candidates[0].above_next->explanation == "gpu.bandwidth 600 GB/s vs 300 GB/s (tied within the band on gpu.fp32)");
  CHECK(a.candidates[1].above_next->criterion == "gpu.fp32");
}

TEST_CASE("a narrower tolerance makes the first criterion decide") {
  auto a = advise_on(std::string(kThree) + "conv prefers gpu.fp32 > gpu.bandwidth within 1 %\n");
  CHECK(order(a) == std::vector<std::string>{"A", "B", "C"});
}

TEST_CASE("lowest prefers smaller values") {
  auto a = advise_on(std::string(kThree) + "conv prefers lowest gpu.bandwidth\n");
  CHECK(order(a) == std::vector<std::string>{"A", "B", "C"});
}

TEST_CASE("missing values rank last, full ties go by name") {
  auto a = advise_on(R"(
gpu "Z" { fp32 1 TFLOPS }
gpu "Y" { }
gpu "X" { fp32 1 TFLOPS }
workload "w" { task conv }
conv prefers gpu.fp32
)");
  CHECK(order(a) == std::vector<std::string>{"X", "Z", "Y"});
  CHECK(a.candidates[0].above_next->explanation == "tied on every criterion; ordered by name");
}

TEST_CASE("preferences combine by priority, then by rule name") {
  auto a = advise_on(std::string(kThree) + R"(
situation "s" { budget 1 USD }
conv prefers gpu.fp32
rule "bandwidth first" { priority 1  prefer gpu.bandwidth }
)");
  REQUIRE(a.criteria.size() == 2);
  CHECK(a.criteria[0].name == "gpu.bandwidth");
  CHECK(a.criteria[1].name == "gpu.fp32");
  CHECK(order(a) == std::vector<std::string>{"C", "B", "A"});
}

TEST_CASE("output does not depend on declaration order") {
  const std::string gpus[] = {"gpu \"A\" { fp32 10 TFLOPS  bandwidth 300 GB/s }\n",
                              "gpu \"B\" { fp32 9.5 TFLOPS  bandwidth 600 GB/s }\n",
                              "gpu \"C\" { fp32 5 TFLOPS  bandwidth 900 GB/s }\n"};
  const std::string rest[] = {"workload \"w\" { task conv }\n", "conv prefers gpu.fp32 > flops\n",
                              "let flops = gpu.bandwidth * 1\n",
                              "rule \"r2\" { warn \"two\" }\n", "rule \"r1\" { warn \"one\" }\n"};
  std::string forward, backward;
  for (const auto& g : gpus) forward += g;
  for (const auto& r : rest) forward += r;
  for (int i = 4; i >= 0; --i) backward += rest[i];
  for (int i = 2; i >= 0; --i) backward += gpus[i];
  // Everything but source line numbers must be identical.
  auto projection = [](const advise::Advice& advice) {
    std::string s;
    for (const auto& c : advice.candidates) {
      s += c.gpu + "#" + (c.rank ? std::to_string(*c.rank) : "-") + ":";
      for (const auto& w : c.warnings) s += w.origin->rule + "=" + w.message + ";";
      for (const auto& v : c.values) s += v.name + "=" + v.text + ";";
      if (c.above_next) s += c.above_next->explanation;
      s += "\n";
    }
    for (const auto& k : advice.criteria) s += k.name + ">";
    return s;
  };
  auto a = advise_on(forward);
  auto b = advise_on(backward);
  CHECK(projection(a) == projection(b));
  CHECK(a.candidates[0].warnings[0].message == "one");  // rules apply in name order
}

TEST_CASE("Query::top makes values and explanations only for what a report shows") {
  auto r = load_text(std::string(kThree) + "gpu \"D\" { fp32 1 TFLOPS }\n" +
                     "rule \"fast\" { require gpu.fp32 >= 2 TFLOPS }\nconv prefers gpu.fp32 > gpu.bandwidth\n");
  REQUIRE(r.ok());
  auto full = advise::evaluate(*r.program, {.workload = "w"});
  auto lazy = advise::evaluate(*r.program, {.workload = "w", .top = 1, .rejected_values = false, .also = "C"});
  REQUIRE(full.advice);
  REQUIRE(lazy.advice);
  // Verdicts, ranks and order do not depend on what is shown.
  CHECK(order(*lazy.advice) == order(*full.advice));
  CHECK(order(*lazy.advice) == std::vector<std::string>{"B", "A", "C"});
  const auto& c = lazy.advice->candidates;
  REQUIRE(c.size() == 4);
  CHECK(!c[0].values.empty());       // B: the top 1
  CHECK(c[0].above_next);
  CHECK(!c[1].values.empty());       // A: below the top, but just above C, which --why-not asks about
  REQUIRE(c[1].above_next);
  CHECK(c[1].above_next->explanation == full.advice->candidates[1].above_next->explanation);
  CHECK(!c[2].values.empty());       // C: asked about
  CHECK(c[3].gpu == "D");
  CHECK(!c[3].admitted);
  CHECK(c[3].values.empty());        // rejected, and rejected_values is false
  CHECK(!c[3].reasons.empty());      // statements stay complete
  CHECK(!full.advice->candidates[3].values.empty());
  // JSON with --top 1: the best one, and the rest counted.
  advise::ReportOptions top1;
  top1.top = 1;
  const std::string json = advise::format_json(*full.advice, top1);
  CHECK(json.find("\"gpu\": \"A\"") == std::string::npos);
  CHECK(json.find("\"omitted\": {\n        \"admitted\": 2,\n        \"rejected\": 1") != std::string::npos);
}

TEST_CASE("Query::list_all false lists what a JSON report with --top writes and counts the rest") {
  // Ranked B, A, C; D is rejected; C is recommended by a rule though ranked last.
  auto r = load_text(std::string(kThree) + "gpu \"D\" { fp32 1 TFLOPS }\n" +
                     "rule \"fast\" { require gpu.fp32 >= 2 TFLOPS }\n" +
                     "rule \"wide\" { when gpu.bandwidth > 800 GB/s recommend \"the widest\" }\n" +
                     "conv prefers gpu.fp32 > gpu.bandwidth\n");
  REQUIRE(r.ok());
  auto full = advise::evaluate(*r.program, {.workload = "w", .top = 1});
  auto listed = advise::evaluate(*r.program, {.workload = "w", .top = 1, .list_all = false});
  REQUIRE(full.advice);
  REQUIRE(listed.advice);
  std::vector<std::string> names;
  for (const auto& c : listed.advice->candidates) names.push_back(c.gpu + (c.rank ? "#" + std::to_string(*c.rank) : ""));
  CHECK(names == std::vector<std::string>{"B#1", "C#3"});  // the top 1, and the recommended one at its rank
  CHECK(listed.advice->omitted.admitted == 1);              // A
  CHECK(listed.advice->omitted.rejected == 1);              // D
  CHECK(listed.advice->recommended == full.advice->recommended);
  CHECK(full.advice->omitted.admitted == 0);
  CHECK(full.advice->omitted.rejected == 0);
  // The JSON documents are the same either way.
  advise::ReportOptions top1;
  top1.top = 1;
  CHECK(advise::format_json(*listed.advice, top1) == advise::format_json(*full.advice, top1));
  // --why-not asks about A: it is listed, with B above it, and the text report counts D.
  auto why = advise::evaluate(*r.program, {.workload = "w", .top = 1, .also = "A", .list_all = false});
  REQUIRE(why.advice);
  REQUIRE(why.advice->candidates.size() == 3);
  CHECK(why.advice->candidates[1].gpu == "A");
  CHECK(why.advice->candidates[0].above_next);
  CHECK(advise::format_text(*why.advice, top1).find("Not admitted (1)") != std::string::npos);
  CHECK(advise::format_text(*why.advice, top1).find("(1 not listed)") != std::string::npos);
}

TEST_CASE("a card never ranks above one that dominates it, whatever the bands say") {
  // As the GTX 980 and GTX 1060 6GB in 2016-07: X is ahead on every merit (the estimate and the
  // bandwidth, standing in for the price) but within the bands, and the raw gpu.fp32 that feeds the estimate favours Y.
  auto a = advise_on(R"(
gpu "X" { fp32 4.4 TFLOPS  bandwidth 300 GB/s }
gpu "Y" { fp32 5.0 TFLOPS  bandwidth 290 GB/s }
workload "w" { task conv }
let estimate = gpu.fp32 * if gpu.fp32 > 4.5 TFLOPS then 0.9 else 1.1
rule "r" { prefer gpu.bandwidth > estimate > gpu.fp32 }
)");
  CHECK(order(a) == std::vector<std::string>{"X", "Y"});
  REQUIRE(a.candidates[0].above_next);
  CHECK(a.candidates[0].above_next->criterion == "gpu.bandwidth");
  CHECK(a.candidates[0].above_next->explanation.rfind("dominance: better on gpu.bandwidth 300 GB/s vs 290 GB/s, estimate", 0) == 0);
}

TEST_CASE("without dominance the bands decide as before") {
  // A is better on fp32, B on bandwidth: neither dominates, the band on fp32 ties them.
  auto a = advise_on(std::string(kThree) + "conv prefers gpu.fp32 > gpu.bandwidth\n");
  CHECK(order(a) == std::vector<std::string>{"B", "A", "C"});
  CHECK(a.candidates[0].above_next->explanation.find("dominance") == std::string::npos);
}

// X is far ahead on gpu.fp32; Y a little ahead on bandwidth, within the band.
const char* kTwoCards = R"(
gpu "X" { fp32 10 TFLOPS  bandwidth 300 GB/s }
gpu "Y" { fp32 4 TFLOPS  bandwidth 310 GB/s }
workload "w" { task conv }
)";

TEST_CASE("a figure read only through max_over_gpus in an earlier criterion still counts for dominance") {
  // `scaled` weighs each card's bandwidth by the same number for every card: it weighs no card's
  // own gpu.fp32, so gpu.fp32 still separates X from Y and Y does not dominate X.
  auto a = advise_on(std::string(kTwoCards) + R"(
let scaled = gpu.bandwidth * (max_over_gpus(gpu.fp32) / 1 TFLOPS)
rule "r" { prefer scaled > gpu.fp32 }
)");
  CHECK(order(a) == std::vector<std::string>{"X", "Y"});
  CHECK(a.candidates[0].above_next->explanation.find("dominance") == std::string::npos);
}

TEST_CASE("a yes/no criterion that reads a figure leaves that figure to count for dominance") {
  // `huge` splits cards in two (here none is huge) without weighing gpu.fp32.
  auto a = advise_on(std::string(kTwoCards) + R"(
let huge = gpu.fp32 > 100 TFLOPS
rule "r" { prefer lowest huge > gpu.bandwidth > gpu.fp32 }
)");
  CHECK(order(a) == std::vector<std::string>{"X", "Y"});
}
