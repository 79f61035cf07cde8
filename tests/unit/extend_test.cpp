// advise::extend: the shipped knowledge loaded once, then one workload text after another,
// with the same diagnostics and advice as load_with_source gives for each.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "advise/engine.h"
#include "../read_file.h"
#include "advise/report.h"

using namespace advise;
namespace fs = std::filesystem;

namespace {

// The advice, as JSON in declaration order, for every workload declared in `file` (the shipped
// ones are the same in both programs: evaluating them for every example would only cost time).
std::string advice_of(const Program& program, const std::string& file) {
  std::string out;
  for (const auto& w : workloads(program)) {
    if (w.file != file) continue;
    auto result = evaluate(program, {.workload = w.name});
    REQUIRE(result.advice);
    out += format_json(*result.advice, {});
  }
  return out;
}

const std::vector<std::string> kShipped = {"catalog", "rules"};

}  // namespace

TEST_CASE("extend gives what load_with_source gives, for every example") {
  auto base = load(kShipped);
  REQUIRE(base.ok());
  std::vector<fs::path> examples;
  for (const auto& e : fs::directory_iterator("examples"))
    if (e.path().extension() == ".dsl") examples.push_back(e.path());
  std::sort(examples.begin(), examples.end());
  REQUIRE(examples.size() >= 5);
  for (const auto& path : examples) {
    CAPTURE(path.string());
    const std::string text = read(path);
    auto whole = load_with_source(kShipped, path.string(), text);
    auto extended = extend(*base.program, path.string(), text);
    REQUIRE(whole.ok());
    REQUIRE(extended.ok());
    CHECK(render(extended.diagnostics) == render(whole.diagnostics));
    CHECK(workloads(*extended.program).size() == workloads(*whole.program).size());
    const std::string advice = advice_of(*whole.program, path.string());
    CHECK_FALSE(advice.empty());
    CHECK(advice_of(*extended.program, path.string()) == advice);
  }
  // The base is unchanged: it knows none of the examples' workloads.
  CHECK(workloads(*base.program).size() == workloads(*load(kShipped).program).size());
}

TEST_CASE("extend locates diagnostics in the new text") {
  auto base = load(kShipped);
  REQUIRE(base.ok());
  auto extended = extend(*base.program, "tool input", "workload \"W\" {\n  task conv\n  batch 0\n}\n");
  CHECK_FALSE(extended.ok());
  REQUIRE(has_errors(extended.diagnostics));
  bool located = false;
  for (const auto& d : extended.diagnostics)
    if (d.severity == Severity::Error) located |= d.location.file == "tool input" && d.location.line == 3;
  CHECK(located);
  // The same text through load_with_source: the same diagnostics.
  CHECK(render(extended.diagnostics) ==
        render(load_with_source(kShipped, "tool input", "workload \"W\" {\n  task conv\n  batch 0\n}\n").diagnostics));
}

TEST_CASE("extend does not load twice a file of the base that the new text imports") {
  auto base = load(kShipped);
  REQUIRE(base.ok());
  auto extended = extend(*base.program, "imports.dsl", "import \"rules/memory.dsl\"\n");
  CHECK(extended.ok());
  CHECK_FALSE(has_errors(extended.diagnostics));
}

TEST_CASE("a program can be extended again, and by several texts from one base") {
  auto base = load(kShipped);
  REQUIRE(base.ok());
  auto first = extend(*base.program, "first.dsl", read("examples/gpt2-lm.dsl"));
  REQUIRE(first.ok());
  auto second = extend(*first.program, "second.dsl", read("examples/kaggle-mlp-f40.dsl"));
  REQUIRE(second.ok());
  CHECK(workloads(*second.program).size() ==
        workloads(*first.program).size() + workloads(*extend(*base.program, "x.dsl", read("examples/kaggle-mlp-f40.dsl")).program).size() -
            workloads(*base.program).size());
  // The same name twice is a duplicate, located in the second text.
  auto again = extend(*first.program, "again.dsl", read("examples/gpt2-lm.dsl"));
  CHECK_FALSE(again.ok());
  bool duplicate = false;
  for (const auto& d : again.diagnostics) duplicate |= d.code == "E-DUPLICATE" && d.location.file == "again.dsl";
  CHECK(duplicate);
}

