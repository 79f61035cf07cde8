#pragma once
// When no candidate is admitted, the answer still has a direction: the candidates that one rule
// alone rejected. Relaxing that rule (the budget, the memory the workload needs) gives an answer,
// so the report names them, grouped by the rule, best first by the advice's own criteria.
#include <string>
#include <vector>

#include "advise/advice.h"

namespace advise::report {

struct NearestGroup {
  const Statement* first = nullptr;           // the best candidate's reason: its message and rule
  std::vector<const Candidate*> candidates;  // best first
};

// Empty unless every listed candidate was rejected. Groups in the order their rules first appear.
std::vector<NearestGroup> nearest_rejections(const Advice& advice);

// One line per group: "RTX 3090: costs 750 USD, over the budget of 250 USD; also RTX 3090 Ti,
// RTX 4090 (+2 more)", without the rule (the caller adds it in its style).
std::string nearest_line(const NearestGroup& group, std::size_t names_shown = 4);

}  // namespace advise::report
