// advise-embed: the smallest complete use of libadvise (see docs/embedding.md).
//
// Loads the installed rules and catalog plus a workload held in memory, evaluates it, and prints
// the recommendation and the three best-ranked GPUs with their values.
// Exit codes as for the advise command: 0 ok, 2 bad input (diagnostics on stderr).
#include <advise/advise.h>

#include <iostream>
#include <string>

#ifndef ADVISE_DATA_DIR
#error "compile with -DADVISE_DATA_DIR=\"<prefix>/share/advise\" (examples/embed/CMakeLists.txt does)"
#endif

namespace {

// A workload built by the tool, in the advise language; its properties are declared by the
// shipped rules/schema.dsl.
const char* const kWorkloadName = "BERT-base fine-tuning";
const char* const kWorkload = R"(
workload "BERT-base fine-tuning" {
  task transformer  precision fp16  optimizer adam
  batch 32  samples 392702  epochs 3
  parameters 110e6  activations 120 MB
}
)";

}  // namespace

int main() {
  const std::string data = ADVISE_DATA_DIR;
  advise::LoadResult loaded =
      advise::load_with_source({data + "/catalog", data + "/rules"}, "<embedded workload>", kWorkload);
  std::cerr << advise::render(loaded.diagnostics);  // warnings as well as errors
  if (!loaded.ok()) return 2;

  advise::Query query;
  query.workload = kWorkloadName;  // situation and as_of left empty: none, and the latest date
  advise::EvaluationResult result = advise::evaluate(*loaded.program, query);
  if (!result.advice) {
    std::cerr << advise::render(result.diagnostics);
    return 2;
  }
  const advise::Advice& advice = *result.advice;

  std::cout << advice.workload << " (facts as of " << advice.as_of << ")\n";
  std::cout << "recommended:";
  if (advice.recommended.empty()) std::cout << " none, every GPU was rejected";
  for (const auto& gpu : advice.recommended) std::cout << " " << gpu;
  std::cout << "\n";

  // Ranked candidates come first, best first; rejected ones (no rank) follow.
  int shown = 0;
  for (const advise::Candidate& c : advice.candidates) {
    if (!c.rank || shown == 3) break;
    ++shown;
    std::cout << *c.rank << ". " << c.gpu << "\n";
    for (const advise::ValueCell& v : c.values) std::cout << "     " << v.name << " = " << v.text << "\n";
    if (c.above_next) std::cout << "     above the next by " << c.above_next->explanation << "\n";
  }
  return 0;
}
