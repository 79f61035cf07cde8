// advise::list_catalog: the GPUs known at a date, filtered and with chosen columns.
#include "advise/engine.h"
#include "api/program.h"
#include "api/query_support.h"
#include "check/expr_checker.h"
#include "eval/candidates.h"
#include "eval/evaluator.h"
#include "eval/value_cell.h"
#include "syntax/parser.h"

namespace advise {
namespace {

// Names visible to a catalog filter: none beyond gpu.* and as_of.
class NoLets : public check::NameResolver {
 public:
  explicit NoLets(std::vector<std::string> gpus) : gpus_(std::move(gpus)) {}
  std::optional<int> find_let(const std::string&) override { return std::nullopt; }
  ir::Type let_type(int) override { return ir::Type::error(); }
  std::vector<std::string> let_names() const override { return {}; }
  std::optional<ir::TExpr> layer_let(const std::string&) override { return std::nullopt; }
  std::vector<std::string> layer_let_names() const override { return {}; }
  const std::vector<std::string>& gpu_names() const override { return gpus_; }
  std::vector<std::string> rule_names() const override { return {}; }

 private:
  std::vector<std::string> gpus_;
};

}  // namespace

namespace {

// A dated property says which quote applies and from when: "1900 USD (used since 2026-11)".
ValueCell catalog_cell(const ir::CheckedProgram& p, const eval::CandidateTable& candidates,
                       const std::string& name, const ir::TExpr& expr, const ir::Value& value, std::size_t row) {
  ValueCell cell = eval::make_value_cell(p, candidates, name, expr, value, row, "--columns");
  if (expr.op == ir::Op::GpuField)
    if (auto quote = candidates.quote(static_cast<std::size_t>(expr.index), row); !quote.empty())
      cell.text += " (" + quote + ")";
  return cell;
}

}  // namespace

CatalogListing list_catalog(const Program& program, const std::string& as_of, const std::string& where,
                            const std::vector<std::string>& columns) {
  CatalogListing listing;
  const auto& p = *program.checked;
  std::int32_t days = 0;
  if (!resolve_as_of(p, as_of, days, listing.diagnostics)) return listing;
  listing.as_of = ir::format_date(days);

  // The filter and columns are parsed as files of their own, so that errors point into them.
  base::SourceFiles scratch;
  base::DiagnosticSink sink(scratch);
  std::vector<std::string> gpu_names;
  for (const auto& g : p.gpus) gpu_names.push_back(g.name);
  NoLets names(gpu_names);
  check::ExprChecker checker(p, scratch, names, sink);
  auto parse = [&](const std::string& label, const std::string& text) -> std::optional<ir::TExpr> {
    auto file = scratch.add(label, text);
    auto expr = syntax::parse_expression(scratch, file, sink);
    if (!expr) return std::nullopt;
    auto t = checker.check(*expr, check::ExprContext::Filter);
    if (t.type.is_error()) return std::nullopt;
    return t;
  };
  std::optional<ir::TExpr> filter;
  if (!where.empty()) {
    filter = parse("--where", where);
    if (filter && filter->type.kind != ir::TypeKind::Bool)
      listing.diagnostics.push_back(query_error("E-TYPE", "--where needs a condition (bool)"));
  }
  std::vector<std::pair<std::string, ir::TExpr>> shown;
  ir::TExpr name_expr;
  name_expr.op = ir::Op::GpuName;
  name_expr.type = ir::Type::string();
  shown.push_back({"gpu", name_expr});
  for (const auto& c : columns)
    if (auto t = parse("--columns", c)) shown.push_back({c, *t});
  auto diagnostics = sink.take();
  listing.diagnostics.insert(listing.diagnostics.end(), diagnostics.begin(), diagnostics.end());
  if (has_errors(listing.diagnostics) || (!where.empty() && !filter)) return listing;

  auto candidates = eval::build_candidates(p, *program.gpus_by_name, days);
  eval::Evaluator evaluator(*program.graph, candidates, {nullptr, nullptr, days, nullptr});
  std::optional<eval::Column> keep;
  if (filter) keep = evaluator.evaluate(*filter);
  std::vector<eval::Column> values;
  for (const auto& [name, expr] : shown) {
    listing.columns.push_back(name);
    values.push_back(evaluator.evaluate(expr));
  }
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (keep && !keep->is_true(i)) continue;
    std::vector<ValueCell> row;
    for (std::size_t k = 0; k < shown.size(); ++k)
      row.push_back(catalog_cell(p, candidates, shown[k].first, shown[k].second, values[k].get(i), i));
    listing.rows.push_back(std::move(row));
  }
  return listing;
}

}  // namespace advise
