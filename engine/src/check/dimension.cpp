#include "advise/dimension.h"

namespace advise {

std::string Dimension::to_string() const {
  static const char* names[kBaseDimensionCount] = {"B", "FLOP", "s", "W", "USD"};
  std::string numerator, denominator;
  for (std::size_t i = 0; i < kBaseDimensionCount; ++i) {
    int e = exponents[i];
    if (e == 0) continue;
    std::string& side = e > 0 ? numerator : denominator;
    if (!side.empty()) side += "*";
    side += names[i];
    int magnitude = e > 0 ? e : -e;
    if (magnitude != 1) side += "^" + std::to_string(magnitude);
  }
  if (numerator.empty() && denominator.empty()) return "number";
  if (numerator.empty()) numerator = "1";
  return denominator.empty() ? numerator : numerator + "/" + denominator;
}

}  // namespace advise
