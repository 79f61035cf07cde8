#pragma once
// The effects of rules over every candidate, kept as columns: which rows each effect reaches and
// its message's arguments. A candidate's statements (message and origin strings) are made only
// when the candidate itself is built, in its final place: making them row by row and then moving
// every candidate into rank order touched each candidate twice, most of a large query's time.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "advise/advice.h"
#include "check/checked_program.h"
#include "eval/column.h"
#include "eval/evaluator.h"

namespace advise::eval {

class RuleEffects {
 public:
  RuleEffects(const check::CheckedProgram& program, Evaluator& evaluator);

  // Evaluates a rule's guards and per-candidate effects. Preferences whose guard holds go to
  // `preferences`, statements of `invalid` rules to `invalid`; the rule's name goes to `fired`
  // (optional) when it applied to something.
  void apply(const check::Rule& rule, std::vector<const check::Rule*>& preferences,
             std::vector<Statement>& invalid, std::set<std::string>* fired);

  bool rejected(std::size_t row) const { return rejected_[row] != 0; }
  // Admitted, and some rule recommends it.
  bool recommended(std::size_t row) const;
  // Gives the candidate of `row` its reasons, warnings, notes and recommendations.
  void add_statements(std::size_t row, Candidate& candidate) const;

 private:
  // One per-candidate effect of a rule: reached[row] is 0 (not reached), 1, or kUnknown (a
  // requirement that failed on a missing value).
  struct Applied {
    const check::Rule* rule;
    const check::Effect* effect;
    std::shared_ptr<const Origin> origin;
    std::vector<Column> message_args;
    std::vector<std::uint8_t> reached;
  };
  static constexpr std::uint8_t kUnknown = 2;

  Column guard_column(const check::Rule& rule);
  Statement statement(const Applied& applied, std::size_t row) const;

  const check::CheckedProgram& program_;
  Evaluator& evaluator_;
  std::vector<Applied> applied_;
  std::vector<std::uint8_t> rejected_;  // per row
};

// Where a rule is written, and the facts it cites.
Origin origin_of(const check::CheckedProgram& program, const check::Rule& rule);

}  // namespace advise::eval
