// The public API: wires loader -> checker -> graph -> evaluator.
#include "advise/engine.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "api/invalid_workload.h"
#include "api/picks.h"
#include "api/program.h"
#include "base/heap.h"
#include "check/checker.h"
#include "check/expr_checker.h"
#include "check/loader.h"
#include "eval/advisor.h"
#include "eval/candidates.h"
#include "eval/evaluator.h"
#include "eval/value_cell.h"
#include "syntax/parser.h"

namespace advise {
namespace {

// The modules of `base` (none without one), parsed again from the text `files` keeps, for a whole
// re-check. They parsed before, so what parsing says now was said then (base->read_warnings).
std::vector<syntax::Module> reparse(const base::SourceFiles& files, const Program* base) {
  std::vector<syntax::Module> modules;
  if (!base) return modules;
  base::DiagnosticSink said_before(files);
  for (auto file : base->module_files) modules.push_back(syntax::parse_module(files, file, said_before));
  return modules;
}

std::vector<syntax::Module*> pointers(std::vector<syntax::Module>& first, std::vector<syntax::Module>& then) {
  std::vector<syntax::Module*> out;
  for (auto& m : first) out.push_back(&m);
  for (auto& m : then) out.push_back(&m);
  return out;
}

std::size_t declarations(const check::CheckedProgram& p) {
  return p.gpus.size() + p.workloads.size() + p.situations.size() + p.measurements.size();
}

void append(std::vector<Diagnostic>& to, const std::vector<Diagnostic>& more) { to.insert(to.end(), more.begin(), more.end()); }

// Checks the modules `added` and builds the evaluation graph into `program`. `program` is either
// new (`base` null), or a copy of `base`'s checked program to which `added` is added: checked alone
// against it when it can be (check::checkable_alone), else with `base`'s modules (parsed again)
// before it, from a program that keeps only the files read (in place: `sink` reads them). The
// result has no graph when there are errors.
std::unique_ptr<Program> check_program(std::unique_ptr<check::CheckedProgram> checked, std::vector<syntax::Module>& added,
                                       const Program* base, base::DiagnosticSink& sink) {
  std::vector<syntax::Module> none;
  const auto new_modules = pointers(none, added);
  const bool alone = base && check::checkable_alone(new_modules);
  if (base && !alone) *checked = check::CheckedProgram{.files = std::move(checked->files)};
  auto program = std::make_unique<Program>();
  if (base) program->module_files = base->module_files;
  for (const auto& m : added) program->module_files.push_back(m.file);
  std::unique_ptr<graph::EvaluationGraph> graph;
  if (alone) {
    program->scope = std::make_shared<const check::CheckScope>(check::check_more(*checked, *base->scope, new_modules, sink));
    if (!sink.has_errors()) graph = graph::extend_graph(*base->graph, *checked, sink);
    program->check_warnings = base->check_warnings;
    program->gpus_by_name = base->gpus_by_name;  // the GPUs are the base's
  } else {
    auto base_modules = reparse(checked->files, base);
    program->scope = std::make_shared<const check::CheckScope>(check::check_modules(*checked, pointers(base_modules, added), sink));
    if (!sink.has_errors()) graph = graph::build_graph(*checked, sink);
    std::vector<syntax::Module>().swap(base_modules);
    std::vector<syntax::Module>().swap(added);
    base::sort_freed_memory(2 * declarations(*checked));  // measured: 1.4 blocks per GPU declaration
    program->gpus_by_name = std::make_shared<const eval::GpuOrder>(eval::gpus_by_name(*checked));
  }
  if (graph) graph->program = checked.get();
  program->checked = std::move(checked);
  program->graph = std::move(graph);
  return program;
}

// Checks what `loader` read (after `base`'s modules when extending `base`, whose checked program
// `checked` is a copy of) and builds the evaluation graph.
LoadResult finish_load(std::unique_ptr<check::CheckedProgram> checked, base::DiagnosticSink& sink,
                       check::Loader& loader, const Program* base = nullptr) {
  auto loaded = loader.take();
  const std::size_t read_count = sink.mark().kept;
  std::unique_ptr<Program> program;
  if (!sink.has_errors()) program = check_program(std::move(checked), loaded.modules, base, sink);
  const bool ok = !sink.has_errors() && program && program->graph;
  auto diagnostics = sink.take();
  const auto checking_said = diagnostics.begin() + static_cast<std::ptrdiff_t>(read_count);  // reading said the ones before
  LoadResult result;
  // What was said about `base`'s files when it was loaded (warnings only) is said again.
  if (base) append(result.diagnostics, base->read_warnings);
  if (program) append(result.diagnostics, program->check_warnings);
  append(result.diagnostics, diagnostics);
  sort_diagnostics(result.diagnostics);
  if (ok) {
    if (base) program->read_warnings = base->read_warnings;
    program->read_warnings.insert(program->read_warnings.end(), diagnostics.begin(), checking_said);
    program->check_warnings.insert(program->check_warnings.end(), checking_said, diagnostics.end());
    program->loaded_paths = std::move(loaded.paths);
    result.program = std::move(program);
  }
  return result;
}

// The stages report bad input as diagnostics. This catches what one failed to foresee (an
// exception from the ANTLR runtime, memory running out) so that none escapes the API; the
// diagnostic has no location, and a test or fuzzer that meets it has found a bug.
template <class Load>
LoadResult guarded(Load&& load) {
  try {
    return load();
  } catch (const std::exception& e) {
    LoadResult result;
    Diagnostic d;
    d.code = "E-INTERNAL";
    d.message = std::string("loading stopped: ") + e.what();
    result.diagnostics.push_back(std::move(d));
    return result;
  }
}

std::vector<EntityInfo> infos(const check::CheckedProgram& p, const std::vector<check::Entity>& entities) {
  std::vector<EntityInfo> out;
  for (const auto& e : entities) out.push_back({e.name, p.files.path(e.range.file), e.range.line});
  return out;
}

const check::Entity* find_entity(const std::vector<check::Entity>& entities, const std::string& name) {
  for (const auto& e : entities)
    if (e.name == name) return &e;
  return nullptr;
}

Diagnostic query_error(std::string code, std::string message, std::string hint = {}) {
  Diagnostic d;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

std::string names_hint(const std::vector<check::Entity>& entities) {
  std::string s;
  for (const auto& e : entities) s += (s.empty() ? "" : ", ") + ("\"" + e.name + "\"");
  return s.empty() ? "" : "known: " + s;
}

// Resolves an "as of" date: empty means the newest date any fact mentions.
bool resolve_as_of(const check::CheckedProgram& p, const std::string& text, std::int32_t& days,
                   std::vector<Diagnostic>& diagnostics) {
  if (text.empty()) {
    days = p.latest_date;
    return true;
  }
  if (check::parse_date(text, days)) return true;
  diagnostics.push_back(query_error("E-DATE", "'" + text + "' is not a valid date", "dates are YYYY-MM or YYYY-MM-DD"));
  return false;
}

// Names visible to a catalog filter: none beyond gpu.* and as_of.
class NoLets : public check::NameResolver {
 public:
  explicit NoLets(std::vector<std::string> gpus) : gpus_(std::move(gpus)) {}
  std::optional<int> find_let(const std::string&) override { return std::nullopt; }
  check::Type let_type(int) override { return check::Type::error(); }
  std::vector<std::string> let_names() const override { return {}; }
  const std::vector<std::string>& gpu_names() const override { return gpus_; }
  std::vector<std::string> rule_names() const override { return {}; }

 private:
  std::vector<std::string> gpus_;
};

}  // namespace

LoadResult load(const std::vector<std::string>& paths) {
  return guarded([&] {
    auto checked = std::make_unique<check::CheckedProgram>();
    base::DiagnosticSink sink(checked->files);
    check::Loader loader(checked->files, sink);
    for (const auto& p : paths) loader.load_path(p);
    return finish_load(std::move(checked), sink, loader);
  });
}

LoadResult load_with_source(const std::vector<std::string>& paths, const std::string& name,
                            const std::string& text) {
  return guarded([&] {
    auto checked = std::make_unique<check::CheckedProgram>();
    base::DiagnosticSink sink(checked->files);
    check::Loader loader(checked->files, sink);
    for (const auto& p : paths) loader.load_path(p);
    loader.load_text(name, text);
    return finish_load(std::move(checked), sink, loader);
  });
}

LoadResult extend(const Program& base, const std::string& name, const std::string& text) {
  return guarded([&] {
    // The base's checked program, to which the new text is added (its files are the base modules'
    // source, which their ranges index).
    auto checked = std::make_unique<check::CheckedProgram>(*base.checked);
    base::DiagnosticSink sink(checked->files);
    check::Loader loader(checked->files, sink);
    loader.assume_loaded(base.loaded_paths);
    loader.load_text(name, text);
    return finish_load(std::move(checked), sink, loader, &base);
  });
}

std::vector<EntityInfo> workloads(const Program& program) { return infos(*program.checked, program.checked->workloads); }
std::vector<EntityInfo> situations(const Program& program) { return infos(*program.checked, program.checked->situations); }
std::vector<EntityInfo> gpus(const Program& program) { return infos(*program.checked, program.checked->gpus); }

EvaluationResult evaluate(const Program& program, const Query& query) {
  EvaluationResult result;
  const auto& p = *program.checked;
  eval::AdviceRequest request;
  request.workload = find_entity(p.workloads, query.workload);
  if (!request.workload)
    result.diagnostics.push_back(query_error("E-QUERY", "no workload is called \"" + query.workload + "\"", names_hint(p.workloads)));
  if (!query.situation.empty()) {
    request.situation = find_entity(p.situations, query.situation);
    if (!request.situation)
      result.diagnostics.push_back(query_error("E-QUERY", "no situation is called \"" + query.situation + "\"", names_hint(p.situations)));
  }
  resolve_as_of(p, query.as_of, request.as_of, result.diagnostics);
  request.layer_breakdown = query.layer_breakdown;
  request.detail_top = query.top;
  request.detail_rejected = query.rejected_values;
  request.detail_gpu = query.also;
  request.list_all = query.list_all;
  if (!result.diagnostics.empty()) return result;
  result.advice = eval::advise(*program.graph, eval::build_candidates(p, *program.gpus_by_name, request.as_of), request);
  if (!result.advice->invalid.empty()) {
    result.diagnostics = invalid_workload(p, *request.workload, *result.advice);
    result.advice.reset();
    return result;
  }
  if (query.picks && query.situation.empty()) result.advice->picks = short_form(program, query);
  return result;
}

namespace {

// A dated property says which quote applies and from when: "1900 USD (used since 2026-11)".
ValueCell catalog_cell(const check::CheckedProgram& p, const eval::CandidateTable& candidates,
                       const std::string& name, const check::TExpr& expr, const check::Value& value, std::size_t row) {
  ValueCell cell = eval::make_value_cell(p, candidates, name, expr, value, row, "--columns");
  if (expr.op == check::Op::GpuField)
    if (auto quote = candidates.quote(static_cast<std::size_t>(expr.index), row); !quote.empty())
      cell.text += " (" + quote + ")";
  return cell;
}

}  // namespace

CatalogListing list_catalog(const Program& program, const std::string& as_of, const std::string& where,
                            const std::vector<std::string>& columns) {
  CatalogListing listing;
  const auto& p = *program.checked;
  std::int32_t days = 0;
  if (!resolve_as_of(p, as_of, days, listing.diagnostics)) return listing;
  listing.as_of = check::format_date(days);

  // The filter and columns are parsed as files of their own, so that errors point into them.
  base::SourceFiles scratch;
  base::DiagnosticSink sink(scratch);
  std::vector<std::string> gpu_names;
  for (const auto& g : p.gpus) gpu_names.push_back(g.name);
  NoLets names(gpu_names);
  check::ExprChecker checker(p, scratch, names, sink);
  auto parse = [&](const std::string& label, const std::string& text) -> std::optional<check::TExpr> {
    auto file = scratch.add(label, text);
    auto expr = syntax::parse_expression(scratch, file, sink);
    if (!expr) return std::nullopt;
    auto t = checker.check(*expr, check::ExprContext::Filter);
    if (t.type.is_error()) return std::nullopt;
    return t;
  };
  std::optional<check::TExpr> filter;
  if (!where.empty()) {
    filter = parse("--where", where);
    if (filter && filter->type.kind != check::TypeKind::Bool)
      listing.diagnostics.push_back(query_error("E-TYPE", "--where needs a condition (bool)"));
  }
  std::vector<std::pair<std::string, check::TExpr>> shown;
  check::TExpr name_expr;
  name_expr.op = check::Op::GpuName;
  name_expr.type = check::Type::string();
  shown.push_back({"gpu", name_expr});
  for (const auto& c : columns)
    if (auto t = parse("--columns", c)) shown.push_back({c, *t});
  auto diagnostics = sink.take();
  listing.diagnostics.insert(listing.diagnostics.end(), diagnostics.begin(), diagnostics.end());
  if (has_errors(listing.diagnostics) || (!where.empty() && !filter)) return listing;

  auto candidates = eval::build_candidates(p, *program.gpus_by_name, days);
  eval::Evaluator evaluator(*program.graph, candidates, {nullptr, nullptr, days, nullptr});
  std::optional<eval::Column> keep;
  if (filter) keep = evaluator.evaluate(*filter);
  std::vector<eval::Column> values;
  for (const auto& [name, expr] : shown) {
    listing.columns.push_back(name);
    values.push_back(evaluator.evaluate(expr));
  }
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (keep && !keep->is_true(i)) continue;
    std::vector<ValueCell> row;
    for (std::size_t k = 0; k < shown.size(); ++k)
      row.push_back(catalog_cell(p, candidates, shown[k].first, shown[k].second, values[k].get(i), i));
    listing.rows.push_back(std::move(row));
  }
  return listing;
}

namespace {

// What `advise test` says under a failing expectation: its line, and what the advice was.
std::string failed_expectation(const check::CheckedProgram& p, const check::TExpr& expect,
                               const Advice& advice) {
  auto line = p.files.line(expect.range.file, expect.range.line);
  std::string detail = "expected: " + std::string(line.substr(line.find_first_not_of(" \t") == std::string::npos ? 0 : line.find_first_not_of(" \t")));
  std::string top = advice.recommended.empty() ? "none" : advice.recommended.front();
  std::string ranked;
  int shown = 0;
  for (const auto& c : advice.candidates)
    if (c.rank && shown++ < 3) ranked += (ranked.empty() ? "" : ", ") + std::to_string(*c.rank) + ". " + c.gpu;
  detail += "\n      got: recommended " + top + "; top 3: " + (ranked.empty() ? "none" : ranked);
  return detail;
}

// Passed when every expectation holds; a known difference's failures are reported, not failed,
// and a known difference that is gone fails, since it would stay documented as one.
void set_status(TestResult& result, const std::optional<std::string>& known_difference) {
  if (!known_difference) {
    result.status = result.details.empty() ? TestStatus::Passed : TestStatus::Failed;
  } else if (result.details.empty()) {
    result.status = TestStatus::Failed;
    result.details.push_back("every expectation holds: remove its known_difference line (\"" + *known_difference + "\")");
  } else {
    result.status = TestStatus::KnownDifference;
    result.details.insert(result.details.begin(), "known difference: " + *known_difference);
  }
}

}  // namespace

TestRun run_tests(const Program& program, const std::vector<std::string>& paths) {
  TestRun run;
  const auto& p = *program.checked;
  std::set<std::string> fired;
  std::map<std::int32_t, eval::CandidateTable> tables;  // by date
  // A test is selected when its file is one of `paths` or lies below one of them.
  auto canonical = [](const std::string& path) {
    std::error_code ec;
    auto c = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : c.string();
  };
  std::vector<std::string> roots;
  for (const auto& path : paths) roots.push_back(canonical(path));
  auto selected = [&](const check::Test& t) {
    if (roots.empty()) return true;
    const std::string file = canonical(p.files.path(t.range.file));
    return std::any_of(roots.begin(), roots.end(), [&](const std::string& root) {
      return file == root || file.rfind(root + "/", 0) == 0;
    });
  };
  for (const auto& test : p.tests) {
    if (!selected(test)) continue;
    TestResult result;
    result.name = test.name;
    result.file = p.files.path(test.range.file);
    result.line = test.range.line;
    eval::AdviceRequest request;
    request.workload = find_entity(p.workloads, test.workload);
    request.situation = test.situation.empty() ? nullptr : find_entity(p.situations, test.situation);
    request.as_of = test.as_of.value_or(p.latest_date);
    // Tests mostly share a date: one candidate table per date serves them all.
    auto table = tables.find(request.as_of);
    if (table == tables.end())
      table = tables.emplace(request.as_of, eval::build_candidates(p, *program.gpus_by_name, request.as_of)).first;
    const eval::CandidateTable& candidates = table->second;
    Advice advice = eval::advise(*program.graph, candidates, request, &fired);
    eval::Evaluator evaluator(*program.graph, candidates, {request.workload, request.situation, request.as_of, &advice});
    for (const auto& expect : test.expects) {
      auto value = evaluator.evaluate(expect);
      if (value.is_true(0)) continue;
      result.details.push_back(failed_expectation(p, expect, advice));
    }
    set_status(result, test.known_difference);
    run.results.push_back(std::move(result));
  }
  std::sort(run.results.begin(), run.results.end(), [](const TestResult& a, const TestResult& b) {
    return std::tie(a.file, a.line) < std::tie(b.file, b.line);
  });
  run.rules_fired.assign(fired.begin(), fired.end());
  for (const auto& r : p.rules)
    if (!fired.count(r.name)) run.rules_never_fired.push_back(r.name);
  std::sort(run.rules_never_fired.begin(), run.rules_never_fired.end());
  return run;
}

}  // namespace advise
