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
    const bool exact = c.type.kind != check::TypeKind::Number;
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
// an earlier criterion reads too, such as gpu.fp32 under the estimate built from it, only
// breaks ties: the earlier criterion has already weighed it.
std::vector<std::size_t> merits(const std::vector<RankCriterion>& criteria) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < criteria.size(); ++k) {
    const auto& in = criteria[k].inputs;
    const bool fed = in.size() == 1 && std::any_of(criteria.begin(), criteria.begin() + static_cast<long>(k),
                                                [&](const RankCriterion& earlier) {
                                                  return std::includes(earlier.inputs.begin(), earlier.inputs.end(),
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

// Per compared criterion, every row's standing (rows not in `order` are left unset).
std::vector<std::vector<Standing>> standings(const std::vector<RankCriterion>& criteria,
                                             const std::vector<std::size_t>& compared,
                                             const std::vector<std::size_t>& order, std::size_t rows) {
  std::vector<std::vector<Standing>> out;
  for (std::size_t k : compared) {
    const Column& v = *criteria[k].values;
    std::vector<Standing> column(rows, Standing{false, 0});
    for (std::size_t row : order)
      if (v.has(row)) column[row] = {true, criteria[k].lowest ? -v.number(row) : v.number(row)};
    out.push_back(std::move(column));
  }
  return out;
}

// The positions of a list that are still in use, each found in amortised constant time past the
// ones taken out (a union-find over "the next position in use").
class Remaining {
 public:
  explicit Remaining(std::size_t n) : next_(n + 1) { std::iota(next_.begin(), next_.end(), 0); }
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

// Keeps the band order except where it puts a card above one that dominates it: each place goes
// to the first remaining card that no remaining card dominates. Dominance is a strict partial
// order, so there always is one. Comparing every remaining pair was quadratic; a card is checked
// only against the remaining cards that stand at least as high on the first compared criterion
// (the dominators can only be there, in a list sorted by that standing), and a card found
// dominated stays so until the card that dominates it is placed.
void respect_dominance(std::vector<std::size_t>& order, const std::vector<RankCriterion>& criteria) {
  const std::vector<std::size_t> compared = merits(criteria);
  if (compared.empty() || order.empty()) return;
  const std::size_t rows = *std::max_element(order.begin(), order.end()) + 1;
  const auto stand = standings(criteria, compared, order, rows);
  auto dominates = [&](std::size_t a, std::size_t b) {
    bool strictly = false;
    for (const auto& s : stand) {
      if (!(s[a] >= s[b])) return false;
      strictly = strictly || !(s[a] == s[b]);
    }
    return strictly;
  };
  const auto& first = stand.front();
  std::vector<std::size_t> by_standing = order;
  std::stable_sort(by_standing.begin(), by_standing.end(),
                   [&](std::size_t a, std::size_t b) { return !(first[b] >= first[a]); });
  std::vector<std::size_t> standing_place(rows);
  for (std::size_t i = 0; i < by_standing.size(); ++i) standing_place[by_standing[i]] = i;
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> blocker(rows, kNone);  // a remaining card known to dominate the row
  std::vector<std::uint8_t> placed(rows, 0);
  Remaining unplaced(by_standing.size()), unpicked(order.size());
  auto dominated = [&](std::size_t row) {
    if (blocker[row] != kNone && !placed[blocker[row]]) return true;
    for (std::size_t i = unplaced.first_from(0); i < by_standing.size() && first[by_standing[i]] >= first[row];
         i = unplaced.first_from(i + 1))
      if (dominates(by_standing[i], row)) return (blocker[row] = by_standing[i]), true;
    return false;
  };
  std::vector<std::size_t> out;
  out.reserve(order.size());
  while (out.size() < order.size()) {
    std::size_t pick = unpicked.first_from(0);
    while (dominated(order[pick])) pick = unpicked.first_from(pick + 1);
    placed[order[pick]] = 1;
    unpicked.remove(pick);
    unplaced.remove(standing_place[order[pick]]);
    out.push_back(order[pick]);
  }
  order = std::move(out);
}

std::string dominance_explanation(const std::vector<RankCriterion>& criteria, std::size_t a, std::size_t b,
                                  const std::vector<check::EnumInfo>& enums, std::string& first) {
  std::string better;
  for (std::size_t k : merits(criteria)) {
    if (compare(criteria[k], a, b) <= 0) continue;
    const RankCriterion& c = criteria[k];
    if (first.empty()) first = c.name;
    better += (better.empty() ? "" : ", ") + c.name + " " + format_value(c.values->get(a), c.type, enums) +
              " vs " + format_value(c.values->get(b), c.type, enums);
  }
  return "dominance: better on " + better + " and no worse on any other criterion, so the bands do not decide";
}

}  // namespace

Ranking rank_candidates(const std::vector<std::size_t>& admitted,
                        const std::vector<RankCriterion>& criteria,
                        std::size_t rows) {
  Ranking ranking;
  ranking.order = admitted;
  BandRanker ranker(criteria, rows);
  ranker.rank(ranking.order, 0);
  std::vector<std::size_t> band_place(rows);
  for (std::size_t i = 0; i < ranking.order.size(); ++i) band_place[ranking.order[i]] = i;
  respect_dominance(ranking.order, criteria);
  for (std::size_t i = 0; i + 1 < ranking.order.size(); ++i) {
    const std::size_t a = ranking.order[i], b = ranking.order[i + 1];
    ranking.deciding.push_back(ranker.deciding(a, b));
    // Only a card that dominates its neighbour overtakes it (see respect_dominance).
    ranking.dominated.push_back(band_place[a] > band_place[b]);
  }
  return ranking;
}

Decision decision(const Ranking& ranking, std::size_t pos, const std::vector<RankCriterion>& criteria,
                  const std::vector<check::EnumInfo>& enums) {
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
  auto show = [&](std::size_t row) { return format_value(c.values->get(row), c.type, enums); };
  d.explanation = c.name + " " + show(ranking.order[pos]) + " vs " + show(ranking.order[pos + 1]);
  if (k > 0) {
    std::string tied;
    for (int t = 0; t < k; ++t) tied += (t ? ", " : "") + criteria[static_cast<std::size_t>(t)].name;
    d.explanation += " (tied within the band on " + tied + ")";
  }
  return d;
}

}  // namespace advise::eval
