// Loads rules.dsl and DIR/gpus.dsl through the library (with the shipped schemas) and evaluates
// the benchmark's workload. Prints "advise LOAD_S EVAL_S ADMITTED".
//
//   advise_bench_advise DIR/gpus.dsl [REPO-ROOT]
#include <chrono>
#include <cstdio>
#include <string>

#include "advise/engine.h"

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: advise_bench_advise GPUS.dsl [REPO-ROOT]\n");
    return 2;
  }
  const std::string root = argc > 2 ? std::string(argv[2]) + "/" : "";
  auto start = std::chrono::steady_clock::now();
  auto loaded = advise::load({root + "catalog/schema.dsl", root + "rules/schema.dsl",
                              root + "bench/compare/rules.dsl", argv[1]});
  const double load = seconds_since(start);
  if (!loaded.ok()) {
    std::fprintf(stderr, "%s", advise::render(loaded.diagnostics).c_str());
    return 2;
  }
  start = std::chrono::steady_clock::now();
  // As `advise --format json` asks by default (--top 10): the best ten with their values and
  // explanations, every verdict and rank, and the rest counted, not listed.
  auto result = advise::evaluate(*loaded.program, {.workload = "bench", .situation = "bench budget",
                                                   .top = 10, .rejected_values = false, .list_all = false});
  const double eval = seconds_since(start);
  if (!result.advice) {
    std::fprintf(stderr, "%s", advise::render(result.diagnostics).c_str());
    return 2;
  }
  std::size_t admitted = result.advice->omitted.admitted;
  for (const auto& c : result.advice->candidates) admitted += c.admitted;
  std::printf("advise %.6f %.6f %zu\n", load, eval, admitted);
  return 0;
}
