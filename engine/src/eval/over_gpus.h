#pragma once
// The values max_over_gpus() and best_gpu() take over the candidates, one block of rows at a time.
#include "eval/candidates.h"
#include "eval/column.h"
#include "ir/types.h"

namespace advise::eval {

// The larger of `best` and the present values of `column` (its first `rows`).
ir::Value largest(const Column& column, std::size_t rows, ir::Value best);

// For best_gpu(): `best` carries the largest value so far in `number` and its card in `text`;
// the first card in name order wins a tie.
ir::Value best_named(const Column& column, const CandidateTable& block, ir::Value best);

// best_gpu()'s result: the card's name alone, or missing when no value was present.
ir::Value name_only(ir::Value best);

}  // namespace advise::eval
