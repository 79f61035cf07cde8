// The advise command as a user runs it: exit codes, formats, options.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <fstream>
#include <sstream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "cli_run.h"
#include "read_file.h"

namespace {

// Runs advise on a pseudo-terminal (util-linux `script`), as a person at a terminal would, with
// NO_COLOR only when `environment` sets it.
Run advise_on_terminal(const std::string& environment, const std::string& args) {
  return shell("env -u NO_COLOR " + environment + " script -qec '" + ADVISE_CLI + " " + args + "' /dev/null");
}

const std::string kDefaults = "--rules rules --catalog catalog ";


}  // namespace

TEST_CASE("help for the command and every subcommand") {
  for (std::string sub : {"", "check ", "test ", "init ", "catalog ", "probe ", "fmt ", "facts "}) {
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
  auto document = nlohmann::json::parse(r.out);
  CHECK(document["schema_version"] == 2);
  REQUIRE(document["workloads"].size() == 1);
  const auto& j = document["workloads"][0];
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

TEST_CASE("with no card admitted, the JSON names the nearest ones, --top or not") {
  // QLoRA of an 8B model at 4 x 2048 with 250 USD: the cards that hold it cost more, the cards
  // within the budget hold too little.
  const std::string question = kDefaults + "examples/llama31-8b-qlora.dsl --situation \"little money\" --format json";
  for (const std::string top : {"--top 3", "--top 0"}) {
    auto r = advise(question + " " + top, false);
    REQUIRE(r.status == 0);
    const auto j = nlohmann::json::parse(r.out)["workloads"][0];
    CHECK(j["recommended"].empty());
    REQUIRE(j["nearest"].size() == 2);
    CHECK(j["nearest"][0]["rule"] == "within budget");
    CHECK(j["nearest"][0]["gpus"][0] == "RTX 3090");
    CHECK(j["nearest"][1]["rule"] == "fits in memory");
    CHECK(j["nearest"][1]["message"].get<std::string>().rfind("needs ", 0) == 0);
  }
  auto answered = advise(kDefaults + "examples/llama31-8b-qlora.dsl --format json --top 3", false);
  CHECK(!nlohmann::json::parse(answered.out)["workloads"][0].contains("nearest"));
}

TEST_CASE("--format svg draws the charts of one workload") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --as-of 2019-04 --format svg", false);
  CHECK(r.status == 0);
  CHECK(r.out.rfind("<?xml", 0) == 0);
  CHECK(contains(r.out, "Speed per dollar"));
  CHECK(contains(r.out, "class=\"point recommended\""));
  r = advise(kDefaults + "examples/imagenet-resnet50.dsl examples/gpt2-lm.dsl --format svg");
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--format svg draws one workload, not 2"));
}

TEST_CASE("--explain traces rules and provenance, --why-not explains one GPU") {
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
  CHECK(j["workloads"][0]["as_of"] == "2016-07");
  for (const auto& c : j["workloads"][0]["candidates"]) CHECK(c["gpu"] != "RTX 2070");
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

TEST_CASE("a user who edits a layer constant in rules/networks/layer_costs.dsl sees the estimates change") {
  const auto folder = temporary_folder();
  std::filesystem::copy("rules", folder / "rules", std::filesystem::copy_options::recursive);
  const auto costs = folder / "rules" / "networks" / "layer_costs.dsl";
  std::string text = read(costs);
  // No structured binding: clang 14 cannot capture one in doctest's message lambda.
  for (const auto& edit : {std::pair<std::string, std::string>{"let layer_cost.relu.flops = 1\n", "let layer_cost.relu.flops = 10000\n"},
                           {"let layer_cost.relu.saved = 0\n", "let layer_cost.relu.saved = 1\n"}}) {
    const std::string& from = edit.first;
    const std::string& to = edit.second;
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from << " is not in " << costs);
    text.replace(at, from.size(), to);
  }
  write(costs, text);
  const std::string query = "--catalog catalog examples/imagenet-resnet50.dsl --format json --top 0";
  auto shipped = advise("--rules rules " + query, false);
  auto edited = advise("--rules " + (folder / "rules").string() + " " + query, false);
  std::filesystem::remove_all(folder);
  REQUIRE(shipped.status == 0);
  REQUIRE(edited.status == 0);
  const auto before = nlohmann::json::parse(shipped.out)["workloads"][0], after = nlohmann::json::parse(edited.out)["workloads"][0];
  // ReLU's FLOPs ten-thousandfold, layer by layer: enough for its arithmetic to outlast its memory
  // traffic on most cards (a hundredfold hid behind the traffic on many).
  const auto& layers = before["network"]["layers"];
  REQUIRE(layers.size() == after["network"]["layers"].size());
  int relus = 0;
  for (std::size_t i = 0; i < layers.size(); ++i) {
    if (layers[i]["name"].get<std::string>().find("relu") == std::string::npos) continue;
    ++relus;
    CHECK(after["network"]["layers"][i]["flops"].get<double>() == 10000 * layers[i]["flops"].get<double>());
  }
  CHECK(relus > 0);
  // ReLU's outputs kept: more memory on every card. More FLOPs: fewer samples per second, except
  // on fast cards whose step the framework's dispatch bounds (time.dispatch in rules/speed.dsl).
  std::map<std::string, nlohmann::json> edited_values;
  for (const auto& c : after["candidates"]) edited_values[c["gpu"].get<std::string>()] = c["values"];
  REQUIRE(edited_values.size() == before["candidates"].size());
  int slower = 0;
  for (const auto& c : before["candidates"]) {
    const auto& values = edited_values.at(c["gpu"].get<std::string>());
    CAPTURE(c["gpu"]);
    const double speed = values["samples_per_second"]["value"].get<double>();
    CHECK(speed <= c["values"]["samples_per_second"]["value"].get<double>());
    slower += speed < c["values"]["samples_per_second"]["value"].get<double>() ? 1 : 0;
    CHECK(values["memory_bytes"]["value"].get<double>() > c["values"]["memory_bytes"]["value"].get<double>());
  }
  CHECK(slower > static_cast<int>(edited_values.size()) / 2);
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
  // --json writes the same result beside the block, failed or not.
  const auto saved = temporary_folder() / "probe.json";
  CHECK(advise("probe --json " + saved.string() + " " + kDefaults).status == 3);
  CHECK(nlohmann::json::parse(read(saved))["status"] != "measured");
  // --workload's file is checked before the device is probed: a bad one is bad input (2), located.
  auto missing = advise("probe --workload no-such-workload.dsl " + kDefaults);
  CHECK(missing.status == 2);
  CHECK(contains(missing.out, "no-such-workload.dsl"));
  const auto broken = temporary_folder() / "broken.dsl";
  std::ofstream(broken) << "workload \"w\" {\n  batch -3\n}\n";
  auto bad = advise("probe --workload " + broken.string() + " " + kDefaults);
  CHECK(bad.status == 2);
  CHECK(contains(bad.out, "broken.dsl:2:"));
  auto empty = temporary_folder() / "empty.dsl";
  std::ofstream(empty) << "# no workload\n";
  auto none = advise("probe --workload " + empty.string() + " " + kDefaults);
  CHECK(none.status == 2);
  CHECK(contains(none.out, "declares no workload"));
  CHECK(advise("probe --only bogus").status == 2);
  auto with_probe = advise(kDefaults + "examples/imagenet-resnet50.dsl --probe");
  CHECK(with_probe.status == 3);
  CHECK(contains(with_probe.out, "no CUDA device"));
}

TEST_CASE("--facts uses a saved measured block") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --facts tests/data/measured-h100.dsl --top 0 --explain=all");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "H100 SXM (this machine)"));
  CHECK(contains(r.out, "measured on example-host at 2026-11-21"));
  CHECK(contains(r.out, "99% of datasheet"));  // measured memory 79.1 GiB of 80
}

