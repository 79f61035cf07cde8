// The dominance pass places each group of cards that share a band on the leading compared criteria
// on its own; with an infinite value it compares every admitted card with every other, as it did
// before groups. Both must give the same order.
#include <doctest/doctest.h>

#include <limits>
#include <random>

#include "eval/ranking.h"

namespace {

using advise::eval::Column;
using advise::eval::RankCriterion;

// Rows 1..rows-1 get random values with ties on every criterion; row 0 is left empty.
std::vector<Column> random_columns(std::mt19937& rng, std::size_t rows, std::size_t criteria) {
  std::vector<Column> columns;
  for (std::size_t k = 0; k < criteria; ++k) {
    Column c = Column::per_row(rows, true);
    const unsigned pool = 2 + rng() % 40;
    for (std::size_t r = 1; r < rows; ++r) {
      c.present[r] = 1;
      c.numbers[r] = 1 + (rng() % (pool * 10)) / 7.0;
    }
    columns.push_back(std::move(c));
  }
  return columns;
}

std::vector<RankCriterion> criteria_over(std::mt19937& rng, const std::vector<Column>& columns) {
  const double tolerances[] = {0, 0.05, 0.1, 0.3};
  std::vector<RankCriterion> out;
  for (std::size_t k = 0; k < columns.size(); ++k) {
    // Distinct inputs: every criterion takes part in dominance, unless the draw repeats one.
    std::vector<int> inputs{static_cast<int>(rng() % 4)};
    out.push_back({"c" + std::to_string(k), &columns[k], advise::ir::Type::number(), rng() % 3 == 0,
                   tolerances[rng() % 4], inputs});
  }
  return out;
}

}  // namespace

TEST_CASE("dominance placed group by group gives the order of comparing every admitted card") {
  std::mt19937 rng(20261123);
  int reordered = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const std::size_t rows = 2 + rng() % 120, criteria = 2 + rng() % 3;
    auto columns = random_columns(rng, rows, criteria);
    auto chosen = criteria_over(rng, columns);
    std::vector<std::size_t> admitted;
    for (std::size_t r = 1; r < rows; ++r)
      if (rng() % 5) admitted.push_back(r);
    const auto grouped = advise::eval::rank_candidates(admitted, chosen, rows);

    // The same rows with row 0 as well: an infinite best first value and nothing else, so it ranks
    // first and dominates no card that the first criterion alone does not; its infinite value
    // makes the pass compare every card with every other.
    const double best = std::numeric_limits<double>::infinity();
    columns[0].present[0] = 1;
    columns[0].numbers[0] = chosen[0].lowest ? -best : best;
    admitted.insert(admitted.begin(), 0);
    const auto exhaustive = advise::eval::rank_candidates(admitted, chosen, rows);

    REQUIRE(exhaustive.order.front() == 0);
    const std::vector<std::size_t> rest(exhaustive.order.begin() + 1, exhaustive.order.end());
    CHECK(grouped.order == rest);
    for (auto d : grouped.dominated) reordered += d;
  }
  CHECK(reordered > 100);  // the trials do exercise dominance
}

TEST_CASE("ranking only the first places gives those places of the whole ranking") {
  std::mt19937 rng(20261124);
  int shortened = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const std::size_t rows = 2 + rng() % 150, criteria = 1 + rng() % 3;
    auto columns = random_columns(rng, rows, criteria);
    for (auto& c : columns)  // some missing values, which share the last band
      for (std::size_t r = 1; r < rows; ++r)
        if (rng() % 9 == 0) c.present[r] = 0;
    auto chosen = criteria_over(rng, columns);
    std::vector<std::size_t> admitted;
    for (std::size_t r = 1; r < rows; ++r)
      if (rng() % 5) admitted.push_back(r);
    const std::size_t top = 1 + rng() % 12;
    const auto whole = advise::eval::rank_candidates(admitted, chosen, rows);
    const auto first = advise::eval::rank_candidates(admitted, chosen, rows, top);
    const std::size_t places = std::min(admitted.size(), top + 1);
    REQUIRE(first.order.size() >= places);
    for (std::size_t pos = 0; pos < places; ++pos) {
      CHECK(first.order[pos] == whole.order[pos]);
      if (pos + 1 < places) {
        CHECK(first.deciding[pos] == whole.deciding[pos]);
        CHECK(first.dominated[pos] == whole.dominated[pos]);
      }
    }
    shortened += first.order.size() < whole.order.size();
  }
  CHECK(shortened > 500);  // most trials do rank fewer places
}
