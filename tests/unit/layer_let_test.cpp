// Layer lets (`let layer.NAME = ...`): a per-layer value written once, read inside sum_layers()
// and max_layers() as a layer field is, by the program that declares it and by text added later.
#include <doctest/doctest.h>

#include "advise/engine.h"

using namespace advise;

namespace {

const char* kProgram = R"(
schema gpu { memory: B }
schema workload { model: string role network_name }
schema situation { budget: USD }
gpu "A" { memory 8 GiB }
network "n" { input 100  dense(10)  dense(4) }
workload "w" { model "n" }
let layer.doubled = 2 * layer.flops
let layer.quadrupled = 2 * layer.doubled
let through_lets = sum_layers(layer.quadrupled)
let written_out = sum_layers(4 * layer.flops)
rule "sums" { when true note "{through_lets} {written_out} {max_layers(layer.doubled)}" }
)";

std::string notes_of(const LoadResult& loaded) {
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  auto result = evaluate(*loaded.program, {.workload = "w"});
  REQUIRE(result.advice);
  REQUIRE(result.advice->candidates.size() == 1);
  std::string text;
  for (const auto& n : result.advice->candidates[0].notes) text += n.message + "\n";
  return text;
}

}  // namespace

TEST_CASE("a layer let is its expression, per layer, wherever a sum reads it") {
  // dense(10) on 100 inputs: 2 x 100 x 10 = 2000 FLOP; dense(4) on 10: 80 FLOP. Four times their
  // sum is 8320; the larger of the doubled terms is 4000.
  CHECK(notes_of(load_with_source({}, "t.dsl", kProgram)) == "8.32 kFLOP 8.32 kFLOP 4 kFLOP\n");
}

TEST_CASE("text added to a program reads the program's layer lets") {
  auto base = load_with_source({}, "t.dsl", kProgram);
  REQUIRE(base.ok());
  auto more = extend(*base.program, "more.dsl",
                     "rule \"more\" { when sum_layers(layer.doubled) > 1 FLOP note \"{sum_layers(layer.doubled)}\" }\n");
  CHECK(notes_of(more) == "4.16 kFLOP\n8.32 kFLOP 8.32 kFLOP 4 kFLOP\n");
}
