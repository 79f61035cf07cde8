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
