// advise._advise: the engine for Python. Each call loads what the command would load (the
// shipped rules and catalog, or the ones named), evaluates with the interpreter lock released,
// and hands back the command's JSON document as text; python/advise/__init__.py parses it and
// raises AdviseError on diagnostics. `main` runs the command itself (`python3 -m advise`).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "advise/facts.h"
#include "advise/report.h"
#include "cli_common.h"

namespace py = pybind11;

namespace {

using advise::Diagnostic;

// What a call gives back: the JSON document, or the diagnostics that stopped it (as JSON and as
// the command prints them).
struct Outcome {
  bool ok = true;
  std::string json;
  std::string rendered;
};

const char* severity_name(advise::Severity s) {
  switch (s) {
    case advise::Severity::Error: return "error";
    case advise::Severity::Warning: return "warning";
    case advise::Severity::Note: return "note";
  }
  return "error";
}

Outcome failed(const std::vector<Diagnostic>& diagnostics) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : diagnostics) {
    const bool placed = d.location.line > 0;
    list.push_back({{"file", d.location.file.empty() ? nlohmann::json(nullptr) : nlohmann::json(d.location.file)},
                    {"line", placed ? nlohmann::json(d.location.line) : nlohmann::json(nullptr)},
                    {"column", placed ? nlohmann::json(d.location.column) : nlohmann::json(nullptr)},
                    {"severity", severity_name(d.severity)},
                    {"code", d.code},
                    {"message", d.message},
                    {"hint", d.hint}});
  }
  return {false, nlohmann::json{{"diagnostics", list}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
          advise::render(diagnostics)};
}

struct Sources {
  std::string rules, catalog;
};

advise::cli::SourceOptions source_options(const Sources& sources, bool with_tests = false) {
  advise::cli::SourceOptions options;
  options.rules = sources.rules;
  options.catalog = sources.catalog;
  options.with_tests = with_tests;
  return options;
}

// The shipped knowledge, loaded once per process for texts and dicts (extend() checks only the
// new text against it); files a user names are read again on every call.
std::shared_ptr<const advise::Program> shipped_program(std::vector<Diagnostic>& diagnostics) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const advise::Program>> loaded;
  const auto paths = advise::cli::paths_to_load({}, {});
  std::string key;
  for (const auto& p : paths) key += p + '\n';
  std::lock_guard lock(mutex);
  if (auto it = loaded.find(key); it != loaded.end()) return it->second;
  auto result = advise::load(paths);
  diagnostics = result.diagnostics;
  if (result.ok()) loaded[key] = result.program;
  return result.program;
}

struct AdviseCall {
  std::vector<std::string> files;  // paths to advise on, and/or
  std::string text_name, text;     // one text (workloads, or a situation beside the files)
  std::string workload, situation, as_of;
  int top = 10;
  std::vector<std::string> facts;
  Sources sources;
};

advise::LoadResult load_for(const AdviseCall& call) {
  const bool shipped = call.facts.empty() && call.sources.rules.empty() && call.sources.catalog.empty();
  if (call.files.empty() && shipped) {
    std::vector<Diagnostic> diagnostics;
    const auto base = shipped_program(diagnostics);
    if (!base) return {nullptr, diagnostics};
    return advise::extend(*base, call.text_name, call.text);
  }
  std::vector<std::string> named = call.files;
  named.insert(named.end(), call.facts.begin(), call.facts.end());
  const auto paths = advise::cli::paths_to_load(named, source_options(call.sources));
  return call.text.empty() ? advise::load(paths) : advise::load_with_source(paths, call.text_name, call.text);
}

// The workload asked for, else every workload declared in the files or the text.
std::vector<std::string> chosen_workloads(const advise::Program& program, const AdviseCall& call) {
  if (!call.workload.empty()) return {call.workload};
  std::vector<std::string> chosen;
  for (const auto& w : advise::workloads(program))
    if ((!call.text.empty() && w.file == call.text_name) || std::find(call.files.begin(), call.files.end(), w.file) != call.files.end())
      chosen.push_back(w.name);
  return chosen;
}

Outcome advise_json(const AdviseCall& call) {
  const auto loaded = load_for(call);
  if (!loaded.ok()) return failed(loaded.diagnostics);
  const auto chosen = chosen_workloads(*loaded.program, call);
  if (chosen.empty()) {
    Diagnostic none{advise::Severity::Error, "E-QUERY", "no workload is declared; add `workload \"NAME\" { ... }`"};
    none.location.file = call.files.empty() ? call.text_name : call.files.front();
    return failed({none});
  }
  advise::Query query{.situation = call.situation, .as_of = call.as_of, .top = call.top, .rejected_values = false,
                      .list_all = call.top <= 0, .picks = true};
  std::vector<advise::Advice> advices;
  for (const auto& name : chosen) {
    query.workload = name;
    auto result = advise::evaluate(*loaded.program, query);
    if (!result.advice) return failed(result.diagnostics);
    advices.push_back(std::move(*result.advice));
  }
  advise::ReportOptions report;
  report.top = call.top;
  return {true, advise::format_json(advices, report), {}};
}

