#pragma once
// A `network` declaration as nn/ reads it: the AST's layers copied into plain values, so that nn/
// never includes the syntax tree.
#include "nn/layer_spec.h"
#include "syntax/ast.h"

namespace advise::check {

nn::NetworkSpec network_spec(const syntax::NetworkDecl& decl);
nn::BlockSpec block_spec(const syntax::BlockDecl& decl);

}  // namespace advise::check
