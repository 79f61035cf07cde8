#include "eval/ranking.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

#include "eval/format_value.h"

namespace advise::eval {
namespace {

class BandRanker {
 public:
  BandRanker(const std::vector<RankCriterion>& criteria, std::size_t rows)
      : criteria_(criteria), band_(criteria.size(), std::vector<int>(rows, -1)) {}

  void rank(std::vector<std::size_t>& group, std::size_t k) {
    auto by_name = [](std::size_t a, std::size_t b) { return a < b; };  // rows are in name order
    if (group.size() <= 1 || k == criteria_.size()) {
      std::sort(group.begin(), group.end(), by_name);
      return;
    }
    const RankCriterion& c = criteria_[k];
    const Column& v = *c.values;
    auto better = [&](std::size_t a, std::size_t b) {
      if (v.has(a) != v.has(b)) return v.has(a);
      if (v.has(a) && v.number(a) != v.number(b))
        return c.lowest ? v.number(a) < v.number(b) : v.number(a) > v.number(b);
      return by_name(a, b);
    };
    std::sort(group.begin(), group.end(), better);
    const bool exact = c.type.kind != ir::TypeKind::Number;
    std::vector<std::size_t> result;
    for (std::size_t i = 0; i < group.size();) {
      std::size_t j = i + 1;
      if (!v.has(group[i])) {
        j = group.size();  // every missing value shares the last band
      } else {
        const double leader = v.number(group[i]);
        const double slack = exact ? 0 : c.tolerance * std::fabs(leader);
        while (j < group.size() && v.has(group[j]) &&
               (c.lowest ? v.number(group[j]) <= leader + slack : v.number(group[j]) >= leader - slack))
          ++j;
      }
      std::vector<std::size_t> band(group.begin() + static_cast<long>(i), group.begin() + static_cast<long>(j));
      for (std::size_t row : band) band_[k][row] = next_band_;
      ++next_band_;
      rank(band, k + 1);
      result.insert(result.end(), band.begin(), band.end());
      i = j;
    }
    group = std::move(result);
  }

  // The first criterion on which two neighbours fell into different bands.
  int deciding(std::size_t a, std::size_t b) const {
    for (std::size_t k = 0; k < criteria_.size(); ++k)
      if (band_[k][a] != band_[k][b]) return static_cast<int>(k);
    return -1;
  }

 private:
  const std::vector<RankCriterion>& criteria_;
  std::vector<std::vector<int>> band_;  // per criterion, per row
  int next_band_ = 0;
};

// The criteria dominance compares. A raw figure (a criterion that reads one GPU property) that
// an earlier quantity reads too, such as gpu.fp32 under the estimate built from it, only breaks
// ties: the earlier criterion has already weighed it. A yes/no criterion (poor value) splits the
// cards in two without weighing the figures it reads.
std::vector<std::size_t> merits(const std::vector<RankCriterion>& criteria) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < criteria.size(); ++k) {
    const auto& in = criteria[k].inputs;
    const bool fed = in.size() == 1 && std::any_of(criteria.begin(), criteria.begin() + static_cast<long>(k),
                                                [&](const RankCriterion& earlier) {
                                                  return earlier.type.kind != ir::TypeKind::Bool &&
                                                         std::includes(earlier.inputs.begin(), earlier.inputs.end(),
                                                                       in.begin(), in.end());
                                                });
    if (!fed) out.push_back(k);
  }
  return out;
}

// 1 when a is better than b on c, 0 when equal, -1 when worse; a present value beats a missing one.
int compare(const RankCriterion& c, std::size_t a, std::size_t b) {
  const Column& v = *c.values;
  if (v.has(a) != v.has(b)) return v.has(a) ? 1 : -1;
  if (!v.has(a) || v.number(a) == v.number(b)) return 0;
  return (v.number(a) > v.number(b)) != c.lowest ? 1 : -1;
}

