#include "advise/dimension.h"

namespace advise {

std::string Dimension::to_string() const {
  static const char* names[kBaseDimensionCount] = {"B", "FLOP", "s", "W", "USD"};
  std::string numerator, denominator;
  int denominator_factors = 0;
  for (std::size_t i = 0; i < kBaseDimensionCount; ++i) {
    int e = exponents[i];
    if (e == 0) continue;
    std::string& side = e > 0 ? numerator : denominator;
    if (e < 0) ++denominator_factors;
    if (!side.empty()) side += "*";
    side += names[i];
    int magnitude = e > 0 ? e : -e;
    if (magnitude != 1) side += "^" + std::to_string(magnitude);
  }
  if (numerator.empty() && denominator.empty()) return "number";
  if (numerator.empty()) numerator = "1";
  if (denominator.empty()) return numerator;
  // "1/s*USD" would read as USD per second: a product below the line is bracketed.
  return numerator + "/" + (denominator_factors > 1 ? "(" + denominator + ")" : denominator);
}

}  // namespace advise
