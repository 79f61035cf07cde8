// advise::run_tests: the test blocks of the loaded files, each asked as a query and its
// expectations evaluated over the advice.
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "advise/engine.h"
#include "api/program.h"
#include "api/query_support.h"
#include "eval/advisor.h"
#include "eval/candidates.h"
#include "eval/evaluator.h"

namespace advise {

namespace {

// What `advise test` says under a failing expectation: its line, and what the advice was.
std::string failed_expectation(const ir::CheckedProgram& p, const ir::TExpr& expect,
                               const Advice& advice) {
  auto line = p.files.line(expect.range.file, expect.range.line);
  std::string detail = "expected: " + std::string(line.substr(line.find_first_not_of(" \t") == std::string::npos ? 0 : line.find_first_not_of(" \t")));
  std::string top = advice.recommended.empty() ? "none" : advice.recommended.front();
  std::string ranked;
  int shown = 0;
  for (const auto& c : advice.candidates)
    if (c.rank && shown++ < 3) ranked += (ranked.empty() ? "" : ", ") + std::to_string(*c.rank) + ". " + c.gpu;
  detail += "\n      got: recommended " + top + "; top 3: " + (ranked.empty() ? "none" : ranked);
  return detail;
}

// Passed when every expectation holds; a known difference's failures are reported, not failed,
// and a known difference that is gone fails, since it would stay documented as one.
void set_status(TestResult& result, const std::optional<std::string>& known_difference) {
  if (!known_difference) {
    result.status = result.details.empty() ? TestStatus::Passed : TestStatus::Failed;
  } else if (result.details.empty()) {
    result.status = TestStatus::Failed;
    result.details.push_back("every expectation holds: remove its known_difference line (\"" + *known_difference + "\")");
  } else {
    result.status = TestStatus::KnownDifference;
    result.details.insert(result.details.begin(), "known difference: " + *known_difference);
  }
}

}  // namespace

TestRun run_tests(const Program& program, const std::vector<std::string>& paths) {
  TestRun run;
  const auto& p = *program.checked;
  std::set<std::string> fired;
  std::map<std::int32_t, eval::CandidateTable> tables;  // by date
  // A test is selected when its file is one of `paths` or lies below one of them.
  auto canonical = [](const std::string& path) {
    std::error_code ec;
    auto c = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : c.string();
  };
  std::vector<std::string> roots;
  for (const auto& path : paths) roots.push_back(canonical(path));
  auto selected = [&](const ir::Test& t) {
    if (roots.empty()) return true;
    const std::string file = canonical(p.files.path(t.range.file));
    return std::any_of(roots.begin(), roots.end(), [&](const std::string& root) {
      return file == root || file.rfind(root + "/", 0) == 0;
    });
  };
  for (const auto& test : p.tests) {
    if (!selected(test)) continue;
    TestResult result;
    result.name = test.name;
    result.file = p.files.path(test.range.file);
    result.line = test.range.line;
    eval::AdviceRequest request;
    request.workload = find_entity(p.workloads, test.workload);
    request.situation = test.situation.empty() ? nullptr : find_entity(p.situations, test.situation);
    request.as_of = test.as_of.value_or(p.latest_date);
    // Tests mostly share a date: one candidate table per date serves them all.
    auto table = tables.find(request.as_of);
    if (table == tables.end())
      table = tables.emplace(request.as_of, eval::build_candidates(p, *program.gpus_by_name, request.as_of)).first;
    const eval::CandidateTable& candidates = table->second;
    Advice advice = eval::advise(*program.graph, candidates, request, &fired);
    eval::Evaluator evaluator(*program.graph, candidates, {request.workload, request.situation, request.as_of, &advice});
    for (const auto& expect : test.expects) {
      auto value = evaluator.evaluate(expect);
      if (value.is_true(0)) continue;
      result.details.push_back(failed_expectation(p, expect, advice));
    }
    set_status(result, test.known_difference);
    run.results.push_back(std::move(result));
  }
  std::sort(run.results.begin(), run.results.end(), [](const TestResult& a, const TestResult& b) {
    return std::tie(a.file, a.line) < std::tie(b.file, b.line);
  });
  run.rules_fired.assign(fired.begin(), fired.end());
  for (const auto& r : p.rules)
    if (!fired.count(r.name)) run.rules_never_fired.push_back(r.name);
  std::sort(run.rules_never_fired.begin(), run.rules_never_fired.end());
  return run;
}

}  // namespace advise
