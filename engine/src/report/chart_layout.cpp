#include "report/chart_layout.h"

#include <algorithm>
#include <cmath>

#include "base/utf8.h"

namespace advise::report {

Ticks nice_ticks(double min, double max, int target) {
  if (min > max) std::swap(min, max);
  if (min > 0) min = 0;
  if (max < 0) max = 0;
  if (max - min <= 0) max = min + 1;  // all values zero
  const double raw = (max - min) / std::max(target, 1);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  const double fraction = raw / magnitude;
  const double slack = 1 + 1e-9;  // 0.2 / 0.1 is 2.0000000000000004 in binary
  const double step = (fraction <= slack ? 1 : fraction <= 2 * slack ? 2 : fraction <= 5 * slack ? 5 : 10) * magnitude;
  Ticks t;
  t.step = step;
  // Ticks are whole multiples of the step, computed by multiplication so that none drifts.
  const auto first = static_cast<long long>(std::floor(min / step + 1e-9));
  const auto last = static_cast<long long>(std::ceil(max / step - 1e-9));
  t.low = static_cast<double>(first) * step;
  t.high = static_cast<double>(last) * step;
  for (long long k = first; k <= last; ++k) t.values.push_back(static_cast<double>(k) * step);
  return t;
}

double Scale::operator()(double value) const {
  return from + (value - ticks.low) / (ticks.high - ticks.low) * (to - from);
}

bool Box::overlaps(const Box& o) const {
  return x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height;
}

bool Box::inside(const Box& area) const {
  return x >= area.x && y >= area.y && x + width <= area.x + area.width && y + height <= area.y + area.height;
}

std::vector<std::optional<Box>> place_labels(const std::vector<LabelRequest>& labels, const Box& area,
                                             double point_radius) {
  std::vector<Box> taken;  // the points first: no label may cover one
  for (const auto& l : labels)
    taken.push_back({l.x - point_radius, l.y - point_radius, 2 * point_radius, 2 * point_radius});
  const double gap = point_radius + 2;
  std::vector<std::optional<Box>> placed;
  for (const auto& l : labels) {
    const Box tries[] = {
        {l.x + gap, l.y - l.height / 2, l.width, l.height},            // right
        {l.x - gap - l.width, l.y - l.height / 2, l.width, l.height},  // left
        {l.x - l.width / 2, l.y - gap - l.height, l.width, l.height},  // above
        {l.x - l.width / 2, l.y + gap, l.width, l.height},             // below
        {l.x + gap, l.y - gap - l.height, l.width, l.height},          // upper right
        {l.x + gap, l.y + gap, l.width, l.height},                     // lower right
        {l.x - gap - l.width, l.y - gap - l.height, l.width, l.height},
        {l.x - gap - l.width, l.y + gap, l.width, l.height},
    };
    std::optional<Box> chosen;
    for (const auto& box : tries) {
      if (!box.inside(area)) continue;
      if (std::none_of(taken.begin(), taken.end(), [&](const Box& t) { return t.overlaps(box); })) {
        chosen = box;
        break;
      }
    }
    if (chosen) taken.push_back(*chosen);
    placed.push_back(chosen);
  }
  return placed;
}

double text_width(const std::string& text, double font_size) {
  double width = 0;
  for (char c : text) {
    if (base::is_continuation_byte(c)) continue;  // the same code point
    // Widths in em of DejaVu Sans, the widest common fallback: overestimating only thins labels.
    width += c == ' ' || c == '.' || c == ',' || c == 'i' || c == 'l' ? 0.32 : c >= 'A' && c <= 'Z' ? 0.72 : 0.62;
  }
  return width * font_size;
}

}  // namespace advise::report
