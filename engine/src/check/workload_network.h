#pragma once
// The network each workload trains or serves. Every declared network is checked when declared
// and built only when a workload names it: the shipped rules declare dozens, a workload uses one.
// A workload that gives its sequence length (the schema fields with roles sequence_length and
// context_length) gets its network built for that length, once per distinct length; a length
// beyond the network's `context` is an error there.
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/diagnostic_sink.h"
#include "check/vocabulary.h"
#include "nn/layer_spec.h"
#include "nn/network.h"

namespace advise::check {

// What the networks declared so far left: kept with a checked program, so that a workload added
// to it later (check_more) resolves its network as it would have among the program's own.
struct NetworkScope {
  struct Definitions {
    std::map<std::string, nn::NetworkSpec> specs;
    nn::NetworkLibrary library;  // blocks and layer constants
  };
  nn::LayerBudget budget;  // shared by every network of the program
  // Shared by the copies of a scope (a program's and those of the programs extended from it,
  // which seldom declare networks): copied before a change when another copy holds it too.
  std::shared_ptr<Definitions> definitions = std::make_shared<Definitions>();
  std::map<std::pair<std::string, double>, int> built;  // (name, length; 0: its own) -> index
  std::map<std::string, double> checked;  // networks that build -> their context (0: not said)
};

class WorkloadNetworks {
 public:
  WorkloadNetworks(CheckedProgram& program, base::DiagnosticSink& sink, NetworkScope& scope)
      : program_(program), sink_(sink), scope_(scope) {}

  // Blocks first: every network may call every block of the program.
  void declare_block(nn::BlockSpec block) { own_definitions().library.blocks.emplace(block.name.name, std::move(block)); }
  // The layers' constants (check/network_spec.h), before any network; a duplicate keeps the first.
  void add_costs(const nn::LayerCosts& costs);
  // Checks a declared network (nn::check_network); it is built when a workload names it.
  void declare(nn::NetworkSpec spec);
  // The index in program.networks of the network `fields` name, or -1 (reported).
  int resolve(const std::string& workload, const FieldValues& fields);

 private:
  int build(const std::string& name, double length);
  double requested_length(const FieldValues& fields, int& field) const;
  NetworkScope::Definitions& own_definitions();

  CheckedProgram& program_;
  base::DiagnosticSink& sink_;
  NetworkScope& scope_;
};

}  // namespace advise::check
