// The workload probe's plan: the products a workload's layers compute, their estimated forward
// time, the ratio once timed, and the correction it makes through a measured block (no GPU).
#include <doctest/doctest.h>

#include <algorithm>

#include "advise/engine.h"
#include "advise/probe.h"

using namespace advise;

namespace {

const char* kWorkloads = R"(
workload "resnet" { model "ResNet-50"  precision fp16  optimizer momentum  batch 32 }
workload "llama" { model "Llama-3.2-1B"  precision bf16  optimizer adamw  batch 2  sequence 1024  attention flash }
workload "resnet at batch 256" { model "ResNet-50"  precision fp16  optimizer momentum  batch 256 }
workload "no network" { flops 1 GFLOP  parameters 1000000  precision fp16  batch 8 }
)";

Advice advice_for(const std::string& workload, const std::string& extra = "") {
  auto loaded = load_with_source({"catalog", "rules"}, "<test>", kWorkloads + extra);
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  Query query;
  query.workload = workload;
  query.layer_breakdown = true;
  auto result = evaluate(*loaded.program, query);
  REQUIRE(result.advice);
  return *result.advice;
}

const WorkloadLayer* layer_named(const WorkloadProbe& p, const std::string& start) {
  for (const auto& l : p.layers)
    if (l.name.rfind(start, 0) == 0) return &l;
  return nullptr;
}

double samples_per_second(const Advice& advice, const std::string& gpu) {
  for (const auto& c : advice.candidates)
    if (c.gpu == gpu)
      for (const auto& v : c.values)
        if (v.name == "samples_per_second" && v.number) return *v.number;
  return 0;
}

}  // namespace

TEST_CASE("workload probe: ResNet-50's convolutions and its classifier, with their estimates") {
  std::string why_not;
  const auto plan = plan_workload_probe(advice_for("resnet"), "H100 SXM", why_not);
  CHECK(why_not.empty());
  CHECK(plan.batch == 32);
  CHECK(plan.precision == "fp16");
  const auto* stem = layer_named(plan, "conv 7x7/2 64");
  REQUIRE(stem);
  REQUIRE(stem->products.size() == 1);
  const auto& conv = stem->products[0];
  CHECK(conv.kind == ProductShape::Kind::Convolution);
  CHECK(conv.channels == 3);
  CHECK(conv.height == 224);
  CHECK(conv.filters == 64);
  CHECK(conv.kernel == 7);
  CHECK(conv.stride == 2);
  CHECK(conv.padding == 3);
  CHECK(conv.count == 32);
  CHECK(stem->estimated_seconds > 0);
  const auto* classifier = layer_named(plan, "dense 1000");
  REQUIRE(classifier);
  CHECK(classifier->products[0].m == 32);
  CHECK(classifier->products[0].k == 2048);
  CHECK(classifier->products[0].n == 1000);
  // Repeated blocks share shapes: far fewer distinct layers than convolutions, every one counted.
  int layers = 0;
  for (const auto& l : plan.layers) layers += l.count;
  CHECK(layers == 54);  // 53 convolutions and the classifier
  CHECK(plan.layers.size() < 30);
  CHECK(describe(conv) == "conv 3x224x224 -> 64, 7x7/2, batch 32");
}

TEST_CASE("workload probe: an attention layer is four products, grouped query attention included") {
  std::string why_not;
  const auto plan = plan_workload_probe(advice_for("llama"), "H100 SXM", why_not);
  CHECK(why_not.empty());
  const auto* attention = layer_named(plan, "1.attention");
  REQUIRE(attention);
  CHECK(attention->count == 16);
  REQUIRE(attention->products.size() == 4);
  CHECK(attention->products[0].m == 2048);       // batch 2 x 1024 tokens
  CHECK(attention->products[0].n == 2048 + 2 * 512);  // queries, and 8 key and 8 value heads of 64
  CHECK(attention->products[0].k == 2048);
  CHECK(attention->products[2].count == 2 * 32);  // scores per sequence and head
  CHECK(attention->products[2].m == 1024);
  CHECK(attention->products[2].k == 64);
  CHECK(describe(attention->products[2]) == "64 x matmul 1024x64 by 64x1024");
}

TEST_CASE("workload probe: the ratio of measured to estimated, and nothing to time without a network") {
  std::string why_not;
  auto plan = plan_workload_probe(advice_for("resnet"), "H100 SXM", why_not);
  // The layers take half their estimate, the reference product a quarter of its: relative to a
  // product that fills the card, the layers ran twice as slow as the rules' shapes say.
  std::vector<ProductTiming> timings;
  for (const auto& l : plan.layers)
    for (const auto& s : l.products) timings.push_back({s, l.estimated_seconds * 0.5 / l.products.size(), "test"});
  CHECK(plan.reference.products[0].m == 8192);
  timings.push_back({plan.reference.products[0], plan.reference.estimated_seconds * 0.25, "test"});
  attach_timings(plan, timings);
  CHECK(plan.measured_total() == doctest::Approx(0.5 * plan.estimated_total()));
  CHECK(plan.ratio() == doctest::Approx(2));
  const std::string table = format_workload_probe(plan);
  CHECK(table.find("# workload probe: \"resnet\" on H100 SXM at batch 32, fp16") != std::string::npos);
  CHECK(table.find("timed layers | | | ") != std::string::npos);
  CHECK(table.find("# layer_time_ratio 2:") != std::string::npos);
  plan_workload_probe(advice_for("no network"), "H100 SXM", why_not);
  CHECK(why_not.find("no network") != std::string::npos);
}

TEST_CASE("a measured layer_time_ratio corrects the cards of the probed card's compute capability") {
  // At batch 256 the GPU's time, which the ratio scales, is the step's (at 32 a server's CPU
  // bounds the H100's short layers).
  const auto before = advice_for("resnet at batch 256");
  const auto after = advice_for("resnet at batch 256", R"(measured "H100 SXM" { layer_time_ratio 2  host "t"  taken 2026-11-26 })");
  // H100 PCIe shares compute capability 9.0 with the probed H100 SXM: both slow down; the A100 does not.
  CHECK(samples_per_second(after, "H100 PCIe") < 0.75 * samples_per_second(before, "H100 PCIe"));
  CHECK(samples_per_second(after, "H100 SXM") < 0.75 * samples_per_second(before, "H100 SXM"));
  CHECK(samples_per_second(after, "A100 80GB SXM") == doctest::Approx(samples_per_second(before, "A100 80GB SXM")));
  bool noted = false;
  for (const auto& c : after.candidates)
    if (c.gpu == "H100 PCIe")
      for (const auto& n : c.notes) noted = noted || n.message.find("layer time x 2") != std::string::npos;
  CHECK(noted);
}
