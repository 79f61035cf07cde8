#pragma once
// Resolves names in one expression and gives every node its type, reporting each error once.
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "check/vocabulary.h"
#include "syntax/ast.h"
#include "base/diagnostic_sink.h"

namespace advise::check {

struct Builtin;

// What an expression may refer to where it is written.
enum class ExprContext {
  Rule,    // gpu.*, workload.*, situation.*, as_of, lets
  Test,    // workload.*, situation.*, as_of, lets that need no gpu, and top/rank()/admitted()...
  Filter,  // gpu.* and as_of (advise catalog --where)
};

// The checker-wide names an expression can see.
class NameResolver {
 public:
  virtual ~NameResolver() = default;
  virtual std::optional<int> find_let(const std::string& name) = 0;
  virtual Type let_type(int index) = 0;  // checks the let on first use; Error inside a cycle
  virtual std::vector<std::string> let_names() const = 0;
  // `let layer.NAME = ...`, by its whole name: its expression, checked with the layer visible, for
  // the checker to write in place of `layer.NAME` inside sum_layers(); nullopt when none is declared.
  virtual std::optional<TExpr> layer_let(const std::string& name) = 0;
  virtual std::vector<std::string> layer_let_names() const = 0;
  virtual const std::vector<std::string>& gpu_names() const = 0;
  virtual std::vector<std::string> rule_names() const = 0;
};

class ExprChecker {
 public:
  // `files` holds the text the checked expressions were parsed from (for quoting operands).
  ExprChecker(const CheckedProgram& program, const base::SourceFiles& files, NameResolver& names,
              base::DiagnosticSink& sink);

  TExpr check(const syntax::Expr& expr, ExprContext context);
  // As check(), and reports an error unless the result has `kind` (Error passes silently).
  TExpr check_as(const syntax::Expr& expr, ExprContext context, TypeKind kind, const char* what);

  std::string describe(const Type& type) const { return ir::describe(type, program_.enums); }

  // A let's own expression never sees the layer of a sum_layers() that happens to refer to it;
  // a layer let's always does (enter_layer() for its check, then resume_layers()).
  int suspend_layers() { return std::exchange(layer_depth_, 0); }
  int enter_layer() { return std::exchange(layer_depth_, 1); }
  void resume_layers(int depth) { layer_depth_ = depth; }

 private:
  TExpr literal_number(const syntax::Expr& e);
  TExpr string(const syntax::Expr& e, ExprContext context);
  TExpr ident(const syntax::Expr& e, ExprContext context);
  TExpr ref(const syntax::Expr& e, ExprContext context);
  TExpr layer_field(const syntax::Expr& e);
  TExpr entity_field(const syntax::Expr& e, Kind kind, ExprContext context);
  TExpr unary(const syntax::Expr& e, ExprContext context);
  TExpr binary(const syntax::Expr& e, ExprContext context);
  TExpr arithmetic(const syntax::Expr& e, TExpr lhs, TExpr rhs);
  TExpr comparison(const syntax::Expr& e, TExpr lhs, TExpr rhs);
  TExpr membership(const syntax::Expr& e, TExpr lhs, TExpr rhs);
  TExpr conditional(const syntax::Expr& e, ExprContext context);
  TExpr call(const syntax::Expr& e, ExprContext context);
  bool builtin_arity(const Builtin& fn, const syntax::Expr& e);
  bool builtin_argument(const Builtin& fn, std::size_t position, const syntax::Expr& arg,
                        ExprContext context, TExpr& call);
  bool quoted_name(const Builtin& fn, std::size_t position, const syntax::Expr& arg, TExpr& call);
  TExpr list(const syntax::Expr& e, ExprContext context);
  TExpr error(const syntax::Expr& e, const std::string& code, const std::string& message,
              const std::string& hint = {});
  std::string text_of(const syntax::Expr& e) const;

  const CheckedProgram& program_;
  const base::SourceFiles& files_;
  NameResolver& names_;
  base::DiagnosticSink& sink_;
  struct Member {
    int enum_id;
    int ordinal;
  };
  std::unordered_map<std::string, Member> members_;
  int layer_depth_ = 0;  // > 0 inside sum_layers(...)
};

}  // namespace advise::check
