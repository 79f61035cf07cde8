#pragma once
// What advise::Program is: the checked program and its evaluation graph, kept together.
#include <memory>
#include <vector>

#include "check/checked_program.h"
#include "graph/evaluation_graph.h"

namespace advise {

class Program {
 public:
  std::unique_ptr<check::CheckedProgram> checked;
  std::unique_ptr<graph::EvaluationGraph> graph;
  std::vector<int> gpus_by_name;  // eval::gpus_by_name(*checked): sorted once, read by every query
};

}  // namespace advise
