#pragma once
// The checker makes the checked program (ir/) and names its types and helpers unqualified.
#include "ir/checked_program.h"
#include "ir/roles.h"
#include "ir/types.h"

namespace advise::check {
using namespace ir;
}  // namespace advise::check
