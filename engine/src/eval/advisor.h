#pragma once
// One query -> Advice: candidates as of a date, rule effects, ranking, values, recommendation.
#include <cstdint>
#include <set>
#include <string>

#include "advise/advice.h"
#include "eval/candidates.h"
#include "eval/evaluator.h"
#include "graph/evaluation_graph.h"

namespace advise::eval {

struct AdviceRequest {
  const ir::Entity* workload = nullptr;
  const ir::Entity* situation = nullptr;
  std::int32_t as_of = 0;
  bool layer_breakdown = false;
  // Which candidates get values and a ranking explanation (advise::Query says why).
  int detail_top = 0;
  bool detail_rejected = true;
  std::string detail_gpu;
  bool list_all = true;  // false: only the rows a report shows become candidates (advise::Query)
  std::size_t block_rows = kBlockRows;  // rows evaluated together (tests make it small)
};

// `candidates` is build_candidates() at request.as_of. `fired` (optional) collects the names of
// rules whose effects applied to some candidate.
Advice advise(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
              const AdviceRequest& request, std::set<std::string>* fired = nullptr);

}  // namespace advise::eval
