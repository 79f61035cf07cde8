#pragma once
// A `network` declaration as nn/ reads it: the AST's layers copied into plain values, so that nn/
// never includes the syntax tree.
#include <vector>

#include "base/diagnostic_sink.h"
#include "nn/layer_spec.h"
#include "syntax/ast.h"

namespace advise::check {

nn::NetworkSpec network_spec(const syntax::NetworkDecl& decl);
nn::BlockSpec block_spec(const syntax::BlockDecl& decl);

// The layers' constants: every `let layer_cost.KEY = N` of the modules, "KEY" -> N. They are read
// before any network is built (and before lets are checked), so each must be a plain number of 0
// or more, without unit or expression (E-TYPE otherwise, at the value). A duplicate keeps the
// first, as lets do; the let itself stays an ordinary let that rules may read.
nn::LayerCosts layer_costs(const std::vector<const syntax::Module*>& modules, base::DiagnosticSink& sink);
// Whether `let` is one of those constants (`let layer_cost.KEY = ...`).
bool is_layer_cost(const syntax::LetDecl& let);

}  // namespace advise::check
