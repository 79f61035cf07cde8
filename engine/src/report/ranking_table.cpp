#include "report/ranking_table.h"

#include <algorithm>
#include <cmath>

#include "advise/report.h"

namespace advise::report {
namespace {

// A column that no shown row has a value for (tokens per second of an image model) is left out.
std::vector<bool> columns_with_values(const Advice& advice, const std::vector<const Candidate*>& shown) {
  std::vector<bool> keep(advice.columns.size(), shown.empty());
  for (const auto* c : shown) {
    std::size_t k = 0;
    for (const auto& v : c->values) {
      if (v.detail) continue;
      if (k < keep.size() && v.provenance.kind != ProvenanceKind::Missing) keep[k] = true;
      ++k;
    }
  }
  return keep;
}

// Whether every shown card has the same text for column `name` (a yes/no gate all pass).
bool same_everywhere(const std::string& name, const std::vector<const Candidate*>& shown) {
  const std::string* first = nullptr;
  for (const auto* c : shown)
    for (const auto& v : c->values)
      if (v.name == name) {
        if (first && *first != v.text) return false;
        first = &v.text;
      }
  return true;
}

bool is_criterion(const Advice& advice, const std::string& name) {
  return std::any_of(advice.criteria.begin(), advice.criteria.end(), [&](const auto& c) { return c.name == name; });
}

// Which columns a narrow table keeps first: the first two ranking criteria that tell the shown
// cards apart (what the question asks: speed per dollar, speed), then the columns in their
// declared order, then the other criteria (their order is in the "Ranked by" line), and last the
// columns every shown card has the same value in.
std::vector<std::size_t> column_preference(const Advice& advice, const std::vector<std::string>& header,
                                           const std::vector<const Candidate*>& shown) {
  std::vector<std::size_t> first, middle, last, same;
  for (const auto& criterion : advice.criteria)
    for (std::size_t i = 0; i < header.size(); ++i)
      if (header[i] == criterion.name && first.size() < 2 && !same_everywhere(header[i], shown)) first.push_back(i);
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (std::find(first.begin(), first.end(), i) != first.end()) continue;
    (same_everywhere(header[i], shown) ? same : is_criterion(advice, header[i]) ? last : middle).push_back(i);
  }
  for (const auto* group : {&middle, &last, &same}) first.insert(first.end(), group->begin(), group->end());
  return first;
}

bool same_number(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)); }

// The fewest significant digits (three to six) at which a cell prints differently from every
// other cell of its column with a different value: 0.3192 and 0.3195 are not "0.319" twice.
int digits_to_tell_apart(const ValueCell& cell, const std::vector<const ValueCell*>& column) {
  int digits = 3;
  for (const ValueCell* other : column)
    while (digits < 6 && !same_number(*cell.number, *other->number) &&
           format_quantity(*cell.number, cell.dimension, digits) ==
               format_quantity(*other->number, other->dimension, digits))
      ++digits;
  return digits;
}

std::string cell_text(const ValueCell& cell, int digits) {
  if (digits == 3 || !cell.number) return cell.text;
  std::string text = format_quantity(*cell.number, cell.dimension, digits);
  if (cell.expected_error) text += " ± " + format_percent(*cell.expected_error);
  return text;
}

// The texts of the shown cards' values, per card and value column (in the order of `values`).
std::vector<std::vector<std::string>> cell_texts(const std::vector<const Candidate*>& shown) {
  std::vector<std::vector<const ValueCell*>> columns;
  for (const auto* c : shown) {
    std::size_t k = 0;
    for (const auto& v : c->values) {
      if (v.detail) continue;
      if (columns.size() <= k) columns.resize(k + 1);
      if (v.number) columns[k].push_back(&v);
      ++k;
    }
  }
  std::vector<std::vector<std::string>> texts;
  for (const auto* c : shown) {
    texts.emplace_back();
    std::size_t k = 0;
    for (const auto& v : c->values)
      if (!v.detail) {
        texts.back().push_back(v.number ? cell_text(v, digits_to_tell_apart(v, columns[k])) : v.text);
        ++k;
      }
  }
  return texts;
}

}  // namespace

RankingTable ranking_table(const Advice& advice, const std::vector<std::string>& chosen,
                           const std::vector<const Candidate*>& shown, std::size_t width) {
  auto keep = columns_with_values(advice, shown);
  std::vector<std::string> header = {"rank", "gpu"};
  for (std::size_t k = 0; k < advice.columns.size(); ++k) {
    keep[k] = keep[k] && (chosen.empty() || std::find(chosen.begin(), chosen.end(), advice.columns[k]) != chosen.end());
    if (keep[k]) header.push_back(advice.columns[k]);
  }
  header.push_back("warnings");
  RankingTable out{Table(header), {}};
  out.table.align_right(0);
  const auto texts = cell_texts(shown);
  for (std::size_t r = 0; r < shown.size(); ++r) {
    const Candidate* c = shown[r];
    std::vector<std::string> row = {std::to_string(*c->rank), c->gpu + (c->this_machine ? " (this machine)" : "")};
    for (std::size_t k = 0; k < texts[r].size(); ++k)
      if (k >= keep.size() || keep[k]) row.push_back(texts[r][k]);
    row.push_back(std::to_string(c->warnings.size()));
    out.table.add_row(std::move(row));
  }
  // Without rows there is nothing to fit (and no column is known to lack values).
  if (width > 0 && !shown.empty()) out.dropped = out.table.fit(width, 2, 1, column_preference(advice, header, shown));
  return out;
}

}  // namespace advise::report
