#pragma once
// The folder walk the engine loads folders with, for tools that walk them too (advise fmt,
// advise init): the .dsl files below a folder, and a warning for each entry that cannot be used.
#include <string>
#include <vector>

#include "advise/diagnostic.h"

namespace advise {

struct FolderFiles {
  std::vector<std::string> files;        // sorted
  std::vector<Diagnostic> diagnostics;   // W-SKIPPED per unusable entry (a looping or dangling
                                         // link, a special file, an unreadable folder); E-LIMIT
};

// Every file below `folder` whose name ends in `extension` (".dsl"; "" for every file). Links to
// folders are not followed (they could loop); folders named `skipped_folder` ("" for none) are
// not entered.
FolderFiles files_below(const std::string& folder, const std::string& extension = ".dsl",
                        const std::string& skipped_folder = "");

}  // namespace advise
