// The checker (checker_impl.h): columns, charts and tests.
#include "check/checker_impl.h"

namespace advise::check::checking {

void Checker::declare_columns(const syntax::ColumnsDecl& c) {
  for (std::size_t i = 0; i < c.refs.size(); ++i) {
    const auto& ref = c.refs[i];
    TExpr value = exprs_->check(*ref, ExprContext::Rule);
    if (value.type.is_error()) continue;
    const std::string& alias = c.aliases[i].name;
    static const char* const reserved[] = {"gpu", "rank", "admitted", "recommended", "this_machine", "reasons",
                                           "warnings", "notes", "recommendations", "values", "above_next"};
    if (std::find(std::begin(reserved), std::end(reserved), alias) != std::end(reserved)) {
      sink_.error(c.aliases[i].range, "E-DUPLICATE", "'" + alias + "' is already a field of every candidate in JSON",
                  "choose another name after 'as'");
      continue;
    }
    std::string name = !alias.empty() ? alias : as_written(*ref);
    if (!first_definition(scope_.column_names, "column", name, alias.empty() ? ref->range : c.aliases[i].range)) continue;
    program_.columns.push_back({name, alias, c.details, std::move(value), expected_error(c.errors[i].get())});
  }
}

std::optional<TExpr> Checker::expected_error(const syntax::Expr* error) {
  if (!error) return std::nullopt;
  TExpr e = exprs_->check_as(*error, ExprContext::Rule, TypeKind::Number, "an expected error");
  if (e.type.is_error()) return std::nullopt;
  if (!e.type.dimension.dimensionless()) {
    sink_.error(error->range, "E-UNIT", "an expected error is a fraction, e.g. 15 %, not a quantity with a unit",
                "write the relative error as a percentage");
    return std::nullopt;
  }
  return e;
}

void Checker::declare_chart(const syntax::ChartDecl& c) {
  if (!first_definition(scope_.chart_titles, "chart", c.title.name, c.title.range)) return;
  Chart chart{c.title.name, c.title.range, chart_axis(c.x), chart_axis(c.y)};
  if (!chart.x.value.type.is_error() && !chart.y.value.type.is_error()) program_.charts.push_back(std::move(chart));
}

ChartAxis Checker::chart_axis(const syntax::ChartAxis& axis) {
  TExpr value = exprs_->check_as(*axis.ref, ExprContext::Rule, TypeKind::Number, "a chart axis");
  return {axis.alias.name.empty() ? as_written(*axis.ref) : axis.alias.name, std::move(value)};
}

std::string Checker::as_written(const syntax::Expr& ref) {
  if (ref.kind == syntax::ExprKind::Ident) return ref.text;
  std::string s;
  for (const auto& p : ref.path()) s += (s.empty() ? "" : ".") + p;
  return s;
}

void Checker::declare_test(const syntax::TestDecl& t) {
  if (!first_definition(scope_.test_names, "test", t.name.name, t.name.range)) return;
  Test test;
  test.name = t.name.name;
  test.range = t.name.range;
  using K = syntax::TestItem::Kind;
  bool names_workload = false;
  for (const auto& item : t.items) {
    switch (item.kind) {
      case K::AsOf: {
        std::int32_t days = 0;
        if (!parse_date(item.text, days))
          sink_.error(item.range, "E-DATE", "'" + item.text + "' is not a valid date",
                      "dates are YYYY-MM or YYYY-MM-DD");
        else test.as_of = days;
        break;
      }
      case K::Situation:
        if (known_entity(item, 2, "situation")) test.situation = item.text;
        break;
      case K::Workload:
        names_workload = true;
        if (known_entity(item, 1, "workload")) test.workload = item.text;
        break;
      case K::Expect:
        test.expects.push_back(exprs_->check_as(*item.expect, ExprContext::Test, TypeKind::Bool, "'expect'"));
        break;
      case K::KnownDifference: test.known_difference = item.text; break;
    }
  }
  if (!names_workload)
    sink_.error(t.name.range, "E-TEST", "test '" + test.name + "' names no workload",
                "add: workload \"NAME\"");
  program_.tests.push_back(std::move(test));
}

bool Checker::known_entity(const syntax::TestItem& item, int kind, const std::string& word) {
  if (scope_.entity_names[kind - 1].count(item.text)) return true;
  std::vector<std::string> known;
  for (const auto& [n, _] : scope_.entity_names[kind - 1]) known.push_back(n);
  sink_.error(item.range, "E-UNKNOWN-NAME", "no " + word + " is called \"" + item.text + "\"",
              base::did_you_mean(item.text, known));
  return false;
}

void Checker::check_outputs(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) for (const auto& c : m->columns) declare_columns(c);
  for (const syntax::Module* m : modules) for (const auto& t : m->tests) declare_test(t);
  for (const syntax::Module* m : modules) for (const auto& c : m->charts) declare_chart(c);
}

}  // namespace advise::check::checking
