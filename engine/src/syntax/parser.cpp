#include "syntax/parser.h"

#include <optional>
#include <string>

#include "syntax/ast_builder.h"
#include "syntax/char_input.h"
#include "syntax/declaration_parse.h"
#include "syntax/parallel_parse.h"
#include "syntax/pipeline.h"

namespace advise::syntax {
namespace {

// Runs one start rule of the parser; null after reporting when its input nests too deep.
template <typename StartRule>
auto parse_guarded(const Placement& at, base::DiagnosticSink& sink, StartRule start) -> decltype(start()) {
  try {
    return start();
  } catch (const NestingGuard::TooDeep& deep) {
    sink.error(range_of(deep.at, at), "E-NESTING",
               "nesting deeper than " + std::to_string(kMaxNesting) + " levels", "split it into several lets");
    return nullptr;
  }
}

// Parses with ANTLR's fast SLL prediction first; only input it cannot parse that way (a syntax
// error, or a rare construct that needs full context) is parsed again with full LL prediction,
// which also reports the errors. This is ANTLR's documented two-stage strategy.
template <class Tree>
Tree* parse_two_stage(Pipeline& p, Tree* (AdviceParser::*rule)()) {
  auto* simulator = p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  try {
    return (p.parser.*rule)();
  } catch (const antlr4::ParseCancellationException&) {
  }
  p.parser.reset();
  p.guard.reset();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::LL);
  p.parser.setErrorHandler(std::make_shared<antlr4::DefaultErrorStrategy>());
  p.parser.addErrorListener(&p.listener);
  return (p.parser.*rule)();
}

}  // namespace

ExprPtr parse_expression_at(const base::SourceFiles& files, const std::string& text, Placement at,
                            base::DiagnosticSink& sink) {
  Pipeline p(text, sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(p.tokens, at, sink)) return nullptr;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(p, &AdviceParser::exprOnly); });
  if (sink.error_count() > errors_before) return nullptr;
  AstBuilder builder(files, sink, at);
  return builder.expr(tree->expr());
}

Module parse_module(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  Placement at{file, 0, 0};
  Module empty;
  empty.file = file;
  if (!check_encoding(files.text(file), at, sink)) return empty;
  // Large ASCII files (the table lexer, which the cuts need) are parsed in parts on several cores.
  if (const auto parts = useful_parts(files.text(file).size()); parts > 1 && is_ascii(files.text(file)))
    if (auto module = parse_in_parts(files, file, parts)) return std::move(*module);
  if (auto module = parse_declarations(files, files.text(file), at, sink)) return std::move(*module);
  return parse_module_whole(files, file, sink);
}

Module parse_module_whole(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  const Placement at{file, 0, 0};
  Module empty;
  empty.file = file;
  AstBuilder builder(files, sink, at);
  Pipeline p(files.text(file), sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(p.tokens, at, sink)) return empty;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(p, &AdviceParser::file); });
  if (sink.error_count() > errors_before) return empty;
  return builder.module(tree);
}

ExprPtr parse_expression(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  const Placement at{file, 0, 0};
  if (!check_encoding(files.text(file), at, sink)) return nullptr;
  return parse_expression_at(files, files.text(file), at, sink);
}

std::string antlr_runtime_version() { return antlr4::RuntimeMetaData::VERSION; }

}  // namespace advise::syntax
