#include "load/loader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "base/folder_walk.h"
#include "base/limits.h"
#include "load/checkpoint_files.h"
#include "load/model_config.h"
#include "syntax/parser.h"

namespace advise::loading {
namespace fs = std::filesystem;
namespace limits = base::limits;

namespace {

std::string canonical(const fs::path& p) {
  std::error_code ec;
  auto c = fs::weakly_canonical(p, ec);
  return ec ? p.lexically_normal().string() : c.string();
}

// Why a file of `size` bytes is refused, or "".
std::string too_large(const std::string& name, std::uintmax_t size) {
  if (size <= limits::kMaxFileBytes) return {};
  return "'" + name + "' has " + std::to_string(size) + " bytes: files are limited to " +
         std::to_string(limits::kMaxFileBytes >> 20) + " MiB";
}

// Why `path` cannot be loaded, or "" when it is a regular file of an acceptable size. FIFOs,
// devices and folders are refused before opening: reading them could block or never end.
std::string unloadable(const std::string& path, std::string& code) {
  if (auto why = base::unusable_file(path); !why.empty()) return "cannot read '" + path + "': " + why;
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) return {};
  std::string problem = too_large(path, size);
  if (!problem.empty()) code = "E-LIMIT";
  return problem;
}

// Reads in chunks and gives up past the size limit, so that a file that grows while it is read
// (or a /proc file that reports no size) stays bounded.
bool read_bounded(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  // Sized once from what the file system reports: growing by appends copied a large file twice.
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (!ec) text.reserve(static_cast<std::size_t>(std::min<std::uintmax_t>(size, limits::kMaxFileBytes)));
  char chunk[1 << 16];
  while (in && text.size() <= limits::kMaxFileBytes) {
    in.read(chunk, sizeof chunk);
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  text.shrink_to_fit();  // kept for the program's life: a large file grew to up to twice its size
  return !in.bad() && in.eof() && text.size() <= limits::kMaxFileBytes;
}

}  // namespace

void Loader::load_path(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    auto files = dsl_files_below(path, nullptr);
    if (files.empty()) sink_.warning_without_location(path, "W-EMPTY-FOLDER", "no .dsl files in this folder");
    for (const auto& f : files) load_file(f, nullptr);
    return;
  }
  load_file(path, nullptr);
}

// Every *.dsl below `folder`, sorted (base::walk_folder: links to folders are not followed, and
// each entry that cannot be used is a warning). A `measured` folder below it is skipped: it holds
// probe results of particular machines (catalog/measured/), which apply only when named, or every
// advice would take one machine's GPU for this one.
std::vector<std::string> Loader::dsl_files_below(const std::string& folder, const base::SourceRange* at) {
  auto walk = base::walk_folder(folder, ".dsl", "measured");
  if (walk.too_many) {
    report(at, folder, "E-LIMIT", "'" + folder + "' holds more than " + std::to_string(limits::kMaxFolderEntries) +
                                      " entries: import a smaller folder");
    return {};
  }
  for (const auto& skipped : walk.skipped)
    warn(at, skipped.path, "W-SKIPPED", "skipped '" + skipped.path + "': " + skipped.why);
  return std::move(walk.files);
}

void Loader::report(const base::SourceRange* at, const std::string& path, const std::string& code,
                    const std::string& message) {
  if (at) sink_.error(*at, code, message);
  else sink_.error_without_location(path, code, message);
}

void Loader::warn(const base::SourceRange* at, const std::string& path, const std::string& code,
                  const std::string& message) {
  if (at) sink_.warning(*at, code, message);
  else sink_.warning_without_location(path, code, message);
}

void Loader::load_text(const std::string& name, const std::string& text, bool imports_allowed) {
  if (auto problem = too_large(name, text.size()); !problem.empty()) {
    report(nullptr, name, "E-LIMIT", problem);
    return;
  }
  auto file = files_.add(name, text);
  load_module(file, ".", imports_allowed);
}

