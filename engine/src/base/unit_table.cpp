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

std::span<const OutputUnit> output_units(const Dimension& dimension) {
  using B = BaseDimension;
  // Bytes in binary multiples (memory sizes), byte rates in decimal ones (datasheet bandwidths).
  static const OutputUnit bytes[] = {{1, "B"}, {1024.0, "KiB"}, {1048576.0, "MiB"},
                                     {1073741824.0, "GiB"}, {1099511627776.0, "TiB"}};
  static const OutputUnit byte_rate[] = {{1, "B/s"}, {1e3, "kB/s"}, {1e6, "MB/s"}, {1e9, "GB/s"}, {1e12, "TB/s"}};
  static const OutputUnit flop_rate[] = {{1, "FLOPS"}, {1e3, "kFLOPS"}, {1e6, "MFLOPS"}, {1e9, "GFLOPS"},
                                         {1e12, "TFLOPS"}, {1e15, "PFLOPS"}};
  static const OutputUnit flops[] = {{1, "FLOP"}, {1e3, "kFLOP"}, {1e6, "MFLOP"}, {1e9, "GFLOP"},
                                     {1e12, "TFLOP"}, {1e15, "PFLOP"}};
  static const OutputUnit seconds[] = {{1e-9, "ns"}, {1e-6, "us"}, {1e-3, "ms"}, {1, "s"},
                                       {60, "min"}, {3600, "h"}, {86400, "days", "day"}};
  static const OutputUnit watts[] = {{1, "W"}, {1e3, "kW"}};
  // Per second: samples per second, clock rates.
  static const OutputUnit rate[] = {{1, "/s"}, {1e3, "k/s"}, {1e6, "M/s"}, {1e9, "G/s"}};
  const Dimension byte = Dimension::of(B::Byte), flop = Dimension::of(B::Flop), second = Dimension::of(B::Second);
  if (dimension == byte) return bytes;
  if (dimension == byte / second) return byte_rate;
  if (dimension == flop / second) return flop_rate;
  if (dimension == flop) return flops;
  if (dimension == second) return seconds;
  if (dimension == Dimension::of(B::Watt)) return watts;
  if (dimension == Dimension::none() / second) return rate;
  return {};
}

}  // namespace advise::base
