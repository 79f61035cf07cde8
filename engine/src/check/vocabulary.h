#pragma once
// The checker makes the checked program (ir/) and names its types and helpers unqualified.
#include "ir/checked_program.h"
#include "ir/roles.h"
#include "ir/types.h"

#include <string>

namespace advise::check {
using namespace ir;

// What a layer's own fields and the layer lets are named with: `layer.flops`, `let layer.NAME`.
inline const std::string kLayerPrefix = "layer.";
}  // namespace advise::check
