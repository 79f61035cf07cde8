#pragma once
// The parse of nearly all input: a text without syntax errors, one declaration at a time.
// Internal to syntax/.
#include <optional>
#include <string_view>

#include "base/diagnostic_sink.h"
#include "base/source_files.h"
#include "syntax/ast.h"
#include "syntax/placement.h"

namespace advise::syntax {

// SLL prediction one declaration at a time, each token scanned as it is read and each
// declaration's parse tree and tokens freed once it is made into AST. Holding a whole file's
// tokens and parse trees at once was most of the load's peak memory, and freeing them a tenth of
// its time. Nullopt, with what was reported taken back, when the input needs more (a token the
// scan reports on, a syntax error, a construct SLL cannot decide, nesting too deep): the whole-file
// parse (parser.cpp) then redoes it and reports. `text` is the file's text or a part of it that
// starts a line and a declaration, at `at`.
std::optional<Module> parse_declarations(const base::SourceFiles& files, std::string_view text, Placement at,
                                         base::DiagnosticSink& sink);

}  // namespace advise::syntax
