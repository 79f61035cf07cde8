#pragma once
// The unit words of the language: each is a scale to base units and a dimension. This table is
// the only place that knows unit words: the parser asks it whether a name after a number is a
// unit (syntax/unit_words.h), the checker resolves units with it, reports print quantities in the
// units it lists for output (eval/format_value.cpp), and a new unit (say EUR) is one more row.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "advise/dimension.h"

namespace advise::base {

struct Unit {
  double scale = 1;     // multiply a value in this unit by scale to get base units
  Dimension dimension;
};

std::optional<Unit> find_unit(std::string_view word);

// Every unit word, sorted (for "did you mean").
std::vector<std::string> unit_words();

// A unit a quantity is printed in (a reading of a value, not necessarily a word the language
// accepts: "min" and "days" are printed, "h" is both).
struct OutputUnit {
  double scale;
  const char* word;
  const char* singular = nullptr;  // for a unit that is a word: "1 day", not "1 days"
};

// The units a quantity of `dimension` is printed in, smallest first: a value takes the largest
// whose scale it reaches. Empty for a dimension printed otherwise (dimensionless, USD, rates per
// dollar or per watt).
std::span<const OutputUnit> output_units(const Dimension& dimension);

}  // namespace advise::base
