#pragma once
// AST modules -> CheckedProgram: declarations collected, names resolved, types and units
// checked. Every user error is reported here (or, for cycles, by the graph builder).
#include <vector>

#include "check/checked_program.h"
#include "syntax/ast.h"
#include "base/diagnostic_sink.h"

namespace advise::check {

// Fills `program` (whose `files` already hold the modules' text) from `modules`.
void check_modules(CheckedProgram& program, const std::vector<const syntax::Module*>& modules,
                   base::DiagnosticSink& sink);

}  // namespace advise::check
