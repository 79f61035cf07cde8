#include "eval/candidates.h"

#include <algorithm>
#include <numeric>

namespace advise::eval {

namespace {

// A GPU's own timeline of a dated field, for quote_in_force().
struct EntityTimeline {
  const std::vector<ir::DatedValue>& quotes;
  std::size_t size() const { return quotes.size(); }
  std::int32_t date(std::size_t i) const { return quotes[i].date; }
  bool used(std::size_t i) const { return quotes[i].condition == "used"; }
  bool same_condition(std::size_t i, std::size_t j) const { return quotes[i].condition == quotes[j].condition; }
  bool same_seller(std::size_t i, std::size_t j) const { return quotes[i].seller == quotes[j].seller; }
  double number(std::size_t i) const { return quotes[i].value.number; }
};

// The quote of a dated field in force at a date, null when none.
const ir::DatedValue* find_quote(const ir::FieldValue& field, std::int32_t as_of, std::int32_t ended) {
  const auto at = quote_in_force(EntityTimeline{field.timeline}, as_of, ended);
  return at ? &field.timeline[*at] : nullptr;
}

// value_at() without the copy: null when the field has no value at that date.
const ir::Value* find_value_at(const ir::FieldValue& field, bool dated, std::int32_t as_of,
                                  std::int32_t ended) {
  if (!field.set) return nullptr;
  if (!dated) return &field.value;
  const ir::DatedValue* quote = find_quote(field, as_of, ended);
  return quote ? &quote->value : nullptr;
}

void store(Column& column, std::size_t row, const ir::Value* value) {
  if (!value) return;  // per_row() columns start missing
  if (column.numeric) {
    column.numbers[row] = value->number;
    column.present[row] = value->present;
  } else {
    column.values[row] = *value;
  }
}

bool numeric_field(const ir::Field& field) {
  return field.type.kind != ir::TypeKind::String && field.type.kind != ir::TypeKind::List &&
         field.type.kind != ir::TypeKind::Shape;
}

void clear_row(Column& column, std::size_t row) {
  if (column.numeric) column.present[row] = 0;
  else column.values[row] = ir::Value{};
}

void copy_row(const Column& from, std::size_t from_row, Column& to, std::size_t row) {
  to.numbers[row] = from.numbers[from_row];
  to.present[row] = from.present[from_row];
}

// GpuOrder::undated: per field, the values of the GPUs in `order`. One pass over the GPUs, each
// read whole: a pass per field read every entity once per field (100k GPUs: 36 ms, now 26 ms).
std::vector<std::optional<Column>> undated_columns(const ir::CheckedProgram& program, const std::vector<int>& order) {
  const auto& fields = program.schema(ir::Kind::Gpu).fields;
  std::vector<std::size_t> wanted;
  for (std::size_t f = 0; f < fields.size(); ++f)
    if (!fields[f].dated && numeric_field(fields[f])) wanted.push_back(f);
  std::vector<std::optional<Column>> out(fields.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    const auto& gpu = program.gpus[static_cast<std::size_t>(order[k])];
    for (const std::size_t f : wanted) {
      const auto& field = gpu.fields[f];
      if (!field.set) continue;
      if (!out[f]) out[f] = Column::per_row(order.size(), true);
      out[f]->numbers[k] = field.value.number;
      out[f]->present[k] = field.value.present;
    }
  }
  return out;
}

// The place of `seller` in `sellers`, added when new. Most quotes name none: "" comes first.
std::uint32_t seller_index(std::vector<std::string>& sellers, const std::string& seller) {
  if (sellers.empty()) sellers.emplace_back();
  if (seller.empty()) return 0;
  auto known = std::find(sellers.begin(), sellers.end(), seller);
  if (known == sellers.end()) known = sellers.insert(known, seller);
  return static_cast<std::uint32_t>(known - sellers.begin());
}

// GpuOrder::dated: per field, the quotes of the GPUs in `order`.
std::vector<std::optional<DatedColumn>> dated_columns(const ir::CheckedProgram& program, const std::vector<int>& order) {
  const auto& fields = program.schema(ir::Kind::Gpu).fields;
  std::vector<std::optional<DatedColumn>> out(fields.size());
  for (std::size_t f = 0; f < fields.size(); ++f) {
    if (!fields[f].dated || !numeric_field(fields[f])) continue;
    DatedColumn column;
    column.first.reserve(order.size() + 1);
    for (int g : order) {
      column.first.push_back(static_cast<std::uint32_t>(column.quotes.size()));
      const auto& field = program.gpus[static_cast<std::size_t>(g)].fields[f];
      for (const auto& q : field.set ? field.timeline : std::vector<ir::DatedValue>{}) {
        auto known = std::find(column.conditions.begin(), column.conditions.end(), q.condition);
        if (known == column.conditions.end()) known = column.conditions.insert(known, q.condition);
        column.quotes.push_back({q.date, static_cast<std::uint16_t>(known - column.conditions.begin()), q.value.present,
                                 q.value.number, seller_index(column.sellers, q.seller)});
      }
    }
    column.first.push_back(static_cast<std::uint32_t>(column.quotes.size()));
    const auto used = std::find(column.conditions.begin(), column.conditions.end(), "used");
    if (used != column.conditions.end()) column.used_condition = static_cast<std::uint16_t>(used - column.conditions.begin());
    if (!column.quotes.empty()) out[f] = std::move(column);
  }
  return out;
}

}  // namespace

std::int32_t end_of_production(const ir::Entity& gpu, int field) {
  if (field < 0) return kNeverEnded;
  const auto& f = gpu.fields[static_cast<std::size_t>(field)];
  return f.set ? static_cast<std::int32_t>(f.value.number) : kNeverEnded;
}

ir::Value value_at(const ir::FieldValue& field, bool dated, std::int32_t as_of, std::int32_t ended) {
  const ir::Value* value = find_value_at(field, dated, as_of, ended);
  return value ? *value : ir::Value::missing();
}

GpuOrder gpus_by_name(const ir::CheckedProgram& program) {
  GpuOrder order;
  order.index.resize(program.gpus.size());
  std::iota(order.index.begin(), order.index.end(), 0);
  std::sort(order.index.begin(), order.index.end(), [&](int a, int b) {
    return program.gpus[static_cast<std::size_t>(a)].name < program.gpus[static_cast<std::size_t>(b)].name;
  });
  order.ends.reserve(order.index.size());
  for (int g : order.index) {
    order.names += program.gpus[static_cast<std::size_t>(g)].name;
    order.ends.push_back(order.names.size());
  }
  order.undated = undated_columns(program, order.index);
  order.dated = dated_columns(program, order.index);
  return order;
}

CandidateTable build_candidates(const ir::CheckedProgram& program, const GpuOrder& by_name, std::int32_t as_of) {
  CandidateTable table;
  table.program_ = &program;
  table.as_of_ = as_of;
  // An order made for another program (e.g. before GPUs were added) would drop candidates.
  if (by_name.index.size() != program.gpus.size())
    table.own_order_ = std::make_shared<const GpuOrder>(gpus_by_name(program));
  table.order_ = table.own_order_ ? table.own_order_.get() : &by_name;
  const auto& schema = program.schema(ir::Kind::Gpu);
  const Column* release = nullptr;  // null when no GPU has a release date
  if (const int r = schema.find(ir::Role::ReleaseDate); r >= 0 && table.order_->undated[static_cast<std::size_t>(r)])
    release = &*table.order_->undated[static_cast<std::size_t>(r)];
  for (std::size_t k = 0; release && k < release->numbers.size(); ++k) {
    if (release->present[k] && release->numbers[k] > as_of) {
      if (table.all_) {
        table.all_ = false;
        table.positions_.resize(k);
        std::iota(table.positions_.begin(), table.positions_.end(), 0U);
      }
    } else if (!table.all_) {
      table.positions_.push_back(static_cast<std::uint32_t>(k));
    }
  }
  if (!program.measurements.empty()) {
    std::vector<int> measurement_of(program.gpus.size(), -1);
    for (std::size_t m = 0; m < program.measurements.size(); ++m)
      measurement_of[static_cast<std::size_t>(program.measurements[m].gpu)] = static_cast<int>(m);
    for (std::size_t c = 0; c < table.size(); ++c) {
      table.measurement_.push_back(measurement_of[static_cast<std::size_t>(table.gpu(c))]);
      table.measured_any_ = table.measured_any_ || table.measurement_.back() >= 0;
    }
  }
  table.columns_.resize(schema.fields.size());
  return table;
}

template <class RowAt>
CandidateTable CandidateTable::view(std::size_t count, RowAt row_at) const {
  CandidateTable table;
  table.program_ = program_;
  table.own_order_ = own_order_;
  table.order_ = order_;
  table.as_of_ = as_of_;
  table.all_ = false;
  table.positions_.reserve(count);
  for (std::size_t k = 0; k < count; ++k) table.positions_.push_back(static_cast<std::uint32_t>(position(row_at(k))));
  if (!measurement_.empty()) {
    table.measurement_.reserve(count);
    for (std::size_t k = 0; k < count; ++k) {
      table.measurement_.push_back(measurement_[row_at(k)]);
      table.measured_any_ = table.measured_any_ || table.measurement_.back() >= 0;
    }
  }
  if (!counts_.empty()) {
    table.counts_.reserve(count);
    for (std::size_t k = 0; k < count; ++k) table.counts_.push_back(counts_[row_at(k)]);
  }
  table.columns_.resize(columns_.size());
  return table;
}

CandidateTable CandidateTable::configurations(std::size_t largest) const {
  const std::size_t cards = size();
  CandidateTable table = view(cards * largest, [largest](std::size_t k) { return k / largest; });
  table.counts_.resize(cards * largest);
  for (std::size_t k = 0; k < table.counts_.size(); ++k) table.counts_[k] = static_cast<std::uint16_t>(k % largest + 1);
  return table;
}

std::string CandidateTable::configuration_name(std::size_t row) const {
  const std::size_t n = gpus(row);
  return n > 1 ? std::to_string(n) + " x " + std::string(name(row)) : std::string(name(row));
}

CandidateTable CandidateTable::block(std::size_t begin, std::size_t end) const {
  return view(end - begin, [begin](std::size_t k) { return begin + k; });
}

CandidateTable CandidateTable::subset(const std::vector<std::size_t>& rows) const {
  return view(rows.size(), [&rows](std::size_t k) { return rows[k]; });
}

const ir::DatedValue* CandidateTable::quote_at(std::size_t f, std::size_t row) const {
  const auto& schema = program_->schema(ir::Kind::Gpu);
  if (!schema.fields[f].dated) return nullptr;
  const auto& card = program_->gpus[static_cast<std::size_t>(gpu(row))];
  const auto& field = card.fields[f];
  return field.set ? find_quote(field, as_of_, end_of_production(card, schema.find(ir::Role::EndOfProduction))) : nullptr;
}

std::string CandidateTable::quote(std::size_t f, std::size_t row) const {
  const ir::DatedValue* q = quote_at(f, row);
  if (!q) return "";
  return (q->condition.empty() ? "" : q->condition + " ") + "since " + ir::format_date(q->date) +
         (q->seller.empty() ? "" : ", from " + q->seller);
}

// The datasheet value of field `f` for candidate `row`, read from its entity.
const ir::Value* CandidateTable::entity_value(std::size_t f, std::size_t row, bool dated, int ended_field) const {
  const auto& card = program_->gpus[static_cast<std::size_t>(gpu(row))];
  // Only dated values expire: reading the end of production for every field was a quarter of a
  // large query's time.
  const std::int32_t ended = dated ? end_of_production(card, ended_field) : kNeverEnded;
  return find_value_at(card.fields[f], dated, as_of_, ended);
}

// A dated numeric field's value for candidate `row`, from the order's quotes (missing when none is
// in force).
ir::Value CandidateTable::quoted_value(const DatedColumn& quotes, std::size_t row, int ended_field) const {
  const std::size_t k = position(row);
  std::int32_t ended = kNeverEnded;
  if (ended_field >= 0 && order_->undated[static_cast<std::size_t>(ended_field)]) {
    const Column& ends = *order_->undated[static_cast<std::size_t>(ended_field)];
    if (ends.present[k]) ended = static_cast<std::int32_t>(ends.numbers[k]);
  }
  const auto timeline = quotes.timeline(k);
  const auto at = quote_in_force(timeline, as_of_, ended);
  if (!at) return ir::Value::missing();
  return {timeline.quotes[*at].present, timeline.quotes[*at].number};
}

std::optional<std::size_t> CandidateTable::row_of(std::string_view wanted) const {
  std::size_t low = 0, high = size();  // rows are in name order
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    if (name(middle) < wanted) low = middle + 1;
    else high = middle;
  }
  if (low < size() && name(low) == wanted) return low;
  return std::nullopt;
}

