#pragma once
// Values as people read them: quantities with a fitting unit prefix, dates, enum names.
#include <string>
#include <utility>
#include <vector>

#include "ir/types.h"

namespace advise::eval {

std::string format_value(const ir::Value& value, const ir::Type& type,
                         const std::vector<ir::EnumInfo>& enums, int significant = 3);

// Two values side by side ("0.00123 vs 0.00124"): with as many digits as they need to read
// differently when they differ (up to six).
std::pair<std::string, std::string> format_pair(const ir::Value& a, const ir::Value& b, const ir::Type& type,
                                                const std::vector<ir::EnumInfo>& enums);

}  // namespace advise::eval
