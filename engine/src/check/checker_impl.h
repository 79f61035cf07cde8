#pragma once
// The checker's class, internal to check/: one declaration kind per file (checker_types.cpp:
// enums and schemas; checker_values.cpp: GPUs, workloads, situations, measured blocks, networks;
// checker_rules.cpp: lets, prefers and rules; checker_outputs.cpp: columns, charts, tests;
// checker.cpp: the order of the stages and the names the expressions resolve).
#include "check/checker.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "base/suggest.h"
#include "check/device_match.h"
#include "check/expr_checker.h"
#include "check/facts_checker.h"
#include "check/missing_guard.h"
#include "check/network_spec.h"
#include "check/vocabulary.h"
#include "check/units.h"
#include "check/workload_network.h"

namespace advise::check::checking {

// The date of a workload's or situation's dated value written without one: before any other.
constexpr std::int32_t kBeginningOfTime = std::numeric_limits<std::int32_t>::min() / 2;

using syntax::EntityKind;
using base::SourceRange;

inline std::string where(const CheckedProgram& p, const SourceRange& r) {
  return p.files.path(r.file) + ":" + std::to_string(r.line) + ":" + std::to_string(r.column);
}

inline Kind kind_of(EntityKind k) { return static_cast<Kind>(static_cast<int>(k)); }

// A value written with a familiar unit of this dimension, for hints.
inline std::string example_of(const Dimension& d) {
  for (const char* unit : {"GB", "GB/s", "TFLOPS", "W", "USD", "USD/h", "s", "GFLOP"}) {
    std::string word = unit;
    auto slash = word.find('/');
    std::vector<syntax::UnitTerm> terms{{word.substr(0, slash), 1}};
    if (slash != std::string::npos) terms.push_back({word.substr(slash + 1), -1});
    if (auto u = resolve(syntax::UnitSpelling::of(std::move(terms))); u && u->dimension == d) return "8 " + word;
  }
  return "8 <unit of " + d.to_string() + ">";
}

class Checker : public NameResolver {
 public:
  // `scope`: what checking `program`'s own modules declared (empty for a new program).
  Checker(CheckedProgram& program, base::DiagnosticSink& sink, CheckScope scope)
      : program_(program), sink_(sink), scope_(std::move(scope)),
        let_decls_(program.lets.size(), nullptr), let_state_(program.lets.size(), LetState::Checked) {}

  CheckScope take_scope() { return std::move(scope_); }

  // Checks `modules` stage by stage (checker.cpp).
  void run(const std::vector<syntax::Module*>& modules);

  // NameResolver
  std::optional<int> find_let(const std::string& name) override;
  Type let_type(int index) override;
  std::vector<std::string> let_names() const override;
  std::optional<TExpr> layer_let(const std::string& name) override;
  std::vector<std::string> layer_let_names() const override;
  // None while entities are declared (a property value names no GPU), then every GPU: listed on
  // first use, since an extended program's check seldom needs them.
  const std::vector<std::string>& gpu_names() const override;
  std::vector<std::string> rule_names() const override;

 private:
  enum class LetState { Unchecked, Checking, Checked };

  // The stages, in run()'s order, each in the file of its declaration kind.
  void check_types(const std::vector<syntax::Module*>& modules);
  void check_networks(const std::vector<syntax::Module*>& modules);
  void check_entities(const std::vector<syntax::Module*>& modules);
  void check_lets(const std::vector<syntax::Module*>& modules);
  void check_rules(const std::vector<syntax::Module*>& modules);
  void check_outputs(const std::vector<syntax::Module*>& modules);

  // Reports a second definition; returns true when `name` is new.
  bool first_definition(std::map<std::string, SourceRange>& seen, const std::string& what,
                        const std::string& name, const SourceRange& at);

  void declare_enum(const syntax::EnumDecl& e);

  std::optional<int> find_enum(const std::string& name) const;

  std::optional<Type> field_type(const syntax::TypeSpelling& t, bool& dated);

  void declare_schema(const syntax::SchemaDecl& s);

  // `released: date role release_date`: the engine finds the field by its role from now on.
  void assign_role(Schema& schema, Kind kind, const syntax::FieldDecl& f, const Type& type);

  // A field's `> 0` or `>= 1 GB`: a constant in the field's unit (a bare 0 suits every unit).
  std::optional<Bound> field_bound(const syntax::FieldDecl& f, const Type& type);

