#pragma once
// The embedding API: load .dsl files into a checked program, then ask it questions.
//
//   auto loaded = advise::load({"rules", "catalog", "my-workload.dsl"});
//   if (!loaded.ok()) { std::cerr << advise::render(loaded.diagnostics); return 2; }
//   auto result = advise::evaluate(*loaded.program, {.workload = "ImageNet ResNet-50"});
//   std::cout << advise::format_text(*result.advice, {});
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "advise/advice.h"
#include "advise/diagnostic.h"

namespace advise {

class Program;  // a checked program and its evaluation graph; immutable, shareable

struct LoadResult {
  std::shared_ptr<const Program> program;  // null when there are errors
  std::vector<Diagnostic> diagnostics;     // errors and warnings, sorted
  bool ok() const { return program != nullptr; }
};

// Files and folders (every .dsl below a folder, in path order); imports are followed, and a
// file reached twice is loaded once.
LoadResult load(const std::vector<std::string>& paths);

// As load(), plus one in-memory file (e.g. a workload built by a tool). `name` is used in
// diagnostics; imports in `text` resolve relative to the current directory.
LoadResult load_with_source(const std::vector<std::string>& paths, const std::string& name,
                            const std::string& text);

// `base` plus one in-memory file, as load_with_source(paths of base, name, text) would give,
// without reading, parsing or checking base's files again: load the shipped knowledge once, then
// check and evaluate many workload texts against it. Only the new text is checked, against what
// checking base produced (a text that declares enums, schemas, GPUs, networks, facts ..., which
// base's declarations read, is checked with them again, base's files parsed again from their
// kept text). `base` is unchanged; the result shares its GPUs and networks. Diagnostics about the
// new text are located in `name`.
struct ExtendOptions {
  // false: an `import` in the text is an error (E-IMPORT) and reads nothing, so that text from a
  // network client never reaches the file system (advise serve).
  bool allow_imports = true;
};
LoadResult extend(const Program& base, const std::string& name, const std::string& text,
                  const ExtendOptions& options = {});

struct EntityInfo {
  std::string name;
  std::string file;
  std::uint32_t line = 0;
};

std::vector<EntityInfo> workloads(const Program& program);
std::vector<EntityInfo> situations(const Program& program);
std::vector<EntityInfo> gpus(const Program& program);
// The networks a workload's `model` may name (the shipped ones are in rules/networks/), by name.
std::vector<EntityInfo> networks(const Program& program);

// A field that a declaration of one kind may set, as its schema declares it: what a form or a
// binding needs to write a declaration (the Python package writes a workload from a dict).
struct FieldInfo {
  std::string name;
  std::string kind;                  // number, bool, string, date, enum, shape or list
  std::string type;                  // as diagnostics name it: "number", "B/s", "precision", "list of lora_target"
  std::vector<std::string> choices;  // the members of an enum (of a list's enum)
  bool dated = false;                // `dated USD`: several values, each at a date
  std::string doc;
};

// The fields of `kind`'s schema ("gpu", "workload", "situation" or "measured"), in declaration
// order; empty for any other kind.
std::vector<FieldInfo> schema_fields(const Program& program, const std::string& kind);

struct Query {
  std::string workload;     // required: a workload's name
  std::string situation;    // optional: a situation's name
  std::string as_of;        // optional: YYYY-MM or YYYY-MM-DD; default: the latest date known
  bool layer_breakdown = false;  // fill ValueCell::per_layer for per-layer sums (for --explain)
  // What a report will show. Values (Candidate::values) and ranking explanations
  // (Candidate::above_next) are most of the work over a large catalog, so they are made only for
  // the best `top` ranked candidates (0: for every candidate), for rejected ones when
  // `rejected_values`, and for `also` and the candidate ranked just above it (--why-not).
  // Verdicts, statements and ranks are always complete.
  int top = 0;
  bool rejected_values = true;
  std::string also;
  // false: Advice::candidates lists only the best `top` ranked candidates, those a rule
  // recommends, `also` with the one ranked just above it, and, when none is admitted, those one
  // rule alone rejected (the nearest); Advice::omitted counts the rest.
  // It is what a JSON report with --top writes, and building a candidate for each of a million
  // GPUs was most of such a query's time and memory.
  bool list_all = true;
  // Without a situation: also answer under every situation that declares a `pick` label
  // (Advice::picks), one more evaluation each.
  bool picks = false;
};

struct EvaluationResult {
  std::optional<Advice> advice;
  std::vector<Diagnostic> diagnostics;  // bad query (unknown workload, bad date ...)
};

EvaluationResult evaluate(const Program& program, const Query& query);

// Catalog listing: every GPU known as of a date, optionally filtered by a boolean expression
// over gpu.* (e.g. "gpu.memory >= 8 GB and gpu.arch >= turing").
struct CatalogListing {
  std::string as_of;
  std::vector<std::string> columns;
  std::vector<std::vector<ValueCell>> rows;  // one per GPU, in name order
  std::vector<Diagnostic> diagnostics;
};

CatalogListing list_catalog(const Program& program, const std::string& as_of,
                            const std::string& where, const std::vector<std::string>& columns);

enum class TestStatus { Passed, Failed, KnownDifference };

struct TestResult {
  std::string name;
  std::string file;
  std::uint32_t line = 0;
  TestStatus status = TestStatus::Passed;
  std::vector<std::string> details;  // failed expectations, or the known difference's reason
};

struct TestRun {
  std::vector<TestResult> results;   // in file, line order
  std::vector<std::string> rules_fired;   // every rule that fired in some test, sorted
  std::vector<std::string> rules_never_fired;
};

// Runs the test blocks declared in files under `paths` (all tests when empty).
TestRun run_tests(const Program& program, const std::vector<std::string>& paths);

}  // namespace advise
