// The four rules of rules.dsl written by hand over gpus.csv: the floor advise is compared with.
// Prints "hand LOAD_S EVAL_S ADMITTED".
//
//   advise_bench_hand DIR/gpus.csv
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Gpu {
  std::string name;
  double memory, bandwidth, fp32, tensor, price, tdp;
  bool admitted = true;
  std::string reason, warning;
};

double field(std::string_view& line) {
  auto comma = line.find(',');
  double value = 0;
  std::from_chars(line.data(), line.data() + std::min(comma, line.size()), value);
  line.remove_prefix(comma == std::string_view::npos ? line.size() : comma + 1);
  return value;
}

std::vector<Gpu> read_csv(const char* path) {
  std::ifstream in(path);
  std::vector<Gpu> gpus;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::string_view rest = line;
    const auto comma = rest.find(',');
    Gpu g{std::string(rest.substr(0, comma)), 0, 0, 0, 0, 0, 0};
    rest.remove_prefix(comma + 1);
    g.memory = field(rest), g.bandwidth = field(rest), g.fp32 = field(rest);
    g.tensor = field(rest), g.price = field(rest), g.tdp = field(rest);
    gpus.push_back(std::move(g));
  }
  return gpus;
}

std::vector<const Gpu*> evaluate(std::vector<Gpu>& gpus) {
  const double budget = 5000;
  for (auto& g : gpus) {
    if (g.memory < 12) g.admitted = false, g.reason = "less than 12 GiB of memory";
    else if (g.price > budget) g.admitted = false, g.reason = "over the budget";
    if (g.tdp > 350) g.warning = "draws more than 350 W: check the power supply";
  }
  std::vector<const Gpu*> ranked;
  for (const auto& g : gpus)
    if (g.admitted) ranked.push_back(&g);
  std::sort(ranked.begin(), ranked.end(), [](const Gpu* a, const Gpu* b) {
    if (a->tensor != b->tensor) return a->tensor > b->tensor;
    if (a->fp32 != b->fp32) return a->fp32 > b->fp32;
    if (a->bandwidth != b->bandwidth) return a->bandwidth > b->bandwidth;
    return a->name < b->name;
  });
  return ranked;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: advise_bench_hand GPUS.csv\n");
    return 2;
  }
  auto start = std::chrono::steady_clock::now();
  auto gpus = read_csv(argv[1]);
  const double load = seconds_since(start);
  start = std::chrono::steady_clock::now();
  const auto ranked = evaluate(gpus);
  const double eval = seconds_since(start);
  std::printf("hand %.6f %.6f %zu\n", load, eval, ranked.size());
  return 0;
}