namespace {

// extend() of the shipped knowledge and load_with_source() with the same text: the same
// diagnostics, and the same advice for every workload the text declares. Returns the diagnostics'
// codes, so that each case can say which it is about.
std::vector<std::string> same_as_whole(const std::string& name, const std::string& text) {
  static const LoadResult base = load(kShipped);
  REQUIRE(base.ok());
  auto whole = load_with_source(kShipped, name, text);
  auto extended = extend(*base.program, name, text);
  CHECK(render(extended.diagnostics) == render(whole.diagnostics));
  CHECK(extended.ok() == whole.ok());
  if (whole.ok() && extended.ok()) CHECK(advice_of(*extended.program, name) == advice_of(*whole.program, name));
  std::vector<std::string> codes;
  for (const auto& d : whole.diagnostics) codes.push_back(d.code);
  return codes;
}

bool has(const std::vector<std::string>& codes, const std::string& code) {
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

const char* const kWorkload = "workload \"W\" { task conv precision fp16 optimizer adam batch 64 parameters 25.6e6 activations 140 MB }\n";

}  // namespace

TEST_CASE("extend: diagnostics that involve both the base and the new text") {
  // A let, rule, prefers, column, workload or test the base declares, declared again.
  CHECK(has(same_as_whole("dup-let.dsl", "let samples_per_rent_dollar = 1\n"), "E-DUPLICATE"));
  CHECK(has(same_as_whole("dup-rule.dsl", "rule \"renting\" { note \"x\" }\n"), "E-DUPLICATE"));
  CHECK(has(same_as_whole("dup-prefers.dsl", "conv prefers flops\n"), "E-DUPLICATE"));
  CHECK(has(same_as_whole("dup-column.dsl", "columns gpu.price\n"), "E-DUPLICATE"));
  CHECK(has(same_as_whole("dup-workload.dsl", "workload \"guide: a recurrent net\" { task rnn }\n"), "E-DUPLICATE"));
  CHECK(has(same_as_whole("dup-test.dsl", "test \"F62: in 2016-07 the fastest conv card is the Titan X Pascal\" { workload \"W\" }\n" +
                                              std::string(kWorkload)),
            "E-DUPLICATE"));
  // A let named as one of the base's enum values.
  CHECK(has(same_as_whole("let-enum.dsl", "let turing = 1\n"), "E-DUPLICATE"));
  // Unknown names: the hint offers the base's lets and the new ones.
  CHECK(has(same_as_whole("unknown.dsl", "let mine = samples_per_secnd * 2\n"), "E-UNKNOWN-NAME"));
  CHECK(has(same_as_whole("unknown-fact.dsl", "rule \"r\" { note \"x\" cites F999 }\n"), "E-UNKNOWN-FACT"));
  CHECK(has(same_as_whole("unknown-test.dsl", "test \"t\" { workload \"nobody\" expect top == \"x\" }\n"), "E-UNKNOWN-NAME"));
  // Units and types across the two: a base let (a rate) against a quantity of the new text.
  CHECK(has(same_as_whole("unit.dsl", "let odd = samples_per_second + 8 GB\n"), "E-UNIT"));
  // A cycle through new lets, one of which reads a base let.
  CHECK(has(same_as_whole("cycle.dsl", "let a = b + samples_per_second\nlet b = a * 2\n"), "E-CYCLE"));
  // What needs the graph: a prefer guard that reads a per-GPU base let, a test that reads one.
  CHECK(has(same_as_whole("guard.dsl", "rule \"g\" { when samples_per_second > 1 / 1 s prefer flops }\n"), "E-PREFER-GUARD"));
  CHECK(has(same_as_whole("context.dsl", std::string(kWorkload) +
                                             "test \"t\" { workload \"W\" expect samples_per_second > 1 / 1 s }\n"),
            "E-CONTEXT"));
  // Errors in the new text, the base's warnings (if any) with them, as load_with_source says.
  CHECK(has(same_as_whole("range.dsl", "workload \"W\" { task conv batch 0 }\n"), "E-RANGE"));
}

TEST_CASE("extend: new lets, rules, columns, tests and measurements over the base give the same advice") {
  const std::string text = std::string(kWorkload) +
                           "let doubled = samples_per_second * 2\n"
                           "rule \"fast enough\" { when doubled > 100 / 1 s note \"fast: {doubled}\" cites F1 }\n"
                           "rule \"no 2060\" { when gpu.name == \"RTX 2060\" reject \"not this one\" }\n"
                           "columns doubled as doubled_speed\n"
                           "chart \"doubled\" x gpu.price y doubled\n"
                           "test \"mine\" { as_of 2019-04 workload \"W\" expect not admitted(\"RTX 2060\") }\n"
                           "measured \"H100 SXM\" { host \"h\" taken 2026-11-21 bandwidth 3015 GB/s }\n";
  CHECK(same_as_whole("mine.dsl", text).empty());
  // The new rule is in force: it rejects the card in the extended program.
  static const LoadResult base = load(kShipped);
  auto extended = extend(*base.program, "mine.dsl", text);
  REQUIRE(extended.ok());
  auto result = evaluate(*extended.program, {.workload = "W", .as_of = "2019-04"});
  REQUIRE(result.advice);
  bool rejected = false;
  for (const auto& c : result.advice->candidates) rejected |= c.gpu == "RTX 2060" && !c.admitted;
  CHECK(rejected);
  auto run = run_tests(*extended.program, {"mine.dsl"});
  REQUIRE(run.results.size() == 1);
  CHECK(run.results[0].status == TestStatus::Passed);
}

TEST_CASE("extend: a text that declares what the base reads is checked with the whole program") {
  // A new enum value named as a base let: the error is at the base's let, which only checking
  // the base's declarations again finds.
  auto codes = same_as_whole("enum.dsl", "enum mood = samples_per_rent_dollar, calm\n");
  CHECK(has(codes, "E-DUPLICATE"));
  CHECK(same_as_whole("gpu.dsl", "gpu \"Mine\" { vendor nvidia arch ampere memory 24 GiB bandwidth 900 GB/s fp32 30 TFLOPS "
                                 "released 2021-01 price 900 USD @ 2021-01 new }\n" + std::string(kWorkload))
            .empty());
  CHECK(has(same_as_whole("cost.dsl", "let layer_cost.gelu.flops = 9\n"), "E-DUPLICATE"));
  CHECK(same_as_whole("network.dsl", "network \"tiny\" { input 4 dense(2) }\n"
                                     "workload \"T\" { task mlp precision fp32 optimizer adam batch 8 model \"tiny\" }\n")
            .empty());
}

TEST_CASE("extend builds the network a new workload names, which loading the base only checked") {
  auto base = load(kShipped);
  REQUIRE(base.ok());
  std::string text = read("examples/imagenet-resnet50.dsl");
  const auto at = text.find("\"ResNet-50\"");
  REQUIRE(at != std::string::npos);
  text.replace(at, 11, "\"ResNet-34\"");
  auto extended = extend(*base.program, "resnet34.dsl", text);
  auto whole = load_with_source(kShipped, "resnet34.dsl", text);
  REQUIRE(extended.ok());
  REQUIRE(whole.ok());
  const std::string workload = workloads(*extended.program).back().name;
  auto result = evaluate(*extended.program, {.workload = workload});
  REQUIRE(result.advice);
  CHECK(result.advice->network == "ResNet-34");
  CHECK(result.advice->layers.size() > 100);
  CHECK(advice_of(*extended.program, "resnet34.dsl") == advice_of(*whole.program, "resnet34.dsl"));
}

TEST_CASE("extend without imports refuses an import in the text and reads nothing") {
  auto base = advise::load_with_source({}, "base.dsl", "schema gpu { memory: B }\nschema workload { batch: number }\n");
  REQUIRE(base.ok());
  const auto refused = advise::extend(*base.program, "<request>", "import \"/etc/passwd\"\nworkload \"w\" { batch 1 }\n",
                                      {.allow_imports = false});
  REQUIRE_FALSE(refused.ok());
  REQUIRE(refused.diagnostics.size() == 1);
  CHECK(refused.diagnostics[0].code == "E-IMPORT");
  CHECK(refused.diagnostics[0].location.line == 1);
  CHECK(refused.diagnostics[0].message.find("cannot import") != std::string::npos);
  // The same text with imports allowed reads the file (and fails on its content, not its import).
  const auto allowed = advise::extend(*base.program, "<request>", "import \"/etc/passwd\"\n");
  REQUIRE_FALSE(allowed.diagnostics.empty());
  CHECK(allowed.diagnostics[0].message.find("cannot import") == std::string::npos);
}

TEST_CASE("networks lists the declared networks with their place") {
  auto loaded = advise::load_with_source({}, "nets.dsl",
                                         "schema gpu { memory: B }\nschema workload { model: string role network_name }\n"
                                         "network \"tiny\" {\n  input 4\n  dense(2)\n}\n");
  INFO(advise::render(loaded.diagnostics));
  REQUIRE(loaded.ok());
  const auto nets = advise::networks(*loaded.program);
  REQUIRE(nets.size() == 1);
  CHECK(nets[0].name == "tiny");
  CHECK(nets[0].file == "nets.dsl");
  CHECK(nets[0].line == 3);
}
