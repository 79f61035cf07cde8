#pragma once
// The geometry of a chart, free of SVG: axis scales with readable ticks, and where point labels
// go without covering each other.
#include <optional>
#include <string>
#include <vector>

namespace advise::report {

// An axis range widened to whole steps of 1, 2 or 5 times a power of ten.
struct Ticks {
  double low = 0, high = 1, step = 1;
  std::vector<double> values;  // low, low + step, ..., high
};

// About `target` intervals covering [min, max]; zero is included when all values are on one
// side of it, because speed against price read from the origin is speed per dollar.
Ticks nice_ticks(double min, double max, int target = 6);

// Maps [ticks.low, ticks.high] onto [from, to] pixels (to < from for a y axis).
struct Scale {
  Ticks ticks;
  double from = 0, to = 1;
  double operator()(double value) const;
};

struct Box {
  double x = 0, y = 0, width = 0, height = 0;  // x, y: the top-left corner
  bool overlaps(const Box& other) const;
  bool inside(const Box& area) const;
};

struct LabelRequest {
  double x = 0, y = 0;  // the point, in pixels
  double width = 0, height = 0;
};

// Places labels greedily in the given order (most important first) beside their points, trying
// right, left, above and below; a label that fits nowhere without covering another label or a
// point is left out (nullopt), so that crowded charts thin out instead of piling up.
std::vector<std::optional<Box>> place_labels(const std::vector<LabelRequest>& labels, const Box& area,
                                             double point_radius);

// The width of a text in a proportional sans-serif font, estimated from its code points.
double text_width(const std::string& text, double font_size);

}  // namespace advise::report
