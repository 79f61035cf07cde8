#include "eval/over_gpus.h"

namespace advise::eval {

ir::Value largest(const Column& column, std::size_t rows, ir::Value best) {
  for (std::size_t i = 0; i < rows; ++i)
    if (column.has(i) && (!best.present || column.number(i) > best.number)) best = ir::Value::of(column.number(i));
  return best;
}

ir::Value best_named(const Column& column, const CandidateTable& block, ir::Value best) {
  for (std::size_t i = 0; i < block.size(); ++i)
    if (column.has(i) && (!best.present || column.number(i) > best.number)) {
      best = ir::Value::of(column.number(i));
      best.text = std::string(block.name(i));
    }
  return best;
}

ir::Value name_only(ir::Value best) {
  if (!best.present) return ir::Value::missing();
  best.number = 0;
  return best;
}

}  // namespace advise::eval
