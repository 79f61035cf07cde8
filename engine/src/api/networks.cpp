// advise::network_summaries: each declared network built at its own input, with its weights.
#include <algorithm>

#include "advise/diagnostic.h"
#include "advise/model_import.h"
#include "api/program.h"
#include "base/diagnostic_sink.h"
#include "nn/network.h"

namespace advise {

std::vector<NetworkSummary> network_summaries(const Program& program, const std::string& name) {
  std::vector<NetworkSummary> out;
  if (!program.scope) return out;
  const auto& files = program.checked->files;
  const auto& definitions = *program.scope->networks.definitions;
  for (const auto& [network_name, range] : program.scope->network_names) {
    if (!name.empty() && network_name != name) continue;
    const auto spec = definitions.specs.find(network_name);
    if (spec == definitions.specs.end()) continue;
    base::SourceFiles scratch;
    base::DiagnosticSink sink(scratch);
    nn::LayerBudget budget;
    const auto network = nn::build_network(spec->second, sink, budget, 0, &definitions.library);
    if (!network) continue;
    NetworkSummary s{network_name, range.file < files.size() ? files.path(range.file) : "", range.line,
                     network->layers.size() - 1, 0, 0, {}};
    for (const auto& layer : network->layers) {
      s.parameters += layer.parameters;
      // As model cards count them: the embedding table whole (a token reads one row of it).
      s.active_parameters += layer.kind == "embedding" ? layer.parameters : layer.active_parameters;
      if (layer.parameters == 0) continue;
      auto kind = std::find_if(s.parameters_by_kind.begin(), s.parameters_by_kind.end(),
                               [&](const auto& k) { return k.first == layer.kind; });
      if (kind == s.parameters_by_kind.end()) s.parameters_by_kind.push_back({layer.kind, layer.parameters});
      else kind->second += layer.parameters;
    }
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace advise