Outcome check_json(const std::vector<std::string>& paths, const Sources& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load(paths, source_options(sources, true)));
  return {loaded.ok(), advise::format_check_json(loaded), advise::render(loaded.diagnostics)};
}

Outcome test_json(const std::vector<std::string>& paths, bool coverage, const Sources& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load(paths, source_options(sources, true)));
  if (!loaded.ok()) return failed(loaded.diagnostics);
  return {true, advise::format_test_run_json(advise::run_tests(*loaded.program, paths), loaded.diagnostics, coverage), {}};
}

Outcome catalog_json(const std::string& as_of, const std::string& where, const std::vector<std::string>& columns,
                     const Sources& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load({}, source_options(sources)));
  if (!loaded.ok()) return failed(loaded.diagnostics);
  const auto listing = advise::list_catalog(*loaded.program, as_of, where, columns);
  if (advise::has_errors(listing.diagnostics)) return failed(listing.diagnostics);
  return {true, advise::format_catalog_json(listing), {}};
}

Outcome facts_json(const std::vector<std::string>& ids, const Sources& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load({}, source_options(sources)));
  if (!loaded.ok()) return failed(loaded.diagnostics);
  const auto lookup = advise::find_facts(*loaded.program, ids);
  if (advise::has_errors(lookup.diagnostics)) return failed(lookup.diagnostics);
  return {true, advise::format_facts_json(lookup.facts), {}};
}

std::vector<advise::FieldInfo> fields_of(const std::string& kind, const Sources& sources) {
  std::vector<Diagnostic> diagnostics;
  if (sources.rules.empty() && sources.catalog.empty()) {
    const auto base = shipped_program(diagnostics);
    return base ? advise::schema_fields(*base, kind) : std::vector<advise::FieldInfo>{};
  }
  const auto loaded = advise::load(advise::cli::paths_to_load({}, source_options(sources)));
  return loaded.ok() ? advise::schema_fields(*loaded.program, kind) : std::vector<advise::FieldInfo>{};
}

// Runs `work` without the interpreter lock, then turns its outcome into (ok, json, rendered).
template <class Work>
py::tuple unlocked(Work work) {
  Outcome outcome;
  {
    py::gil_scoped_release release;
    outcome = work();
  }
  return py::make_tuple(outcome.ok, outcome.json, outcome.rendered);
}

}  // namespace

PYBIND11_MODULE(_advise, m) {
  m.doc() = "The advise engine (C++); use the functions of the advise package, which wrap these.";
  m.def("advise_json", [](std::vector<std::string> files, std::string text_name, std::string text, std::string workload,
                          std::string situation, std::string as_of, int top, std::vector<std::string> facts,
                          std::string rules, std::string catalog) {
    AdviseCall call{std::move(files), std::move(text_name), std::move(text), std::move(workload),
                    std::move(situation), std::move(as_of), top, std::move(facts), {std::move(rules), std::move(catalog)}};
    return unlocked([&] { return advise_json(call); });
  });
  m.def("check_json", [](std::vector<std::string> paths, std::string rules, std::string catalog) {
    return unlocked([&] { return check_json(paths, {rules, catalog}); });
  });
  m.def("test_json", [](std::vector<std::string> paths, bool coverage, std::string rules, std::string catalog) {
    return unlocked([&] { return test_json(paths, coverage, {rules, catalog}); });
  });
  m.def("catalog_json", [](std::string as_of, std::string where, std::vector<std::string> columns, std::string rules,
                           std::string catalog) {
    return unlocked([&] { return catalog_json(as_of, where, columns, {rules, catalog}); });
  });
  m.def("facts_json", [](std::vector<std::string> ids, std::string rules, std::string catalog) {
    return unlocked([&] { return facts_json(ids, {rules, catalog}); });
  });
  m.def("schema_fields", [](std::string kind, std::string rules, std::string catalog) {
    std::vector<advise::FieldInfo> fields;
    {
      py::gil_scoped_release release;
      fields = fields_of(kind, {rules, catalog});
    }
    py::list out;
    for (const auto& f : fields)
      out.append(py::dict(py::arg("name") = f.name, py::arg("kind") = f.kind, py::arg("type") = f.type,
                          py::arg("choices") = f.choices, py::arg("dated") = f.dated, py::arg("doc") = f.doc));
    return out;
  });
  m.def("main", [](std::vector<std::string> args) {
    py::gil_scoped_release release;
    return advise::cli::run(args);
  });
  m.attr("version") = ADVISE_VERSION;
}
