#include "eval/format_value.h"

#include <cmath>
#include <cstdio>
#include <span>
#include <string>

#include "advise/report.h"
#include "base/unit_table.h"

namespace advise::eval {

std::string format_value(const ir::Value& value, const ir::Type& type,
                         const std::vector<ir::EnumInfo>& enums, int significant) {
  if (!value.present) return "unknown";
  switch (type.kind) {
    case ir::TypeKind::Number: return format_quantity(value.number, type.dimension, significant);
    case ir::TypeKind::Bool: return value.number != 0 ? "yes" : "no";
    case ir::TypeKind::Date: return ir::format_date(static_cast<std::int32_t>(value.number));
    case ir::TypeKind::Enum: {
      const auto& members = enums.at(static_cast<std::size_t>(type.enum_id)).members;
      auto i = static_cast<std::size_t>(value.number);
      return i < members.size() ? members[i] : "?";
    }
    case ir::TypeKind::String: return value.text;
    case ir::TypeKind::Shape: {
      std::string s;
      for (const auto& item : value.items) s += (s.empty() ? "" : " x ") + ir::format_number(item.number);
      return s;
    }
    case ir::TypeKind::List: {
      std::string s;
      for (const auto& item : value.items)
        s += (s.empty() ? "" : ", ") + format_value(item, type.element_type(), enums, significant);
      return "[" + s + "]";
    }
    case ir::TypeKind::Error: break;
  }
  return "?";
}

std::pair<std::string, std::string> format_pair(const ir::Value& a, const ir::Value& b, const ir::Type& type,
                                                const std::vector<ir::EnumInfo>& enums) {
  const bool differ = a.present != b.present || a.number != b.number;
  for (int significant = 3;; ++significant) {
    std::string left = format_value(a, type, enums, significant), right = format_value(b, type, enums, significant);
    if (!differ || left != right || significant == 6) return {std::move(left), std::move(right)};
  }
}

}  // namespace advise::eval

namespace advise {
namespace {

std::string with_prefix(double value, std::span<const base::OutputUnit> units, int significant) {
  // Take the largest unit that leaves a mantissa of at least 1.
  std::size_t chosen = 0;
  for (std::size_t i = 0; i < units.size(); ++i)
    if (std::fabs(value) >= units[i].scale * 0.9995) chosen = i;
  const std::string mantissa = ir::format_number(value / units[chosen].scale, significant);
  const base::OutputUnit& unit = units[chosen];
  return mantissa + " " + (unit.singular != nullptr && mantissa == "1" ? unit.singular : unit.word);
}

// A large count with a prefix: 8821135 -> "8.82 M".
std::string counted(double value, int significant) {
  static const base::OutputUnit prefixes[] = {{1, ""}, {1e3, "k"}, {1e6, "M"}, {1e9, "G"}, {1e12, "T"}};
  std::string text = with_prefix(value, prefixes, significant);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

}  // namespace

std::string format_percent(double fraction) {
  return std::to_string(static_cast<long long>(std::llround(fraction * 100))) + "%";
}

std::string format_quantity(double value, const Dimension& dimension, int significant) {
  using B = BaseDimension;
  const Dimension byte = Dimension::of(B::Byte), flop = Dimension::of(B::Flop), second = Dimension::of(B::Second),
                  watt = Dimension::of(B::Watt), usd = Dimension::of(B::Usd);
  if (dimension.dimensionless()) return ir::format_number(value, significant);
  if (auto units = base::output_units(dimension); !units.empty()) return with_prefix(value, units, significant);
  if (dimension == usd) return ir::format_number(value, significant) + " USD";
  if (dimension == usd / second) return ir::format_number(value * 3600, significant) + " USD/h";
  // Per dollar or per watt: "12.5 /s per USD", never "/s/USD", which reads as a rate of a rate.
  for (const auto& [per, name] : {std::pair{usd, "USD"}, std::pair{watt, "W"}}) {
    const Dimension each = dimension * per;
    if (!(each.dimensionless() || each == flop / second || each == byte / second || each == Dimension::none() / second))
      continue;
    // Tokens per second per dollar of a large card are thousandths: say them per 1000 USD.
    const bool per_thousand = per == usd && value != 0 && std::fabs(value) < 0.1;
    const double shown = per_thousand ? value * 1000 : value;
    // Samples per dollar of rent run to millions: "8.82 M per USD".
    const std::string count = each.dimensionless() && std::fabs(shown) >= 1e4 ? counted(shown, significant)
                                                                              : format_quantity(shown, each, significant);
    return count + " per " + (per_thousand ? "1000 " : "") + name;
  }
  return ir::format_number(value, significant) + " " + dimension.to_string();
}

}  // namespace advise
