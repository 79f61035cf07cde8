// The declared charts of an Advice as one SVG document: a panel per `chart` declaration, each
// admitted GPU a labelled point, the recommended one marked and named in the caption.
#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <string>

#include "advise/report.h"
#include "report/chart_layout.h"
#include "report/xml_text.h"

namespace advise {
namespace {

using report::Box;
using report::Scale;
using report::xml_escape;

constexpr double kPanelWidth = 600, kHeader = 64, kPlotTop = 34, kPlotHeight = 340, kPanelHeight = 460;
constexpr double kPlotLeft = 78, kPlotRight = 20;  // room for the y ticks and the axis title
constexpr double kLabelSize = 11, kPointRadius = 4, kMarkRadius = 6;  // kMarkRadius: the recommended GPU

// Coordinates with one decimal and no locale: the same input gives the same bytes.
std::string px(double v) { return fmt::format("{:.1f}", v); }

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// "PREFIX A, B, C" cut to the names that fit the width, then "+N more".
std::string fitted(const std::string& prefix, const std::vector<std::string>& names, double width) {
  std::string s = prefix;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string next = s + (i ? ", " : "") + names[i];
    const std::string rest = " +" + std::to_string(names.size() - i - 1) + " more";
    if (report::text_width(next + (i + 1 < names.size() ? rest : ""), kLabelSize) > width)
      return s + (i ? ", " : "") + "+" + std::to_string(names.size() - i) + " more";
    s = next;
  }
  return s;
}

class SvgWriter {
 public:
  explicit SvgWriter(const Advice& advice) : advice_(advice) {}

  std::string write() {
    // A panel with no point is left out (a rent chart when buying), unless every panel is empty.
    std::vector<const Chart*> drawn;
    for (const auto& c : advice_.charts) if (!c.points.empty()) drawn.push_back(&c);
    if (drawn.empty()) for (const auto& c : advice_.charts) drawn.push_back(&c);
    const double width = kPanelWidth * static_cast<double>(std::max<std::size_t>(drawn.size(), 1));
    const double height = kHeader + kPanelHeight + 24;
    out_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out_ += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + px(width) + "\" height=\"" + px(height) +
            "\" viewBox=\"0 0 " + px(width) + " " + px(height) + "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n";
    out_ += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    text(16, 26, "advise: " + advice_.workload, "font-size=\"18\" font-weight=\"bold\"");
    std::size_t admitted = 0;
    for (const auto& c : advice_.candidates) admitted += c.admitted ? 1 : 0;
    text(16, 46, "situation: " + (advice_.situation.empty() ? std::string("none") : advice_.situation) +
                     "; facts as of " + advice_.as_of + "; " + std::to_string(admitted) + " of " +
                     std::to_string(advice_.candidates.size()) + " GPUs admitted, one point each",
         "font-size=\"13\" fill=\"#444\"");
    for (std::size_t k = 0; k < drawn.size(); ++k) panel(*drawn[k], kPanelWidth * static_cast<double>(k));
    caption(height - 12);
    out_ += "</svg>\n";
    return out_;
  }

 private:
  bool recommended(const std::string& gpu) const {
    return std::find(advice_.recommended.begin(), advice_.recommended.end(), gpu) != advice_.recommended.end();
  }

  void text(double x, double y, const std::string& content, const std::string& attributes) {
    out_ += "<text x=\"" + px(x) + "\" y=\"" + px(y) + "\" " + attributes + ">" + xml_escape(content) + "</text>\n";
  }

  void line(double x1, double y1, double x2, double y2, const char* stroke) {
    out_ += "<line x1=\"" + px(x1) + "\" y1=\"" + px(y1) + "\" x2=\"" + px(x2) + "\" y2=\"" + px(y2) +
            "\" stroke=\"" + stroke + "\"/>\n";
  }

  void panel(const Chart& chart, double left) {
    const Box plot{left + kPlotLeft, kHeader + kPlotTop, kPanelWidth - kPlotLeft - kPlotRight, kPlotHeight};
    double x_min = 0, x_max = 0, y_min = 0, y_max = 0;
    for (const auto& p : chart.points) {
      x_min = std::min(x_min, p.x), x_max = std::max(x_max, p.x);
      y_min = std::min(y_min, p.y), y_max = std::max(y_max, p.y);
    }
    // 8% beyond the largest values, so that points at the edge keep room for their labels.
    const Scale x = scale(x_min, x_max, chart.x.dimension, plot.x, plot.x + plot.width);
    const Scale y = scale(y_min, y_max, chart.y.dimension, plot.y + plot.height, plot.y);
    out_ += "<g class=\"chart\" data-title=\"" + xml_escape(chart.title) + "\">\n";
    text(plot.x + plot.width / 2, kHeader + 18, chart.title, "font-size=\"15\" font-weight=\"bold\" text-anchor=\"middle\"");
    axes(chart, plot, x, y);
    const std::size_t left_out = points(chart, plot, x, y);
    notes(chart, plot, left_out);
    out_ += "</g>\n";
  }

