#pragma once
// Every file a command writes goes through here (init, fmt --write, and the writers to come):
//  - nothing outside the folder (or file) the user named: a path is resolved through its links
//    first, and one whose target leaves that folder is refused;
//  - a symbolic link is written through to its target, never replaced by a file;
//  - atomic: the text goes to a temporary file beside the target (".NAME.advise-tmp"), is synced,
//    and is renamed over the target, so a reader (or a run killed half-way) sees the old file or
//    the new one; a hard-linked file is rewritten in place instead, so that its other names see
//    the new text (not atomic: a crash may leave it half-written);
//  - the temporary is removed on every failure, and a stale one a killed run left is removed the
//    next time the file is visited.
#include <string>

namespace advise::cli {

class FileWriter {
 public:
  // `root`: the folder or file the user named (it need not exist yet).
  explicit FileWriter(const std::string& root);
  // "" when `path` may be written; else why not, in words.
  std::string refusal(const std::string& path) const;
  // Writes `text` to `path` (its target), creating missing folders below the root. "" on
  // success; else why it failed, and the file is as it was (unless hard-linked, see above).
  std::string write(const std::string& path, const std::string& text) const;

 private:
  std::string root_;  // canonical
};

// Removes the temporary a killed write to `path` may have left beside its target.
void remove_stale_temporary(const std::string& path);

}  // namespace advise::cli
