#include <doctest/doctest.h>

#include "advise/report.h"
#include "ir/types.h"
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
  const auto usd_per_hour = advise::syntax::UnitSpelling::of({{"USD", 1}, {"h", -1}});
  auto unit = advise::check::resolve(usd_per_hour);
  REQUIRE(unit);
  CHECK(unit->scale == doctest::Approx(1.0 / 3600));
  CHECK(unit->dimension == Dimension::of(BaseDimension::Usd) / Dimension::of(BaseDimension::Second));
  const auto tflops = advise::syntax::UnitSpelling::of({{"TFLOPS", 1}});
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

TEST_CASE("a product below the line is bracketed, so per-dollar rates cannot be misread") {
  const auto second = Dimension::of(BaseDimension::Second), usd = Dimension::of(BaseDimension::Usd),
             watt = Dimension::of(BaseDimension::Watt), flop = Dimension::of(BaseDimension::Flop);
  CHECK((Dimension::none() / second / usd).to_string() == "1/(s*USD)");
  CHECK((Dimension::none() / second / watt).to_string() == "1/(s*W)");
  CHECK((flop / second / usd).to_string() == "FLOP/(s*USD)");
  CHECK((usd / second).to_string() == "USD/s");
  CHECK((Dimension::none() / usd).to_string() == "1/USD");
  CHECK(Dimension::of(BaseDimension::Byte, 2).to_string() == "B^2");
}

TEST_CASE("rates per dollar and per watt print with 'per'") {
  const auto second = Dimension::of(BaseDimension::Second), usd = Dimension::of(BaseDimension::Usd),
             watt = Dimension::of(BaseDimension::Watt), flop = Dimension::of(BaseDimension::Flop),
             bytes = Dimension::of(BaseDimension::Byte);
  CHECK(advise::format_quantity(1.02, Dimension::none() / second / usd) == "1.02 /s per USD");
  CHECK(advise::format_quantity(1500, Dimension::none() / second / usd) == "1.5 k/s per USD");
  CHECK(advise::format_quantity(1.3, Dimension::none() / second / watt) == "1.3 /s per W");
  CHECK(advise::format_quantity(40e9, flop / second / usd) == "40 GFLOPS per USD");
  CHECK(advise::format_quantity(50e9, flop / second / watt) == "50 GFLOPS per W");
  CHECK(advise::format_quantity(1e9, bytes / second / usd) == "1 GB/s per USD");
  CHECK(advise::format_quantity(2500, Dimension::none() / usd) == "2500 per USD");
  // Not one of the named forms: the number with the bracketed base-unit name.
  CHECK(advise::format_quantity(3, flop / bytes / usd) == "3 FLOP/(B*USD)");
}

TEST_CASE("small values keep three significant digits, and more when asked") {
  const Dimension usd = Dimension::of(BaseDimension::Usd), second = Dimension::of(BaseDimension::Second);
  CHECK(advise::ir::format_number(0.00123) == "0.00123");
  CHECK(advise::ir::format_number(0.00127) != advise::ir::format_number(0.00123));
  CHECK(advise::ir::format_number(0.0651) == "0.0651");
  CHECK(advise::ir::format_number(1.2345, 5) == "1.2345");
  CHECK(advise::ir::format_number(1234.5, 5) == "1234.5");
  // A thousandth of a token per second per dollar reads per 1000 USD.
  CHECK(advise::format_quantity(0.00412, Dimension::none() / second / usd) == "4.12 /s per 1000 USD");
  CHECK(advise::format_quantity(0.5, Dimension::none() / second / usd) == "0.5 /s per USD");
  CHECK(advise::format_quantity(1.2344, Dimension::none(), 4) == "1.234");
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
  CHECK(advise::format_quantity(2.5 * 86400, second) == "2.5 days");
  CHECK(advise::format_quantity(86400, second) == "1 day");
}

TEST_CASE("dates parse, validate and print") {
  std::int32_t days = 0;
  REQUIRE(advise::ir::parse_date("2019-04", days));
  CHECK(advise::ir::format_date(days) == "2019-04");
  REQUIRE(advise::ir::parse_date("2016-07-23", days));
  CHECK(advise::ir::format_date(days) == "2016-07-23");
  std::int32_t earlier = 0;
  REQUIRE(advise::ir::parse_date("2016-06", earlier));
  CHECK(earlier < days);
  CHECK_FALSE(advise::ir::parse_date("2019-13", days));
  CHECK_FALSE(advise::ir::parse_date("2019-02-30", days));
  CHECK(advise::ir::parse_date("2020-02-29", days));
  CHECK_FALSE(advise::ir::parse_date("2019-02-29", days));
}
