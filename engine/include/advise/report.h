#pragma once
// Renders an Advice for people (text, Markdown, SVG charts) and for tools (JSON).
#include <string>
#include <vector>

#include "advise/advice.h"
#include "advise/engine.h"
#include "advise/facts.h"

namespace advise {

struct ReportOptions {
  int top = 0;             // show at most this many admitted candidates (0: all)
  bool explain = false;    // add the rule trace and where values come from
  // With explain: "" the first ranked card and the criteria (a screen or two); a card's name: that
  // card, with its per-layer terms; a value's name (memory_bytes): that value of every card
  // shown; "all": every card shown and every rejected one.
  std::string explain_scope;
  std::string why_not;     // answer only what rejected or demoted this GPU (text, Markdown)
  bool color = false;      // ANSI colour in the text format; the text itself stays the same
  // Text: lines wrapped, and the ranking's value columns left out from the last, to fit this many
  // characters (0: no limit). The command gives the terminal's width, COLUMNS, or 100.
  int width = 0;
  // Text and Markdown: the ranking's value columns to show, by name (empty: every one).
  std::vector<std::string> columns;
};

std::string format_text(const Advice& advice, const ReportOptions& options);
std::string format_markdown(const Advice& advice, const ReportOptions& options);

// Every JSON document starts with {"schema_version": kJsonSchemaVersion, "advise_version": ...};
// the number grows when a field is removed or changes meaning (docs/schema/ describes each one).
inline constexpr int kJsonSchemaVersion = 2;

// One document for any number of workloads: {..., "workloads": [advice, ...]}, in the given order.
std::string format_json(const std::vector<Advice>& advices, const ReportOptions& options);
// The same document with one workload.
std::string format_json(const Advice& advice, const ReportOptions& options);
// The advice's charts (`chart` declarations) as one SVG document, a panel per chart.
std::string format_svg(const Advice& advice);

// Why a GPU is not the recommendation: rejected by which rules, or ranked below whom and by
// which criterion. Empty when the GPU is unknown to the advice.
std::string explain_why_not(const Advice& advice, const std::string& gpu);

std::string format_catalog_text(const CatalogListing& listing);
std::string format_catalog_json(const CatalogListing& listing);

// advise facts: each fact's id, text and references, for people and for tools.
std::string format_facts_text(const std::vector<Fact>& facts);
std::string format_facts_json(const std::vector<Fact>& facts);

std::string format_test_run(const TestRun& run, bool coverage);
// `advise test --format json`: the loading diagnostics, each test and the counts.
std::string format_test_run_json(const TestRun& run, const std::vector<Diagnostic>& diagnostics, bool coverage);
// {"diagnostics": [...]}: each with file, line, column, end_line, end_column, severity, code,
// message and hint, as check's document writes them (for answers that failed: advise serve).
std::string format_diagnostics_json(const std::vector<Diagnostic>& diagnostics);
// `advise check --format json`: whether it loaded, every diagnostic, and what was loaded.
std::string format_check_json(const LoadResult& loaded);

// A quantity in base units printed with a readable prefix: sizes in binary units
// (8589934592 B -> "8 GiB"), rates in decimal ones (4.48e11 B/s -> "448 GB/s"); a small value
// per dollar per thousand dollars ("4.1 /s per 1000 USD"). `significant` digits, three unless asked.
std::string format_quantity(double value, const Dimension& dimension, int significant = 3);
// A fraction as a whole percentage: 0.153 -> "15%".
std::string format_percent(double fraction);

}  // namespace advise
