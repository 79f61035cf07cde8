#pragma once
// Values as people read them: quantities with a fitting unit prefix, dates, enum names.
#include <string>
#include <vector>

#include "ir/types.h"

namespace advise::eval {

std::string format_value(const ir::Value& value, const ir::Type& type,
                         const std::vector<ir::EnumInfo>& enums);

}  // namespace advise::eval
