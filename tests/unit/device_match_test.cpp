// Which catalog GPU a probed device is: real device names as CUDA and nvidia-smi report them,
// with the compute capability, SM count and memory size those devices report, against the
// shipped catalog.
#include <doctest/doctest.h>

#include "advise/engine.h"
#include "advise/probe.h"

using namespace advise;

namespace {

enum class Expect { Name, Signature, None };

struct Device {
  const char* name;
  double compute, sms, memory_gib;  // as the device reports them (cudaMemGetInfo total)
  const char* catalog;              // "" when no catalog GPU is this device
  Expect how;
};

const Device kDevices[] = {
    {"NVIDIA H100 80GB HBM3", 9.0, 132, 79.1, "H100 SXM", Expect::Name},
    {"NVIDIA H100 PCIe", 9.0, 114, 79.6, "H100 PCIe", Expect::Name},
    // The H100 NVL has the GH200's GPU (132 SMs, 94 against 96 GB of HBM3): its nearest entry.
    {"NVIDIA H100 NVL", 9.0, 132, 93.1, "GH200", Expect::Signature},
    {"NVIDIA GH200 480GB", 9.0, 132, 95.6, "GH200", Expect::Name},
    {"NVIDIA H200", 9.0, 132, 139.8, "H200", Expect::Name},
    {"NVIDIA H200 NVL", 9.0, 132, 139.8, "H200", Expect::Signature},
    {"NVIDIA B200", 10.0, 148, 178.4, "B200", Expect::Name},
    {"NVIDIA A100-SXM4-80GB", 8.0, 108, 79.2, "A100 80GB SXM", Expect::Name},
    {"NVIDIA A100-SXM4-40GB", 8.0, 108, 39.4, "A100 40GB SXM", Expect::Name},
    {"NVIDIA A100-PCIE-40GB", 8.0, 108, 39.4, "A100 40GB PCIe", Expect::Name},
    {"NVIDIA A100 80GB PCIe", 8.0, 108, 79.2, "A100 80GB PCIe", Expect::Name},
    {"NVIDIA A800 80GB PCIe", 8.0, 108, 79.2, "A100 80GB PCIe", Expect::Signature},
    {"NVIDIA A10", 8.6, 72, 22.5, "A10", Expect::Name},
    {"NVIDIA L4", 8.9, 58, 22.5, "L4", Expect::Name},
    {"NVIDIA L40S", 8.9, 142, 45.0, "L40S", Expect::Name},
    {"NVIDIA RTX 6000 Ada Generation", 8.9, 142, 47.5, "RTX 6000 Ada", Expect::Name},
    {"NVIDIA L40", 8.9, 142, 44.5, "L40S", Expect::Signature},
    {"NVIDIA RTX A6000", 8.6, 84, 47.5, "RTX A6000", Expect::Name},
    {"Tesla V100-SXM2-16GB", 7.0, 80, 15.8, "Tesla V100", Expect::Name},
    {"Tesla V100-PCIE-16GB", 7.0, 80, 15.8, "Tesla V100", Expect::Name},
    {"Tesla V100-SXM2-32GB", 7.0, 80, 31.7, "", Expect::None},
    {"Tesla P100-PCIE-16GB", 6.0, 56, 15.9, "Tesla P100", Expect::Name},
    {"Tesla P4", 6.1, 20, 7.4, "Tesla P4", Expect::Name},
    {"Tesla K80", 3.7, 13, 11.2, "Tesla K80", Expect::Name},
    {"Tesla T4", 7.5, 40, 14.6, "", Expect::None},
    {"NVIDIA GeForce RTX 5090", 12.0, 170, 31.4, "RTX 5090", Expect::Name},
    {"NVIDIA GeForce RTX 5080", 12.0, 84, 15.5, "RTX 5080", Expect::Name},
    {"NVIDIA GeForce RTX 5070 Ti", 12.0, 70, 15.5, "RTX 5070 Ti", Expect::Name},
    {"NVIDIA GeForce RTX 4090", 8.9, 128, 23.6, "RTX 4090", Expect::Name},
    {"NVIDIA GeForce RTX 4080 SUPER", 8.9, 80, 15.6, "RTX 4080 Super", Expect::Name},
    {"NVIDIA GeForce RTX 4060 Ti", 8.9, 34, 15.6, "RTX 4060 Ti 16GB", Expect::Name},
    {"NVIDIA GeForce RTX 4060 Ti", 8.9, 34, 7.6, "", Expect::None},  // the 8 GB card
    {"NVIDIA GeForce RTX 3090", 8.6, 82, 23.6, "RTX 3090", Expect::Name},
    {"NVIDIA GeForce RTX 3080", 8.6, 68, 9.8, "RTX 3080 10GB", Expect::Name},
    {"NVIDIA GeForce RTX 3080", 8.6, 70, 11.8, "", Expect::None},  // the 12 GB card
    {"NVIDIA GeForce RTX 3070 Ti", 8.6, 48, 7.8, "", Expect::None},
    {"NVIDIA GeForce RTX 3060", 8.6, 28, 11.8, "RTX 3060 12GB", Expect::Name},
    {"NVIDIA GeForce RTX 2080 Ti", 7.5, 68, 10.75, "RTX 2080 Ti", Expect::Name},
    {"GeForce RTX 2080 Ti", 7.5, 68, 10.75, "RTX 2080 Ti", Expect::Name},
    {"NVIDIA TITAN RTX", 7.5, 72, 23.6, "Titan RTX", Expect::Name},
    {"NVIDIA GeForce GTX 1660 SUPER", 7.5, 22, 5.8, "GTX 1660 Super", Expect::Name},
    {"TITAN V", 7.0, 80, 11.8, "Titan V", Expect::Name},
    {"TITAN X (Pascal)", 6.1, 28, 11.9, "Titan X Pascal", Expect::Name},
    {"GeForce GTX 1080 Ti", 6.1, 28, 10.9, "GTX 1080 Ti", Expect::Name},
    {"NVIDIA GeForce GTX 1080", 6.1, 20, 7.9, "GTX 1080", Expect::Name},
    {"GeForce GTX 1060 6GB", 6.1, 10, 5.9, "GTX 1060 6GB", Expect::Name},
    {"Quadro P6000", 6.1, 30, 23.9, "Quadro P6000", Expect::Name},
    {"GeForce GTX TITAN X", 5.2, 24, 11.9, "GTX Titan X", Expect::Name},
    {"GeForce GTX 970", 5.2, 13, 3.9, "GTX 970", Expect::Name},
    {"GeForce GTX 960", 5.2, 8, 1.95, "GTX 960", Expect::Name},
    {"GeForce GTX 960", 5.2, 8, 3.9, "GTX 960 4GB", Expect::Name},
};

ProbeResult probed(const Device& d) {
  ProbeResult r;
  r.status = ProbeStatus::Measured;
  r.device_name = d.name;
  r.facts = {{"compute", d.compute, "", 1, ""}, {"sms", d.sms, "", 1, ""},
             {"memory", d.memory_gib * 1073741824.0, "GiB", 1073741824.0, ""}};
  return r;
}

}  // namespace

