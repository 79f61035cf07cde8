// libFuzzer target: one input file, parsed and checked on its own (no shipped knowledge), its
// diagnostics rendered as text and JSON, and the formatter run over it (twice: it must be stable).
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "advise/engine.h"
#include "advise/format.h"
#include "advise/report.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = advise::fuzz::source_text(data, size);
  if (!text) return -1;  // not added to the corpus
  const auto loaded = advise::load_with_source({}, "fuzz.dsl", *text);
  advise::render(loaded.diagnostics);
  advise::format_check_json(loaded);
  // `advise fmt` promises that formatting a formatted text changes nothing.
  const auto formatted = advise::format_text(*text, "fuzz.dsl");
  if (formatted.ok && advise::format_text(formatted.text, "fuzz.dsl").text != formatted.text) std::abort();
  return 0;
}
