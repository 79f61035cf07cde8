#include "syntax/parallel_parse.h"

#include <algorithm>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "base/diagnostic_sink.h"
#include "syntax/declaration_cuts.h"
#include "syntax/declaration_parse.h"

namespace advise::syntax {
namespace {

// About 1700 GPU declarations, 30-40 ms of parsing: far more than a thread costs to start. The
// shipped catalog and rules (about 150 KB in all) stay on the calling thread.
constexpr std::size_t kMinPartBytes = 256 << 10;
constexpr std::size_t kMaxParts = 8;

struct Part {
  std::string_view text;
  Placement at;
  std::optional<Module> module;
};

// Any failure, even std::bad_alloc, leaves the part without a module: the whole-file parse that
// follows meets it again on the caller's thread and reports or throws it there.
void parse_part(const base::SourceFiles& files, Part& part) {
  try {
    base::DiagnosticSink sink(files);
    part.module = parse_declarations(files, part.text, part.at, sink);
    if (!sink.take().empty()) part.module.reset();
  } catch (...) {
    part.module.reset();
  }
}

std::vector<Part> cut_into_parts(std::string_view text, std::uint32_t file, std::size_t parts) {
  std::vector<Part> out;
  std::size_t start = 0;
  std::uint32_t line = 0;
  auto cuts = declaration_cuts(text, parts);
  cuts.push_back(text.size());
  for (const std::size_t cut : cuts) {
    out.push_back({text.substr(start, cut - start), Placement{file, line, 0}, std::nullopt});
    line += static_cast<std::uint32_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(start),
                                                  text.begin() + static_cast<std::ptrdiff_t>(cut), '\n'));
    start = cut;
  }
  return out;
}

template <class T>
void move_append(std::vector<T>& into, std::vector<T>& from) {
  into.insert(into.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

void append(Module& into, Module& from) {
  move_append(into.imports, from.imports);
  move_append(into.enums, from.enums);
  move_append(into.schemas, from.schemas);
  move_append(into.entities, from.entities);
  move_append(into.lets, from.lets);
  move_append(into.prefers, from.prefers);
  move_append(into.columns, from.columns);
  move_append(into.networks, from.networks);
  move_append(into.blocks, from.blocks);
  move_append(into.rules, from.rules);
  move_append(into.tests, from.tests);
  move_append(into.charts, from.charts);
  move_append(into.references, from.references);
  move_append(into.facts, from.facts);
}

}  // namespace

std::size_t useful_parts(std::size_t size) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::min({cores, kMaxParts, std::max<std::size_t>(1, size / kMinPartBytes)});
}

std::optional<Module> parse_in_parts(const base::SourceFiles& files, std::uint32_t file, std::size_t parts) {
  auto cut = cut_into_parts(files.text(file), file, parts);
  if (cut.size() < 2) return std::nullopt;
  std::vector<std::thread> threads;
  for (std::size_t k = 1; k < cut.size(); ++k) {
    try {
      threads.emplace_back(parse_part, std::cref(files), std::ref(cut[k]));
    } catch (const std::system_error&) {  // no thread to be had: this thread parses the part
      parse_part(files, cut[k]);
    }
  }
  parse_part(files, cut[0]);
  for (auto& thread : threads) thread.join();
  if (!std::all_of(cut.begin(), cut.end(), [](const Part& p) { return p.module.has_value(); })) return std::nullopt;
  for (std::size_t k = 1; k < cut.size(); ++k) append(*cut[0].module, *cut[k].module);
  return std::move(cut[0].module);
}

}  // namespace advise::syntax
