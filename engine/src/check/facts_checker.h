#pragma once
// `reference` and `fact` declarations, and every `cites` checked against the declared facts.
#include <vector>

#include "check/vocabulary.h"
#include "syntax/ast.h"
#include "base/diagnostic_sink.h"

namespace advise::check {

// Fills program.facts from `modules`; reports duplicates, unknown references and properties,
// and each cited fact that no module declares (E-UNKNOWN-FACT).
void check_facts(CheckedProgram& program, const std::vector<const syntax::Module*>& modules,
                 base::DiagnosticSink& sink);

// Only the cites of `modules`, against the facts `program` holds (check_more: modules that
// declare no facts, added to a checked program).
void check_cites(CheckedProgram& program, const std::vector<const syntax::Module*>& modules,
                 base::DiagnosticSink& sink);

}  // namespace advise::check
