// advise::load, load_with_source and extend: files and folders -> a checked program and its
// evaluation graph (loader -> checker -> graph); and the lists of declared entities.
#include <algorithm>
#include <filesystem>

#include "advise/engine.h"
#include "api/program.h"
#include "api/query_support.h"
#include "base/heap.h"
#include "check/checker.h"
#include "load/loader.h"
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

std::size_t declarations(const ir::CheckedProgram& p) {
  return p.gpus.size() + p.workloads.size() + p.situations.size() + p.measurements.size();
}

void append(std::vector<Diagnostic>& to, const std::vector<Diagnostic>& more) { to.insert(to.end(), more.begin(), more.end()); }

// Checks the modules `added` and builds the evaluation graph into `program`. `program` is either
// new (`base` null), or a copy of `base`'s checked program to which `added` is added: checked alone
// against it when it can be (check::checkable_alone), else with `base`'s modules (parsed again)
// before it, from a program that keeps only the files read (in place: `sink` reads them). The
// result has no graph when there are errors.
std::unique_ptr<Program> check_program(std::unique_ptr<ir::CheckedProgram> checked, std::vector<syntax::Module>& added,
                                       const Program* base, base::DiagnosticSink& sink) {
  std::vector<syntax::Module> none;
  const auto new_modules = pointers(none, added);
  const bool alone = base && check::checkable_alone(new_modules);
  if (base && !alone) *checked = ir::CheckedProgram{.files = std::move(checked->files)};
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
LoadResult finish_load(std::unique_ptr<ir::CheckedProgram> checked, base::DiagnosticSink& sink,
                       loading::Loader& loader, const Program* base = nullptr) {
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

}  // namespace

LoadResult load(const std::vector<std::string>& paths) {
  return guarded([&] {
    auto checked = std::make_unique<ir::CheckedProgram>();
    base::DiagnosticSink sink(checked->files);
    loading::Loader loader(checked->files, sink);
    for (const auto& p : paths) loader.load_path(p);
    loader.add_model_configs();
    return finish_load(std::move(checked), sink, loader);
  });
}

LoadResult load_with_source(const std::vector<std::string>& paths, const std::string& name,
                            const std::string& text) {
  return guarded([&] {
    auto checked = std::make_unique<ir::CheckedProgram>();
    base::DiagnosticSink sink(checked->files);
    loading::Loader loader(checked->files, sink);
    for (const auto& p : paths) loader.load_path(p);
    loader.load_text(name, text);
    loader.add_model_configs();
    return finish_load(std::move(checked), sink, loader);
  });
}

LoadResult extend(const Program& base, const std::string& name, const std::string& text, const ExtendOptions& options) {
  return guarded([&] {
    // The base's checked program, to which the new text is added (its files are the base modules'
    // source, which their ranges index).
    auto checked = std::make_unique<ir::CheckedProgram>(*base.checked);
    base::DiagnosticSink sink(checked->files);
    loading::Loader loader(checked->files, sink);
    loader.assume_loaded(base.loaded_paths);
    loader.load_text(name, text, options.allow_imports);
    return finish_load(std::move(checked), sink, loader, &base);
  });
}

std::vector<EntityInfo> workloads(const Program& program) { return infos(*program.checked, program.checked->workloads); }
std::vector<EntityInfo> situations(const Program& program) { return infos(*program.checked, program.checked->situations); }
std::vector<EntityInfo> gpus(const Program& program) { return infos(*program.checked, program.checked->gpus); }

std::vector<EntityInfo> networks(const Program& program) {
  std::vector<EntityInfo> out;
  if (!program.scope) return out;
  const auto& files = program.checked->files;
  for (const auto& [name, range] : program.scope->network_names)
    out.push_back({name, range.file < files.size() ? files.path(range.file) : "", range.line});
  return out;
}

}  // namespace advise
