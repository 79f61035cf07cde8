#pragma once
// Whether this run writes ANSI colour: --color auto|always|never (every command), where auto
// means "when the stream is a terminal and NO_COLOR (https://no-color.org) is not set".
#include <string>

namespace advise::cli {

struct Colors {
  bool out = false;  // stdout
  bool err = false;  // stderr (diagnostics)
};

// The run's choice; "auto" until choose_colors() is called.
const Colors& colors();

// Sets the run's choice from the --color value; false for a value other than auto, always, never.
bool choose_colors(const std::string& when);

}  // namespace advise::cli
