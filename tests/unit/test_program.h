#pragma once
// A small self-contained program for unit tests, independent of the shipped catalog and rules.
#include <string>

#include "advise/engine.h"

namespace advise::testing {

inline const char* kSchema = R"(
enum arch = kepler < maxwell < pascal < turing
enum vendor = nvidia, amd
enum task = conv, rnn
schema gpu { vendor: vendor  arch: arch  memory: B  bandwidth: B/s  fp32: FLOPS  ended: date role end_of_production
             tensor: FLOPS  released: date role release_date  price: dated USD  source: string role source  fast: bool }
schema workload { task: task  batch: number  need: B }
schema situation { budget: USD }
schema measured { host: string role host  taken: date role taken }
)";

inline LoadResult load_text(const std::string& text) {
  return load_with_source({}, "test.dsl", std::string(kSchema) + text);
}

inline const Diagnostic* first_error(const LoadResult& r) {
  for (const auto& d : r.diagnostics)
    if (d.severity == Severity::Error) return &d;
  return nullptr;
}

}  // namespace advise::testing