  // An impossible value (batch 0, price -5 USD) is an error at the value.
  bool within_bound(const syntax::Expr& e, const Field& field, const Value& value);

  // A literal property value, checked against the field's type.
  std::optional<Value> property_value(const syntax::Expr& e, const Field& field);

  void note_date(std::int32_t days) { program_.latest_date = std::max(program_.latest_date, days); }

  // Fills `out` (parallel to `schema`) from the properties; `fallback` takes names `schema` lacks.
  void fill_fields(const syntax::EntityDecl& e, const Schema& schema, FieldValues& out,
                   const Schema* fallback = nullptr, FieldValues* fallback_out = nullptr);

  // A dated property: every value needs its date, except in a workload or situation, where a
  // value without one holds from the beginning (`budget 300 USD @ 2019-04, 500 USD @ 2020-09`, or
  // just `budget 800 USD`); the timeline is kept in date order.
  void fill_timeline(const syntax::Property& p, const Field& field, FieldValue& fv, bool undated_ok);

  // An undated property: one value, or a list's items; set only when every value checks.
  void fill_value(const syntax::Property& p, const Field& field, FieldValue& fv);

  void declare_block(const syntax::BlockDecl& b);

  void declare_network(const syntax::NetworkDecl& n);

  // Room for every GPU declared, made once: a large catalog's entities were moved at each growth.
  void reserve_gpus(const std::vector<syntax::Module*>& modules);

  void declare_entity(const syntax::EntityDecl& e);

  // The catalog GPU a measured block is for: its name, or a device name CUDA reports that a
  // catalog GPU lists as cuda_name, or a device whose signature one GPU has (with a warning).
  int measured_gpu(const syntax::EntityDecl& e, const FieldValues& fields);

  void declare_measurement(const syntax::EntityDecl& e);
  void add_quotes(const syntax::EntityDecl& e);

  void declare_let(const syntax::LetDecl& l);

  // `let layer.NAME = ...` (checker_layer_lets.cpp): a per-layer value, checked once with the
  // layer visible and written out in full wherever sum_layers() or max_layers() uses it.
  void declare_layer_let(const syntax::LetDecl& l);
  void check_layer_lets();
  const CheckScope::LayerLet& check_layer_let(const std::string& name);
  void note_references(const std::vector<int>& references);

  std::vector<CriterionRef> criteria(const syntax::CriteriaSpelling& c);

  std::vector<std::string> cite_names(const std::vector<syntax::NamedRange>& cites);

  void declare_prefers(const syntax::PrefersDecl& p);

  std::optional<TExpr> message(const syntax::ExprPtr& m);

  void declare_rule(const syntax::RuleDecl& r);

  void declare_columns(const syntax::ColumnsDecl& c);

  // `within ERROR`: a fraction (a percentage, or a let holding one) that may differ per GPU.
  std::optional<TExpr> expected_error(const syntax::Expr* error);

  void declare_chart(const syntax::ChartDecl& c);

  ChartAxis chart_axis(const syntax::ChartAxis& axis);

  // A reference as the user wrote it: "gpu.price", "relative_speed".
  static std::string as_written(const syntax::Expr& ref);

  void declare_test(const syntax::TestDecl& t);

  bool known_entity(const syntax::TestItem& item, int kind, const std::string& word);

  CheckedProgram& program_;
  base::DiagnosticSink& sink_;
  std::optional<ExprChecker> exprs_;
  CheckScope scope_;
  CheckScope::Names gpus_seen_;
  mutable std::vector<std::string> gpu_names_;  // parallel to program_.gpus
  bool gpus_known_ = false;
  // Parallel to program_.lets; the lets of a program being extended are checked already.
  std::vector<const syntax::LetDecl*> let_decls_;
  std::vector<LetState> let_state_;
  std::vector<int> checking_;  // lets being checked, innermost last; -1 for a layer let
  std::vector<std::vector<int>> layer_let_references_;  // what each layer let being checked reads
  std::vector<std::string> layer_let_path_;              // their names, innermost last
  struct LayerLetDecl {
    const syntax::LetDecl* decl;
    LetState state;
  };
  std::map<std::string, LayerLetDecl> layer_let_decls_;  // declared by the modules being checked
  WorkloadNetworks networks_{program_, sink_, scope_.networks};
};

}  // namespace advise::check::checking