TEST_CASE("--facts with a block named as CUDA names the device uses its catalog GPU") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --facts tests/data/measured-h100-device-name.dsl --top 0 --explain=all");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "H100 SXM (this machine)"));
  CHECK(contains(r.out, "measured on example-host at 2026-11-21 (device \"NVIDIA H100 80GB HBM3\")"));
}

TEST_CASE("fmt prints, checks, diffs and rewrites, a file that does not parse stays as it is") {
  const auto folder = temporary_folder();
  const std::string messy = "let a=1+2\n\n\nlet b = a  # kept\n";
  const std::string formatted = "let a = 1 + 2\n\nlet b = a  # kept\n";
  write(folder / "messy.dsl", messy);
  write(folder / "clean.dsl", formatted);
  const std::string broken = "let a = (1 +\n";
  write(folder / "broken.dsl", broken);
  const std::string messy_path = (folder / "messy.dsl").string();

  auto printed = advise("fmt " + messy_path, false);
  CHECK(printed.status == 0);
  CHECK(printed.out == formatted);
  auto check = advise("fmt --check " + messy_path + " " + (folder / "clean.dsl").string());
  CHECK(check.status == 1);
  CHECK(check.out == messy_path + "\n");
  auto diff = advise("fmt -d " + messy_path);
  CHECK(diff.status == 0);
  CHECK(contains(diff.out, "--- " + messy_path));
  CHECK(contains(diff.out, "-let a=1+2"));
  CHECK(contains(diff.out, "+let a = 1 + 2"));
  CHECK(read(folder / "messy.dsl") == messy);

  auto bad = advise("fmt --write " + folder.string());
  CHECK(bad.status == 2);
  CHECK(contains(bad.out, "broken.dsl:2:1: error[E-SYNTAX]"));
  CHECK(read(folder / "broken.dsl") == broken);
  CHECK(read(folder / "messy.dsl") == formatted);
  CHECK(advise("fmt --check " + messy_path).status == 0);
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder)) ++entries;
  CHECK(entries == 3);  // no temporary file left behind
  CHECK(advise("fmt " + (folder / "missing.dsl").string()).status == 2);
  std::filesystem::remove_all(folder);
}

