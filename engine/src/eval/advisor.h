#pragma once
// One query -> Advice: candidates as of a date, rule effects, ranking, values, recommendation.
#include <cstdint>
#include <set>
#include <string>

#include "advise/advice.h"
#include "graph/evaluation_graph.h"

namespace advise::eval {

struct AdviceRequest {
  const check::Entity* workload = nullptr;
  const check::Entity* situation = nullptr;
  std::int32_t as_of = 0;
  bool layer_breakdown = false;
};

// `fired` (optional) collects the names of rules whose effects applied to some candidate.
Advice advise(const graph::EvaluationGraph& graph, const AdviceRequest& request,
              std::set<std::string>* fired = nullptr);

}  // namespace advise::eval