// Where a row stands on one criterion, best first: present values above missing ones, then by
// value in the preferred direction. compare() in one number pair, made once per row.
struct Standing {
  bool present;
  double key;
  bool operator>=(const Standing& o) const { return present != o.present ? present : !present || key >= o.key; }
  bool operator==(const Standing& o) const { return present == o.present && (!present || key == o.key); }
};

using Standings = std::vector<std::vector<Standing>>;

// Per compared criterion, the standing of each place of `order` (made per place, not per row of
// the whole table: most rows of a large catalog are not admitted).
Standings standings(const std::vector<RankCriterion>& criteria, const std::vector<std::size_t>& compared,
                    const std::vector<std::size_t>& order) {
  Standings out;
  for (std::size_t k : compared) {
    const Column& v = *criteria[k].values;
    std::vector<Standing> column(order.size(), Standing{false, 0});
    for (std::size_t pos = 0; pos < order.size(); ++pos)
      if (const std::size_t row = order[pos]; v.has(row))
        column[pos] = {true, criteria[k].lowest ? -v.number(row) : v.number(row)};
    out.push_back(std::move(column));
  }
  return out;
}

// The positions of a list that are still in use, each found in amortised constant time past the
// ones taken out (a union-find over "the next position in use").
class Remaining {
 public:
  void reset(std::size_t n) {
    next_.resize(n + 1);
    std::iota(next_.begin(), next_.end(), 0);
  }
  void remove(std::size_t i) { next_[i] = i + 1; }
  std::size_t first_from(std::size_t i) {  // the first position >= i in use; size() when none
    std::size_t r = i;
    while (next_[r] != r) r = next_[r];
    while (next_[i] != r) i = std::exchange(next_[i], r);
    return r;
  }

 private:
  std::vector<std::size_t> next_;
};

// Keeps the band order of a group of cards except where it puts a card above one that dominates
// it: each place goes to the first remaining card that no remaining card dominates. Dominance is
// a strict partial order, so there always is one. A card is checked only against the remaining
// cards that stand at least as high on the first compared criterion (the dominators can only be
// there, in a list sorted by that standing), and a card found dominated stays so until the card
// that dominates it is placed. Its buffers serve every group of a ranking.
class GroupPlacer {
 public:
  explicit GroupPlacer(const Standings& stand) : stand_(stand) {}

  // Appends the cards of places [begin, begin + n) of `order` (band order) to `out` in dominance
  // order; standings are per place of `order`.
  void place(const std::vector<std::size_t>& order, std::size_t begin, std::size_t n, std::vector<std::size_t>& out) {
    if (n == 1) {
      out.push_back(order[begin]);
      return;
    }
    begin_ = begin;
    sort_by_first_standing(n);
    blocker_.assign(n, kNone);
    placed_.assign(n, 0);
    unplaced_.reset(n);
    unpicked_.reset(n);
    for (std::size_t count = 0; count < n; ++count) {
      std::size_t pick = unpicked_.first_from(0);
      while (dominated(pick, n)) pick = unpicked_.first_from(pick + 1);
      placed_[pick] = 1;
      unpicked_.remove(pick);
      unplaced_.remove(standing_place_[pick]);
      out.push_back(order[begin + pick]);
    }
  }

 private:
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  // Whether the card at place a of the group dominates the one at place b.
  bool dominates(std::size_t a, std::size_t b) const {
    bool strictly = false;
    for (const auto& column : stand_) {
      const Standing* s = column.data() + begin_;
      if (!(s[a] >= s[b])) return false;
      strictly = strictly || !(s[a] == s[b]);
    }
    return strictly;
  }

  // by_standing_: the group's places sorted by the first compared criterion, best first.
  void sort_by_first_standing(std::size_t n) {
    const Standing* first = stand_.front().data() + begin_;
    by_standing_.resize(n);
    std::iota(by_standing_.begin(), by_standing_.end(), 0);
    std::stable_sort(by_standing_.begin(), by_standing_.end(),
                     [&](std::size_t a, std::size_t b) { return !(first[b] >= first[a]); });
    standing_place_.resize(n);
    for (std::size_t i = 0; i < n; ++i) standing_place_[by_standing_[i]] = i;
  }

