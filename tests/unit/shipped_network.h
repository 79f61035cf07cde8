#pragma once
// Builds the network of one shipped file (rules/networks/) with the shipped blocks
// (rules/networks/blocks.dsl) and layer constants (rules/networks/layer_costs.dsl), as a program
// that loads rules/ would; a missing file fails.
#include <doctest/doctest.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "check/network_spec.h"
#include "nn/network.h"
#include "syntax/parser.h"

namespace advise::testing {

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  REQUIRE_MESSAGE(in, path << " is missing");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline const char* kLayerCosts = "rules/networks/layer_costs.dsl";

// The blocks, layer constants and network of modules read from `paths` and given as `texts`
// (name, text), built; diagnostics go to `diagnostics`.
inline std::optional<nn::Network> build_module_network(
    const std::vector<std::string>& paths, std::vector<Diagnostic>& diagnostics, double sequence = 0,
    const std::vector<std::pair<std::string, std::string>>& texts = {}) {
  base::SourceFiles files;
  base::DiagnosticSink sink(files);
  std::vector<syntax::Module> modules;
  for (const auto& path : paths) modules.push_back(syntax::parse_module(files, files.add(path, read_text(path)), sink));
  for (const auto& [name, text] : texts) modules.push_back(syntax::parse_module(files, files.add(name, text), sink));
  nn::NetworkLibrary library;
  std::vector<const syntax::Module*> all;
  const syntax::Module* with_network = nullptr;
  for (const auto& module : modules) {
    all.push_back(&module);
    for (const auto& b : module.blocks) library.blocks.emplace(b.name.name, check::block_spec(b));
    if (!module.networks.empty()) with_network = &module;
  }
  library.costs = check::layer_costs(all, sink);
  std::optional<nn::Network> network;
  if (with_network) {
    nn::LayerBudget budget;
    network = nn::build_network(check::network_spec(with_network->networks[0]), sink, budget, sequence, &library);
  }
  diagnostics = sink.take();
  return network;
}

inline std::optional<nn::Network> build_shipped(const std::string& path, double sequence = 0) {
  std::vector<Diagnostic> diagnostics;
  auto network = build_module_network({"rules/networks/blocks.dsl", kLayerCosts, path}, diagnostics, sequence);
  for (const auto& d : diagnostics) FAIL_CHECK(d.location.file << ":" << d.location.line << ": " << d.message);
  REQUIRE_MESSAGE(network, path << " has no network, or it does not build");
  return network;
}

}  // namespace advise::testing
