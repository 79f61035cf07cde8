#pragma once
// The effects of rules over every candidate: which rows each effect reaches, applied block by
// block. A candidate's statements (message and origin strings) are made only when the candidate
// itself is built, in its final place, and only for the rows a report lists: making them row by
// row and then moving every candidate into rank order touched each candidate twice, most of a
// large query's time.
#include <cstdint>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "advise/advice.h"
#include "ir/checked_program.h"
#include "eval/column.h"
#include "eval/evaluator.h"

namespace advise::eval {

class RuleEffects {
 public:
  RuleEffects(const ir::CheckedProgram& program, std::size_t rows);

  // Evaluates a rule's guards and per-candidate effects over one block of the query's rows:
  // `block` evaluates rows offset, offset + 1, ... Preferences whose guard holds go to
  // `preferences`, statements of `invalid` rules to `invalid` (both from the first block only:
  // they do not depend on the GPU); the rule's name goes to `fired` (optional) when it applied to
  // something.
  void apply(const ir::Rule& rule, Evaluator& block, std::size_t offset,
             std::vector<const ir::Rule*>& preferences, std::vector<Statement>& invalid,
             std::set<std::string>* fired);
  // After the last block: forgets the effects that reached no row.
  void finish();

  bool rejected(std::size_t row) const { return rejected_[row] != 0; }
  // How many rejecting effects reached the row (counted up to 255).
  std::size_t rejections(std::size_t row) const { return rejected_[row]; }
  // Admitted, and some rule recommends it.
  bool recommended(std::size_t row) const;
  // Some rule recommends some row.
  bool recommends_any() const;
  // Messages are made by `listed`, an evaluator of the rows a report lists; it must outlive
  // add_statements().
  void use_messages(Evaluator& listed);
  // Gives the candidate of `row` (row `local` of the listed evaluator) its reasons, warnings,
  // notes and recommendations.
  void add_statements(std::size_t row, std::size_t local, Candidate& candidate) const;

 private:
  // One per-candidate effect of a rule: reached[row] is 0 (not reached), 1, or kUnknown (a
  // requirement that failed on a missing value).
  struct Applied {
    const ir::Rule* rule;
    const ir::Effect* effect;
    std::shared_ptr<const Origin> origin;
    std::vector<Column> message_args;  // over the listed rows
    std::vector<std::uint8_t> reached;
    bool reached_any = false;
  };
  static constexpr std::uint8_t kUnknown = 2;

  Column guard_column(const ir::Rule& rule, Evaluator& block);
  bool apply_to_rows(Applied& applied, const Column& guard, Evaluator& block, std::size_t offset);
  Applied& slot(const ir::Rule& rule, const ir::Effect& effect, const std::shared_ptr<const Origin>& origin);
  Statement statement(const Applied& applied, std::size_t row, std::size_t local) const;

  const ir::CheckedProgram& program_;
  Evaluator* listed_ = nullptr;
  std::vector<Applied> applied_;
  std::unordered_map<const ir::Effect*, std::size_t> slots_;  // into applied_
  std::vector<std::uint8_t> rejected_;  // per row: the rejecting effects that reached it
};

// Where a rule is written, and the facts it cites.
Origin origin_of(const ir::CheckedProgram& program, const ir::Rule& rule);

}  // namespace advise::eval
