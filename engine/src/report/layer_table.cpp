#include "report/layer_table.h"

#include <cmath>
#include <vector>

#include "advise/report.h"
#include "report/table.h"

namespace advise::report {

std::string layer_table(const Advice& advice, const Candidate& c, bool markdown) {
  std::vector<const ValueCell*> sums;
  for (const auto& v : c.values)
    if (v.per_layer.size() == advice.layers.size() && !v.per_layer.empty()) sums.push_back(&v);
  if (sums.empty()) return "";
  std::vector<std::string> header = {"layer", "output", "parameters", "forward FLOP", "activations"};
  for (const auto* v : sums) header.push_back(v->name);
  Table table(header);
  for (std::size_t i = 2; i < header.size(); ++i) table.align_right(i);
  for (std::size_t i = 0; i < advice.layers.size(); ++i) {
    const auto& l = advice.layers[i];
    std::vector<std::string> row = {l.name, l.output, format_quantity(l.parameters, {}),
                                    format_quantity(l.flops, Dimension::of(BaseDimension::Flop)),
                                    format_quantity(l.activations, {})};
    for (const auto* v : sums)
      row.push_back(std::isnan(v->per_layer[i]) ? "unknown" : format_quantity(v->per_layer[i], v->dimension));
    table.add_row(std::move(row));
  }
  return markdown ? table.markdown() : table.text("    ");
}

}  // namespace advise::report
