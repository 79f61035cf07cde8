// The host side of the probe: statistics, the emitted block read back by the parser, merging of
// measured facts, and the no-device paths.
#include <doctest/doctest.h>

#include "advise/engine.h"
#include "advise/probe.h"

using namespace advise;

namespace {

ProbeResult sample_result() {
  ProbeResult r;
  r.status = ProbeStatus::Measured;
  r.device_name = "NVIDIA H100 80GB HBM3";
  r.host = "lab {1} \"east\"";
  r.taken = "2026-11-21T10:00:00Z";
  r.driver_version = "13.0";
  r.runtime_version = "13.0";
  r.facts = {{"bandwidth", 3.015e12, "GB/s", 1e9, "device copy"},
             {"tensor_fp16", 7.42e14, "TFLOPS", 1e12, "cuBLASLt, SM clock 1755 MHz", 1755},
             {"memory", 79.1 * 1073741824.0, "GiB", 1073741824.0, "cudaMemGetInfo"},
             {"host_to_device", 5.52e10, "GB/s", 1e9, "pinned"}};
  r.convolutions = {{"ResNet-50 conv1, batch 32", "fp16", "WINOGRAD", "Winograd", "tensor op", 0.0012, 64.0 * 1048576}};
  return r;
}

}  // namespace

TEST_CASE("timings: median and best") {
  auto odd = summarize({3, 1, 2});
  CHECK(odd.median == 2);
  CHECK(odd.best == 1);
  CHECK(odd.repetitions == 3);
  auto even = summarize({4, 1, 3, 2});
  CHECK(even.median == 2.5);
  CHECK(summarize({}).repetitions == 0);
}

TEST_CASE("the measured block reads back and overrides the datasheet") {
  const std::string block = format_measured_block(sample_result(), "H100 SXM");
  CHECK(block.find("measured \"H100 SXM\" {") != std::string::npos);
  CHECK(block.find("bandwidth 3015 GB/s") != std::string::npos);
  CHECK(block.find("# cuDNN convolution algorithms") != std::string::npos);
  CHECK(block.find("| WINOGRAD | Winograd | tensor op | 1.200 ms | 64.0 MiB") != std::string::npos);
  auto loaded = load_with_source({"catalog", "rules", "examples/imagenet-resnet50.dsl"}, "<probe>", block);
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  auto result = evaluate(*loaded.program, {.workload = "ImageNet ResNet-50"});
  REQUIRE(result.advice);
  const Candidate* h100 = nullptr;
  for (const auto& c : result.advice->candidates)
    if (c.gpu == "H100 SXM") h100 = &c;
  REQUIRE(h100);
  CHECK(h100->this_machine);
  bool noted = false;
  for (const auto& n : h100->notes) noted = noted || n.origin->rule == "this machine";
  CHECK(noted);
  // The host name's quotes and braces survive the round trip.
  CHECK(block.find("host \"lab {{1}} \\\"east\\\"\"") != std::string::npos);
}

TEST_CASE("the JSON gives each figure's SM clock and each algorithm's math type") {
  const std::string json = format_probe_json(sample_result(), "H100 SXM");
  CHECK(json.find("\"sm_clock_mhz\": 1755") != std::string::npos);
  CHECK(json.find("\"math\": \"tensor op\"") != std::string::npos);
  // A figure whose clock was not read has no clock field rather than a zero.
  CHECK(json.find("\"sm_clock_mhz\": 0") == std::string::npos);
}

TEST_CASE("a folder's measured/ results load only when named") {
  // catalog/measured/ holds an H200's probe block: loading the catalog folder must not make every
  // advice take the H200 for this machine.
  auto folder = load({"catalog", "rules", "examples/imagenet-resnet50.dsl"});
  REQUIRE(folder.ok());
  auto plain = evaluate(*folder.program, {.workload = "ImageNet ResNet-50"});
  REQUIRE(plain.advice);
  for (const auto& c : plain.advice->candidates) CHECK_FALSE(c.this_machine);
  auto named = load({"catalog", "rules", "examples/imagenet-resnet50.dsl", "catalog/measured/h200.dsl"});
  REQUIRE(named.ok());
  auto measured = evaluate(*named.program, {.workload = "ImageNet ResNet-50"});
  REQUIRE(measured.advice);
  int marked = 0;
  for (const auto& c : measured.advice->candidates) marked += c.this_machine && c.gpu == "H200";
  CHECK(marked == 1);
}

TEST_CASE("a block for an unknown device names it and says what to do") {
  const std::string block = format_measured_block(sample_result(), "");
  CHECK(block.find("measured \"NVIDIA H100 80GB HBM3\"") != std::string::npos);
  CHECK(block.find("add it to that GPU's entry") != std::string::npos);
}

TEST_CASE("exit codes of the probe") {
  CHECK(probe_exit_code(ProbeStatus::Measured) == 0);
  CHECK(probe_exit_code(ProbeStatus::BuiltWithoutCuda) == 3);
  CHECK(probe_exit_code(ProbeStatus::NoDriver) == 3);
  CHECK(probe_exit_code(ProbeStatus::NoDevice) == 3);
  CHECK(probe_exit_code(ProbeStatus::Unusable) == 3);
  CHECK(probe_exit_code(ProbeStatus::Failed) == 4);
}

TEST_CASE("on this machine (no GPU in CI) the probe explains that there is no device") {
  auto result = make_probe()->run({});
  CHECK(result.status != ProbeStatus::Measured);
  CHECK(result.message.find("no CUDA device") != std::string::npos);
  CHECK(probe_exit_code(result.status) == 3);
  auto json = format_probe_json(result, "");
  CHECK(json.find("\"status\"") != std::string::npos);
}

TEST_CASE("a saved block used with --facts marks the measured GPU") {
  auto loaded = load({"catalog", "rules", "examples/imagenet-resnet50.dsl", "tests/data/measured-h100.dsl"});
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  auto result = evaluate(*loaded.program, {.workload = "ImageNet ResNet-50"});
  for (const auto& c : result.advice->candidates) {
    if (c.gpu != "H100 SXM") continue;
    CHECK(c.this_machine);
    for (const auto& v : c.values)
      if (v.name == "gpu.memory") {
        CHECK(v.provenance.kind == ProvenanceKind::Measured);
        CHECK(v.text == "79.1 GiB");
      }
  }
}
