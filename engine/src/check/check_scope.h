#pragma once
// What checking a program's modules declared besides the CheckedProgram itself: the names taken
// (for E-DUPLICATE), the lets by name and the networks. A program keeps it, so that modules added
// to the program later are checked against it (check_more) without checking the program again.
#include <array>
#include <map>
#include <string>
#include <vector>

#include "base/source_range.h"
#include "check/workload_network.h"
#include "ir/checked_program.h"

namespace advise::check {

struct CheckScope {
  using Names = std::map<std::string, base::SourceRange>;  // name -> where first defined
  Names enum_names, member_names, let_names, rule_names, column_names, chart_titles, test_names,
      measured_names, network_names, block_names;
  std::array<Names, 4> schema_fields;  // by Kind
  // Workloads and situations. Not GPUs: the modules check_more() adds declare none, so nothing
  // after a program's own check needs their names (and a large catalog's would be most to copy).
  std::array<Names, 2> entity_names;
  std::map<std::string, int> let_index;  // into CheckedProgram::lets
  // `let layer.NAME = ...` by whole name: the checked expression each use of it is replaced with,
  // and the lets it reads (by name, even where types fail), which the let using it reads too.
  struct LayerLet {
    ir::TExpr expr;
    std::vector<int> references;
  };
  std::map<std::string, LayerLet> layer_lets;
  NetworkScope networks;
};

}  // namespace advise::check
