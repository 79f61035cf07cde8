#include "advise/files.h"

#include "base/folder_walk.h"
#include "base/limits.h"

namespace advise {

namespace {

Diagnostic about(const std::string& path, Severity severity, const std::string& code, const std::string& message) {
  Diagnostic d;
  d.severity = severity;
  d.code = code;
  d.message = message;
  d.location.file = path;
  return d;
}

}  // namespace

FolderFiles files_below(const std::string& folder, const std::string& extension, const std::string& skipped_folder) {
  auto walk = base::walk_folder(folder, extension, skipped_folder);
  FolderFiles out;
  if (walk.too_many) {
    out.diagnostics.push_back(about(folder, Severity::Error, "E-LIMIT",
                                    "'" + folder + "' holds more than " + std::to_string(base::limits::kMaxFolderEntries) +
                                        " entries"));
    return out;
  }
  for (const auto& skipped : walk.skipped)
    out.diagnostics.push_back(about(skipped.path, Severity::Warning, "W-SKIPPED", "skipped '" + skipped.path + "': " + skipped.why));
  out.files = std::move(walk.files);
  return out;
}

}  // namespace advise
