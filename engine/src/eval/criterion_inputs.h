#pragma once
// The GPU properties a ranking criterion reads, through every let it uses. Ranking uses them to
// tell a separate merit from a raw figure that only feeds an earlier criterion (`flops` =
// gpu.fp32 feeds the speed estimate `samples_per_second`).
#include <vector>

#include "ir/checked_program.h"

namespace advise::eval {

// Sorted GPU field indices read by expr, Measured and Datasheet included.
std::vector<int> gpu_inputs(const ir::CheckedProgram& program, const ir::TExpr& expr);

}  // namespace advise::eval