  // Whether a remaining card dominates the card at place p of the group.
  bool dominated(std::size_t p, std::size_t n) {
    if (blocker_[p] != kNone && !placed_[blocker_[p]]) return true;
    const Standing* first = stand_.front().data() + begin_;
    for (std::size_t i = unplaced_.first_from(0); i < n && first[by_standing_[i]] >= first[p];
         i = unplaced_.first_from(i + 1))
      if (dominates(by_standing_[i], p)) return (blocker_[p] = by_standing_[i]), true;
    return false;
  }

  const Standings& stand_;
  std::size_t begin_ = 0;  // the group's first place in the order
  std::vector<std::size_t> by_standing_, standing_place_, blocker_;  // per place in the group
  std::vector<std::uint8_t> placed_;
  Remaining unplaced_, unpicked_;
};

// How many leading criteria keep every card that dominates another in the other's band or an
// earlier one: compared criteria (each has the dominator at least as good, so sorted no later,
// and a band holds every value equal to one it holds), up to the first one that is not compared.
// An infinite value breaks that (its band, inf - inf wide, holds nothing but the leader), as
// would a negative tolerance: then there is one group.
std::size_t banded_prefix(const std::vector<RankCriterion>& criteria, const std::vector<std::size_t>& compared,
                          const std::vector<std::size_t>& order) {
  std::size_t m = 0;
  while (m < compared.size() && compared[m] == m) ++m;
  for (std::size_t k = 0; k < m; ++k) {
    const Column& v = *criteria[k].values;
    if (criteria[k].tolerance < 0) return 0;
    for (std::size_t row : order)
      if (v.has(row) && !std::isfinite(v.number(row))) return 0;
  }
  return m;
}

// Keeps the band order except where it puts a card above one that dominates it (GroupPlacer).
// A card that dominates another is never in a later band of the banded_prefix() criteria, so
// dominance reorders only cards within one band of all of them: each such group is placed on its
// own (comparing all admitted cards grew quadratically with the catalog).
void respect_dominance(std::vector<std::size_t>& order, const std::vector<RankCriterion>& criteria,
                       const BandRanker& bands) {
  const std::vector<std::size_t> compared = merits(criteria);
  if (compared.empty() || order.empty()) return;
  const Standings stand = standings(criteria, compared, order);
  const auto prefix = static_cast<int>(banded_prefix(criteria, compared, order));
  GroupPlacer placer(stand);
  std::vector<std::size_t> out;
  out.reserve(order.size());
  for (std::size_t begin = 0, end = 1; begin < order.size(); begin = end++) {
    while (end < order.size()) {
      const int k = bands.deciding(order[end - 1], order[end]);
      if (k >= 0 && k < prefix) break;
      ++end;
    }
    placer.place(order, begin, end - begin, out);
  }
  order = std::move(out);
}

std::string dominance_explanation(const std::vector<RankCriterion>& criteria, std::size_t a, std::size_t b,
                                  const std::vector<ir::EnumInfo>& enums, std::string& first) {
  std::string better;
  for (std::size_t k : merits(criteria)) {
    if (compare(criteria[k], a, b) <= 0) continue;
    const RankCriterion& c = criteria[k];
    if (first.empty()) first = c.name;
    const auto [left, right] = format_pair(c.values->get(a), c.values->get(b), c.type, enums);
    better += (better.empty() ? "" : ", ") + c.name + " " + left + " vs " + right;
  }
  return "dominance: better on " + better + " and no worse on any other criterion, so the bands do not decide";
}

