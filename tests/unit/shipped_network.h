#pragma once
// Builds the network of one shipped file (rules/networks/) with the shipped blocks
// (rules/networks/blocks.dsl), as a program that loads rules/ would; a missing file fails.
#include <doctest/doctest.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
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

// The blocks and the network of a module, built; diagnostics go to `diagnostics`.
inline std::optional<nn::Network> build_module_network(const std::vector<std::string>& paths,
                                                       std::vector<Diagnostic>& diagnostics, double sequence = 0) {
  base::SourceFiles files;
  base::DiagnosticSink sink(files);
  nn::BlockLibrary blocks;
  std::optional<syntax::Module> with_network;
  for (const auto& path : paths) {
    auto module = syntax::parse_module(files, files.add(path, read_text(path)), sink);
    for (const auto& b : module.blocks) blocks.emplace(b.name.name, check::block_spec(b));
    if (!module.networks.empty()) with_network = std::move(module);
  }
  REQUIRE(with_network);
  REQUIRE(with_network->networks.size() == 1);
  nn::LayerBudget budget;
  auto network = nn::build_network(check::network_spec(with_network->networks[0]), sink, budget, sequence, &blocks);
  diagnostics = sink.take();
  return network;
}

inline std::optional<nn::Network> build_shipped(const std::string& path, double sequence = 0) {
  std::vector<Diagnostic> diagnostics;
  auto network = build_module_network({"rules/networks/blocks.dsl", path}, diagnostics, sequence);
  for (const auto& d : diagnostics) FAIL_CHECK(d.location.file << ":" << d.location.line << ": " << d.message);
  return network;
}

}  // namespace advise::testing