TEST_CASE("several workloads with --format json are one JSON document") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl examples/gpt2-lm.dsl --format json --top 2", false);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);  // throws on two documents back to back
  CHECK(j["schema_version"] == 2);
  REQUIRE(j["workloads"].size() == 2);
  CHECK(j["workloads"][0]["workload"] == "ImageNet ResNet-50");
  CHECK(j["workloads"][1]["workload"] != j["workloads"][0]["workload"]);
}

TEST_CASE("check --format json: located diagnostics on stdout, exit code unchanged") {
  auto bad = advise("check " + kDefaults + "--format json tests/golden/errors/13-unit-memory-vs-bandwidth.dsl", false);
  CHECK(bad.status == 2);
  auto j = nlohmann::json::parse(bad.out);
  CHECK(j["schema_version"] == 2);
  CHECK(j["ok"] == false);
  REQUIRE(j["diagnostics"].size() == 1);
  const auto& d = j["diagnostics"][0];
  CHECK(d["file"] == "tests/golden/errors/13-unit-memory-vs-bandwidth.dsl");
  CHECK(d["line"] == 3);
  CHECK(d["column"] == 8);
  CHECK(d["end_column"].get<int>() > d["column"].get<int>());
  CHECK(d["severity"] == "error");
  CHECK(d["code"] == "E-UNIT");
  CHECK(d["hint"].is_string());
  auto good = advise("check " + kDefaults + "--format json examples/imagenet-resnet50.dsl", false);
  CHECK(good.status == 0);
  auto ok = nlohmann::json::parse(good.out);
  CHECK(ok["ok"] == true);
  CHECK(ok["loaded"]["workloads"].get<int>() >= 1);
  CHECK(advise("check --format yaml examples").status == 2);
}

TEST_CASE("test --format json reports each test and the counts") {
  auto r = advise("test " + kDefaults + "--format json rules/tests/basics.dsl", false);
  CHECK(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["schema_version"] == 2);
  REQUIRE(!j["tests"].empty());
  CHECK(j["tests"][0]["file"] == "rules/tests/basics.dsl");
  CHECK(j["tests"][0]["status"] == "passed");
  CHECK(j["counts"]["passed"].get<std::size_t>() == j["tests"].size());
  CHECK(j["counts"]["failed"] == 0);
}

TEST_CASE("catalog JSON: schema version and the provenance of each value") {
  auto r = advise("catalog " + kDefaults + "--as-of 2026-11 --where \"gpu.memory >= 141 GB\" "
                  "--columns \"gpu.rent,gpu.fp32 / gpu.price\" --format json", false);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["schema_version"] == 2);
  REQUIRE(!j["gpus"].empty());
  const auto& rent = j["gpus"][0]["gpu.rent"];
  CHECK(rent["provenance"]["kind"] == "datasheet");
  CHECK(contains(rent["provenance"]["detail"].get<std::string>(), "estimate"));
  const auto& per_dollar = j["gpus"][0]["gpu.fp32 / gpu.price"];
  CHECK(per_dollar["unit"] == "FLOP/(s*USD)");
  CHECK(per_dollar["provenance"]["kind"] == "derived");
  CHECK(contains(per_dollar["text"].get<std::string>(), " per USD"));
}

