// What extend() costs per workload text, against load_with_source(), over the shipped catalog and
// rules and over the same with the catalog made 10x larger by synthetic GPUs: whether a call
// costs time in proportion to the new text or to the base it extends.
//
//   build/bench/advise_bench_extend [workload.dsl] [calls]     (from the repository root)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "synthetic_catalog.h"

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Mean seconds per call of `load`, which must succeed.
template <class Load>
double mean_seconds(int calls, Load&& load) {
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < calls; ++i) {
    advise::LoadResult loaded = load();
    if (!loaded.ok()) {
      std::fprintf(stderr, "%s", advise::render(loaded.diagnostics).c_str());
      std::exit(2);
    }
  }
  return seconds_since(start) / calls;
}

// One row: the base loaded once, then load_with_source and extend with the same text.
void measure(const char* label, const std::vector<std::string>& paths, const std::string& name,
             const std::string& text, int calls) {
  const auto start = std::chrono::steady_clock::now();
  advise::LoadResult base = advise::load(paths);
  const double load = seconds_since(start);
  if (!base.ok()) {
    std::fprintf(stderr, "%s", advise::render(base.diagnostics).c_str());
    std::exit(2);
  }
  const double whole = mean_seconds(std::max(1, calls / 10), [&] { return advise::load_with_source(paths, name, text); });
  const double extended = mean_seconds(calls, [&] { return advise::extend(*base.program, name, text); });
  std::printf("%-12s %6zu %12.1f %22.2f %14.3f %8.0fx\n", label, advise::gpus(*base.program).size(), load * 1e3,
              whole * 1e3, extended * 1e3, whole / extended);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string workload = argc > 1 ? argv[1] : "examples/imagenet-resnet50.dsl";
  const int calls = argc > 2 ? std::atoi(argv[2]) : 50;
  const std::string text = read(workload);
  if (text.empty()) {
    std::fprintf(stderr, "advise_bench_extend: cannot read %s\n", workload.c_str());
    return 2;
  }
  const std::vector<std::string> shipped = {"catalog", "rules"};
  std::printf("%-12s %6s %12s %22s %14s %9s\n", "base", "gpus", "load ms", "load_with_source ms", "extend ms",
              "ratio");
  measure("shipped", shipped, workload, text, calls);

  // The catalog 10x larger: nine synthetic cards per shipped one, in a file beside the others.
  const std::size_t shipped_gpus = advise::gpus(*advise::load(shipped).program).size();
  const auto extra = std::filesystem::temp_directory_path() / "advise-bench-extend-gpus.dsl";
  std::ofstream(extra) << synthetic_gpus(static_cast<int>(9 * shipped_gpus));
  measure("10x catalog", {"catalog", "rules", extra.string()}, workload, text, calls);
  std::filesystem::remove(extra);
  return 0;
}
