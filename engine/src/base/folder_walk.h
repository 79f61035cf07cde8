#pragma once
// The one folder walk every command uses (loading, check, test, fmt, init): the files below a
// folder, and each entry that cannot be used, with why, so that one bad entry never stops the
// rest of the folder.
#include <string>
#include <vector>

namespace advise::base {

struct SkippedEntry {
  std::string path;
  std::string why;  // "a symbolic link that loops", "not a regular file" ...
};

struct FolderWalk {
  std::vector<std::string> files;  // sorted, each path as found below the folder named
  std::vector<SkippedEntry> skipped;
  bool too_many = false;           // more than limits::kMaxFolderEntries entries: files is empty
};

// Every regular file below `folder` whose name ends in `extension` ("" for every file). Folders
// named `skipped_folder` ("" for none) are not entered, nor symbolic links to folders (they could
// loop). An entry with the extension that is a link that loops or leads nowhere, or is not a
// regular file (a pipe, a device), and a folder that cannot be read, are skipped and said.
FolderWalk walk_folder(const std::string& folder, const std::string& extension, const std::string& skipped_folder);

// Why `path` cannot be opened as a file, in words ("" when it can be): a link that loops or
// leads nowhere, a missing path, a folder, a special file.
std::string unusable_file(const std::string& path);

}  // namespace advise::base
