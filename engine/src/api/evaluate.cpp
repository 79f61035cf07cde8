// advise::evaluate: one query (workload, situation, date) -> Advice, and the short form.
#include "advise/engine.h"
#include "eval/invalid_workload.h"
#include "api/picks.h"
#include "api/program.h"
#include "api/query_support.h"
#include "eval/advisor.h"
#include "eval/candidates.h"

namespace advise {

EvaluationResult evaluate(const Program& program, const Query& query) {
  EvaluationResult result;
  const auto& p = *program.checked;
  eval::AdviceRequest request;
  request.workload = find_entity(p.workloads, query.workload);
  if (!request.workload)
    result.diagnostics.push_back(query_error("E-QUERY", "no workload is called \"" + query.workload + "\"", names_hint(p.workloads)));
  if (!query.situation.empty()) {
    request.situation = find_entity(p.situations, query.situation);
    if (!request.situation)
      result.diagnostics.push_back(query_error("E-QUERY", "no situation is called \"" + query.situation + "\"", names_hint(p.situations)));
  }
  resolve_as_of(p, query.as_of, request.as_of, result.diagnostics);
  request.layer_breakdown = query.layer_breakdown;
  request.detail_top = query.top;
  request.detail_rejected = query.rejected_values;
  request.detail_gpu = query.also;
  request.list_all = query.list_all;
  if (!result.diagnostics.empty()) return result;
  result.advice = eval::advise(*program.graph, eval::build_candidates(p, *program.gpus_by_name, request.as_of), request);
  if (!result.advice->invalid.empty()) {
    result.diagnostics = invalid_workload(p, *request.workload, *result.advice);
    result.advice.reset();
    return result;
  }
  if (query.picks && query.situation.empty()) result.advice->picks = short_form(program, query);
  return result;
}

}  // namespace advise
