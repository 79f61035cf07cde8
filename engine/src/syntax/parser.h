#pragma once
// Text -> AST for one file. The only entry points into ANTLR.
#include <cstdint>
#include <optional>

#include "syntax/ast.h"
#include "base/diagnostic_sink.h"
#include "base/source_files.h"

namespace advise::syntax {

// Parses a whole file. Syntax errors are reported to `sink`; the module is empty then.
Module parse_module(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink);

// Parses one expression (a command-line filter or column). Null after reporting errors.
ExprPtr parse_expression(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink);

}  // namespace advise::syntax
