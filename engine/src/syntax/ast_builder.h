#pragma once
// Parse tree -> AST: the builder walks the generated parser's typed contexts (no visitor, no
// listener) and reports what the grammar lets through but the language does not (numbers too
// large, expressions nested too deep). Internal to syntax/ (ANTLR types).
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "AdviceParser.h"
#include "antlr4-runtime.h"
#include "base/diagnostic_sink.h"
#include "base/source_files.h"
#include "syntax/ast.h"
#include "syntax/placement.h"

namespace advise::syntax {

using P = AdviceParser;

class AstBuilder {
 public:
  AstBuilder(const base::SourceFiles& files, base::DiagnosticSink& sink, Placement at)
      : files_(files), sink_(sink), at_(at) {}

  Module module(P::FileContext* file) {
    Module m;
    m.file = at_.file;
    for (auto* decl : file->decl()) add_decl(m, decl);
    return m;
  }

  void add_decl(Module& m, P::DeclContext* d);
  // An entity declaration parsed on its own, with or without a parse tree (it reads labels only).
  void add_entity(Module& m, P::EntityDeclContext* c) { m.entities.push_back(entity_decl(c)); }

  ExprPtr expr(P::ExprContext* ctx);

  // A string literal, split into text pieces and interpolated expressions.
  ExprPtr string(antlr4::Token* token);

 private:
  base::SourceRange at(antlr4::Token* t) const { return range_of(t, at_); }
  base::SourceRange at(antlr4::ParserRuleContext* c) const { return range_of(c, at_); }

  EnumDecl enum_decl(P::EnumDeclContext* ctx);
  SchemaDecl schema_decl(P::SchemaDeclContext* ctx);
  TypeSpelling type_spec(P::TypeSpecContext* ctx);
  EntityDecl entity_decl(P::EntityDeclContext* ctx);
  RuleDecl rule_decl(P::RuleDeclContext* ctx);
  TestDecl test_decl(P::TestDeclContext* ctx);
  ChartAxis chart_axis(P::ColumnContext* ctx);
  ReferenceDecl reference_decl(P::ReferenceDeclContext* ctx);
  FactDecl fact_decl(P::FactDeclContext* ctx);
  CriteriaSpelling criteria(P::CriteriaContext* ctx);
  std::vector<NamedRange> cites(P::CitesContext* ctx);
  ExprPtr primary(P::PrimaryContext* ctx);
  LayerSpelling layer(P::LayerStmtContext* ctx);
  ExprPtr literal(P::LiteralContext* ctx);
  ExprPtr quantity(P::QuantityContext* ctx);
  ExprPtr ref(P::RefContext* ctx);
  UnitSpelling unit(P::UnitExprContext* ctx);
  double number(antlr4::Token* token);
  static EntityKind entity_kind(P::EntityKindContext* ctx);

  const base::SourceFiles& files_;
  base::DiagnosticSink& sink_;
  Placement at_;
  int depth_ = 0;
  bool too_deep_reported_ = false;
  std::map<std::string, std::shared_ptr<const std::vector<UnitTerm>>> units_;  // by unit()'s key
};

// Parses an expression written inside a string (interpolation) at its place in the file
// (parser.cpp); null after reporting.
ExprPtr parse_expression_at(const base::SourceFiles& files, const std::string& text, Placement at,
                            base::DiagnosticSink& sink);

}  // namespace advise::syntax
