#pragma once
// Text -> AST for one file. The only entry points into ANTLR.
#include <cstdint>
#include <optional>

#include "syntax/ast.h"
#include "syntax/diagnostic_sink.h"
#include "syntax/source_files.h"

namespace advise::syntax {

// Parses a whole file. Syntax errors are reported to `sink`; the module is empty then.
Module parse_module(const SourceFiles& files, std::uint32_t file, DiagnosticSink& sink);

// Parses one expression (a command-line filter or column). Null after reporting errors.
ExprPtr parse_expression(const SourceFiles& files, std::uint32_t file, DiagnosticSink& sink);

}  // namespace advise::syntax