void Loader::load_file(const std::string& display_path, const base::SourceRange* imported_at) {
  const std::string key = canonical(display_path);
  auto on_stack = std::find(stack_.begin(), stack_.end(), key);
  if (on_stack != stack_.end()) {
    std::string chain;
    for (auto it = on_stack; it != stack_.end(); ++it)
      chain += stack_display_[static_cast<std::size_t>(it - stack_.begin())] + " -> ";
    chain += display_path;
    sink_.error(imported_at ? *imported_at : base::SourceRange{}, "E-IMPORT-CYCLE",
                "import cycle: " + chain);
    return;
  }
  if (loaded_paths_.count(key)) return;

  std::string code = imported_at ? "E-IMPORT" : "E-FILE";
  std::string problem = unloadable(display_path, code);
  std::string text;
  if (problem.empty() && !read_bounded(display_path, text)) problem = "cannot read '" + display_path + "'";
  if (problem.empty() && loaded_paths_.size() >= limits::kMaxFiles) {
    code = "E-LIMIT";
    problem = "more than " + std::to_string(limits::kMaxFiles) + " files in one program: '" + display_path + "' is one too many";
  }
  if (!problem.empty()) {
    report(imported_at, display_path, code, problem);
    return;
  }
  loaded_paths_.insert(key);
  auto file = files_.add(display_path, std::move(text));
  stack_.push_back(key);
  stack_display_.push_back(display_path);
  load_module(file, fs::path(display_path).parent_path().string());
  stack_.pop_back();
  stack_display_.pop_back();
}

void Loader::load_module(std::uint32_t file, const std::string& directory, bool imports_allowed) {
  auto module = syntax::parse_module(files_, file, sink_);
  bool empty = module.imports.empty() && module.enums.empty() && module.schemas.empty() &&
               module.entities.empty() && module.lets.empty() && module.prefers.empty() &&
               module.columns.empty() && module.networks.empty() && module.rules.empty() &&
               module.tests.empty() && module.references.empty() && module.facts.empty();
  if (empty && files_.text(file).find_first_not_of(" \t\r\n") == std::string::npos)
    sink_.warning({file, 1, 1, 1}, "W-EMPTY-FILE", "file declares nothing");
  if (imports_allowed) {
    follow_imports(module, directory);
  } else {
    for (const auto& import : module.imports)
      sink_.error(import.range, "E-IMPORT", "this text cannot import files: it is checked against the loaded rules and catalog alone",
                  "declare what it needs in the text itself");
  }
  loaded_.modules.push_back(std::move(module));
}

void Loader::follow_imports(const syntax::Module& module, const std::string& directory) {
  for (const auto& import : module.imports) {
    fs::path target = fs::path(import.path).is_absolute()
                          ? fs::path(import.path)
                          : fs::path(directory.empty() ? "." : directory) / import.path;
    std::string shown = target.lexically_normal().string();
    std::error_code ec;
    if (fs::is_directory(target, ec)) {
      for (const auto& f : dsl_files_below(shown, &import.range)) load_file(f, &import.range);
    } else {
      load_file(shown, &import.range);
    }
  }
}

namespace {

// The name of the workload schema's field with role network_name ("model"), or "".
std::string network_property(const std::vector<syntax::Module>& modules) {
  for (const auto& m : modules)
    for (const auto& s : m.schemas)
      if (s.kind == syntax::EntityKind::Workload)
        for (const auto& f : s.fields)
          if (f.role && f.role->name == "network_name") return f.name.name;
  return "";
}

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() > tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// A model value that is a path: a .json or .gguf file, or a folder written as one ("./llama3",
// "../models/llama3", "/models/llama3"); a network's name may hold a '/' ("ViT-B/16").
bool names_config(const std::string& value) {
  return ends_with(value, ".json") || ends_with(value, ".gguf") || value.rfind("./", 0) == 0 ||
         value.rfind("../", 0) == 0 || value.rfind('/', 0) == 0;
}

struct ConfigRequest {
  std::string written;       // the model value, the network's name
  base::SourceRange at;      // where it is written
  std::string path;          // the config.json, relative to the declaring file's folder
  std::string folder;        // the model folder when the value names one (its checkpoint beside)
};

}  // namespace

