#pragma once
// One value per candidate GPU, or a single value shared by all of them (scalar).
// Numbers, bools, dates and enum ordinals are stored as doubles; strings and lists as Values.
#include <cstdint>
#include <vector>

#include "ir/types.h"

namespace advise::eval {

struct Column {
  bool scalar = true;
  bool numeric = true;
  std::vector<double> numbers;
  std::vector<std::uint8_t> present;
  std::vector<ir::Value> values;  // when !numeric

  // One row per candidate (n may be 0), or one shared row.
  static Column per_row(std::size_t n, bool numeric) {
    Column c;
    c.scalar = false;
    c.numeric = numeric;
    if (numeric) {
      c.numbers.assign(n, 0);
      c.present.assign(n, 0);
    } else {
      c.values.assign(n, ir::Value{});
    }
    return c;
  }
  static Column single(bool numeric) {
    Column c = per_row(1, numeric);
    c.scalar = true;
    return c;
  }
  static Column constant(const ir::Value& v, bool numeric) {
    Column c;
    c.numeric = numeric;
    if (numeric) {
      c.numbers = {v.number};
      c.present = {static_cast<std::uint8_t>(v.present)};
    } else {
      c.values = {v};
    }
    return c;
  }

  std::size_t row(std::size_t i) const { return scalar ? 0 : i; }
  bool has(std::size_t i) const {
    return numeric ? present[row(i)] != 0 : values[row(i)].present;
  }
  double number(std::size_t i) const { return numbers[row(i)]; }
  const ir::Value& value(std::size_t i) const { return values[row(i)]; }
  ir::Value get(std::size_t i) const {
    if (!numeric) return value(i);
    return has(i) ? ir::Value::of(number(i)) : ir::Value::missing();
  }
  bool is_true(std::size_t i) const { return has(i) && number(i) != 0; }
};

}  // namespace advise::eval
