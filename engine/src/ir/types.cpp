#include "ir/types.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace advise::ir {

std::string describe(const Type& type, const std::vector<EnumInfo>& enums) {
  auto enum_name = [&](int id) {
    return id >= 0 && id < static_cast<int>(enums.size()) ? enums[id].name : std::string("?");
  };
  switch (type.kind) {
    case TypeKind::Error: return "<error>";
    case TypeKind::Number:
      return type.dimension.dimensionless() ? "number" : type.dimension.to_string();
    case TypeKind::Bool: return "bool";
    case TypeKind::String: return "string";
    case TypeKind::Date: return "date";
    case TypeKind::Enum: return enum_name(type.enum_id);
    case TypeKind::Shape: return "shape";
    case TypeKind::List: return "list of " + describe(type.element_type(), enums);
  }
  return "?";
}

namespace {

// Howard Hinnant's days-from-civil: exact for the proleptic Gregorian calendar.
std::int32_t days_from_civil(int y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int>(doe) - 719468;
}

void civil_from_days(std::int32_t z, int& y, unsigned& m, unsigned& d) {
  z += 719468;
  const int era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y = static_cast<int>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y += m <= 2;
}

}  // namespace

bool parse_date(const std::string& text, std::int32_t& days) {
  // Exactly YYYY-MM or YYYY-MM-DD.
  const bool shape = (text.size() == 7 || text.size() == 10) && text[4] == '-' &&
                     (text.size() == 7 || text[7] == '-');
  if (!shape) return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (i != 4 && i != 7 && !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  int y = 0;
  unsigned m = 0, d = 1;
  char tail = 0;
  int fields = std::sscanf(text.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail);
  if (fields < 2 || fields > 3 || y < 1900 || y > 2200 || m < 1 || m > 12) return false;
  static const unsigned month_days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (d < 1 || d > month_days[m - 1] || (m == 2 && d == 29 && !leap)) return false;
  days = days_from_civil(y, m, d);
  return true;
}

std::string format_date(std::int32_t days) {
  int y;
  unsigned m, d;
  civil_from_days(days, y, m, d);
  char buffer[40];  // room for any int year the compiler can imagine
  if (d == 1) std::snprintf(buffer, sizeof buffer, "%04d-%02u", y, m);
  else std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", y, m, d);
  return buffer;
}

std::string format_number(double value, int significant) {
  if (!std::isfinite(value)) return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
  double magnitude = std::fabs(value);
  char buffer[64];
  if (magnitude != 0 && (magnitude >= 1e15 || magnitude < 1e-4)) {
    std::snprintf(buffer, sizeof buffer, "%.*g", significant, value);
    return buffer;
  }
  if (std::floor(value) == value) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
  }
  // Digits after the point so that `significant` digits show, counted from the first non-zero.
  const int leading = static_cast<int>(std::floor(std::log10(magnitude)));
  return format_fixed(value, std::max(0, significant - 1 - leading));
}

std::string format_fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  std::string s = buffer;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s;
}

}  // namespace advise::ir