TEST_CASE("real device names and signatures find their catalog GPU") {
  auto loaded = load({"catalog", "rules"});
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  CHECK(std::size(kDevices) >= 30);
  for (const auto& d : kDevices) {
    DeviceIdentity id = identify_device(*loaded.program, probed(d));
    INFO(d.name, " ", d.memory_gib, " GiB: ", id.explanation);
    CHECK(id.gpu == d.catalog);
    CHECK(id.by_signature == (d.how == Expect::Signature));
    CHECK(!id.explanation.empty());
  }
}

TEST_CASE("a match by signature says so, no match says what to add") {
  auto loaded = load({"catalog", "rules"});
  REQUIRE(loaded.ok());
  auto by_signature = identify_device(*loaded.program, probed({"NVIDIA A800 80GB PCIe", 8.0, 108, 79.2, "", Expect::None}));
  CHECK(by_signature.explanation.find("matched by signature (compute 8.0, 108 SMs, 79.2 GiB)") != std::string::npos);
  auto none = identify_device(*loaded.program, probed({"Tesla T4", 7.5, 40, 14.6, "", Expect::None}));
  CHECK(none.explanation.find("add it to that GPU's cuda_name") != std::string::npos);
}

TEST_CASE("a measured block named as CUDA names the device applies to its catalog GPU") {
  auto loaded = load({"catalog", "rules", "examples/imagenet-resnet50.dsl", "tests/data/measured-h100-device-name.dsl"});
  INFO(render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  auto result = evaluate(*loaded.program, {.workload = "ImageNet ResNet-50"});
  int marked = 0;
  for (const auto& c : result.advice->candidates) {
    if (!c.this_machine) continue;
    ++marked;
    CHECK(c.gpu == "H100 SXM");
  }
  CHECK(marked == 1);
}

TEST_CASE("a measured block for a device matched only by signature loads with a warning") {
  auto loaded = load_with_source({"catalog", "rules"}, "m.dsl",
                                 "measured \"NVIDIA A800 80GB PCIe\" { compute 8.0  sms 108  memory 79.2 GiB }");
  REQUIRE(loaded.ok());
  const std::string text = render(loaded.diagnostics);
  CHECK(text.find("W-SIGNATURE-MATCH") != std::string::npos);
  CHECK(text.find("A100 80GB PCIe") != std::string::npos);
}

TEST_CASE("a measured block for a device nothing matches is an error that says what to add") {
  auto loaded = load_with_source({"catalog", "rules"}, "m.dsl",
                                 "measured \"Tesla T4\" { compute 7.5  sms 40  memory 14.6 GiB }");
  CHECK(!loaded.ok());
  const std::string text = render(loaded.diagnostics);
  CHECK(text.find("E-UNKNOWN-GPU") != std::string::npos);
  CHECK(text.find("cuda_name") != std::string::npos);
}