void Loader::add_model_configs() {
  const std::string property = network_property(loaded_.modules);
  if (property.empty()) return;
  std::vector<ConfigRequest> requests;
  std::set<std::string> seen;
  for (const auto& m : loaded_.modules)
    for (const auto& e : m.entities) {
      if (e.kind != syntax::EntityKind::Workload) continue;
      for (const auto& p : e.properties) {
        if (p.name.name != property || p.values.size() != 1) continue;
        const syntax::Expr& v = p.values[0].value;
        if (v.kind != syntax::ExprKind::String || !v.args.empty() || v.pieces().size() != 1) continue;
        const std::string& written = v.pieces()[0];
        if (!names_config(written) || !seen.insert(written).second) continue;
        fs::path target(written);
        if (target.is_relative()) target = fs::path(files_.path(v.range.file)).parent_path() / target;
        std::error_code ec;
        std::string folder;
        if (fs::is_directory(target, ec)) folder = target.lexically_normal().string(), target /= "config.json";
        requests.push_back({written, v.range, target.lexically_normal().string(), folder});
      }
    }
  for (const auto& r : requests) add_model_config(r.written, r.at, r.path, r.folder);
}

void Loader::add_model_config(const std::string& written, const base::SourceRange& at, const std::string& path,
                              const std::string& folder) {
  std::string code = "E-FILE", text;
  std::string problem = unloadable(path, code);
  if (ends_with(path, ".gguf")) return add_gguf_model(written, at, path, problem);
  if (problem.empty() && !read_bounded(path, text)) problem = "cannot read '" + path + "'";
  if (!problem.empty()) {
    sink_.error(at, "E-FILE", "the model's config: " + problem, "name a config.json or a folder that holds one");
    return;
  }
  const auto config = files_.add(path, text);
  const auto built = network_from_config(text, path, written, folder.empty() ? 0 : checkpoint_bytes(folder, at));
  for (const auto& p : built.problems)
    sink_.error({config, p.line, p.column, p.length}, "E-MODEL-CONFIG", p.message, p.hint);
  if (built.problems.empty()) loaded_.modules.push_back(syntax::parse_module(files_, files_.add(path + " (as a network)", built.text), sink_));
}

// The bytes of a model folder's Safetensors checkpoint (its headers read, never its tensors); 0
// when it has none. A header that cannot be read is E-CHECKPOINT at the model value.
double Loader::checkpoint_bytes(const std::string& folder, const base::SourceRange& at) {
  const CheckpointFiles found = safetensors_files(folder);
  if (!found.problem.empty()) {
    sink_.error(at, "E-CHECKPOINT", found.problem_file + ": " + found.problem);
    return 0;
  }
  double bytes = 0;
  for (const auto& file : found.files) {
    const CheckpointHeader header = read_safetensors_file(file);
    if (!header.error.empty()) {
      sink_.error(at, "E-CHECKPOINT", file + ": " + header.error + " (byte " + std::to_string(header.error_offset) + ")");
      return 0;
    }
    bytes += tensor_bytes(header);
  }
  return bytes;
}

// A GGUF file's metadata as the network (its tensors are never read).
void Loader::add_gguf_model(const std::string& written, const base::SourceRange& at, const std::string& path,
                            std::string problem) {
  std::string bytes;
  std::uint64_t size = 0;
  if (problem.empty() && (!read_file_prefix(path, kGgufHeaderLimit, bytes, size) || bytes.empty()))
    problem = "cannot read '" + path + "'";
  if (!problem.empty()) {
    sink_.error(at, "E-FILE", "the model's GGUF file: " + problem);
    return;
  }
  const CheckpointHeader header = read_gguf_header(bytes);
  if (!header.error.empty()) {
    sink_.error(at, "E-CHECKPOINT", path + ": " + header.error + " (byte " + std::to_string(header.error_offset) + ")");
    return;
  }
  const auto built = network_from_config(gguf_config(header), path, written, tensor_bytes(header));
  for (const auto& p : built.problems) sink_.error(at, "E-MODEL-CONFIG", path + " (its metadata): " + p.message, p.hint);
  if (built.problems.empty()) loaded_.modules.push_back(syntax::parse_module(files_, files_.add(path + " (as a network)", built.text), sink_));
}

}  // namespace advise::loading