TEST_CASE("facts prints a fact's text and its source, as text and as JSON") {
  auto text = advise("facts " + kDefaults + "F22");
  CHECK(text.status == 0);
  CHECK(contains(text.out, "F22  (rules/facts.dsl:"));
  CHECK(contains(text.out, "tensor cores > FLOPs > memory bandwidth"));
  CHECK(contains(text.out, "Tim Dettmers"));
  CHECK(contains(text.out, "https://timdettmers.com/2019/04/03/which-gpu-for-deep-learning/"));
  CHECK_FALSE(contains(text.out, "F23"));

  auto json = advise("facts " + kDefaults + "--format json F22", false);
  REQUIRE(json.status == 0);
  const auto j = nlohmann::json::parse(json.out);
  REQUIRE(j["facts"].size() == 1);
  CHECK(j["facts"][0]["id"] == "F22");
  CHECK(j["facts"][0]["from"][0]["published"] == "2019-04-03");
  CHECK(j["facts"][0]["from"][0]["author"] == "Tim Dettmers");

  auto all = advise("facts " + kDefaults + "--format json", false);
  REQUIRE(all.status == 0);
  // F1-F63's 48, F70-F77, F80-F92 and the experts' F100-F118 (rules/facts_experts.dsl)
  CHECK(nlohmann::json::parse(all.out)["facts"].size() == 89);
}

TEST_CASE("facts with an unknown id exits 2 with a suggestion") {
  auto r = advise("facts " + kDefaults + "F22 F222");
  CHECK(r.status == 2);
  CHECK(contains(r.out, "error[E-UNKNOWN-FACT]: no fact is called 'F222'"));
  CHECK(contains(r.out, "did you mean 'F22'?"));
}

TEST_CASE("a report's JSON cites facts by id and holds each cited fact once, with its text") {
  auto r = advise(kDefaults + "examples/imagenet-resnet50.dsl --format json --top 0", false);
  REQUIRE(r.status == 0);
  const auto document = nlohmann::json::parse(r.out);
  const auto& j = document["workloads"][0];
  // The first criterion is "poor value ranks last" (F56); the task's priorities (F22) follow.
  nlohmann::json cite;
  for (const auto& criterion : j["criteria"])
    if (criterion["name"] == "tensor_cores") cite = criterion["cites"][0];
  CHECK(cite == "F22");
  const auto& fact = document["facts"]["F22"];
  CHECK(fact["id"] == "F22");
  CHECK(fact["text"].get<std::string>().find("tensor cores") != std::string::npos);
  CHECK(fact["from"][0]["id"] == "dettmers_2019");
  // Every id cited is in the table; F63's text (cited by a rule on every candidate) appears once.
  std::size_t cited = 0;
  for (const auto& c : j["candidates"])
    for (const char* kind : {"reasons", "warnings", "notes", "recommendations"})
      for (const auto& statement : c[kind])
        for (const auto& id : statement["cites"]) {
          CHECK(document["facts"].contains(id.get<std::string>()));
          ++cited;
        }
  CHECK(cited > 100);
  const std::string f63 = document["facts"]["F63"]["text"];
  std::size_t copies = 0;
  for (std::size_t at = r.out.find(f63.substr(0, 40)); at != std::string::npos; at = r.out.find(f63.substr(0, 40), at + 1))
    ++copies;
  CHECK(copies == 1);
}

TEST_CASE("facts reads the facts of the rules named by --rules, --no-defaults is no option of it") {
  auto only_facts = advise("facts --rules rules/facts.dsl --catalog catalog/schema.dsl F63");
  CHECK(only_facts.status == 0);
  CHECK(contains(only_facts.out, "2019-04: best overall RTX 2070"));
  auto none = advise("facts --no-defaults F22");
  CHECK(none.status == 2);
  CHECK(contains(none.out, "--rules"));
}

