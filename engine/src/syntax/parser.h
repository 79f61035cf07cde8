#pragma once
// Text -> AST for one file. The only entry points into ANTLR: every parse goes through
// parse_module or parse_expression. The chain, in the order a file meets it (parser.cpp):
//
//   check_encoding (syntax_errors.cpp, base/utf8.h)     bad bytes -> E-ENCODING, nothing parsed
//   a file over 512 KiB of ASCII                        parallel_parse.cpp: cut at declaration
//     (useful_parts, is_ascii)                          boundaries (declaration_cuts.cpp), each
//                                                       part parsed as below on its own thread
//   parse_declarations (declaration_parse.cpp)          the fast path for text without syntax
//                                                       errors: one declaration at a time, SLL
//                                                       prediction with a shared cache
//                                                       (prediction.cpp), tokens from the table
//                                                       lexer for ASCII (table_lexer.cpp) or
//                                                       ANTLR's lexer (char_input.cpp)
//   else the whole file again (pipeline.h):             token checks (token_scan.cpp), then
//     scan_tokens, parse_two_stage                      SLL then full LL on failure, every
//                                                       syntax error reported in the language's
//                                                       words (syntax_errors.cpp)
//   AstBuilder (ast_builder.cpp, ast_builder_expr.cpp)  parse tree -> AST, then the tree is freed
//
// The fast paths serve large inputs (bench/README.md: a 100k-card catalog, an imported price
// table); the shipped files take the declaration path. lexed_tokens.h keeps the table lexer's
// tokens identical to ANTLR's (a unit test and a fuzz target compare them).
#include <cstdint>
#include <optional>
#include <string>

#include "syntax/ast.h"
#include "base/diagnostic_sink.h"
#include "base/source_files.h"

namespace advise::syntax {

// Parses a whole file. Syntax errors are reported to `sink`; the module is empty then.
Module parse_module(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink);

// The chain's last path alone: the whole file's tokens and one parse tree, every syntax error
// reported. What parse_module falls back to; the benchmark of the fast paths
// (bench/parse_paths.cpp) measures them against it. The file's encoding must have been checked.
Module parse_module_whole(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink);

// Parses one expression (a command-line filter or column). Null after reporting errors.
ExprPtr parse_expression(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink);

// The ANTLR runtime linked in ("4.9"): prediction.cpp, lexer_table_gen.cpp, token_pool.cpp and
// char_input.cpp subclass its internals, and a unit test holds it to the version they were
// written against.
std::string antlr_runtime_version();

}  // namespace advise::syntax
