#include "eval/format_value.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "advise/report.h"

namespace advise::eval {

std::string format_value(const check::Value& value, const check::Type& type,
                         const std::vector<check::EnumInfo>& enums) {
  if (!value.present) return "unknown";
  switch (type.kind) {
    case check::TypeKind::Number: return format_quantity(value.number, type.dimension);
    case check::TypeKind::Bool: return value.number != 0 ? "yes" : "no";
    case check::TypeKind::Date: return check::format_date(static_cast<std::int32_t>(value.number));
    case check::TypeKind::Enum: {
      const auto& members = enums.at(static_cast<std::size_t>(type.enum_id)).members;
      auto i = static_cast<std::size_t>(value.number);
      return i < members.size() ? members[i] : "?";
    }
    case check::TypeKind::String: return value.text;
    case check::TypeKind::Shape: {
      std::string s;
      for (const auto& item : value.items) s += (s.empty() ? "" : " x ") + check::format_number(item.number);
      return s;
    }
    case check::TypeKind::List: {
      std::string s;
      for (const auto& item : value.items)
        s += (s.empty() ? "" : ", ") + format_value(item, type.element_type(), enums);
      return "[" + s + "]";
    }
    case check::TypeKind::Error: break;
  }
  return "?";
}

}  // namespace advise::eval

namespace advise {
namespace {

struct Prefix {
  double scale;
  const char* unit;
  const char* singular = nullptr;  // for a unit that is a word: "1 day", not "1 days"
};

std::string with_prefix(double value, const Prefix* prefixes, std::size_t count) {
  // Take the largest prefix that leaves a mantissa of at least 1.
  std::size_t chosen = 0;
  for (std::size_t i = 0; i < count; ++i)
    if (std::fabs(value) >= prefixes[i].scale * 0.9995) chosen = i;
  const std::string mantissa = check::format_number(value / prefixes[chosen].scale);
  const Prefix& prefix = prefixes[chosen];
  return mantissa + " " + (prefix.singular != nullptr && mantissa == "1" ? prefix.singular : prefix.unit);
}

}  // namespace

std::string format_percent(double fraction) {
  return std::to_string(static_cast<long long>(std::llround(fraction * 100))) + "%";
}

std::string format_quantity(double value, const Dimension& dimension) {
  using B = BaseDimension;
  static const Prefix bytes[] = {{1, "B"}, {1024.0, "KiB"}, {1048576.0, "MiB"},
                                 {1073741824.0, "GiB"}, {1099511627776.0, "TiB"}};
  static const Prefix byte_rate[] = {{1, "B/s"}, {1e3, "kB/s"}, {1e6, "MB/s"},
                                     {1e9, "GB/s"}, {1e12, "TB/s"}};
  static const Prefix flop_rate[] = {{1, "FLOPS"}, {1e3, "kFLOPS"}, {1e6, "MFLOPS"}, {1e9, "GFLOPS"},
                                     {1e12, "TFLOPS"}, {1e15, "PFLOPS"}};
  static const Prefix flops[] = {{1, "FLOP"}, {1e3, "kFLOP"}, {1e6, "MFLOP"}, {1e9, "GFLOP"},
                                 {1e12, "TFLOP"}, {1e15, "PFLOP"}};
  static const Prefix seconds[] = {{1e-9, "ns"}, {1e-6, "us"}, {1e-3, "ms"}, {1, "s"}, {60, "min"}, {3600, "h"}, {86400, "days", "day"}};
  static const Prefix watts[] = {{1, "W"}, {1e3, "kW"}};
  // Per second: samples per second, clock rates.
  static const Prefix rate[] = {{1, "/s"}, {1e3, "k/s"}, {1e6, "M/s"}, {1e9, "G/s"}};
  const Dimension byte = Dimension::of(B::Byte), flop = Dimension::of(B::Flop),
                  second = Dimension::of(B::Second), watt = Dimension::of(B::Watt),
                  usd = Dimension::of(B::Usd);
  if (dimension.dimensionless()) return check::format_number(value);
  if (dimension == byte) return with_prefix(value, bytes, std::size(bytes));
  if (dimension == byte / second) return with_prefix(value, byte_rate, std::size(byte_rate));
  if (dimension == flop / second) return with_prefix(value, flop_rate, std::size(flop_rate));
  if (dimension == flop) return with_prefix(value, flops, std::size(flops));
  if (dimension == second) return with_prefix(value, seconds, std::size(seconds));
  if (dimension == watt) return with_prefix(value, watts, std::size(watts));
  if (dimension == Dimension::none() / second) return with_prefix(value, rate, std::size(rate));
  if (dimension == usd) return check::format_number(value) + " USD";
  if (dimension == usd / second) return check::format_number(value * 3600) + " USD/h";
  // Per dollar or per watt: "12.5 /s per USD", never "/s/USD", which reads as a rate of a rate.
  for (const auto& [per, name] : {std::pair{usd, "USD"}, std::pair{watt, "W"}}) {
    const Dimension each = dimension * per;
    if (each.dimensionless() || each == flop / second || each == byte / second || each == Dimension::none() / second)
      return format_quantity(value, each) + " per " + name;
  }
  return check::format_number(value) + " " + dimension.to_string();
}

}  // namespace advise