TEST_CASE("a rules folder's tests/ is loaded by check and test, not by the commands that advise") {
  const auto dir = temporary_folder();
  std::filesystem::copy("rules", dir / "rules", std::filesystem::copy_options::recursive);
  write(dir / "rules" / "tests" / "broken.dsl", "test \"broken\" { workload \"nowhere\"  expect top == }\n");
  const std::string own = (dir / "rules").string();
  auto advice = advise("examples/imagenet-resnet50.dsl " + own + " --top 1");
  CHECK(advice.status == 0);
  auto checked = advise("check " + own);
  CHECK(checked.status == 2);
  CHECK(contains(checked.out, "broken.dsl:1:"));
  auto situations = advise("catalog " + kDefaults + "--situations", false);
  CHECK(situations.status == 0);
  CHECK(contains(situations.out, "2026 home lab"));
  CHECK_FALSE(contains(situations.out, "test: data center"));
  auto tests = advise("test " + kDefaults, false);
  CHECK(tests.status == 0);
  CHECK(contains(tests.out, " passed, 0 failed"));
  CHECK_FALSE(contains(tests.out, "\n0 passed"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("workloads that ask for the impossible are refused at the property, and the others are still advised") {
  const auto dir = temporary_folder();
  write(dir / "mixed.dsl",
        "workload \"int4 full\" { model \"Llama-3.1-8B\"  task transformer  precision bf16  weights int4  batch 1  sequence 512 }\n"
        "workload \"int4 compute\" { model \"Llama-3.1-8B\"  task transformer  precision int4  optimizer adam  batch 1  sequence 512 }\n"
        "workload \"served?\" { model \"Llama-3.1-8B\"  task transformer  batch 1  context 4096 }\n"
        "workload \"half a sample\" { model \"ResNet-50\"  task conv  batch 2.5 }\n"
        "workload \"fine\" { model \"ResNet-50\"  task conv  precision fp16  batch 32 }\n"
        "workload \"tp3\" { model \"Llama-3.1-70B\"  task transformer  mode inference  weights int4  batch 1  context 4096\n"
        "  gpus 3  sharding tensor }\n"
        "workload \"both\" { model \"Llama-3.1-8B\"  task transformer  mode inference  batch 4  concurrency 8  context 4096 }\n"
        "workload \"trained by vllm\" { model \"Llama-3.1-8B\"  task transformer  batch 1  sequence 512  engine vllm }\n"
        "workload \"dropout 5\" { model \"Llama-2-7B\"  task transformer  finetune lora  lora_dropout 5 }\n"
        "workload \"offload zero2\" { model \"Llama-3.1-8B\"  task transformer  gpus 2  sharding zero2  offload true }\n"
        "workload \"offload served\" { model \"Llama-3.1-8B\"  task transformer  mode inference  offload true }\n"
        "workload \"accumulated in backward\" { model \"Llama-3.1-8B\"  task transformer  optimizer_step in_backward  keep_gradients true }\n"
        "workload \"paged served\" { model \"Llama-3.1-8B\"  task transformer  mode inference  paged_optimizer true }\n"
        "workload \"gguf group\" { model \"Llama-3.1-8B\"  task transformer  mode inference  weights int4  quantisation q4_k_m  quantisation_group 32 }\n"
        "workload \"bf16 group\" { model \"Llama-3.1-8B\"  task transformer  mode inference  quantisation_group 32 }\n"
        "workload \"half group\" { model \"Llama-3.1-8B\"  task transformer  mode inference  weights int4  quantisation gptq  quantisation_group 32.5 }\n");
  const auto run = advise((dir / "mixed.dsl").string() + " --top 1");
  INFO(run.out);
  CHECK(run.status == 2);
  CHECK(contains(run.out, "mixed.dsl:1:80: error[E-INVALID-WORKLOAD]: workload 'int4 full': training updates every weight"));
  CHECK(contains(run.out, "add finetune lora"));
  CHECK(contains(run.out, "mixed.dsl:2:67: error[E-INVALID-WORKLOAD]: workload 'int4 compute': precision int4 is an inference format"));
  CHECK(contains(run.out, "workload 'served?': context and prompt describe serving"));
  CHECK(contains(run.out, "add mode inference"));
  CHECK(contains(run.out, "workload 'half a sample': batch 2.5 is not a whole number"));
  CHECK(contains(run.out, "workload 'tp3': sharding tensor over 3 GPUs: the 64 attention heads do not divide among them"));
  CHECK(contains(run.out, "workload 'both': batch 4 and concurrency 8 say the same thing differently"));
  CHECK(contains(run.out, "workload 'trained by vllm': engine and batching describe a serving engine"));
  CHECK(contains(run.out, "mixed.dsl:10:77: error[E-INVALID-WORKLOAD]: workload 'dropout 5': lora_dropout 5 is a probability"));
  CHECK(contains(run.out, "workload 'offload zero2': offload keeps FSDP's or ZeRO-3's shards in the CPU's memory"));
  CHECK(contains(run.out, "workload 'offload served': offload moves training state"));
  CHECK(contains(run.out, "workload 'accumulated in backward': optimizer_step in_backward frees each gradient"));
  CHECK(contains(run.out, "workload 'paged served': paged_optimizer pages an optimizer's state"));
  CHECK(contains(run.out, "mixed.dsl:15:116: error[E-INVALID-WORKLOAD]: workload 'gguf group': quantisation q4_k_m has llama.cpp's fixed blocks"));
  CHECK(contains(run.out, "workload 'bf16 group': quantisation_group sizes the scale groups of 4- and 8-bit weights"));
  CHECK(contains(run.out, "workload 'half group': quantisation_group 32.5 is not a whole number"));
  CHECK(contains(run.out, "advise: fine\n"));
  CHECK(contains(run.out, "Recommended: "));
  std::filesystem::remove_all(dir);
}

TEST_CASE("text fits 100 columns when piped, COLUMNS when set, and --wide and --columns choose") {
  const std::string example = "examples/llama31-70b-home-int4.dsl --top 3";
  auto widest = [](const std::string& text) {
    std::size_t widest = 0, line = 0;
    for (unsigned char c : text) {
      if (c == '\n') widest = std::max(widest, std::exchange(line, 0));
      else if ((c & 0xC0) != 0x80) ++line;  // characters, not bytes
    }
    return widest;
  };
  const auto piped = advise(example, false);
  CHECK(piped.status == 0);
  CHECK(widest(piped.out) <= 100);
  CHECK(contains(piped.out, "left out to fit 100 columns"));
  const auto narrow = shell("COLUMNS=72 " + std::string(ADVISE_CLI) + " " + example + " 2>/dev/null");
  CHECK(widest(narrow.out) <= 72);
  const auto wide = advise(example + " --wide", false);
  CHECK(widest(wide.out) > 100);
  CHECK_FALSE(contains(wide.out, "left out to fit"));
  const auto chosen = advise(example + " --columns tokens_per_second,memory_bytes", false);
  CHECK(contains(chosen.out, "rank  gpu              memory_bytes  tokens_per_second  warnings"));

  CHECK_FALSE(contains(chosen.out, "gpu.price"));
}

TEST_CASE("--explain is scoped: the first card by default, one card, one value, or all") {
  const std::string example = kDefaults + "examples/imagenet-resnet50.dsl --as-of 2019-04 --top 3 ";
  auto lines = [](const std::string& text) { return std::count(text.begin(), text.end(), '\n'); };
  const auto first = advise(example + "--explain");
  const auto all = advise(example + "--explain=all");
  CHECK(first.status == 0);
  CHECK(contains(first.out, "RTX 2080 Ti (rank 1)"));
  CHECK_FALSE(contains(first.out, "(rank 2)"));
  CHECK(contains(first.out, "--explain CARD, --explain VALUE or --explain all say more"));
  CHECK(lines(first.out) * 5 < lines(all.out));
  CHECK(contains(all.out, "(rank 2)"));
  const auto card = advise(example + "--explain=\"GTX 1080 Ti\"");
  CHECK(contains(card.out, "GTX 1080 Ti (rank"));
  CHECK_FALSE(contains(card.out, "RTX 2080 Ti (rank 1)"));
  const auto value = advise(example + "--explain=memory_bytes");
  CHECK(contains(value.out, "  RTX 2080 Ti: memory_bytes = "));
  CHECK(contains(value.out, "derived by let need.memory"));
  CHECK_FALSE(contains(value.out, "criterion "));
  // The option's value is optional: a file after it is still the file.
  CHECK(advise(kDefaults + "--explain examples/imagenet-resnet50.dsl --top 1").status == 0);
}
