#pragma once
// Orders admitted candidates by prioritised criteria with tolerance bands.
//
// Semantics (docs/language.md, "How prefers ranks"): sort by the first criterion; the best
// value opens a band that holds every candidate within `tolerance` of it (relative); the
// candidates in a band tie on that criterion and are ordered by the next criterion, band by
// band, recursively. Later criteria therefore decide between cards that are close on the
// earlier ones. Bools and enums tie only when equal. Missing values rank last. A full tie is
// broken by name, so the order never depends on declaration or file order.
//
// Then dominance: a card never ranks above one that dominates it, i.e. is better or equal on
// every criterion and strictly better on one (raw values, no bands). A raw figure (a criterion
// reading one GPU property) that an earlier criterion reads too (`flops` feeding
// `samples_per_second`) only breaks ties and is left out of that comparison.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "advise/advice.h"
#include "ir/types.h"
#include "eval/column.h"

namespace advise::eval {

struct RankCriterion {
  std::string name;
  const Column* values = nullptr;
  ir::Type type;
  bool lowest = false;
  double tolerance = 0.1;
  std::vector<int> inputs;  // the GPU fields it reads (criterion_inputs.h); empty: unknown
};

struct Ranking {
  std::vector<std::size_t> order;  // candidate rows, best first
  // deciding[i]: the criterion that put order[i] above order[i + 1], -1 for a full tie. Only
  // the index: the explanation's text is made by decision() for the pairs that are reported.
  std::vector<int> deciding;
  // dominated[i]: order[i] dominates order[i + 1], which the bands alone put above it.
  std::vector<std::uint8_t> dominated;
};

// `admitted` are rows of a candidate table of `rows` rows, which are in name order: a full tie is
// broken by row. With `top` > 0, `order` may hold only the first places, at least top + 1 of them
// (when there are as many), each with its `deciding` and `dominated` as in the whole ranking:
// what a report of the best `top` shows, in time linear in the admitted rows.
Ranking rank_candidates(const std::vector<std::size_t>& admitted,
                        const std::vector<RankCriterion>& criteria, std::size_t rows, std::size_t top = 0);

// Why order[pos] is above order[pos + 1], for people.
Decision decision(const Ranking& ranking, std::size_t pos, const std::vector<RankCriterion>& criteria,
                  const std::vector<ir::EnumInfo>& enums);

}  // namespace advise::eval
