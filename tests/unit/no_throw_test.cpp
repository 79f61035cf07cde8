// The library never throws for bad input: every malformed golden input, binary blobs and a huge
// nesting go through load, load_with_source, extend, evaluate and the reports, and come back as
// diagnostics.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "advise/engine.h"
#include "../read_file.h"
#include "advise/report.h"

using namespace advise;
namespace fs = std::filesystem;

namespace {


// Every workload of a program that loaded, through every report, with a known and an unknown GPU.
void evaluate_all(const LoadResult& loaded) {
  if (!loaded.ok()) return;
  for (const auto& w : workloads(*loaded.program)) {
    auto result = evaluate(*loaded.program, {.workload = w.name, .as_of = "2019-04"});
    if (!result.advice) continue;
    ReportOptions options;
    format_text(*result.advice, options);
    format_markdown(*result.advice, options);
    format_json(*result.advice, options);
    format_svg(*result.advice);
    explain_why_not(*result.advice, "no such GPU");
  }
}

void feed(const std::shared_ptr<const Program>& base, const std::string& name, const std::string& text) {
  CAPTURE(name);
  LoadResult alone, with_source, extended;
  CHECK_NOTHROW(alone = load_with_source({}, name, text));
  CHECK_NOTHROW(with_source = load_with_source({"catalog", "rules"}, name, text));
  CHECK_NOTHROW(extended = extend(*base, name, text));
  CHECK_NOTHROW(evaluate_all(with_source));
  CHECK_NOTHROW(evaluate_all(extended));
  CHECK(render(with_source.diagnostics) == render(extended.diagnostics));
}

std::vector<std::pair<std::string, std::string>> blobs() {
  std::mt19937 random(13);
  std::string noise(4096, '\0');
  for (auto& c : noise) c = static_cast<char>(random() & 0xff);
  std::string nul_and_controls = "let a = 1\n";
  for (int c = 0; c < 32; ++c) nul_and_controls += static_cast<char>(c);
  return {
      {"random bytes", noise},
      {"one 0xff byte", "\xff"},
      {"latin-1 comment", "# caf\xe9\nlet a = 1\n"},
      {"utf-16", std::string("\xff\xfel\0e\0t\0", 8)},
      {"nul and control bytes", nul_and_controls},
      {"deep brackets", "let deep = " + std::string(100000, '(') + "1" + std::string(100000, ')') + "\n"},
      {"deep blocks", std::string(100000, '{')},
      {"long operator chain", "let chain = 1" + [] { std::string s; for (int i = 0; i < 100000; ++i) s += " + 1"; return s; }() + "\n"},
  };
}

}  // namespace

TEST_CASE("no exception escapes the library for bad input") {
  auto base = load({"catalog", "rules"});
  REQUIRE(base.ok());
  std::vector<fs::path> inputs;
  for (const auto& e : fs::directory_iterator("tests/golden/errors"))
    if (e.path().extension() == ".dsl") inputs.push_back(e.path());
  std::sort(inputs.begin(), inputs.end());
  REQUIRE(inputs.size() >= 60);
  for (const auto& path : inputs) {
    CHECK_NOTHROW(load({path.string()}));
    feed(base.program, path.string(), read(path));
  }
  for (const auto& [name, text] : blobs()) {
    feed(base.program, name, text);
    LoadResult loaded;
    CHECK_NOTHROW(loaded = load_with_source({}, name, text));
    CHECK(has_errors(loaded.diagnostics));
  }
}

TEST_CASE("no exception escapes a bad query or a bad catalog filter") {
  auto base = load({"catalog", "rules"});
  REQUIRE(base.ok());
  EvaluationResult result;
  CHECK_NOTHROW(result = evaluate(*base.program, {.workload = "no such workload", .as_of = "2019-13"}));
  CHECK(has_errors(result.diagnostics));
  CatalogListing listing;
  CHECK_NOTHROW(listing = list_catalog(*base.program, "\xff", "gpu.memory >= \xff", {"(((", "1/0"}));
  CHECK(has_errors(listing.diagnostics));
}
