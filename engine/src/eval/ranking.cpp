#include "eval/ranking.h"

#include <algorithm>
#include <cmath>

#include "eval/format_value.h"

namespace advise::eval {
namespace {

class BandRanker {
 public:
  BandRanker(const std::vector<RankCriterion>& criteria, const std::vector<std::string>& names,
             std::size_t rows)
      : criteria_(criteria), names_(names), band_(criteria.size(), std::vector<int>(rows, -1)) {}

  void rank(std::vector<std::size_t>& group, std::size_t k) {
    auto by_name = [&](std::size_t a, std::size_t b) { return names_[a] < names_[b]; };
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
  const std::vector<std::string>& names_;
  std::vector<std::vector<int>> band_;  // per criterion, per row
  int next_band_ = 0;
};

}  // namespace

Ranking rank_candidates(const std::vector<std::size_t>& admitted,
                        const std::vector<RankCriterion>& criteria,
                        const std::vector<std::string>& names) {
  Ranking ranking;
  ranking.order = admitted;
  BandRanker ranker(criteria, names, names.size());
  ranker.rank(ranking.order, 0);
  for (std::size_t i = 0; i + 1 < ranking.order.size(); ++i)
    ranking.deciding.push_back(ranker.deciding(ranking.order[i], ranking.order[i + 1]));
  return ranking;
}

Decision decision(const Ranking& ranking, std::size_t pos, const std::vector<RankCriterion>& criteria,
                  const std::vector<check::EnumInfo>& enums) {
  const int k = ranking.deciding[pos];
  Decision d;
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
