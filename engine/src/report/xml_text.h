#pragma once
// Text made safe for XML content and attribute values.
#include <string>
#include <string_view>

namespace advise::report {

// Escapes & < > " ' and drops the control characters XML 1.0 forbids (all below U+0020 but tab,
// newline and carriage return), so any GPU or workload name yields a well-formed document.
std::string xml_escape(std::string_view text);

}  // namespace advise::report
