#include "syntax/placement.h"

namespace advise::syntax {

base::SourceRange range_of(const antlr4::Token* token, const Placement& at) {
  base::SourceRange r;
  r.file = at.file;
  if (!token) return r;
  r.line = static_cast<std::uint32_t>(token->getLine()) + at.line_offset;
  r.column = static_cast<std::uint32_t>(token->getCharPositionInLine()) + 1 +
             (token->getLine() == 1 ? at.column_offset : 0);
  // Token indexes count characters (char_input.h), so the length needs no copy of the text. A
  // token made up by error recovery has no place in the input: its length is 1.
  const auto start = token->getStartIndex(), stop = token->getStopIndex();
  const bool placed = token->getType() != antlr4::Token::EOF && start != INVALID_INDEX && stop != INVALID_INDEX &&
                      stop >= start;
  r.length = placed ? static_cast<std::uint32_t>(stop - start + 1) : 1;
  return r;
}

base::SourceRange range_of(antlr4::ParserRuleContext* ctx, const Placement& at) {
  base::SourceRange r = range_of(ctx->getStart(), at);
  auto* stop = ctx->getStop();
  if (stop && stop->getLine() == ctx->getStart()->getLine() &&
      stop->getStopIndex() >= ctx->getStart()->getStartIndex())
    r.length = static_cast<std::uint32_t>(stop->getStopIndex() - ctx->getStart()->getStartIndex() + 1);
  return r;
}

std::string source_text(antlr4::ParserRuleContext* ctx) {
  return ctx->getStart()->getInputStream()->getText(
      antlr4::misc::Interval(ctx->getStart()->getStartIndex(), ctx->getStop()->getStopIndex()));
}

}  // namespace advise::syntax
