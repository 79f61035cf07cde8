#pragma once
// The report's ranking table: a row per card shown, the value columns that have values (or those
// --columns names), and at a width, the columns that answer the question first.
#include <string>
#include <vector>

#include "advise/advice.h"
#include "report/table.h"

namespace advise::report {

struct RankingTable {
  Table table;
  std::vector<std::string> dropped;  // columns left out to fit the width
};

// `shown`: the ranked cards to list, best first; `chosen`: column names to keep (empty: all);
// `width`: the characters to fit (0: no limit).
RankingTable ranking_table(const Advice& advice, const std::vector<std::string>& chosen,
                           const std::vector<const Candidate*>& shown, std::size_t width);

}  // namespace advise::report
