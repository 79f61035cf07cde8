#pragma once
// What advise::Program is: the checked program and its evaluation graph, kept together.
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "advise/diagnostic.h"
#include "check/check_scope.h"
#include "ir/checked_program.h"
#include "eval/candidates.h"
#include "graph/evaluation_graph.h"

namespace advise {

class Program {
 public:
  std::unique_ptr<ir::CheckedProgram> checked;
  std::unique_ptr<graph::EvaluationGraph> graph;
  // The files of its modules in check order (ids into checked->files, which keeps their text).
  // The parsed modules are freed once checked (the query then reuses their memory); the rare
  // extend() whose new text needs everything checked again (not check::checkable_alone) parses
  // them again from the kept text. And the canonical paths read, so that an import of one of them
  // in the new text is not loaded twice.
  std::vector<std::uint32_t> module_files;
  std::set<std::string> loaded_paths;
  // What checking the modules declared: extend() checks a new text against it alone when it can
  // (check::checkable_alone), so that a call costs in proportion to the new text.
  std::shared_ptr<const check::CheckScope> scope;
  // What reading the files and checking them said (warnings: the program has no errors), which
  // extend() says again as load_with_source() would.
  std::vector<Diagnostic> read_warnings, check_warnings;
  // eval::gpus_by_name(*checked): made once, read by every query, shared with extend()'s programs.
  std::shared_ptr<const eval::GpuOrder> gpus_by_name;
};

}  // namespace advise
