// Charts: the scale and label geometry, XML escaping, the `chart` declaration's checks and the
// SVG written from a small program.
#include <doctest/doctest.h>

#include "advise/report.h"
#include "report/chart_layout.h"
#include "report/xml_text.h"
#include "test_program.h"

using advise::testing::load_text;
using namespace advise::report;

TEST_CASE("ticks are whole steps of 1, 2 or 5 and start at zero for positive data") {
  Ticks t = nice_ticks(90, 300, 6);
  CHECK(t.step == 50);
  CHECK(t.low == 0);
  CHECK(t.high == 300);
  REQUIRE(t.values.size() == 7);
  CHECK(t.values[3] == 150);

  t = nice_ticks(0.02, 0.47, 6);  // 0.47 / 6 is about 0.08: the next step of 1-2-5 is 0.1
  CHECK(t.step == doctest::Approx(0.1));
  CHECK(t.high == doctest::Approx(0.5));

  t = nice_ticks(0, 1.0, 5);  // an exact 0.2 must not round up to 0.5
  CHECK(t.step == doctest::Approx(0.2));
  CHECK(t.values.size() == 6);
}

TEST_CASE("ticks cover negative data, and a single value still gets a range") {
  Ticks t = nice_ticks(-30, -10, 4);
  CHECK(t.low == -30);
  CHECK(t.high == 0);
  t = nice_ticks(0, 0, 5);
  CHECK(t.high > t.low);
  CHECK(t.values.size() >= 2);
}

TEST_CASE("a scale maps the tick range onto pixels, inverted for y") {
  Scale x{nice_ticks(0, 100, 5), 50, 550};
  CHECK(x(0) == 50);
  CHECK(x(100) == 550);
  CHECK(x(50) == 300);
  Scale y{nice_ticks(0, 100, 5), 400, 0};
  CHECK(y(0) == 400);
  CHECK(y(100) == 0);
}

TEST_CASE("labels go beside their points and never on top of each other") {
  const Box area{0, 0, 400, 300};
  // One point alone, then twelve in a tight pile.
  std::vector<LabelRequest> labels = {{300, 200, 60, 14}};
  for (int i = 0; i < 12; ++i) labels.push_back({100.0 + i % 4, 100.0 + i / 4, 60, 14});
  auto placed = place_labels(labels, area, 4);
  REQUIRE(placed.size() == labels.size());
  REQUIRE(placed[0]);
  CHECK(placed[0]->x > 300);  // first choice: to the right of its point
  CHECK(placed[1]);           // the pile's most important label is kept
  std::size_t shown = 0;
  for (std::size_t i = 0; i < placed.size(); ++i) {
    if (!placed[i]) continue;
    ++shown;
    CHECK(placed[i]->inside(area));
    for (std::size_t j = i + 1; j < placed.size(); ++j)
      if (placed[j]) CHECK_FALSE(placed[i]->overlaps(*placed[j]));
    for (const auto& p : labels) CHECK_FALSE(placed[i]->overlaps({p.x - 4, p.y - 4, 8, 8}));
  }
  CHECK(shown < labels.size());  // the pile is thinned, not stacked
}

TEST_CASE("a label at the right edge goes to the left of its point") {
  auto placed = place_labels({{390, 150, 60, 14}}, {0, 0, 400, 300}, 4);
  REQUIRE(placed[0]);
  CHECK(placed[0]->x + placed[0]->width < 390);
}

TEST_CASE("text width grows with the text and counts code points, not bytes") {
  CHECK(text_width("RTX 2060", 11) > text_width("GTX", 11));
  CHECK(text_width("\xC3\xA9", 10) == text_width("e", 10));  // é is two bytes, one letter
}

TEST_CASE("XML escaping covers markup characters and drops forbidden control characters") {
  CHECK(xml_escape("A&B <x> \"q\" 'a'") == "A&amp;B &lt;x&gt; &quot;q&quot; &apos;a&apos;");
  CHECK(xml_escape(std::string("a\x01" "b\tc", 5)) == "ab\tc");
  CHECK(xml_escape("Ti\xC3\xA9") == "Ti\xC3\xA9");  // UTF-8 passes through
}

TEST_CASE("chart axes must be known numeric values") {
  CHECK(load_text("chart \"c\" x gpu.price y gpu.fp32\n").ok());
  auto r = load_text("chart \"c\" x gpu.source y gpu.fp32\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-TYPE");
  CHECK(r.diagnostics[0].message.find("a chart axis must be a number") != std::string::npos);
  CHECK(r.diagnostics[0].location.line == 10);  // the schema takes the first nine lines
  r = load_text("chart \"c\" x gpu.prise y gpu.fp32\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-UNKNOWN-PROPERTY");
}

TEST_CASE("chart titles are unique and the second axis is introduced by y") {
  auto r = load_text("chart \"c\" x gpu.price y gpu.fp32\nchart \"c\" x gpu.memory y gpu.fp32\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-DUPLICATE");
  r = load_text("chart \"c\" x gpu.price z gpu.fp32\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-SYNTAX");
  CHECK(r.diagnostics[0].location.column == 23);
  CHECK(load_text("let y = 1\nchart \"c\" x gpu.price y y\n").ok());  // y stays a usable name
}

TEST_CASE("the SVG plots every admitted GPU, escapes names and marks the recommended one") {
  auto r = load_text(R"(
gpu "Fast & <New>" { fp32 10 TFLOPS  memory 8 GiB  price 700 USD @ 2019-01 }
gpu "Slow" { fp32 5 TFLOPS  memory 8 GiB  price 300 USD @ 2019-01 }
gpu "Tiny" { fp32 12 TFLOPS  memory 1 GiB  price 200 USD @ 2019-01 }
gpu "Unpriced" { fp32 1 TFLOPS  memory 8 GiB }
workload "w" { task conv  need 4 GB }
conv prefers gpu.fp32
rule "fits" { require gpu.memory >= workload.need else reject "too small" }
chart "Speed per dollar" x gpu.price as price y gpu.fp32
chart "Tensor speed" x gpu.price y gpu.tensor
)");
  REQUIRE(r.ok());
  auto advice = *advise::evaluate(*r.program, {.workload = "w"}).advice;
  REQUIRE(advice.charts.size() == 2);
  CHECK(advice.charts[1].points.empty());  // no GPU has a tensor value
  const auto& chart = advice.charts[0];
  CHECK(chart.x.label == "price");
  REQUIRE(chart.points.size() == 2);
  CHECK(chart.points[0].gpu == "Fast & <New>");
  CHECK(chart.points[0].x == 700);
  CHECK(chart.unplotted == std::vector<std::string>{"Unpriced"});
  const std::string svg = advise::format_svg(advice);
  CHECK(svg.find("data-gpu=\"Fast &amp; &lt;New&gt;\"") != std::string::npos);
  CHECK(svg.find("class=\"point recommended\" data-gpu=\"Fast &amp; &lt;New&gt;\"") != std::string::npos);
  CHECK(svg.find("data-gpu=\"Tiny\"") == std::string::npos);  // rejected
  CHECK(svg.find("Unpriced") != std::string::npos);           // named as not drawn
  CHECK(svg.find("<New>") == std::string::npos);
  CHECK(svg.find("Tensor speed") == std::string::npos);  // an empty panel is left out
  CHECK(svg == advise::format_svg(advice));
}
