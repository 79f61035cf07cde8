#pragma once
// Physical dimensions of quantities: exponents over the base dimensions the language knows.
#include <array>
#include <cstdint>
#include <string>

namespace advise {

enum class BaseDimension : std::uint8_t { Byte, Flop, Second, Watt, Usd };
inline constexpr std::size_t kBaseDimensionCount = 5;

struct Dimension {
  std::array<std::int8_t, kBaseDimensionCount> exponents{};

  static Dimension none() { return {}; }
  static Dimension of(BaseDimension base, int exponent = 1) {
    Dimension d;
    d.exponents[static_cast<std::size_t>(base)] = static_cast<std::int8_t>(exponent);
    return d;
  }
  bool dimensionless() const { return *this == Dimension{}; }
  Dimension operator*(const Dimension& other) const {
    Dimension d;
    for (std::size_t i = 0; i < kBaseDimensionCount; ++i)
      d.exponents[i] = static_cast<std::int8_t>(exponents[i] + other.exponents[i]);
    return d;
  }
  Dimension operator/(const Dimension& other) const {
    Dimension d;
    for (std::size_t i = 0; i < kBaseDimensionCount; ++i)
      d.exponents[i] = static_cast<std::int8_t>(exponents[i] - other.exponents[i]);
    return d;
  }
  Dimension pow(int n) const {
    Dimension d;
    for (std::size_t i = 0; i < kBaseDimensionCount; ++i)
      d.exponents[i] = static_cast<std::int8_t>(exponents[i] * n);
    return d;
  }
  bool operator==(const Dimension&) const = default;

  // Readable name in base units, e.g. "B/s", "FLOP", "USD/h" is spelled "USD/s".
  std::string to_string() const;
};

}  // namespace advise
