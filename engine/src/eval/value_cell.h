#pragma once
// The one place a value shown to people and tools is built (the advice's values and the catalog
// listing's cells): number, unit, text and where the value comes from.
#include <cstddef>
#include <string>

#include "advise/advice.h"
#include "ir/checked_program.h"
#include "eval/candidates.h"

namespace advise::eval {

// `value` is `expr` evaluated for candidate `row`. `expression_origin` names where an
// expression that is neither a GPU property nor a let was written, e.g. "rules/value.dsl:12"
// or "--columns": it is the detail of that derived value.
ValueCell make_value_cell(const ir::CheckedProgram& program, const CandidateTable& candidates,
                          const std::string& name, const ir::TExpr& expr, const ir::Value& value,
                          std::size_t row, const std::string& expression_origin);

}  // namespace advise::eval
