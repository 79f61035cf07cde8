#pragma once
// The command's JSON answers for callers that are not a terminal: the Python module and advise
// serve. Each gives the document `--format json` prints, or the diagnostics that stopped it.
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "sources.h"

namespace advise::cli {

struct ApiAnswer {
  bool ok = true;
  std::string json;      // the document; when !ok, {"diagnostics": [...]}
  std::string rendered;  // when !ok, the diagnostics as the command prints them
};

// {"diagnostics": [{file, line, column, end_line, end_column, severity, code, message, hint}]}.
ApiAnswer failed_answer(const std::vector<Diagnostic>& diagnostics);

struct AdviceQuestion {
  std::string workload;  // "": every workload declared in `declared_in`
  std::string situation, as_of;
  int top = 10;
};

// The advice document for `loaded`'s workloads declared in one of `declared_in` (files as named,
// or the name a text was loaded under), or for question.workload.
ApiAnswer advice_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                        const AdviceQuestion& question);
// The first asked workload's charts as one SVG document (the page draws it); !ok without charts.
ApiAnswer chart_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                       const AdviceQuestion& question);
// What rejected or demoted `gpu` for the first asked workload, as text ({"gpu", "text"}).
ApiAnswer why_not_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                         const AdviceQuestion& question, const std::string& gpu);
ApiAnswer catalog_answer(const Program& program, const std::string& as_of, const std::string& where,
                         const std::vector<std::string>& columns);
ApiAnswer facts_answer(const Program& program, const std::vector<std::string>& ids);

// A declaration of `kind` ("workload", "situation") named `name` with the fields of `values` (a
// JSON object), each written as the language writes its schema kind: numbers, true/false, enum
// members and quantities ("24 GiB") bare, strings quoted, a shape from a list ([224, 224, 3]),
// a set from a list. A field the schema lacks is written as given, for the checker to report.
std::string declaration_text(const Program& program, const std::string& kind, const std::string& name,
                             const nlohmann::ordered_json& values);

// The shipped rules and catalog (or those `sources` names), loaded once per process and shared;
// null with `diagnostics` when they do not load.
std::shared_ptr<const Program> loaded_once(const SourceOptions& sources, std::vector<Diagnostic>& diagnostics);

}  // namespace advise::cli
