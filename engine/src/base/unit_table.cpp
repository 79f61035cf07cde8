#include "base/unit_table.h"

#include <algorithm>
#include <unordered_map>

namespace advise::base {
namespace {

const std::unordered_map<std::string_view, Unit>& table() {
  using B = BaseDimension;
  static const auto byte = Dimension::of(B::Byte);
  static const auto flop = Dimension::of(B::Flop);
  static const auto second = Dimension::of(B::Second);
  static const auto rate = flop / second;
  static const auto hertz = Dimension::none() / second;
  static const auto watt = Dimension::of(B::Watt);
  static const auto usd = Dimension::of(B::Usd);
  static const std::unordered_map<std::string_view, Unit> units = {
      {"B", {1, byte}},          {"kB", {1e3, byte}},        {"KB", {1e3, byte}},
      {"MB", {1e6, byte}},       {"GB", {1e9, byte}},        {"TB", {1e12, byte}},
      {"PB", {1e15, byte}},      {"KiB", {1024.0, byte}},    {"MiB", {1048576.0, byte}},
      {"GiB", {1073741824.0, byte}},  {"TiB", {1099511627776.0, byte}},
      {"FLOP", {1, flop}},       {"kFLOP", {1e3, flop}},     {"MFLOP", {1e6, flop}},
      {"GFLOP", {1e9, flop}},    {"TFLOP", {1e12, flop}},    {"PFLOP", {1e15, flop}},
      {"FLOPS", {1, rate}},      {"kFLOPS", {1e3, rate}},    {"MFLOPS", {1e6, rate}},
      {"GFLOPS", {1e9, rate}},   {"TFLOPS", {1e12, rate}},   {"PFLOPS", {1e15, rate}},
      // Integer operations count as operations of the same dimension as floating point ones.
      {"OPS", {1, rate}},        {"GOPS", {1e9, rate}},      {"TOPS", {1e12, rate}},
      {"POPS", {1e15, rate}},
      {"s", {1, second}},        {"ms", {1e-3, second}},     {"us", {1e-6, second}},
      {"ns", {1e-9, second}},    {"h", {3600, second}},
      {"W", {1, watt}},          {"kW", {1e3, watt}},
      {"kWh", {3.6e6, watt * second}},  // electricity prices are per kWh
      {"Hz", {1, hertz}},        {"kHz", {1e3, hertz}},      {"MHz", {1e6, hertz}},
      {"GHz", {1e9, hertz}},
      {"USD", {1, usd}},
      {"%", {0.01, Dimension::none()}},
  };
  return units;
}

}  // namespace

std::vector<std::string> unit_words() {
  std::vector<std::string> words;
  for (const auto& [word, unit] : table()) words.emplace_back(word);
  std::sort(words.begin(), words.end());
  return words;
}

std::optional<Unit> find_unit(std::string_view word) {
  auto it = table().find(word);
  if (it == table().end()) return std::nullopt;
  return it->second;
}

}  // namespace advise::base
