// Evaluates the shipped rules over 1k, 10k and 100k synthetic GPUs and prints the time per
// candidate of each phase. Evaluation is columnar, so time per candidate should stay flat
// (linear growth); the ratio column compares each size with the smallest one in this run.
//
//   build/bench/advise_bench_scaling [rules-dir] [catalog-schema]
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <cstdio>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "synthetic_catalog.h"

namespace {

// A synthetic catalog and one workload and situation to evaluate over it.
std::string synthetic_catalog(int count) {
  std::string out = synthetic_gpus(count);
  out += "workload \"bench\" { task conv precision fp16 optimizer adam batch 64 parameters 25.6e6 "
         "activations 140 MB }\nsituation \"bench budget\" { budget 5000 USD gpus 4 }\n";
  return out;
}

// The shipped rules without their tests, which name real GPUs the synthetic catalog lacks.
std::vector<std::string> rule_files(const std::string& schema, const std::string& rules) {
  std::vector<std::string> files = {schema};
  for (const auto& entry : std::filesystem::directory_iterator(rules))
    if (entry.path().filename() != "tests") files.push_back(entry.path().string());
  std::sort(files.begin() + 1, files.end());
  return files;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const std::string rules = argc > 1 ? argv[1] : "rules";
  const std::string schema = argc > 2 ? argv[2] : "catalog/schema.dsl";
  std::printf("%10s %14s %16s %16s %8s\n", "candidates", "load s", "load us/cand", "eval us/cand", "ratio");
  double baseline = 0;
  for (int count : {1000, 10000, 70000}) {
    const std::string text = synthetic_catalog(count);
    auto start = std::chrono::steady_clock::now();
    auto loaded = advise::load_with_source(rule_files(schema, rules), "synthetic.dsl", text);
    const double load = seconds_since(start);
    if (!loaded.ok()) {
      std::fprintf(stderr, "%s", advise::render(loaded.diagnostics).c_str());
      return 2;
    }
    // Best of three evaluations: the first also warms caches.
    double eval = 1e300;
    std::size_t admitted = 0;
    for (int repeat = 0; repeat < 3; ++repeat) {
      start = std::chrono::steady_clock::now();
      auto result = advise::evaluate(*loaded.program, {.workload = "bench", .situation = "bench budget"});
      eval = std::min(eval, seconds_since(start));
      admitted = 0;
      for (const auto& c : result.advice->candidates) admitted += c.admitted;
    }
    const double per_candidate = eval / count * 1e6;
    if (baseline == 0) baseline = per_candidate;
    std::printf("%10d %14.2f %16.2f %16.3f %8.2f   (%zu admitted)\n", count, load, load / count * 1e6,
                per_candidate, per_candidate / baseline, admitted);
  }
  return 0;
}
