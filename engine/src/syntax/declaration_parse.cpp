#include "syntax/declaration_parse.h"

#include "syntax/ast_builder.h"
#include "syntax/pipeline.h"
#include "syntax/token_types.h"

namespace advise::syntax {
namespace {

// Runs a rule whose AST builder reads only the grammar's labels without making a parse tree: a
// catalog's declarations are most of what a large program parses, and their tree nodes (a node
// per token, a child list per rule) were a tenth of its load time.
template <class Tree>
Tree* parse_without_tree(AdviceParser& parser, Tree* (AdviceParser::*rule)()) {
  parser.setBuildParseTree(false);
  Tree* tree = (parser.*rule)();
  parser.setBuildParseTree(true);
  return tree;
}

}  // namespace

std::optional<Module> parse_declarations(const base::SourceFiles& files, std::string_view text, Placement at,
                                         base::DiagnosticSink& sink) {
  const auto mark = sink.mark();
  Pipeline p(text, sink, at, Pipeline::Scan::AsParsed);
  AstBuilder builder(files, sink, at);
  p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  p.guard.reset(1);  // as inside the file rule, so that the depth limit is the same
  Module m;
  m.file = at.file;
  try {
    while (p.tokens.LA(1) != antlr4::Token::EOF) {
      if (begins_entity(p.tokens.LA(1)))
        builder.add_entity(m, parse_without_tree(p.parser, &AdviceParser::entityDecl));
      else
        builder.add_decl(m, p.parser.decl());
      p.parser.getTreeTracker().reset();
      p.tokens.release_consumed();
    }
    if (!p.scanning.refused()) return m;
  } catch (const antlr4::ParseCancellationException&) {
  } catch (const NestingGuard::TooDeep&) {
  }
  sink.rollback(mark);
  return std::nullopt;
}

}  // namespace advise::syntax
