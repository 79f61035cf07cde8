// The expression half of the AST builder (ast_builder.h): operators, literals, quantities with
// their units, references and interpolated strings.
#include "syntax/ast_builder.h"

#include "AdviceLexer.h"
#include "base/utf8.h"

namespace advise::syntax {

ExprPtr AstBuilder::expr(P::ExprContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  // Long operator chains (1 + 1 + ... + 1) parse without recursion but make a deep tree.
  struct Depth {
    int& d;
    explicit Depth(int& depth) : d(++depth) {}
    ~Depth() { --d; }
  } guard(depth_);
  if (depth_ > kMaxNesting) {
    if (!too_deep_reported_)
      sink_.error(at(ctx), "E-NESTING", "expression nested deeper than " + std::to_string(kMaxNesting) +
                                            " operators", "split it into several lets");
    too_deep_reported_ = true;
    return e;
  }
  if (auto* c = dynamic_cast<P::PrimaryExprContext*>(ctx)) return primary(c->primary());
  if (auto* c = dynamic_cast<P::UnaryExprContext*>(ctx)) {
    e->kind = ExprKind::Unary;
    e->text = c->op->getText();
    e->args.push_back(expr(c->expr()));
    return e;
  }
  if (auto* c = dynamic_cast<P::IfExprContext*>(ctx)) {
    e->kind = ExprKind::If;
    for (auto* sub : c->expr()) e->args.push_back(expr(sub));
    return e;
  }
  // Every remaining alternative is binary: expr op expr.
  e->kind = ExprKind::Binary;
  antlr4::Token* op = nullptr;
  std::vector<P::ExprContext*> operands;
  if (auto* c = dynamic_cast<P::MulExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::AddExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::DefaultExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::CompareExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::InExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::AndExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::OrExprContext*>(ctx)) op = c->op, operands = c->expr();
  e->text = op ? op->getText() : "?";
  for (auto* sub : operands) e->args.push_back(expr(sub));
  return e;
}

ExprPtr AstBuilder::primary(P::PrimaryContext* ctx) {
  if (auto* c = dynamic_cast<P::LiteralPrimaryContext*>(ctx)) return literal(c->literal());
  if (auto* c = dynamic_cast<P::RefPrimaryContext*>(ctx)) return ref(c->ref());
  if (auto* c = dynamic_cast<P::ParenPrimaryContext*>(ctx)) return expr(c->expr());
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  std::vector<P::ExprContext*> args;
  if (auto* c = dynamic_cast<P::CallPrimaryContext*>(ctx)) {
    e->kind = ExprKind::Call;
    e->text = c->fn->getText();
    e->range = at(c->fn);
    args = c->expr();
  } else if (auto* c = dynamic_cast<P::ListPrimaryContext*>(ctx)) {
    e->kind = ExprKind::List;
    args = c->expr();
  }
  for (auto* a : args) e->args.push_back(expr(a));
  return e;
}

// Reads labels only: entity declarations come without a parse tree (declaration_parse.cpp).
ExprPtr AstBuilder::literal(P::LiteralContext* ctx) {
  if (auto* c = dynamic_cast<P::QuantityLiteralContext*>(ctx)) return quantity(c->q);
  if (auto* c = dynamic_cast<P::StringLiteralContext*>(ctx)) return string(c->str);
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  if (auto* c = dynamic_cast<P::ShapeLiteralContext*>(ctx)) {
    e->kind = ExprKind::Shape;
    for (auto* n : c->dims) e->parts_to_write().shape.push_back(number(n));
  } else if (auto* c = dynamic_cast<P::DateLiteralContext*>(ctx)) {
    e->kind = ExprKind::Date;
    e->text = c->date->getText();
  } else if (auto* c = dynamic_cast<P::BoolLiteralContext*>(ctx)) {
    e->kind = ExprKind::Bool;
    e->number = c->flag->getText() == "true" ? 1 : 0;
  } else if (auto* c = dynamic_cast<P::IdentLiteralContext*>(ctx)) {
    e->kind = ExprKind::Ident;
    e->text = c->word->getText();
  }
  return e;
}

ExprPtr AstBuilder::quantity(P::QuantityContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->kind = ExprKind::Number;
  e->range = at(ctx);
  e->number = number(ctx->number);
  if (ctx->sign) e->number = -e->number;
  if (ctx->unit) e->unit = unit(ctx->unit);
  return e;
}

UnitSpelling AstBuilder::unit(P::UnitExprContext* ctx) {
  std::vector<UnitTerm> terms;
  std::string key;  // "GB^1/s^-1"
  const auto& factors = ctx->factors;
  for (std::size_t i = 0; i < factors.size(); ++i) {
    UnitTerm term;
    term.name = factors[i]->word->getText();
    if (factors[i]->power) {
      double power = number(factors[i]->power);
      if (power < 1 || power > 4 || power != static_cast<int>(power)) {
        sink_.error(at(factors[i]), "E-UNIT", "unit powers are whole numbers from 1 to 4");
        power = 1;
      }
      term.power = static_cast<int>(power);
    }
    if (i > 0 && ctx->op[i - 1]->getText() == "/") term.power = -term.power;
    key += term.name + "^" + std::to_string(term.power) + "/";
    terms.push_back(std::move(term));
  }
  auto& shared = units_[key];
  if (!shared) shared = std::make_shared<const std::vector<UnitTerm>>(std::move(terms));
  UnitSpelling u;
  u.shared_terms = shared;
  u.range = at(ctx);
  return u;
}

ExprPtr AstBuilder::ref(P::RefContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  auto idents = ctx->IDENT();
  // When the head is itself an IDENT it is the first of IDENT(); skip it.
  std::size_t first = ctx->head->getType() == AdviceLexer::IDENT ? 1 : 0;
  if (first == 1 && idents.size() == 1) {
    e->kind = ExprKind::Ident;
    e->text = ctx->head->getText();
    return e;
  }
  e->kind = ExprKind::Ref;
  auto& path = e->parts_to_write().path;
  path.push_back(ctx->head->getText());
  for (std::size_t i = first; i < idents.size(); ++i) path.push_back(idents[i]->getText());
  return e;
}

ExprPtr AstBuilder::string(antlr4::Token* token) {
  auto e = std::make_unique<Expr>();
  e->kind = ExprKind::String;
  e->range = at(token);
  const std::string raw = token->getText();
  const base::SourceRange start = at(token);
  // Columns count code points, as ANTLR does, not bytes. Counted once, left to right, so that a
  // string of many interpolations stays linear.
  std::size_t counted = 0;
  std::uint32_t points = 0;
  auto column_of = [&](std::size_t byte) {
    for (; counted < byte; ++counted)
      if (!base::is_continuation_byte(raw[counted])) ++points;
    return start.column + points;
  };
  std::string piece;
  // Walk the raw text (quotes included) so that columns of interpolations stay exact.
  for (std::size_t i = 1; i + 1 < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\' && i + 2 < raw.size()) {
      char n = raw[++i];
      piece += n == 'n' ? '\n' : n == 't' ? '\t' : n;
    } else if ((c == '{' || c == '}') && raw[i + 1] == c) {
      piece += c;
      ++i;
    } else if (c == '{') {
      const std::size_t close = raw.find('}', i + 1);
      base::SourceRange r = start;
      r.column = column_of(i);
      if (close != std::string::npos && raw.find_first_not_of(" \t", i + 1) == close) {
        r.length = static_cast<std::uint32_t>(close - i + 1);
        sink_.error(r, "E-INTERPOLATION", "empty '{}' in a string", "write '{{}}' for literal braces");
        i = close;
        continue;
      }
      if (close == std::string::npos || close == raw.size() - 1) {
        r.length = 1;
        sink_.error(r, "E-INTERPOLATION", "'{' is not closed in this string", "write '{{' for a literal brace");
        break;
      }
      Placement inner{at_.file, start.line - 1, column_of(i + 1) - 1};
      auto sub = parse_expression_at(files_, raw.substr(i + 1, close - i - 1), inner, sink_);
      if (!sub) {
        sub = std::make_unique<Expr>();
        sub->kind = ExprKind::String;
        sub->parts_to_write().pieces.push_back("");
      }
      e->parts_to_write().pieces.push_back(std::move(piece));
      piece.clear();
      e->args.push_back(std::move(sub));
      i = close;
    } else {
      piece += c;
    }
  }
  e->parts_to_write().pieces.push_back(std::move(piece));
  return e;
}

}  // namespace advise::syntax
