#pragma once
// The GPUs that can be advised as of a date, with every property resolved: dated values taken
// at that date, measured values laid over datasheet values, provenance kept.
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/checked_program.h"
#include "eval/column.h"
#include "eval/quotes.h"

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
  // Per gpu schema field: when it is dated and numeric and some GPU sets it, every GPU's quotes.
  std::vector<std::optional<DatedColumn>> dated;
  std::string_view name(std::size_t k) const {
    const std::size_t begin = k ? ends[k - 1] : 0;
    return std::string_view(names).substr(begin, ends[k] - begin);
  }
};
// The candidates of one query, in name order: a view of the program's GpuOrder. When every GPU
// is a candidate (none released after the date) and none is measured, the table holds nothing
// per candidate and its undated numeric fields are the GpuOrder's columns: a query over a large
// catalog then touches no memory per GPU for them (first-touched memory was most of a query's
// time at 1M GPUs).
class CandidateTable {
 public:
  std::size_t size() const { return all_ ? order_->index.size() : positions_.size(); }
  // Index into program.gpus; name; index into program.measurements or -1.
  int gpu(std::size_t row) const { return order_->index[position(row)]; }
  std::string_view name(std::size_t row) const { return order_->name(position(row)); }
  int measurement(std::size_t row) const { return measurement_.empty() ? -1 : measurement_[row]; }
  // How many of its card the row's configuration has: 1 unless configurations() made the table.
  std::size_t gpus(std::size_t row) const { return counts_.empty() ? 1 : counts_[row]; }
  // "2 x RTX 3090" for a configuration of several cards, else the card's name.
  std::string configuration_name(std::size_t row) const;
  // The row of the candidate with this name, if it is one.
  std::optional<std::size_t> row_of(std::string_view name) const;

  // Per gpu schema field, made on first use: a program reads a few of the schema's fields,
  // and reading every field of every GPU was most of an evaluation's time.
  const Column& field(std::size_t f) const;
  const Column& datasheet(std::size_t f) const { return measured_any_ ? columns(f).datasheet : field(f); }
  bool measured(std::size_t f, std::size_t row) const { return measured_any_ && columns(f).measured[row]; }
  // For a dated field: which catalog quote applies at the table's date, e.g. "used since
  // 2026-11"; "" for other fields or when none does.
  std::string quote(std::size_t f, std::size_t row) const;
  // The quote itself, null when none is in force (or `f` is not dated).
  const ir::DatedValue* quote_at(std::size_t f, std::size_t row) const;

  // Some of this table's rows as a table of their own, in the same order: row k of the result is
  // row begin + k, or rows[k] (ascending), here. A large query is evaluated block by block, and a
  // report's few rows on their own.
  CandidateTable block(std::size_t begin, std::size_t end) const;
  CandidateTable subset(const std::vector<std::size_t>& rows) const;
  // Each row as the configurations of 1 to `largest` of its card, card by card, fewest first.
  // The gpu schema's field with role gpu_count reads each row's number of cards.
  CandidateTable configurations(std::size_t largest) const;

 private:
  CandidateTable() = default;  // made only by build_candidates and view, which fill it
  friend CandidateTable build_candidates(const ir::CheckedProgram&, const GpuOrder&, std::int32_t);
  std::size_t position(std::size_t row) const { return all_ ? row : positions_[row]; }
  const FieldColumns& columns(std::size_t f) const;
  FieldColumns count_columns() const;
  template <class RowAt>
  CandidateTable view(std::size_t count, RowAt row_at) const;
  const ir::Value* entity_value(std::size_t f, std::size_t row, bool dated, int ended_field) const;
  ir::Value quoted_value(const DatedColumn& quotes, std::size_t row, int ended_field) const;

  const ir::CheckedProgram* program_ = nullptr;
  std::shared_ptr<const GpuOrder> own_order_;  // when the one given was made for another program
  const GpuOrder* order_ = nullptr;
  bool all_ = true;                         // every GPU is a candidate: row k is place k in the order
  std::vector<std::uint32_t> positions_;    // else each candidate's place in the order
  std::vector<int> measurement_;            // per candidate, empty when the program measured none
  std::vector<std::uint16_t> counts_;       // per candidate, its number of cards; empty when all are 1
  std::int32_t as_of_ = 0;
  bool measured_any_ = false;  // some candidate is measured: else datasheet columns are the values
  mutable std::vector<std::optional<FieldColumns>> columns_;  // per field
};

GpuOrder gpus_by_name(const ir::CheckedProgram& program);

// Cards released after `as_of` are left out; a card without a release date is always in.
// `by_name` is gpus_by_name(program), which the table borrows: it must outlive the table.
CandidateTable build_candidates(const ir::CheckedProgram& program, const GpuOrder& by_name, std::int32_t as_of);

inline constexpr std::int32_t kNeverEnded = std::numeric_limits<std::int32_t>::max();

// The gpu's end of production (the field with role end_of_production, index `field`, -1 if the
// schema has none), kNeverEnded when it has none.
std::int32_t end_of_production(const ir::Entity& gpu, int field);

// The value of a field of one entity at a date. Dated fields: per condition (new, used ...),
// the latest quote at or before the date; the cheapest of those. A quote not "used" (a new price,
// a rent) expires after `ended` and at any later quote.
ir::Value value_at(const ir::FieldValue& field, bool dated, std::int32_t as_of,
                      std::int32_t ended = kNeverEnded);

}  // namespace advise::eval
