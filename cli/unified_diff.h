#pragma once
// A unified diff of two texts, line by line (dtl, the Debian diff template library).
#include <string>

namespace advise::cli {

// "--- path" / "+++ path" headers and the hunks; "" when the texts are equal.
std::string unified_diff(const std::string& before, const std::string& after, const std::string& path);

}  // namespace advise::cli