  // Ticks at round numbers of the unit people read (USD/h, not USD/s), 8% beyond the largest
  // value so that points at the edge keep room for their labels.
  static Scale scale(double min, double max, const Dimension& dimension, double from, double to) {
    const double shown = std::strtod(format_quantity(1, dimension).c_str(), nullptr);  // 3600 for USD/h
    const double per = shown > 0 ? shown : 1;
    Scale s{report::nice_ticks(min * per, (max + 0.08 * (max - min)) * per), from, to};
    for (double* v : {&s.ticks.low, &s.ticks.high, &s.ticks.step}) *v /= per;
    for (double& v : s.ticks.values) v /= per;
    return s;
  }

  void axes(const Chart& chart, const Box& plot, const Scale& x, const Scale& y) {
    const double bottom = plot.y + plot.height;
    for (double v : x.ticks.values) {
      line(x(v), plot.y, x(v), bottom, "#e4e4e4");
      line(x(v), bottom, x(v), bottom + 5, "#333");
      text(x(v), bottom + 18, format_quantity(v, chart.x.dimension), "font-size=\"11\" text-anchor=\"middle\"");
    }
    for (double v : y.ticks.values) {
      line(plot.x, y(v), plot.x + plot.width, y(v), "#e4e4e4");
      line(plot.x - 5, y(v), plot.x, y(v), "#333");
      text(plot.x - 8, y(v) + 4, format_quantity(v, chart.y.dimension), "font-size=\"11\" text-anchor=\"end\"");
    }
    line(plot.x, bottom, plot.x + plot.width, bottom, "#333");
    line(plot.x, plot.y, plot.x, bottom, "#333");
    text(plot.x + plot.width / 2, bottom + 38, chart.x.label, "font-size=\"13\" text-anchor=\"middle\"");
    const double mid = plot.y + plot.height / 2, side = plot.x - kPlotLeft + 16;
    text(side, mid, chart.y.label,
         "font-size=\"13\" text-anchor=\"middle\" transform=\"rotate(-90 " + px(side) + " " + px(mid) + ")\"");
  }

  // Draws the points, the recommended ones last (on top); returns how many labels were left out.
  std::size_t points(const Chart& chart, const Box& plot, const Scale& x, const Scale& y) {
    std::vector<const ChartPoint*> order;  // label priority: recommended, then by rank
    for (const auto& p : chart.points) if (recommended(p.gpu)) order.push_back(&p);
    for (const auto& p : chart.points) if (!recommended(p.gpu)) order.push_back(&p);
    std::vector<report::LabelRequest> requests;
    for (const auto* p : order)
      requests.push_back({x(p->x), y(p->y), label_width(*p), kLabelSize * 1.25});
    const auto boxes = report::place_labels(requests, plot, kMarkRadius + 1);
    for (std::size_t i = order.size(); i-- > 0;) point(chart, *order[i], requests[i].x, requests[i].y);
    std::size_t left_out = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (!boxes[i]) { ++left_out; continue; }
      const bool best = recommended(order[i]->gpu);
      text(boxes[i]->x, boxes[i]->y + kLabelSize, label_of(*order[i]),
           std::string("class=\"label\" font-size=\"11\"") + (best ? " font-weight=\"bold\" fill=\"#b3200e\"" : " fill=\"#222\""));
    }
    return left_out;
  }

  double label_width(const ChartPoint& p) const {
    return report::text_width(label_of(p), kLabelSize) * (recommended(p.gpu) ? 1.15 : 1);  // bold is wider
  }

  std::string label_of(const ChartPoint& p) const { return recommended(p.gpu) ? p.gpu + " (recommended)" : p.gpu; }

  void point(const Chart& chart, const ChartPoint& p, double cx, double cy) {
    const bool best = recommended(p.gpu);
    out_ += std::string("<g class=\"point") + (best ? " recommended" : "") + "\" data-gpu=\"" + xml_escape(p.gpu) + "\">";
    out_ += "<title>" + xml_escape(p.gpu + ": " + chart.x.label + " " + format_quantity(p.x, chart.x.dimension) + ", " +
                                   chart.y.label + " " + format_quantity(p.y, chart.y.dimension)) + "</title>";
    out_ += "<circle cx=\"" + px(cx) + "\" cy=\"" + px(cy) + "\" r=\"" + px(best ? kMarkRadius : kPointRadius) + "\"" +
            (best ? " fill=\"#cc3311\" stroke=\"#000\" stroke-width=\"1.5\"" : " fill=\"#4477aa\" fill-opacity=\"0.85\"") +
            "/></g>\n";
  }

  void notes(const Chart& chart, const Box& plot, std::size_t left_out) {
    double at = plot.y + plot.height + 58;
    const std::string style = "font-size=\"11\" fill=\"#555\"";
    if (chart.points.empty()) text(plot.x, plot.y + 20, "no admitted GPU has both values", style);
    if (left_out > 0) {
      text(plot.x, at, std::to_string(left_out) + " of " + std::to_string(chart.points.size()) +
                           " labels left out where they would overlap; each point names its GPU on hover", style);
      at += 15;
    }
    if (!chart.unplotted.empty()) text(plot.x, at, fitted("not drawn (a value is unknown): ", chart.unplotted, plot.width), style);
  }

  void caption(double baseline) {
    text(16, baseline, advice_.recommended.empty() ? "No GPU is admitted." : "Recommended: " + joined(advice_.recommended) + " (red point)",
         "class=\"caption\" font-size=\"13\"");
  }

  const Advice& advice_;
  std::string out_;
};

}  // namespace

std::string format_svg(const Advice& advice) { return SvgWriter(advice).write(); }

}  // namespace advise
