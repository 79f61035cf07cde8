// libFuzzer target: the whole pipeline. Each input is checked together with the shipped rules
// and catalog; every workload it declares is evaluated, alone and in every situation it
// declares, and the advice rendered as text, Markdown, JSON and SVG. A query that builds only the
// candidates JSON with --top writes (Query::list_all false) must give the same JSON as one that
// builds them all.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "advise/report.h"
#include "fuzz_input.h"

namespace {

const char* const kInputName = "fuzz.dsl";

// The shipped knowledge, loaded once, with one more file: extend() parses only the input.
advise::LoadResult load_with_shipped(const std::string& text) {
  static const advise::LoadResult shipped = advise::load({ADVISE_SOURCE_DIR "/rules", ADVISE_SOURCE_DIR "/catalog"});
  if (!shipped.program) __builtin_trap();  // the shipped knowledge must load
  return advise::extend(*shipped.program, kInputName, text);
}

std::vector<std::string> declared_here(const std::vector<advise::EntityInfo>& entities) {
  std::vector<std::string> names;
  for (const auto& e : entities)
    if (e.file == kInputName) names.push_back(e.name);
  return names;
}

void evaluate_and_render(const advise::Program& program, const advise::Query& query) {
  const auto result = advise::evaluate(program, query);
  advise::render(result.diagnostics);
  if (!result.advice) return;
  const advise::ReportOptions options{};
  advise::format_text(*result.advice, options);
  advise::format_text(*result.advice, {.top = 3, .explain = true});
  advise::format_markdown(*result.advice, options);
  advise::format_json(*result.advice, options);
  advise::format_svg(*result.advice);
}

// A query that builds only what JSON with --top writes must write the same document as one that
// builds every candidate.
void compare_listed(const advise::Program& program, const std::string& workload) {
  const auto full = advise::evaluate(program, {.workload = workload, .top = 2});
  const auto listed = advise::evaluate(program, {.workload = workload, .top = 2, .list_all = false});
  if (full.advice.has_value() != listed.advice.has_value()) std::abort();
  if (!full.advice) return;
  const advise::ReportOptions top2{.top = 2};
  if (advise::format_json(*full.advice, top2) != advise::format_json(*listed.advice, top2)) std::abort();
  advise::format_text(*listed.advice, top2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = advise::fuzz::source_text(data, size);
  if (!text) return -1;  // not added to the corpus
  const auto loaded = load_with_shipped(*text);
  advise::render(loaded.diagnostics);
  if (!loaded.ok()) return 0;
  const auto situations = declared_here(advise::situations(*loaded.program));
  for (const auto& workload : declared_here(advise::workloads(*loaded.program))) {
    evaluate_and_render(*loaded.program, {.workload = workload});
    compare_listed(*loaded.program, workload);
    for (const auto& situation : situations)
      evaluate_and_render(*loaded.program, {.workload = workload, .situation = situation});
  }
  return 0;
}
