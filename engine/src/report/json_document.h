#pragma once
// What every JSON document advise prints shares: the version fields at its top and the shape of
// a diagnostic. docs/schema/ describes each document.
#include <nlohmann/json.hpp>
#include <vector>

#include "advise/diagnostic.h"

namespace advise::report {

// {"schema_version": N, "advise_version": "x.y.z"}: the start of every document.
nlohmann::ordered_json document_header();

nlohmann::ordered_json diagnostics_json(const std::vector<Diagnostic>& diagnostics);

}  // namespace advise::report
