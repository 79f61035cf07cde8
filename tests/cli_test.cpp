// The advise command as a user runs it: exit codes, formats, options.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/wait.h>

namespace {

struct Run {
  int status = -1;
  std::string out;  // stdout and stderr together
};

Run shell(const std::string& command) {
  Run run;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  std::array<char, 4096> buffer{};
  while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) run.out.append(buffer.data(), n);
  int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  return run;
}

Run advise(const std::string& args, bool with_stderr = true) {
  return shell(std::string(ADVISE_CLI) + " " + args + (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

// Runs advise on a pseudo-terminal (util-linux `script`), as a person at a terminal would, with
// NO_COLOR only when `environment` sets it.
Run advise_on_terminal(const std::string& environment, const std::string& args) {
  return shell("env -u NO_COLOR " + environment + " script -qec '" + ADVISE_CLI + " " + args + "' /dev/null");
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

const std::string kDefaults = "--rules rules --catalog catalog ";

}  // namespace

TEST_CASE("help for the command and every subcommand") {
  for (std::string sub : {"", "check ", "test ", "catalog ", "probe "}) {
    CAPTURE(sub);
    auto r = advise(sub + "--help");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "usage: advise"));
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

TEST_CASE("--why-not prints only its answer under the workload header") {
  auto why = advise(kDefaults + "examples/imagenet-resnet50.dsl --why-not \"GTX 680\"");
  CHECK(contains(why.out, "advise: ImageNet ResNet-50"));
  CHECK(contains(why.out, "Why not GTX 680?"));
  CHECK_FALSE(contains(why.out, "Ranking"));
  CHECK_FALSE(contains(why.out, "Not admitted"));
}

TEST_CASE("colour: on a terminal unless NO_COLOR, never when piped, --color overrides") {
  const std::string example = kDefaults + "examples/imagenet-resnet50.dsl --top 1";
  const std::string escape = "\x1b[";
  CHECK(contains(advise_on_terminal("", example).out, "\x1b[1;32mRecommended: "));
  CHECK_FALSE(contains(advise_on_terminal("NO_COLOR=1", example).out, escape));
  CHECK(contains(advise_on_terminal("NO_COLOR=1", example + " --color always").out, escape));
  CHECK_FALSE(contains(advise_on_terminal("", example + " --color never").out, escape));
  CHECK_FALSE(contains(advise(example).out, escape));
  CHECK(contains(advise(example + " --color always").out, "\x1b[1;32mRecommended: "));
  auto error = advise("check --color always tests/golden/errors/13-unit-memory-vs-bandwidth.dsl");
  CHECK(error.status == 2);
  CHECK(contains(error.out, "\x1b[1;31merror[E-UNIT]:"));
  auto bad = advise(example + " --color sometimes");
  CHECK(bad.status == 2);
  CHECK(contains(bad.out, "--color must be auto, always or never"));
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