const Column& CandidateTable::field(std::size_t f) const {
  const bool counted = static_cast<int>(f) == program_->schema(ir::Kind::Gpu).find(ir::Role::GpuCount);
  if (all_ && !measured_any_ && order_->undated[f] && !counted) return *order_->undated[f];
  return columns(f).values;
}

const FieldColumns& CandidateTable::columns(std::size_t f) const {
  if (columns_[f]) return *columns_[f];
  const auto& schema = program_->schema(ir::Kind::Gpu);
  const auto& field = schema.fields[f];
  const std::size_t n = size();
  if (static_cast<int>(f) == schema.find(ir::Role::GpuCount)) return *(columns_[f] = count_columns());
  const int ended_field = schema.find(ir::Role::EndOfProduction);
  const Column* catalog = order_->undated[f] ? &*order_->undated[f] : nullptr;
  const DatedColumn* quotes = order_->dated[f] ? &*order_->dated[f] : nullptr;
  FieldColumns out{Column::per_row(n, numeric_field(field)), Column::per_row(measured_any_ ? n : 0, numeric_field(field)),
                   std::vector<std::uint8_t>(n, 0)};
  ir::Value quoted;
  for (std::size_t c = 0; c < n; ++c) {
    if (quotes) quoted = quoted_value(*quotes, c, ended_field);
    const ir::Value* sheet = catalog ? nullptr : quotes ? &quoted : entity_value(f, c, field.dated, ended_field);
    if (catalog) copy_row(*catalog, position(c), out.values, c);
    else store(out.values, c, sheet);
    if (!measured_any_) continue;
    if (catalog) copy_row(*catalog, position(c), out.datasheet, c);
    else store(out.datasheet, c, sheet);
    const int m = measurement(c);
    if (m < 0 || !program_->measurements[static_cast<std::size_t>(m)].fields[f].set) continue;
    const auto& card = program_->gpus[static_cast<std::size_t>(gpu(c))];
    const std::int32_t ended = field.dated ? end_of_production(card, ended_field) : kNeverEnded;
    clear_row(out.values, c);
    store(out.values, c, find_value_at(program_->measurements[static_cast<std::size_t>(m)].fields[f], field.dated, as_of_, ended));
    out.measured[c] = 1;
  }
  return *(columns_[f] = std::move(out));
}

// The number of cards of each row's configuration, whatever a catalog entry says.
FieldColumns CandidateTable::count_columns() const {
  FieldColumns out{Column::per_row(size(), true), Column::per_row(0, true), std::vector<std::uint8_t>(size(), 0)};
  for (std::size_t c = 0; c < size(); ++c) {
    out.values.numbers[c] = static_cast<double>(gpus(c));
    out.values.present[c] = 1;
  }
  if (measured_any_) out.datasheet = out.values;
  return out;
}

}  // namespace advise::eval
