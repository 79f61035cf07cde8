#include <doctest/doctest.h>

#include "advise/report.h"
#include "check/types.h"
#include "check/units.h"

using advise::BaseDimension;
using advise::Dimension;

TEST_CASE("decimal and binary prefixes differ") {
  auto gb = advise::check::find_unit("GB");
  auto gib = advise::check::find_unit("GiB");
  REQUIRE(gb);
  REQUIRE(gib);
  CHECK(gb->scale == 1e9);
  CHECK(gib->scale == 1073741824.0);
  CHECK(gb->dimension == Dimension::of(BaseDimension::Byte));
}

TEST_CASE("compound units combine scale and dimension") {
  advise::syntax::UnitSpelling usd_per_hour{{{"USD", 1}, {"h", -1}}, {}};
  auto unit = advise::check::resolve(usd_per_hour);
  REQUIRE(unit);
  CHECK(unit->scale == doctest::Approx(1.0 / 3600));
  CHECK(unit->dimension == Dimension::of(BaseDimension::Usd) / Dimension::of(BaseDimension::Second));
  advise::syntax::UnitSpelling tflops{{{"TFLOPS", 1}}, {}};
  CHECK(advise::check::resolve(tflops)->dimension ==
        Dimension::of(BaseDimension::Flop) / Dimension::of(BaseDimension::Second));
}

TEST_CASE("memory divided by bandwidth is a time") {
  auto bytes = Dimension::of(BaseDimension::Byte);
  auto rate = bytes / Dimension::of(BaseDimension::Second);
  CHECK(bytes / rate == Dimension::of(BaseDimension::Second));
  CHECK((bytes / rate).to_string() == "s");
  CHECK(rate.to_string() == "B/s");
  CHECK(Dimension::none().to_string() == "number");
}

TEST_CASE("quantities print with a fitting prefix") {
  auto bytes = Dimension::of(BaseDimension::Byte);
  auto second = Dimension::of(BaseDimension::Second);
  CHECK(advise::format_quantity(8.0 * 1073741824.0, bytes) == "8 GiB");
  CHECK(advise::format_quantity(448e9, bytes / second) == "448 GB/s");
  CHECK(advise::format_quantity(59.7e12, Dimension::of(BaseDimension::Flop) / second) == "59.7 TFLOPS");
  CHECK(advise::format_quantity(0.9 / 3600, Dimension::of(BaseDimension::Usd) / second) == "0.9 USD/h");
  CHECK(advise::format_quantity(499, Dimension::of(BaseDimension::Usd)) == "499 USD");
  CHECK(advise::format_quantity(0.25, second) == "250 ms");
}

TEST_CASE("dates parse, validate and print") {
  std::int32_t days = 0;
  REQUIRE(advise::check::parse_date("2019-04", days));
  CHECK(advise::check::format_date(days) == "2019-04");
  REQUIRE(advise::check::parse_date("2016-07-23", days));
  CHECK(advise::check::format_date(days) == "2016-07-23");
  std::int32_t earlier = 0;
  REQUIRE(advise::check::parse_date("2016-06", earlier));
  CHECK(earlier < days);
  CHECK_FALSE(advise::check::parse_date("2019-13", days));
  CHECK_FALSE(advise::check::parse_date("2019-02-30", days));
  CHECK(advise::check::parse_date("2020-02-29", days));
  CHECK_FALSE(advise::check::parse_date("2019-02-29", days));
}