// The rows of `rows` that take the first `wanted` places of the bands of criterion `c`, and every
// other row of the band of the last of them: whole bands, the best ones. Bands are made from the
// top (BandRanker), so those bands and their order do not depend on the rows left out, which all
// come after them; nth_element() finds them in linear time.
std::vector<std::size_t> leading_bands(std::vector<std::size_t> rows, const RankCriterion& c, std::size_t wanted) {
  const Column& v = *c.values;
  auto better = [&](std::size_t a, std::size_t b) {
    if (v.has(a) != v.has(b)) return v.has(a);
    if (v.has(a) && v.number(a) != v.number(b)) return c.lowest ? v.number(a) < v.number(b) : v.number(a) > v.number(b);
    return a < b;
  };
  const auto cut = rows.begin() + static_cast<long>(wanted);
  std::nth_element(rows.begin(), cut - 1, rows.end(), better);
  std::sort(rows.begin(), cut, better);
  std::size_t leader = 0;  // the leader of the band that holds place `wanted`
  const double slack_of = c.type.kind != ir::TypeKind::Number ? 0 : c.tolerance;
  for (std::size_t i = 0; i < wanted;) {
    leader = i;
    if (!v.has(rows[i])) return rows;  // every missing value shares the last band: all rows
    const double lead = v.number(rows[i]), slack = slack_of * std::fabs(lead);
    while (i < wanted && v.has(rows[i]) && (c.lowest ? v.number(rows[i]) <= lead + slack : v.number(rows[i]) >= lead - slack)) ++i;
  }
  const double lead = v.number(rows[leader]), slack = slack_of * std::fabs(lead);
  std::vector<std::size_t> out(rows.begin(), cut);
  for (auto r = cut; r != rows.end(); ++r)
    if (v.has(*r) && (c.lowest ? v.number(*r) <= lead + slack : v.number(*r) >= lead - slack)) out.push_back(*r);
  return out;
}

}  // namespace

Ranking rank_candidates(const std::vector<std::size_t>& admitted,
                        const std::vector<RankCriterion>& criteria,
                        std::size_t rows, std::size_t top) {
  Ranking ranking;
  ranking.order = admitted;
  // Dominance reorders within bands of the first criterion only when it is banded (see
  // respect_dominance()): then the best bands of it hold the first places.
  const std::vector<std::size_t> compared = merits(criteria);
  if (top > 0 && top + 1 < admitted.size() && !criteria.empty() &&
      (compared.empty() || banded_prefix(criteria, compared, admitted) > 0))
    ranking.order = leading_bands(admitted, criteria.front(), top + 1);
  BandRanker ranker(criteria, rows);
  ranker.rank(ranking.order, 0);
  std::vector<std::size_t> band_place(rows);
  for (std::size_t i = 0; i < ranking.order.size(); ++i) band_place[ranking.order[i]] = i;
  respect_dominance(ranking.order, criteria, ranker);
  for (std::size_t i = 0; i + 1 < ranking.order.size(); ++i) {
    const std::size_t a = ranking.order[i], b = ranking.order[i + 1];
    ranking.deciding.push_back(ranker.deciding(a, b));
    // Only a card that dominates its neighbour overtakes it (see respect_dominance).
    ranking.dominated.push_back(band_place[a] > band_place[b]);
  }
  return ranking;
}

Decision decision(const Ranking& ranking, std::size_t pos, const std::vector<RankCriterion>& criteria,
                  const std::vector<ir::EnumInfo>& enums) {
  const int k = ranking.deciding[pos];
  Decision d;
  if (ranking.dominated[pos]) {
    d.explanation = dominance_explanation(criteria, ranking.order[pos], ranking.order[pos + 1], enums, d.criterion);
    return d;
  }
  if (k < 0) {
    d.explanation = criteria.empty() ? "no criteria apply; ordered by name"
                                     : "tied on every criterion; ordered by name";
    return d;
  }
  const RankCriterion& c = criteria[static_cast<std::size_t>(k)];
  d.criterion = c.name;
  const auto [left, right] = format_pair(c.values->get(ranking.order[pos]), c.values->get(ranking.order[pos + 1]),
                                         c.type, enums);
  d.explanation = c.name + " " + left + " vs " + right;
  if (k > 0) {
    std::string tied;
    for (int t = 0; t < k; ++t) tied += (t ? ", " : "") + criteria[static_cast<std::size_t>(t)].name;
    d.explanation += " (tied within the band on " + tied + ")";
  }
  return d;
}

}  // namespace advise::eval
