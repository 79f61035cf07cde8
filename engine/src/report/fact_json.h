#pragma once
// One fact as JSON, the same in `advise facts --format json` and in the cites of a report.
#include <nlohmann/json.hpp>

#include "advise/facts.h"

namespace advise::report {

// {"id", "text", "from": [{"id", "author", "title", "published", "url", "comment"}]}
nlohmann::ordered_json fact_json(const Fact& fact);

}  // namespace advise::report
