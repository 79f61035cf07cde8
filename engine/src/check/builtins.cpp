#include "check/builtins.h"

#include <algorithm>

namespace advise::check {

std::span<const Builtin> builtins() {
  using P = Param;
  static const Builtin table[] = {
      {"min", "min(a, b, ...)", {P::Number}, true, Scope::Caller, ResultType::Argument, false, Op::Min,
       "the smallest of two or more numbers or quantities of one type"},
      {"max", "max(a, b, ...)", {P::Number}, true, Scope::Caller, ResultType::Argument, false, Op::Max,
       "the largest of two or more numbers or quantities of one type"},
      {"abs", "abs(x)", {P::Number}, false, Scope::Caller, ResultType::Argument, false, Op::Abs,
       "absolute value of a number or quantity"},
      {"floor", "floor(x)", {P::Number}, false, Scope::Caller, ResultType::Argument, false, Op::Floor,
       "the largest whole number not above x (a whole batch, a count of GPUs)"},
      {"measured", "measured(gpu.F)", {P::GpuProperty}, false, Scope::Caller, ResultType::Bool, false,
       Op::Measured, "a measured block set F for this GPU"},
      {"datasheet", "datasheet(gpu.F)", {P::GpuProperty}, false, Scope::Caller, ResultType::Argument,
       false, Op::Datasheet, "the catalog value of F, ignoring measured blocks"},
      {"sum_layers", "sum_layers(e)", {P::Number}, false, Scope::PerLayer, ResultType::Argument, false,
       Op::SumLayers, "e summed over the layers of the workload's network"},
      {"max_layers", "max_layers(e)", {P::Number}, false, Scope::PerLayer, ResultType::Argument, false,
       Op::MaxLayers, "the largest e over the layers of the workload's network"},
      {"at_gpu", "at_gpu(\"GPU\", e)", {P::GpuName, P::Value}, false, Scope::PerGpu,
       ResultType::Argument, false, Op::AtGpu, "the value of e for the named GPU"},
      {"max_over_gpus", "max_over_gpus(e)", {P::Number}, false, Scope::PerGpu, ResultType::Argument,
       false, Op::MaxOverGpus, "the largest value of e over all candidates"},
      {"quote_date", "quote_date(gpu.F)", {P::DatedGpuProperty}, false, Scope::Caller, ResultType::Date, false,
       Op::QuoteDate, "the date of the quote of the dated field F in force"},
      {"quote_age", "quote_age(gpu.F)", {P::DatedGpuProperty}, false, Scope::Caller, ResultType::Time, false,
       Op::QuoteAge, "how long before the date asked that quote was made"},
      {"quote_seller", "quote_seller(gpu.F)", {P::DatedGpuProperty}, false, Scope::Caller, ResultType::String, false,
       Op::QuoteSeller, "who made that quote (its `from`)"},
      {"best_gpu", "best_gpu(e)", {P::Number}, false, Scope::PerGpu, ResultType::String, false, Op::BestGpu,
       "the name of the candidate with the largest value of e"},
      {"rank", "rank(\"GPU\")", {P::GpuName}, false, Scope::Caller, ResultType::Number, true,
       Op::TestRank, "1-based rank of the GPU"},
      {"admitted", "admitted(\"GPU\")", {P::GpuName}, false, Scope::Caller, ResultType::Bool, true,
       Op::TestAdmitted, "the GPU is not rejected"},
      {"recommended", "recommended(\"GPU\")", {P::GpuName}, false, Scope::Caller, ResultType::Bool,
       true, Op::TestRecommended, "the GPU is among the recommendations"},
      {"cards", "cards(\"GPU\")", {P::GpuName}, false, Scope::Caller, ResultType::Number, true,
       Op::TestCards, "how many of the card its advised configuration has"},
      {"warned", "warned(\"GPU\")", {P::GpuName}, false, Scope::Caller, ResultType::Bool, true,
       Op::TestWarned, "the GPU has at least one warning"},
      {"fired", "fired(\"GPU\", \"RULE\")", {P::GpuName, P::RuleName}, false, Scope::Caller,
       ResultType::Bool, true, Op::TestFired, "the rule made a statement about the GPU"},
  };
  return table;
}

const Builtin* find_builtin(std::string_view name, bool in_expect) {
  auto all = builtins();
  auto it = std::find_if(all.begin(), all.end(), [&](const Builtin& b) {
    return b.name == name && (in_expect || !b.expect_only);
  });
  return it == all.end() ? nullptr : &*it;
}

std::vector<std::string> builtin_names(bool in_expect) {
  std::vector<std::string> names;
  for (const auto& b : builtins())
    if (in_expect || !b.expect_only) names.emplace_back(b.name);
  return names;
}

}  // namespace advise::check
