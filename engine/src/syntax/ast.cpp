#include "syntax/ast.h"

namespace advise::syntax {

const ExprParts& Expr::empty_parts() {
  static const ExprParts none;
  return none;
}

const char* to_string(EntityKind kind) {
  switch (kind) {
    case EntityKind::Gpu: return "gpu";
    case EntityKind::Workload: return "workload";
    case EntityKind::Situation: return "situation";
    case EntityKind::Measured: return "measured";
    case EntityKind::Quotes: return "quotes";
  }
  return "?";
}

}  // namespace advise::syntax
