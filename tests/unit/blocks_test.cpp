// A query over a large catalog is evaluated in blocks of rows (eval/evaluator.h, for_each_block).
// The blocks must not show: every query gives the same advice, to the byte of its JSON, whatever
// the block size, including what reads every candidate (max_over_gpus(), at_gpu(), ranking,
// charts) and what is made for the listed rows alone (statements, values).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "advise/engine.h"
#include "advise/report.h"
#include "api/program.h"
#include "eval/advisor.h"
#include "test_program.h"

namespace {

using advise::eval::AdviceRequest;

// The JSON of one query evaluated in blocks of `rows` rows.
std::string advice_json(const advise::Program& program, AdviceRequest request, std::size_t rows) {
  request.block_rows = rows;
  auto candidates = advise::eval::build_candidates(*program.checked, *program.gpus_by_name, request.as_of);
  return advise::format_json(advise::eval::advise(*program.graph, candidates, request), {});
}

// Every block size gives the JSON of one block.
void check_block_sizes(const advise::Program& program, const AdviceRequest& request,
                       std::vector<std::size_t> sizes = {1, 2, 7}) {
  const std::string whole = advice_json(program, request, advise::eval::kBlockRows);
  for (std::size_t rows : sizes) {
    INFO("blocks of " << rows << " rows, workload " << request.workload->name);
    CHECK(advice_json(program, request, rows) == whole);
  }
}

}  // namespace

TEST_CASE("blocks of rows give the same advice as one block, for every shipped example workload") {
  auto loaded = advise::load({"catalog", "rules", "examples", "tests/data/measured-h100-device-name.dsl"});
  INFO(advise::render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  const auto& program = *loaded.program;
  const auto& checked = *program.checked;
  REQUIRE(checked.gpus.size() > 50);
  REQUIRE(checked.workloads.size() >= 10);
  REQUIRE(!checked.situations.empty());
  for (std::size_t w = 0; w < checked.workloads.size(); ++w) {
    AdviceRequest request;
    request.workload = &checked.workloads[w];
    request.situation = &checked.situations[w % checked.situations.size()];
    request.as_of = checked.latest_date;
    // One size that divides no catalog here: each query is evaluated twice (in blocks and
    // whole), which under AddressSanitizer is most of this suite's time.
    check_block_sizes(program, request, {7});
  }
  // A JSON report's --top: only the best rows, a recommended one and --why-not's GPU are listed.
  AdviceRequest top;
  top.workload = &checked.workloads.front();
  top.as_of = checked.latest_date;
  top.detail_top = 3;
  top.list_all = false;
  top.detail_rejected = false;
  top.detail_gpu = "GTX 1080";
  top.layer_breakdown = true;
  check_block_sizes(program, top, {5, 32});
}

TEST_CASE("blocks of rows give the same at_gpu(), max_over_gpus() and messages as one block") {
  auto loaded = advise::testing::load_text(R"(
gpu "A" { memory 8 GB  fp32 10 TFLOPS  price 500 USD @ 2020-01 new }
gpu "B" { memory 16 GB  fp32 20 TFLOPS  price 900 USD @ 2020-01 new }
gpu "C" { memory 24 GB  fp32 15 TFLOPS  price 700 USD @ 2020-01 new }
gpu "D" { memory 4 GB  fp32 30 TFLOPS }
gpu "E" { memory 12 GB  fp32 5 TFLOPS  released 2030-01 }
workload "w" { batch 32  task conv }
let speed = gpu.fp32 / max_over_gpus(gpu.fp32)
let versus_c = gpu.fp32 / at_gpu("C", gpu.fp32)
let fastest = best_gpu(gpu.fp32)
rule "small" { require gpu.memory >= 8 GB else reject "only {gpu.memory}, {speed} of the fastest, {fastest}" }
rule "fast" { when versus_c > 1 recommend "faster than C by {versus_c}" }
conv prefers speed > versus_c
)");
  INFO(advise::render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  const auto& checked = *loaded.program->checked;
  AdviceRequest request;
  request.workload = &checked.workloads.front();
  request.as_of = checked.latest_date;
  const std::string whole = advice_json(*loaded.program, request, advise::eval::kBlockRows);
  CHECK(whole.find("of the fastest, D") != std::string::npos);
  CHECK(whole.find("faster than C by") != std::string::npos);
  check_block_sizes(*loaded.program, request);
}

TEST_CASE("a report of the best few ranks only the first places, with the ranks of the whole ranking") {
  std::string text;
  for (int g = 0; g < 40; ++g)
    text += "gpu \"G" + std::to_string(100 + g) + "\" { memory " + std::to_string(4 + g % 7 * 4) + " GB  fp32 " +
            std::to_string(5 + (g * 37) % 23) + " TFLOPS  bandwidth " + std::to_string(200 + (g * 53) % 700) + " GB/s }\n";
  auto loaded = advise::testing::load_text(text + R"(
workload "w" { batch 32  task conv }
rule "small" { require gpu.memory >= 8 GB else reject "too small" }
conv prefers gpu.fp32 > gpu.bandwidth
)");
  INFO(advise::render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  const auto& checked = *loaded.program->checked;
  AdviceRequest all;
  all.workload = &checked.workloads.front();
  all.as_of = checked.latest_date;
  all.detail_top = 3;
  AdviceRequest top = all;
  top.list_all = false;
  for (std::size_t rows : {std::size_t{5}, advise::eval::kBlockRows}) {
    all.block_rows = top.block_rows = rows;
    auto candidates = advise::eval::build_candidates(checked, *loaded.program->gpus_by_name, all.as_of);
    const auto whole = advise::eval::advise(*loaded.program->graph, candidates, all);
    const auto best = advise::eval::advise(*loaded.program->graph, candidates, top);
    REQUIRE(best.candidates.size() == 3);
    std::size_t admitted = 0;
    for (const auto& c : whole.candidates) admitted += c.admitted;
    CHECK(best.omitted.admitted == admitted - 3);
    for (std::size_t k = 0; k < 3; ++k) {
      CHECK(best.candidates[k].gpu == whole.candidates[k].gpu);
      CHECK(best.candidates[k].rank == whole.candidates[k].rank);
      REQUIRE(best.candidates[k].above_next);
      CHECK(best.candidates[k].above_next->explanation == whole.candidates[k].above_next->explanation);
    }
  }
}
