#pragma once
// Located errors for a workload that `invalid` rules declare impossible.
#include <vector>

#include "advise/advice.h"
#include "advise/diagnostic.h"
#include "ir/checked_program.h"

namespace advise {

std::vector<Diagnostic> invalid_workload(const ir::CheckedProgram& program, const ir::Entity& workload,
                                         const Advice& advice);

}  // namespace advise
