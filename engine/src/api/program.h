#pragma once
// What advise::Program is: the checked program and its evaluation graph, kept together.
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "check/checked_program.h"
#include "eval/candidates.h"
#include "graph/evaluation_graph.h"
#include "syntax/ast.h"

namespace advise {

class Program {
 public:
  std::unique_ptr<check::CheckedProgram> checked;
  std::unique_ptr<graph::EvaluationGraph> graph;
  // The parsed files, shared with the programs extend() makes from this one, so that extending
  // re-checks them without reading or parsing them again; and the canonical paths read, so that
  // an import of one of them in the new text is not loaded twice.
  std::vector<std::shared_ptr<const syntax::Module>> modules;
  std::set<std::string> loaded_paths;
  eval::GpuOrder gpus_by_name;  // eval::gpus_by_name(*checked): sorted once, read by every query
};

}  // namespace advise
