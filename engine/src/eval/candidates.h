#pragma once
// The GPUs that can be advised as of a date, with every property resolved: dated values taken
// at that date, measured values laid over datasheet values, provenance kept.
#include <cstdint>
#include <string>
#include <vector>

#include "check/checked_program.h"
#include "eval/column.h"

namespace advise::eval {

struct CandidateTable {
  std::vector<int> gpu_index;           // into program.gpus, in name order
  std::vector<std::string> names;
  std::vector<Column> fields;           // per gpu schema field
  std::vector<Column> datasheet;        // per field: values before measurement
  std::vector<std::vector<std::uint8_t>> measured;  // per field, per candidate
  std::vector<int> measurement;         // per candidate: index into program.measurements or -1
  std::size_t size() const { return names.size(); }
};

// Indices into program.gpus in name order: sorted once per program, shared by every query.
std::vector<int> gpus_by_name(const check::CheckedProgram& program);

// Cards released after `as_of` are left out; a card without a release date is always in.
// `by_name` is gpus_by_name(program).
CandidateTable build_candidates(const check::CheckedProgram& program, const std::vector<int>& by_name,
                                std::int32_t as_of);

// The value of a field of one entity at a date. Dated fields: per condition (new, used ...),
// the latest quote at or before the date; the cheapest of those.
check::Value value_at(const check::FieldValue& field, bool dated, std::int32_t as_of);

}  // namespace advise::eval
