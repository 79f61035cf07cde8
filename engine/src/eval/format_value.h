#pragma once
// Values as people read them: quantities with a fitting unit prefix, dates, enum names.
#include <string>
#include <vector>

#include "check/types.h"

namespace advise::eval {

std::string format_value(const check::Value& value, const check::Type& type,
                         const std::vector<check::EnumInfo>& enums);

// Up to three significant digits without exponent notation where that reads well: 448, 59.7, 1.5.
std::string number_text(double value);

}  // namespace advise::eval
