#pragma once
// W-MISSING-GUARD: a `when` that negates (`not`, `!=`) a property read without `??`. A missing
// value makes the whole guard missing and the rule silent, which for a negated test ("unless the
// goal is value") is rarely what the author meant: a situation without a goal should still see
// the warning. The author says what missing means with `??` (docs/language.md, "Missing values").
#include "base/diagnostic_sink.h"
#include "check/vocabulary.h"

namespace advise::check {

void warn_missing_guard(const CheckedProgram& program, const TExpr& guard, base::DiagnosticSink& sink);

}  // namespace advise::check
