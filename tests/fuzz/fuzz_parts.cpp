// libFuzzer target: a file parsed in parts (engine/src/syntax/parallel_parse.h) must give the
// module the one-part parse gives, places included, or leave the file to it; and a file the
// one-part parse reports on must never pass in parts. The target aborts otherwise.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "base/diagnostic_sink.h"
#include "fuzz_input.h"
#include "module_summary.h"
#include "syntax/parallel_parse.h"
#include "syntax/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (std::any_of(data, data + size, [](std::uint8_t byte) { return byte >= 128; })) return -1;  // parts are ASCII only
  const auto text = advise::fuzz::source_text(data, size);
  if (!text || advise::syntax::useful_parts(text->size()) > 1) return -1;  // parse_module would cut it too
  advise::base::SourceFiles files;
  const auto id = files.add("fuzz.dsl", *text);
  advise::base::DiagnosticSink sink(files);
  const auto whole = advise::syntax::parse_module(files, id, sink);
  const bool reported = !sink.take().empty();
  for (const std::size_t parts : {2, 3, 5}) {
    const auto in_parts = advise::syntax::parse_in_parts(files, id, parts);
    if (!in_parts) continue;
    if (reported) {
      std::fprintf(stderr, "%zu parts parsed a file the one-part parse reports on\n", parts);
      std::abort();
    }
    if (advise::testing::summary(*in_parts) != advise::testing::summary(whole)) {
      std::fprintf(stderr, "%zu parts:\n%s\none part:\n%s\n", parts, advise::testing::summary(*in_parts).c_str(),
                   advise::testing::summary(whole).c_str());
      std::abort();
    }
  }
  return 0;
}
