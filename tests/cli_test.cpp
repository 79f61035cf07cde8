// The advise command as a user runs it: exit codes, formats, options.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.h"

namespace {

const std::string kDefaults = "--rules rules --catalog catalog ";

}  // namespace

TEST_CASE("help for the command and every subcommand") {
  for (std::string sub : {"", "check ", "test ", "init ", "catalog ", "probe "}) {
    CAPTURE(sub);
    auto r = advise(sub + "--help");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "usage: advise"));
  }
}

TEST_CASE("the command's help lists the advise verb's options") {
  auto r = advise("--help");
  CHECK(r.status == 0);
  for (const char* option : {"--situation", "--as-of", "--why-not", "--explain", "--top", "--format", "--facts",
                             "--probe", "--rules", "--catalog", "--no-defaults", "advise init"}) {
    CAPTURE(option);
    CHECK(contains(r.out, option));
  }
}

TEST_CASE("no arguments and unknown options are bad input") {
  CHECK(advise("").status == 2);
  auto r = advise("examples/imagenet-resnet50.dsl --no-such-option");
  CHECK(r.status == 2);
  CHECK(contains(r.out, "no-such-option"));
  CHECK(advise("examples/imagenet-resnet50.dsl --format yaml").status == 2);
}

TEST_CASE("the example gives ranked advice") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "Recommended: "));
  CHECK(contains(r.out, "rank  gpu"));
}

TEST_CASE("JSON output is valid and has the documented fields") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --format json --top 0", false);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["candidates"].is_array());
  REQUIRE(!j["candidates"].empty());
  for (const auto& c : j["candidates"]) {
    CHECK(c.contains("gpu"));
    CHECK(c.contains("rank"));
    CHECK(c.contains("admitted"));
    CHECK(c.contains("reasons"));
    CHECK(c.contains("warnings"));
    CHECK(c.contains("values"));
    CHECK(c["rank"].is_null() == !c["admitted"].get<bool>());
  }
}

TEST_CASE("--explain traces rules and provenance; --why-not explains one GPU") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --explain --top 3");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "Explanation"));
  CHECK(contains(r.out, "datasheet"));
  CHECK(contains(r.out, "derived by let need.memory"));
  auto why = advise(kDefaults + "examples/imagenet-resnet50.dsl --why-not \"GTX 680\"");
  CHECK(why.status == 0);
  CHECK(contains(why.out, "GTX 680 was not admitted"));
  CHECK(contains(why.out, "fits in memory"));
  CHECK(advise(kDefaults + "examples/imagenet-resnet50.dsl --why-not \"No Such GPU\"").status == 2);
}

TEST_CASE("--as-of answers with that date's GPUs") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --as-of 2016-07 --top 0 --format json", false);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["as_of"] == "2016-07");
  for (const auto& c : j["candidates"]) CHECK(c["gpu"] != "RTX 2070");
  CHECK(advise(kDefaults + "examples/imagenet-resnet50.dsl --as-of 2016-13").status == 2);
}

TEST_CASE("errors in input files exit 2 with file:line:col") {
  auto r = advise(kDefaults + "tests/golden/errors/13-unit-memory-vs-bandwidth.dsl");
  CHECK(r.status == 2);
  CHECK(contains(r.out, "tests/golden/errors/13-unit-memory-vs-bandwidth.dsl:"));
  CHECK(contains(r.out, "error[E-UNIT]"));
  CHECK(contains(r.out, "^"));
  auto check = advise("check " + kDefaults + "tests/golden/errors/13-unit-memory-vs-bandwidth.dsl");
  CHECK(check.status == 2);
  auto missing = advise(kDefaults + "no/such/file.dsl");
  CHECK(missing.status == 2);
  CHECK(contains(missing.out, "no/such/file.dsl"));
}

TEST_CASE("check accepts the shipped rules and catalog") {
  auto r = advise("check " + kDefaults + "rules catalog examples");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "ok: "));
}

TEST_CASE("test prints counts and exits 1 on failure") {
  auto pass = advise("test " + kDefaults + "tests/unit/data/passing-test.dsl");
  CHECK(pass.status == 0);
  CHECK(contains(pass.out, "1 passed, 0 failed"));
  auto fail = advise("test " + kDefaults + "tests/unit/data/failing-test.dsl");
  CHECK(fail.status == 1);
  CHECK(contains(fail.out, "0 passed, 1 failed"));
  CHECK(contains(fail.out, "FAIL"));
  auto coverage = advise("test --coverage " + kDefaults + "tests/unit/data/passing-test.dsl");
  CHECK(contains(coverage.out, "rules never fired"));
}

TEST_CASE("catalog lists by date and filters") {
  auto r = advise("catalog " + kDefaults + "--as-of 2016-07 --format json", false);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  bool has_1080 = false;
  for (const auto& g : j["gpus"]) {
    CHECK(g["gpu"] != "RTX 2060");
    has_1080 = has_1080 || g["gpu"] == "GTX 1080";
  }
  CHECK(has_1080);
  auto filtered = advise("catalog " + kDefaults + "--where \"gpu.memory >= 40 GiB\" --format json", false);
  REQUIRE(filtered.status == 0);
  const auto big = nlohmann::json::parse(filtered.out);
  CHECK(!big["gpus"].empty());
  for (const auto& g : big["gpus"])
    CHECK(g["gpu.memory"]["value"].get<double>() >= 40.0 * 1073741824.0);
  auto bad = advise("catalog " + kDefaults + "--where \"gpu.memory >= gpu.bandwidth\"");
  CHECK(bad.status == 2);
  CHECK(contains(bad.out, "--where:1:"));
}

TEST_CASE("probe without a GPU says so and exits 3") {
  auto r = advise("probe " + kDefaults);
  CHECK(r.status == 3);
  CHECK(contains(r.out, "no CUDA device"));
  auto json = advise("probe --format json " + kDefaults, false);
  CHECK(json.status == 3);
  CHECK(nlohmann::json::parse(json.out)["status"] != "measured");
  CHECK(advise("probe --only bogus").status == 2);
  auto with_probe = advise(kDefaults + "examples/imagenet-resnet50.dsl --probe");
  CHECK(with_probe.status == 3);
  CHECK(contains(with_probe.out, "no CUDA device"));
}

TEST_CASE("--facts uses a saved measured block") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --facts tests/data/measured-h100.dsl --top 0 --explain");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "H100 SXM (this machine)"));
  CHECK(contains(r.out, "measured on example-host at 2026-11-21"));
  CHECK(contains(r.out, "99% of datasheet"));  // measured memory 79.1 GiB of 80
}
