#include "eval/candidates.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace advise::eval {

check::Value value_at(const check::FieldValue& field, bool dated, std::int32_t as_of) {
  if (!field.set) return check::Value::missing();
  if (!dated) return field.value;
  std::map<std::string, check::Value> latest;  // timeline is sorted by date
  for (const auto& entry : field.timeline)
    if (entry.date <= as_of) latest[entry.condition] = entry.value;
  check::Value best;
  for (const auto& [condition, value] : latest)
    if (!best.present || value.number < best.number) best = value;
  return best;
}

CandidateTable build_candidates(const check::CheckedProgram& program, std::int32_t as_of) {
  CandidateTable table;
  const auto& schema = program.schema(check::Kind::Gpu);
  const int released = schema.find(check::Role::ReleaseDate);
  std::vector<int> order(program.gpus.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return program.gpus[static_cast<std::size_t>(a)].name < program.gpus[static_cast<std::size_t>(b)].name;
  });
  for (int g : order) {
    const auto& gpu = program.gpus[static_cast<std::size_t>(g)];
    if (released >= 0) {
      const auto& r = gpu.fields[static_cast<std::size_t>(released)];
      if (r.set && r.value.number > as_of) continue;
    }
    table.gpu_index.push_back(g);
    table.names.push_back(gpu.name);
  }
  const std::size_t n = table.size();
  std::vector<int> measurement_of(program.gpus.size(), -1);
  for (std::size_t m = 0; m < program.measurements.size(); ++m)
    measurement_of[static_cast<std::size_t>(program.measurements[m].gpu)] = static_cast<int>(m);
  for (std::size_t c = 0; c < n; ++c)
    table.measurement.push_back(measurement_of[static_cast<std::size_t>(table.gpu_index[c])]);

  for (std::size_t f = 0; f < schema.fields.size(); ++f) {
    const auto& field = schema.fields[f];
    const bool numeric = field.type.kind != check::TypeKind::String &&
                         field.type.kind != check::TypeKind::List &&
                         field.type.kind != check::TypeKind::Shape;
    Column values = Column::per_row(n, numeric);
    Column sheet = values;
    std::vector<std::uint8_t> measured(n, 0);
    for (std::size_t c = 0; c < n; ++c) {
      const auto& gpu = program.gpus[static_cast<std::size_t>(table.gpu_index[c])];
      check::Value v = value_at(gpu.fields[f], field.dated, as_of);
      check::Value datasheet_value = v;
      if (int m = table.measurement[c]; m >= 0) {
        const auto& mf = program.measurements[static_cast<std::size_t>(m)].fields[f];
        if (mf.set) {
          v = value_at(mf, field.dated, as_of);
          measured[c] = 1;
        }
      }
      auto store = [&](Column& col, const check::Value& value) {
        if (numeric) {
          col.numbers[c] = value.number;
          col.present[c] = value.present;
        } else {
          col.values[c] = value;
        }
      };
      store(values, v);
      store(sheet, datasheet_value);
    }
    table.fields.push_back(std::move(values));
    table.datasheet.push_back(std::move(sheet));
    table.measured.push_back(std::move(measured));
  }
  return table;
}

}  // namespace advise::eval
