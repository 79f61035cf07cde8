// advise._advise: the engine for Python. Each call loads what the command would load (the
// shipped rules and catalog, or the ones named), evaluates with the interpreter lock released,
// and hands back the command's JSON document as text (cli/json_api.h); python/advise/__init__.py
// parses it and raises AdviseError on diagnostics. `main` runs the command itself.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "advise/report.h"
#include "cli_common.h"
#include "json_api.h"

namespace py = pybind11;

namespace {

using advise::cli::ApiAnswer;
using advise::cli::SourceOptions;

SourceOptions sources_of(const std::string& rules, const std::string& catalog, bool with_tests = false) {
  SourceOptions sources;
  sources.rules = rules;
  sources.catalog = catalog;
  sources.with_tests = with_tests;
  return sources;
}

// The shipped knowledge is loaded once per process; folders a user names are read on every call,
// so that edits to them show at once.
advise::LoadResult program_for(const SourceOptions& sources) {
  if (sources.rules.empty() && sources.catalog.empty()) {
    advise::LoadResult result;
    result.program = advise::cli::loaded_once(sources, result.diagnostics);
    return result;
  }
  return advise::load(advise::cli::paths_to_load({}, sources));
}

struct AdviseCall {
  std::vector<std::string> files;  // paths to advise on, and/or
  std::string text_name, text;     // one text (workloads, or a situation beside the files)
  advise::cli::AdviceQuestion question;
  std::vector<std::string> facts;
  SourceOptions sources;
};

ApiAnswer advise_call(const AdviseCall& call) {
  std::vector<std::string> declared_in = call.files;
  if (!call.text.empty()) declared_in.push_back(call.text_name);
  const bool shipped = call.facts.empty() && call.sources.rules.empty() && call.sources.catalog.empty();
  if (call.files.empty() && shipped) {
    const auto base = program_for(call.sources);
    if (!base.ok()) return advise::cli::failed_answer(base.diagnostics);
    return advise::cli::advice_answer(advise::extend(*base.program, call.text_name, call.text), declared_in, call.question);
  }
  std::vector<std::string> named = call.files;
  named.insert(named.end(), call.facts.begin(), call.facts.end());
  const auto paths = advise::cli::paths_to_load(named, call.sources);
  const auto loaded = call.text.empty() ? advise::load(paths) : advise::load_with_source(paths, call.text_name, call.text);
  return advise::cli::advice_answer(loaded, declared_in, call.question);
}

ApiAnswer check_call(const std::vector<std::string>& paths, const SourceOptions& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load(paths, sources));
  return {loaded.ok(), advise::format_check_json(loaded), advise::render(loaded.diagnostics)};
}

ApiAnswer test_call(const std::vector<std::string>& paths, bool coverage, const SourceOptions& sources) {
  const auto loaded = advise::load(advise::cli::paths_to_load(paths, sources));
  if (!loaded.ok()) return advise::cli::failed_answer(loaded.diagnostics);
  return {true, advise::format_test_run_json(advise::run_tests(*loaded.program, paths), loaded.diagnostics, coverage), {}};
}

// Runs `work` on a program for `sources` without the interpreter lock; (ok, json, rendered).
template <class Work>
py::tuple unlocked(Work work) {
  ApiAnswer answer;
  {
    py::gil_scoped_release release;
    answer = work();
  }
  return py::make_tuple(answer.ok, answer.json, answer.rendered);
}

template <class Work>
py::tuple with_program(const SourceOptions& sources, Work work) {
  return unlocked([&] {
    const auto loaded = program_for(sources);
    return loaded.ok() ? work(*loaded.program) : advise::cli::failed_answer(loaded.diagnostics);
  });
}

}  // namespace

PYBIND11_MODULE(_advise, m) {
  m.doc() = "The advise engine (C++); use the functions of the advise package, which wrap these.";
  m.def("advise_json", [](std::vector<std::string> files, std::string text_name, std::string text, std::string workload,
                          std::string situation, std::string as_of, int top, std::vector<std::string> facts,
                          std::string rules, std::string catalog) {
    AdviseCall call{std::move(files), std::move(text_name), std::move(text),
                    {std::move(workload), std::move(situation), std::move(as_of), top}, std::move(facts),
                    sources_of(rules, catalog)};
    return unlocked([&] { return advise_call(call); });
  });
  m.def("check_json", [](std::vector<std::string> paths, std::string rules, std::string catalog) {
    return unlocked([&] { return check_call(paths, sources_of(rules, catalog, true)); });
  });
  m.def("test_json", [](std::vector<std::string> paths, bool coverage, std::string rules, std::string catalog) {
    return unlocked([&] { return test_call(paths, coverage, sources_of(rules, catalog, true)); });
  });
  m.def("catalog_json", [](std::string as_of, std::string where, std::vector<std::string> columns, std::string rules,
                           std::string catalog) {
    return with_program(sources_of(rules, catalog),
                        [&](const advise::Program& p) { return advise::cli::catalog_answer(p, as_of, where, columns); });
  });
  m.def("facts_json", [](std::vector<std::string> ids, std::string rules, std::string catalog) {
    return with_program(sources_of(rules, catalog),
                        [&](const advise::Program& p) { return advise::cli::facts_answer(p, ids); });
  });
  m.def("declaration", [](std::string kind, std::string name, std::string values_json, std::string rules,
                          std::string catalog) {
    return with_program(sources_of(rules, catalog), [&](const advise::Program& p) {
      const auto values = nlohmann::ordered_json::parse(values_json);
      return ApiAnswer{true, advise::cli::declaration_text(p, kind, name, values), {}};
    });
  });
  m.def("schema_fields", [](std::string kind, std::string rules, std::string catalog) {
    std::vector<advise::FieldInfo> fields;
    {
      py::gil_scoped_release release;
      const auto loaded = program_for(sources_of(rules, catalog));
      if (loaded.ok()) fields = advise::schema_fields(*loaded.program, kind);
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
