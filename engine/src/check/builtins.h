#pragma once
// The built-in functions, declared once as data: the checker checks calls against this table,
// the evaluator dispatches on its op codes, "did you mean" suggests its names, and a test holds
// docs/language.md's tables of built-ins to its signatures.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "check/vocabulary.h"

namespace advise::check {

// What one argument of a built-in must be.
enum class Param {
  Number,       // a number or quantity; the Number arguments of one call share one type
  Value,        // an expression of any type
  GpuProperty,  // a gpu.F reference, kept as the property's index
  DatedGpuProperty,  // the same, of a dated field (price, rent)
  GpuName,      // a GPU name in quotes that the program knows, kept in TExpr::constant
  RuleName,     // a rule name in quotes that the program knows, kept in TExpr::pieces
};

// Where the expression arguments are checked and evaluated.
enum class Scope {
  Caller,    // as the call itself
  PerLayer,  // once per layer of the workload's network, with layer.* visible
  PerGpu,    // on GPUs: gpu.* is visible, even in a test expectation
};

// The type of a call.
enum class ResultType {
  Argument,  // the type of its expression argument(s)
  Bool,
  Number,    // a dimensionless number
  String,
  Date,
  Time,      // a duration, in seconds
};

struct Builtin {
  std::string_view name;
  std::string_view signature;  // as docs/language.md writes it
  std::vector<Param> params;   // with `variadic`, the one parameter every argument matches
  bool variadic;               // two or more arguments
  Scope scope;
  ResultType result;
  bool expect_only;            // visible only in a test's expect
  Op op;
  std::string_view doc;        // one line
  std::size_t min_args() const { return variadic ? 2 : params.size(); }
};

// Every built-in, in the order suggestions consider them.
std::span<const Builtin> builtins();

// The built-in called `name` that a test expectation (`in_expect`) or other expression may call.
const Builtin* find_builtin(std::string_view name, bool in_expect);

// The names visible there, for "did you mean".
std::vector<std::string> builtin_names(bool in_expect);

}  // namespace advise::check
