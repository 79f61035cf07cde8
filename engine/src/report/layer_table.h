#pragma once
// --explain=CARD's table: each layer of the network beside the candidate's per-layer terms.
#include <string>

#include "advise/advice.h"

namespace advise::report {

// Text (indented) or Markdown; empty when no value of the candidate was summed per layer.
std::string layer_table(const Advice& advice, const Candidate& c, bool markdown);

}  // namespace advise::report
