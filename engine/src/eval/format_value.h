#pragma once
// Values as people read them: quantities with a fitting unit prefix, dates, enum names.
#include <string>
#include <vector>

#include "ir/types.h"

namespace advise::eval {

std::string format_value(const check::Value& value, const check::Type& type,
                         const std::vector<check::EnumInfo>& enums);

}  // namespace advise::eval
