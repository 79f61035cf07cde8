#pragma once
// What advise::Program is: the checked program and its evaluation graph, kept together.
#include <memory>

#include "check/checked_program.h"
#include "graph/evaluation_graph.h"

namespace advise {

class Program {
 public:
  std::unique_ptr<check::CheckedProgram> checked;
  std::unique_ptr<graph::EvaluationGraph> graph;
};

}  // namespace advise
