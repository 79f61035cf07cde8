#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <thread>

#include "syntax/declaration_cuts.h"
#include "syntax/parallel_parse.h"
#include "syntax/parser.h"
#include "module_summary.h"

using namespace advise::syntax;
using advise::base::DiagnosticSink;
using advise::base::SourceFiles;

namespace {

// A catalog with what could fool a cut: entity keywords starting lines inside test blocks and in
// comments, indented declarations, lets and tests between the GPUs.
std::string catalog_text(int gpus) {
  std::string t = "# a catalog\nlet headroom = 1.1\n";
  for (int i = 0; i < gpus; ++i) {
    const auto n = std::to_string(i);
    if (i % 50 == 0) t += "test \"t" + n + "\" {\n  situation \"s\"\n  workload \"w\"\n  expect true\n}\n";
    if (i % 37 == 0) t += "# gpu \"commented " + n + "\" {\n";
    t += std::string(i % 3 == 0 ? "  " : "") + "gpu \"G" + n + "\" {\n  memory " + std::to_string(i % 80 + 1) +
         " GiB  bandwidth 900 GB/s\n  price 100 USD @ 2020-01 new, 60 USD @ 2022-01 used\n}\n";
    if (i % 41 == 0) t += "let x" + n + " = gpu.memory * 2\n";
  }
  return t;
}

}  // namespace

TEST_CASE("cuts fall only before lines that begin an entity declaration") {
  const std::string text = catalog_text(400);
  const auto cuts = declaration_cuts(text, 6);
  CHECK(cuts.size() == 5);
  for (std::size_t k = 0; k < cuts.size(); ++k) {
    INFO("cut " << k << " at " << cuts[k]);
    REQUIRE(cuts[k] > 0);
    CHECK(text[cuts[k] - 1] == '\n');
    const auto line = text.substr(cuts[k], text.find('\n', cuts[k]) - cuts[k]);
    CHECK(line.find("gpu \"G") != std::string::npos);
    CHECK(line.find('#') == std::string::npos);
    if (k > 0) CHECK(cuts[k] > cuts[k - 1]);
  }
}

TEST_CASE("a text without entity declarations at line starts has no cuts") {
  std::string text;
  for (int i = 0; i < 200; ++i)
    text += "test \"t\" {\n  situation \"s\"\n  workload \"w\"\n}\n# gpu \"x\" {\nlet a = gpu.memory\n";
  CHECK(declaration_cuts(text, 4).empty());
}

TEST_CASE("a file parsed in parts gives the module of one parse, places included") {
  SourceFiles files;
  const auto id = files.add("catalog.dsl", catalog_text(600));
  REQUIRE(useful_parts(files.text(id).size()) == 1);  // so parse_module parses it in one part
  DiagnosticSink sink(files);
  const auto whole = std::make_optional(parse_module(files, id, sink));
  CHECK(sink.take().empty());
  REQUIRE(whole->entities.size() == 600);
  for (const std::size_t parts : {2, 3, 7}) {
    INFO(parts << " parts");
    const auto in_parts = parse_in_parts(files, id, parts);
    REQUIRE(in_parts);
    CHECK(advise::testing::summary(*in_parts) == advise::testing::summary(*whole));
  }
}

TEST_CASE("the declaration path gives the module of the whole-file parse, places included") {
  SourceFiles files;
  const auto id = files.add("catalog.dsl", catalog_text(300));
  DiagnosticSink sink(files);
  const Module fast = parse_module(files, id, sink);
  const Module whole = parse_module_whole(files, id, sink);
  CHECK(sink.take().empty());
  REQUIRE(fast.entities.size() == 300);
  CHECK(advise::testing::summary(fast) == advise::testing::summary(whole));
}

// `gpus` declarations, then one with a syntax error on the file's last line but one.
std::string broken_catalog(int gpus) {
  return catalog_text(gpus) + "gpu \"Broken\" {\n  memory = 8 GiB\n}\n";
}

std::uint32_t last_line(const std::string& text) {
  return static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n'));
}

TEST_CASE("a part with a syntax error leaves the file to the whole-file parse") {
  SourceFiles files;
  const auto id = files.add("broken.dsl", broken_catalog(600));
  CHECK_FALSE(parse_in_parts(files, id, 3));
}

TEST_CASE("a large file with a syntax error near its end reports it once, at its place") {
  SourceFiles files;
  const std::string text = broken_catalog(6'000);  // over 512 KiB: parsed in parts where there are cores
  REQUIRE(text.size() > 512u << 10);
  const auto id = files.add("broken.dsl", text);
  DiagnosticSink sink(files);
  const Module m = parse_module(files, id, sink);
  const auto diagnostics = sink.take();
  REQUIRE(diagnostics.size() == 1);
  CHECK(diagnostics[0].location.line == last_line(text) - 1);
  CHECK(m.entities.empty());
}

TEST_CASE("small files are parsed in one part") {
  CHECK(useful_parts(0) == 1);
  CHECK(useful_parts(100'000) == 1);
  CHECK(useful_parts(500'000) == 1);  // under two parts' worth
  // A large file: a part per core, at most 8.
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  CHECK(useful_parts(64'000'000) == std::min<std::size_t>(cores, 8));
}
