#pragma once
// Renders an Advice for people (text, Markdown) and for tools (JSON).
#include <string>

#include "advise/advice.h"
#include "advise/engine.h"

namespace advise {

struct ReportOptions {
  int top = 0;             // show at most this many admitted candidates (0: all)
  bool explain = false;    // add the rule trace for every candidate shown
  std::string why_not;     // answer only what rejected or demoted this GPU (text, Markdown)
  bool color = false;      // ANSI colour in the text format; the text itself stays the same
};

std::string format_text(const Advice& advice, const ReportOptions& options);
std::string format_markdown(const Advice& advice, const ReportOptions& options);
std::string format_json(const Advice& advice, const ReportOptions& options);

// Why a GPU is not the recommendation: rejected by which rules, or ranked below whom and by
// which criterion. Empty when the GPU is unknown to the advice.
std::string explain_why_not(const Advice& advice, const std::string& gpu);

std::string format_catalog_text(const CatalogListing& listing);
std::string format_catalog_json(const CatalogListing& listing);

std::string format_test_run(const TestRun& run, bool coverage);

// A quantity in base units printed with a readable prefix: sizes in binary units
// (8589934592 B -> "8 GiB"), rates in decimal ones (4.48e11 B/s -> "448 GB/s").
std::string format_quantity(double value, const Dimension& dimension);

}  // namespace advise
