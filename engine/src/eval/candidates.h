#pragma once
// The GPUs that can be advised as of a date, with every property resolved: dated values taken
// at that date, measured values laid over datasheet values, provenance kept.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/checked_program.h"
#include "eval/column.h"

namespace advise::eval {

// One GPU property over every candidate.
struct FieldColumns {
  Column values;
  Column datasheet;                    // the values before measurement; empty when none is measured
  std::vector<std::uint8_t> measured;  // per candidate
};

// The GPUs in name order: sorted once per program, shared by every query. Their names, and the
// values of their undated numeric fields, are copied side by side in that order: read from their
// entities, scattered over the heap, they were most of the time of building a large query's
// candidates.
struct GpuOrder {
  std::vector<int> index;          // into program.gpus
  std::string names;               // the names one after another
  std::vector<std::size_t> ends;   // where each name ends in `names`
  // Per gpu schema field: when it is undated and numeric and some GPU sets it, its datasheet
  // values in name order; else empty (read from the entities).
  std::vector<std::optional<Column>> undated;
  std::string_view name(std::size_t k) const {
    const std::size_t begin = k ? ends[k - 1] : 0;
    return std::string_view(names).substr(begin, ends[k] - begin);
  }
};
class CandidateTable {
 public:
  std::vector<int> gpu_index;           // into program.gpus, in name order
  std::vector<std::uint32_t> position;  // per candidate: its place in the GpuOrder
  std::vector<std::string_view> names;  // into GpuOrder::names: copying 100k names was a tenth of a query
  std::vector<int> measurement;         // per candidate: index into program.measurements or -1
  std::size_t size() const { return names.size(); }

  // Per gpu schema field, made on first use: a program reads a few of the schema's fields,
  // and reading every field of every GPU was most of an evaluation's time.
  const Column& field(std::size_t f) const { return columns(f).values; }
  const Column& datasheet(std::size_t f) const { return measured_any_ ? columns(f).datasheet : field(f); }
  const std::vector<std::uint8_t>& measured(std::size_t f) const { return columns(f).measured; }
  // For a dated field: which catalog quote applies at the table's date, e.g. "used since
  // 2026-11"; "" for other fields or when none does.
  std::string quote(std::size_t f, std::size_t row) const;

 private:
  friend CandidateTable build_candidates(const check::CheckedProgram&, const GpuOrder&, std::int32_t);
  const FieldColumns& columns(std::size_t f) const;
  const check::Value* entity_value(std::size_t f, std::size_t row, bool dated, int ended_field) const;

  const check::CheckedProgram* program_ = nullptr;
  const GpuOrder* order_ = nullptr;  // when it is the program's: else the values are read from the entities
  std::int32_t as_of_ = 0;
  bool measured_any_ = false;  // some candidate is measured: else datasheet columns are the values
  mutable std::vector<std::optional<FieldColumns>> columns_;  // per field
};

GpuOrder gpus_by_name(const check::CheckedProgram& program);

// Cards released after `as_of` are left out; a card without a release date is always in.
// `by_name` is gpus_by_name(program); the table borrows its names.
CandidateTable build_candidates(const check::CheckedProgram& program, const GpuOrder& by_name, std::int32_t as_of);

inline constexpr std::int32_t kNeverEnded = std::numeric_limits<std::int32_t>::max();

// The gpu's end of production (the field with role end_of_production, index `field`, -1 if the
// schema has none), kNeverEnded when it has none.
std::int32_t end_of_production(const check::Entity& gpu, int field);

// The value of a field of one entity at a date. Dated fields: per condition (new, used ...),
// the latest quote at or before the date; the cheapest of those. A quote not "used" (a new price,
// a rent) expires after `ended` and at any later quote.
check::Value value_at(const check::FieldValue& field, bool dated, std::int32_t as_of,
                      std::int32_t ended = kNeverEnded);

}  // namespace advise::eval
