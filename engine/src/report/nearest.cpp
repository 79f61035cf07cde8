#include "report/nearest.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace advise::report {
namespace {

std::optional<double> criterion_value(const Candidate& c, const std::string& name) {
  for (const auto& v : c.values)
    if (v.name == name && v.number && std::isfinite(*v.number)) return v.number;
  return std::nullopt;
}

// Raw values, criterion by criterion (no tolerance bands: these cards are not being ranked, only
// listed in a useful order); a missing value comes last; a full tie keeps the name order.
bool better(const Candidate& a, const Candidate& b, const std::vector<Criterion>& criteria) {
  for (const auto& criterion : criteria) {
    const auto va = criterion_value(a, criterion.name), vb = criterion_value(b, criterion.name);
    if (!va && !vb) continue;
    if (!va || !vb) return va.has_value();
    if (*va != *vb) return criterion.lowest ? *va < *vb : *va > *vb;
  }
  return false;
}

bool same_rule(const Statement& a, const Statement& b) {
  const Origin &x = origin_of(a), &y = origin_of(b);
  return x.rule == y.rule && x.file == y.file && x.line == y.line;
}

}  // namespace

std::vector<NearestGroup> nearest_rejections(const Advice& advice) {
  std::vector<NearestGroup> groups;
  for (const auto& c : advice.candidates) {
    if (c.admitted) return {};
    if (c.reasons.size() != 1) continue;
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const NearestGroup& g) { return same_rule(*g.first, c.reasons.front()); });
    if (it == groups.end()) groups.push_back({&c.reasons.front(), {&c}});
    else it->candidates.push_back(&c);
  }
  for (auto& g : groups) {
    std::stable_sort(g.candidates.begin(), g.candidates.end(),
                     [&](const Candidate* a, const Candidate* b) { return better(*a, *b, advice.criteria); });
    g.first = &g.candidates.front()->reasons.front();
  }
  return groups;
}

std::string nearest_line(const NearestGroup& group, std::size_t names_shown) {
  std::string line = group.candidates.front()->gpu + ": " + group.first->message;
  const std::size_t others = group.candidates.size() - 1;
  const std::size_t named = std::min(others, names_shown);
  for (std::size_t i = 1; i <= named; ++i) line += (i == 1 ? "; also " : ", ") + group.candidates[i]->gpu;
  if (others > named) line += " (+" + std::to_string(others - named) + " more)";
  return line;
}

}  // namespace advise::report
