#pragma once
// AST modules -> CheckedProgram: declarations collected, names resolved, types and units
// checked. Every user error is reported here (or, for cycles, by the graph builder).
#include <vector>

#include "check/check_scope.h"
#include "check/vocabulary.h"
#include "syntax/ast.h"
#include "base/diagnostic_sink.h"

namespace advise::check {

// Fills `program` (whose `files` already hold the modules' text) from `modules`; returns what they
// declared, for check_more(). The GPU, workload and situation declarations of `modules` are left
// without their properties (freed as each is checked).
CheckScope check_modules(CheckedProgram& program, const std::vector<syntax::Module*>& modules,
                         base::DiagnosticSink& sink);

// Whether modules added to a checked program can be checked against its scope alone: they declare
// nothing that the program's own declarations read or that would change how those were checked
// (enums, schemas, GPUs, blocks, networks, layer constants, references, facts). Workloads,
// situations, measured blocks, lets, rules, columns, tests and charts can be.
bool checkable_alone(const std::vector<syntax::Module*>& modules);

// Adds `modules`, which must be checkable_alone(), to `program`: a copy of a checked program, and
// `scope` a copy of what checking it declared. The program and diagnostics are those that
// check_modules() of its modules followed by `modules` gives, less what it said about its own
// modules (warnings only, since it was checked without errors). Only `modules` are checked: a
// name in them resolves against the scope, a duplicate of a name there is reported at the new
// one, as it would be after the program's modules. Declarations are left as check_modules() leaves
// them.
CheckScope check_more(CheckedProgram& program, CheckScope scope, const std::vector<syntax::Module*>& modules,
                      base::DiagnosticSink& sink);

}  // namespace advise::check
