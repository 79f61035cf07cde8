#include "color.h"

#include <cstdlib>
#include <unistd.h>

namespace advise::cli {
namespace {

Colors automatic() {
  // no-color.org: a NO_COLOR that is present and not empty turns colour off.
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color != nullptr && *no_color != '\0') return {};
  return {isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1};
}

Colors& current() {
  static Colors chosen = automatic();
  return chosen;
}

}  // namespace

const Colors& colors() { return current(); }

bool choose_colors(const std::string& when) {
  if (when == "auto") current() = automatic();
  else if (when == "always") current() = {true, true};
  else if (when == "never") current() = {};
  else return false;
  return true;
}

}  // namespace advise::cli
