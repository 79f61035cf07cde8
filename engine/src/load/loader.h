#pragma once
// Reads files and folders, follows imports, parses every file once.
#include <set>
#include <string>
#include <vector>

#include "syntax/ast.h"
#include "base/diagnostic_sink.h"
#include "base/source_files.h"

namespace advise::loading {

struct LoadedModules {
  std::vector<syntax::Module> modules;  // in load order: command-line paths, then imports depth-first
  std::set<std::string> paths;          // canonical paths of the files read
};

class Loader {
 public:
  Loader(base::SourceFiles& files, base::DiagnosticSink& sink) : files_(files), sink_(sink) {}

  // A file, or a folder (every *.dsl below it, sorted).
  void load_path(const std::string& path);
  // Text that is not on disk; imports resolve against the current directory, or are errors
  // (E-IMPORT, nothing read) when not `imports_allowed`.
  void load_text(const std::string& name, const std::string& text, bool imports_allowed = true);

  // Files read before (by the program being extended): not read again when imported.
  void assume_loaded(const std::set<std::string>& paths) { loaded_paths_.insert(paths.begin(), paths.end()); }

  // Once every file is loaded (the schema may come after the workloads): each workload whose
  // network property (the workload schema's field with role network_name) names a config.json,
  // or a folder holding one, gets the network the config describes, as a module of its own.
  void add_model_configs();

  LoadedModules take() {
    loaded_.paths = std::move(loaded_paths_);
    return std::move(loaded_);
  }

 private:
  void load_file(const std::string& display_path, const base::SourceRange* imported_at);
  void load_module(std::uint32_t file, const std::string& directory, bool imports_allowed = true);
  void follow_imports(const syntax::Module& module, const std::string& directory);
  void add_model_config(const std::string& written, const base::SourceRange& at, const std::string& path,
                        const std::string& folder);
  double checkpoint_bytes(const std::string& folder, const base::SourceRange& at);
  void add_gguf_model(const std::string& written, const base::SourceRange& at, const std::string& path, std::string problem);
  std::vector<std::string> dsl_files_below(const std::string& folder, const base::SourceRange* at);
  // At `at` (an import) when there is one, else about `path` (a command-line argument).
  void report(const base::SourceRange* at, const std::string& path, const std::string& code,
              const std::string& message);
  void warn(const base::SourceRange* at, const std::string& path, const std::string& code,
            const std::string& message);

  base::SourceFiles& files_;
  base::DiagnosticSink& sink_;
  LoadedModules loaded_;
  std::set<std::string> loaded_paths_;     // canonical paths of the files loaded so far
  std::vector<std::string> stack_;         // canonical paths of the import chain being loaded
  std::vector<std::string> stack_display_;
};

}  // namespace advise::loading
