#include "check/checker.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "check/device_match.h"
#include "check/expr_checker.h"
#include "check/facts_checker.h"
#include "check/missing_guard.h"
#include "check/network_spec.h"
#include "check/workload_network.h"
#include "check/roles.h"
#include "base/suggest.h"
#include "check/units.h"

namespace advise::check {
namespace {

// The date of a workload's or situation's dated value written without one: before any other.
constexpr std::int32_t kBeginningOfTime = std::numeric_limits<std::int32_t>::min() / 2;

using syntax::EntityKind;
using base::SourceRange;

std::string where(const CheckedProgram& p, const SourceRange& r) {
  return p.files.path(r.file) + ":" + std::to_string(r.line) + ":" + std::to_string(r.column);
}

Kind kind_of(EntityKind k) { return static_cast<Kind>(static_cast<int>(k)); }

// A value written with a familiar unit of this dimension, for hints.
std::string example_of(const Dimension& d) {
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

  // Frees each GPU, workload and situation declaration's properties once its fields are filled:
  // nothing reads them again, and a large catalog's declarations were most of the load's peak
  // memory.
  void run(const std::vector<syntax::Module*>& modules) {
    for (const syntax::Module* m : modules) for (const auto& e : m->enums) declare_enum(e);
    exprs_.emplace(program_, program_.files, *this, sink_);  // after the enums: it indexes their members
    for (const syntax::Module* m : modules) for (const auto& s : m->schemas) declare_schema(s);
    networks_.add_costs(layer_costs({modules.begin(), modules.end()}, sink_));
    for (const syntax::Module* m : modules) for (const auto& b : m->blocks) declare_block(b);
    for (const syntax::Module* m : modules) for (const auto& n : m->networks) declare_network(n);
    reserve_gpus(modules);
    for (syntax::Module* m : modules)
      for (auto& e : m->entities)
        if (e.kind != EntityKind::Measured) {
          declare_entity(e);
          std::vector<syntax::Property>().swap(e.properties);
        }
    gpus_known_ = true;
    for (const syntax::Module* m : modules)
      for (const auto& e : m->entities) if (e.kind == EntityKind::Measured) declare_measurement(e);
    for (const syntax::Module* m : modules) for (const auto& l : m->lets) declare_let(l);
    for (std::size_t i = 0; i < let_decls_.size(); ++i) let_type(static_cast<int>(i));
    for (const syntax::Module* m : modules) for (const auto& p : m->prefers) declare_prefers(p);
    for (const syntax::Module* m : modules) for (const auto& r : m->rules) declare_rule(r);
    for (const syntax::Module* m : modules) for (const auto& c : m->columns) declare_columns(c);
    for (const syntax::Module* m : modules) for (const auto& t : m->tests) declare_test(t);
    for (const syntax::Module* m : modules) for (const auto& c : m->charts) declare_chart(c);
  }

  // NameResolver
  std::optional<int> find_let(const std::string& name) override {
    auto it = scope_.let_index.find(name);
    if (it == scope_.let_index.end()) return std::nullopt;
    if (!checking_.empty()) program_.lets[static_cast<std::size_t>(checking_.back())].references.push_back(it->second);
    return it->second;
  }
  Type let_type(int index) override {
    auto i = static_cast<std::size_t>(index);
    if (let_state_[i] == LetState::Checking) return Type::error();  // a cycle: the graph reports it
    if (let_state_[i] == LetState::Unchecked) {
      let_state_[i] = LetState::Checking;
      checking_.push_back(index);
      const int layers = exprs_->suspend_layers();
      program_.lets[i].expr = exprs_->check(*let_decls_[i]->value, ExprContext::Rule);
      exprs_->resume_layers(layers);
      checking_.pop_back();
      let_state_[i] = LetState::Checked;
    }
    return program_.lets[i].expr.type;
  }
  std::vector<std::string> let_names() const override {
    std::vector<std::string> names;
    for (const auto& l : program_.lets) names.push_back(l.name);
    return names;
  }
  // None while entities are declared (a property value names no GPU), then every GPU: listed on
  // first use, since an extended program's check seldom needs them.
  const std::vector<std::string>& gpu_names() const override {
    static const std::vector<std::string> none;
    if (!gpus_known_) return none;
    for (std::size_t g = gpu_names_.size(); g < program_.gpus.size(); ++g) gpu_names_.push_back(program_.gpus[g].name);
    return gpu_names_;
  }
  std::vector<std::string> rule_names() const override {
    std::vector<std::string> names;
    for (const auto& r : program_.rules) names.push_back(r.name);
    return names;
  }

 private:
  enum class LetState { Unchecked, Checking, Checked };

  // Reports a second definition; returns true when `name` is new.
  bool first_definition(std::map<std::string, SourceRange>& seen, const std::string& what,
                        const std::string& name, const SourceRange& at) {
    auto [it, inserted] = seen.emplace(name, at);
    if (!inserted)
      sink_.error(at, "E-DUPLICATE", what + " '" + name + "' is already defined at " +
                                         where(program_, it->second));
    return inserted;
  }

  void declare_enum(const syntax::EnumDecl& e) {
    if (!first_definition(scope_.enum_names, "enum", e.name.name, e.name.range)) return;
    EnumInfo info{e.name.name, {}, e.ordered};
    for (const auto& m : e.members) {
      if (!first_definition(scope_.member_names, "enum value", m.name, m.range)) continue;
      info.members.push_back(m.name);
    }
    program_.enums.push_back(std::move(info));
  }

  std::optional<int> find_enum(const std::string& name) const {
    for (std::size_t i = 0; i < program_.enums.size(); ++i)
      if (program_.enums[i].name == name) return static_cast<int>(i);
    return std::nullopt;
  }

  std::optional<Type> field_type(const syntax::TypeSpelling& t, bool& dated) {
    using K = syntax::TypeSpelling::Kind;
    dated = false;
    switch (t.kind) {
      case K::String: return Type::string();
      case K::Bool: return Type::boolean();
      case K::Date: return Type::date();
      case K::Number: return Type::number();
      case K::Shape: return Type::shape();
      case K::Dated:
        dated = true;
        [[fallthrough]];
      case K::Quantity: {
        auto unit = resolve(t.unit);
        if (!unit) return std::nullopt;
        return Type::number(unit->dimension);
      }
      case K::Set:
        if (t.name == "string") return Type::list_of(Type::string());
        [[fallthrough]];
      case K::Enum: {
        auto id = find_enum(t.name);
        if (!id) {
          std::vector<std::string> known;
          for (const auto& e : program_.enums) known.push_back(e.name);
          sink_.error(t.range, "E-UNKNOWN-TYPE", "unknown type '" + t.name + "'",
                      base::did_you_mean(t.name, known));
          return std::nullopt;
        }
        Type element = Type::enumeration(*id);
        return t.kind == K::Set ? Type::list_of(element) : element;
      }
    }
    return std::nullopt;
  }

  void declare_schema(const syntax::SchemaDecl& s) {
    Schema& schema = program_.schemas[static_cast<int>(kind_of(s.kind))];
    auto& seen = scope_.schema_fields[static_cast<int>(kind_of(s.kind))];
    for (const auto& f : s.fields) {
      if (f.name.name == "name") {
        sink_.error(f.name.range, "E-DUPLICATE", "'name' is built in: every entity has one");
        continue;
      }
      if (!first_definition(seen, std::string(syntax::to_string(s.kind)) + " property", f.name.name,
                            f.name.range))
        continue;
      bool dated = false;
      auto type = field_type(f.type, dated);
      if (!type) continue;
      if (f.role) assign_role(schema, kind_of(s.kind), f, *type);
      schema.index.emplace(f.name.name, static_cast<int>(schema.fields.size()));
      schema.fields.push_back({f.name.name, *type, dated, f.doc, f.name.range, field_bound(f, *type)});
    }
  }

  // `released: date role release_date`: the engine finds the field by its role from now on.
  void assign_role(Schema& schema, Kind kind, const syntax::FieldDecl& f, const Type& type) {
    const syntax::NamedRange& role = *f.role;
    const RoleInfo* info = find_role(role.name);
    if (!info) {
      sink_.error(role.range, "E-ROLE", "unknown role '" + role.name + "'", base::did_you_mean(role.name, role_names()));
      return;
    }
    if (info->kind != kind) {
      sink_.error(role.range, "E-ROLE", std::string("role ") + info->name + " belongs to the " +
                  syntax::to_string(static_cast<syntax::EntityKind>(info->kind)) + " schema");
      return;
    }
    // A list of strings serves where a string does (cuda_name: set of string).
    const bool fits = type.kind == info->type || (type.kind == TypeKind::List && type.element == info->type);
    if (!fits) {
      sink_.error(role.range, "E-TYPE", std::string("role ") + info->name + " needs a " +
                  exprs_->describe(Type{info->type}) + " field; " + f.name.name + " takes " + exprs_->describe(type));
      return;
    }
    int& slot = schema.by_role[static_cast<std::size_t>(info->role)];
    if (slot >= 0) {
      sink_.error(role.range, "E-DUPLICATE", std::string("role ") + info->name + " is already played by " +
                  schema.fields[static_cast<std::size_t>(slot)].name);
      return;
    }
    slot = static_cast<int>(schema.fields.size());
  }

  // A field's `> 0` or `>= 1 GB`: a constant in the field's unit (a bare 0 suits every unit).
  std::optional<Bound> field_bound(const syntax::FieldDecl& f, const Type& type) {
    if (!f.bound) return std::nullopt;
    const syntax::Expr& e = *f.bound->value;
    if (type.kind != TypeKind::Number) {
      sink_.error(e.range, "E-TYPE", "only a number field can have a least value; " + f.name.name + " takes " +
                  exprs_->describe(type));
      return std::nullopt;
    }
    TExpr t = exprs_->check(e, ExprContext::Filter);
    if (t.type.is_error()) return std::nullopt;
    const bool bare_zero = t.type.dimension.dimensionless() && t.constant.number == 0;
    if (!bare_zero && !(t.type.dimension == type.dimension)) {
      sink_.error(e.range, "E-UNIT", "the least value of " + f.name.name + " must be in " +
                  exprs_->describe(type) + ", not " + exprs_->describe(t.type));
      return std::nullopt;
    }
    return Bound{t.constant.number, f.bound->inclusive, f.bound->text};
  }

  // An impossible value (batch 0, price -5 USD) is an error at the value.
  bool within_bound(const syntax::Expr& e, const Field& field, const Value& value) {
    if (!field.bound || field.bound->admits(value.number)) return true;
    const std::string written(program_.files.line(e.range.file, e.range.line).substr(e.range.column - 1, e.range.length));
    sink_.error(e.range, "E-RANGE", field.name + " " + written + " is impossible: it must be " + field.bound->text,
                "the schema says so at " + where(program_, field.range));
    return false;
  }

  // A literal property value, checked against the field's type.
  std::optional<Value> property_value(const syntax::Expr& e, const Field& field) {
    Type expected_enum = field.type.kind == TypeKind::List ? field.type.element_type() : field.type;
    if (e.kind == syntax::ExprKind::Ident && expected_enum.kind == TypeKind::Enum) {
      const auto& info = program_.enums[static_cast<std::size_t>(expected_enum.enum_id)];
      auto it = std::find(info.members.begin(), info.members.end(), e.text);
      if (it != info.members.end()) return Value::of(static_cast<double>(it - info.members.begin()));
      std::string all;
      for (const auto& m : info.members) all += (all.empty() ? "" : ", ") + m;
      std::string hint = base::did_you_mean(e.text, info.members);
      sink_.error(e.range, "E-UNKNOWN-NAME", "'" + e.text + "' is not a value of " + info.name,
                  hint.empty() ? "one of: " + all : hint);
      return std::nullopt;
    }
    TExpr t = exprs_->check(e, ExprContext::Filter);
    if (t.type.is_error()) return std::nullopt;
    if (t.op != Op::Const) {
      sink_.error(e.range, "E-TYPE", "a property value must be a constant");
      return std::nullopt;
    }
    Type expected = field.type.kind == TypeKind::List ? field.type.element_type() : field.type;
    if (expected.kind == TypeKind::Number && t.type.kind == TypeKind::Number &&
        !(expected.dimension == t.type.dimension)) {
      std::string hint = expected.dimension.dimensionless()
                             ? "write a plain number"
                             : "e.g. " + field.name + " " + example_of(expected.dimension);
      sink_.error(e.range, "E-UNIT",
                  field.name + " takes " + exprs_->describe(expected) + ", not " + exprs_->describe(t.type),
                  hint);
      return std::nullopt;
    }
    if (!(expected == t.type)) {
      std::string hint;
      if (expected.kind == TypeKind::Enum)
        hint = "one of: " + [&] {
          std::string s;
          for (const auto& m : program_.enums[static_cast<std::size_t>(expected.enum_id)].members)
            s += (s.empty() ? "" : ", ") + m;
          return s;
        }();
      sink_.error(e.range, "E-TYPE",
                  field.name + " takes " + exprs_->describe(expected) + ", not " + exprs_->describe(t.type),
                  hint);
      return std::nullopt;
    }
    if (!within_bound(e, field, t.constant)) return std::nullopt;
    return t.constant;
  }

  void note_date(std::int32_t days) { program_.latest_date = std::max(program_.latest_date, days); }

  // Fills `out` (parallel to `schema`) from the properties; `fallback` takes names `schema` lacks.
  void fill_fields(const syntax::EntityDecl& e, const Schema& schema, FieldValues& out,
                   const Schema* fallback = nullptr, FieldValues* fallback_out = nullptr) {
    out = FieldValues(schema.fields.size());
    out.reserve(e.properties.size());
    if (fallback_out) *fallback_out = FieldValues(fallback->fields.size());
    // A known property's first definition is the field's stored range (no map of names per
    // entity: 100k GPUs checked in 0.31 s instead of 0.34 s); unknown names, errors, get one.
    std::map<std::string, SourceRange> unknown_seen;
    for (const auto& p : e.properties) {
      const Schema* s = &schema;
      FieldValues* target = &out;
      int index = schema.find(p.name.name);
      if (index < 0 && fallback) {
        index = fallback->find(p.name.name);
        s = fallback;
        target = fallback_out;
      }
      if (index >= 0 && target->stored(static_cast<std::size_t>(index))) {
        sink_.error(p.name.range, "E-DUPLICATE", "property '" + p.name.name + "' is already defined at " +
                                                     where(program_, (*target)[static_cast<std::size_t>(index)].range));
        continue;
      }
      if (index < 0) {
        if (!first_definition(unknown_seen, "property", p.name.name, p.name.range)) continue;
        std::vector<std::string> known;
        for (const auto& f : schema.fields) known.push_back(f.name);
        if (fallback) for (const auto& f : fallback->fields) known.push_back(f.name);
        sink_.error(p.name.range, "E-UNKNOWN-PROPERTY",
                    std::string(syntax::to_string(e.kind)) + " has no property '" + p.name.name + "'",
                    base::did_you_mean(p.name.name, known));
        continue;
      }
      const Field& field = s->fields[static_cast<std::size_t>(index)];
      FieldValue& fv = target->slot(static_cast<std::size_t>(index));
      fv.range = p.name.range;
      if (field.dated) fill_timeline(p, field, fv, e.kind != EntityKind::Gpu);
      else fill_value(p, field, fv);
    }
  }

  // A dated property: every value needs its date, except in a workload or situation, where a
  // value without one holds from the beginning (`budget 300 USD @ 2019-04, 500 USD @ 2020-09`, or
  // just `budget 800 USD`); the timeline is kept in date order.
  void fill_timeline(const syntax::Property& p, const Field& field, FieldValue& fv, bool undated_ok) {
    for (const auto& item : p.values) {
      if (!item.dated && undated_ok) {
        if (auto v = property_value(item.value, field)) fv.timeline.push_back({kBeginningOfTime, "", *v});
        continue;
      }
      if (!item.dated) {
        sink_.error(item.value.range, "E-DATE", field.name + " needs a date: '... @ YYYY-MM'");
        continue;
      }
      std::int32_t days = 0;
      if (!parse_date(item.dated->date, days)) {
        sink_.error(item.dated->range, "E-DATE", "'" + item.dated->date + "' is not a valid date",
                    "dates are YYYY-MM or YYYY-MM-DD");
        continue;
      }
      auto v = property_value(item.value, field);
      if (!v) continue;
      note_date(days);
      fv.timeline.push_back({days, item.dated->condition, *v});
    }
    std::stable_sort(fv.timeline.begin(), fv.timeline.end(),
                     [](const DatedValue& a, const DatedValue& b) { return a.date < b.date; });
    fv.set = !fv.timeline.empty();
  }

  // An undated property: one value, or a list's items; set only when every value checks.
  void fill_value(const syntax::Property& p, const Field& field, FieldValue& fv) {
    if (field.type.kind != TypeKind::List && p.values.size() > 1) {
      sink_.error(p.values[1].value.range, "E-TYPE", field.name + " takes one value");
      return;
    }
    Value value{true};
    bool ok = true;
    for (const auto& item : p.values) {
      if (item.dated) {
        sink_.error(item.dated->range, "E-DATE", field.name + " is not dated: remove '@ " + item.dated->date + "'");
        ok = false;
        continue;
      }
      auto v = property_value(item.value, field);
      if (!v) { ok = false; continue; }
      if (field.type.kind == TypeKind::List) value.items.push_back(*v);
      else value = *v;
    }
    if (!ok) return;
    if (field.type.kind == TypeKind::Date) note_date(static_cast<std::int32_t>(value.number));
    fv.value = value;
    fv.set = true;
  }

  void declare_block(const syntax::BlockDecl& b) {
    const auto& kinds = nn::layer_kinds();
    if (std::find(kinds.begin(), kinds.end(), b.name.name) != kinds.end()) {
      sink_.error(b.name.range, "E-DUPLICATE", "'" + b.name.name + "' is a layer the engine computes; a block cannot take its name");
      return;
    }
    if (!first_definition(scope_.block_names, "block", b.name.name, b.name.range)) return;
    networks_.declare_block(block_spec(b));
  }

  void declare_network(const syntax::NetworkDecl& n) {
    if (!first_definition(scope_.network_names, "network", n.name.name, n.name.range)) return;
    networks_.declare(network_spec(n));
  }

  // Room for every GPU declared, made once: a large catalog's entities were moved at each growth.
  void reserve_gpus(const std::vector<syntax::Module*>& modules) {
    std::size_t declared = 0;
    for (const syntax::Module* m : modules)
      for (const auto& e : m->entities) declared += e.kind == EntityKind::Gpu ? 1 : 0;
    program_.gpus.reserve(program_.gpus.size() + declared);
  }

  void declare_entity(const syntax::EntityDecl& e) {
    static const char* words[] = {"gpu", "workload", "situation"};
    const int k = static_cast<int>(kind_of(e.kind));
    if (!first_definition(k == 0 ? gpus_seen_ : scope_.entity_names[k - 1], words[k], e.name.name, e.name.range)) return;
    Entity entity{e.name.name, e.name.range, {}};
    fill_fields(e, program_.schemas[k], entity.fields);
    if (e.kind == EntityKind::Workload) entity.network = networks_.resolve(e.name.name, entity.fields);
    if (k == 0) program_.gpus.push_back(std::move(entity));
    else (k == 1 ? program_.workloads : program_.situations).push_back(std::move(entity));
  }

  // The catalog GPU a measured block is for: its name, or a device name CUDA reports that a
  // catalog GPU lists as cuda_name, or a device whose signature one GPU has (with a warning).
  int measured_gpu(const syntax::EntityDecl& e, const FieldValues& fields) {
    auto it = std::find(gpu_names().begin(), gpu_names().end(), e.name.name);
    if (it != gpu_names().end()) return static_cast<int>(it - gpu_names().begin());
    DeviceMatch match = match_device(catalog_devices(program_), e.name.name,
                                     signature_of(program_.schema(Kind::Gpu), fields));
    if (match.how == DeviceMatch::How::None) {
      std::string hint = base::did_you_mean(e.name.name, gpu_names());
      if (hint.empty()) hint = match.explanation;
      sink_.error(e.name.range, "E-UNKNOWN-GPU",
                  "measured block for \"" + e.name.name + "\", which the catalog does not list (by name or cuda_name)",
                  hint);
      return -1;
    }
    if (match.how == DeviceMatch::How::Signature) sink_.warning(e.name.range, "W-SIGNATURE-MATCH", match.explanation);
    it = std::find(gpu_names().begin(), gpu_names().end(), match.gpu);
    return static_cast<int>(it - gpu_names().begin());
  }

  void declare_measurement(const syntax::EntityDecl& e) {
    Measurement m;
    FieldValues about;
    fill_fields(e, program_.schema(Kind::Gpu), m.fields, &program_.schema(Kind::Measured), &about);
    m.gpu = measured_gpu(e, m.fields);
    if (m.gpu < 0) return;
    const std::string& gpu = gpu_names()[static_cast<std::size_t>(m.gpu)];
    if (!first_definition(scope_.measured_names, "measured block for", gpu, e.name.range)) return;
    m.range = e.name.range;
    const Schema& ms = program_.schema(Kind::Measured);
    std::string description = "measured";
    for (std::size_t i = 0; i < about.size(); ++i) {
      if (!about[i].set) continue;
      if (static_cast<int>(i) == ms.find(Role::Host)) description += " on " + about[i].value.text;
      if (static_cast<int>(i) == ms.find(Role::Taken))
        description += " at " + format_date(static_cast<std::int32_t>(about[i].value.number));
    }
    if (e.name.name != gpu) description += " (device \"" + e.name.name + "\")";
    m.description = description;
    program_.measurements.push_back(std::move(m));
  }

  void declare_let(const syntax::LetDecl& l) {
    if (l.name.name == "layer" || l.name.name.rfind("layer.", 0) == 0) {
      sink_.error(l.name.range, "E-DUPLICATE", "'layer.' names the layer fields inside sum_layers(); a let cannot use it");
      return;
    }
    if (!first_definition(scope_.let_names, "let", l.name.name, l.name.range)) return;
    if (scope_.member_names.count(l.name.name)) {
      sink_.error(l.name.range, "E-DUPLICATE",
                  "'" + l.name.name + "' is already an enum value (defined at " +
                      where(program_, scope_.member_names.at(l.name.name)) + ")");
      return;
    }
    scope_.let_index.emplace(l.name.name, static_cast<int>(program_.lets.size()));
    program_.lets.push_back({l.name.name, l.name.range, {}});
    let_decls_.push_back(&l);
    let_state_.push_back(LetState::Unchecked);
  }

  std::vector<CriterionRef> criteria(const syntax::CriteriaSpelling& c) {
    double tolerance = 0.1;
    if (c.tolerance) {
      TExpr t = exprs_->check(*c.tolerance, ExprContext::Rule);
      if (!t.type.is_error()) {
        if (t.type.kind != TypeKind::Number || !t.type.dimension.dimensionless() ||
            t.constant.number < 0 || t.constant.number >= 1)
          sink_.error(c.tolerance->range, "E-TOLERANCE", "the tolerance must be a percentage from 0 % up to (not including) 100 %");
        else
          tolerance = t.constant.number;
      }
    }
    std::vector<CriterionRef> out;
    for (const auto& item : c.items) {
      syntax::Expr ref;
      ref.range = item.range;
      if (item.path.size() == 1 && item.path[0] != "gpu" && item.path[0] != "workload" &&
          item.path[0] != "situation" && item.path[0] != "as_of") {
        ref.kind = syntax::ExprKind::Ident;
        ref.text = item.path[0];
      } else {
        ref.kind = syntax::ExprKind::Ref;
        ref.parts_to_write().path = item.path;
      }
      TExpr value = exprs_->check(ref, ExprContext::Rule);
      if (value.type.is_error()) continue;
      bool rankable = value.type.kind == TypeKind::Number || value.type.kind == TypeKind::Bool ||
                      (value.type.kind == TypeKind::Enum &&
                       program_.enums[static_cast<std::size_t>(value.type.enum_id)].ordered);
      if (!rankable) {
        sink_.error(item.range, "E-TYPE", "cannot rank by " + exprs_->describe(value.type),
                    "criteria are numbers, quantities, bools or ordered enums");
        continue;
      }
      std::string name;
      for (const auto& p : item.path) name += (name.empty() ? "" : ".") + p;
      out.push_back({name, std::move(value), item.lowest, tolerance, item.range});
    }
    return out;
  }

  std::vector<std::string> cite_names(const std::vector<syntax::NamedRange>& cites) {
    std::vector<std::string> out;
    for (const auto& c : cites) out.push_back(c.name);
    return out;
  }

  void declare_prefers(const syntax::PrefersDecl& p) {
    const std::string name = p.selector.name + " prefers";
    if (!first_definition(scope_.rule_names, "rule", name, p.selector.range)) return;
    // The selector is a value of some enum-typed workload property, e.g. task conv.
    const Schema& ws = program_.schema(Kind::Workload);
    std::optional<TExpr> guard;
    std::vector<std::string> values;
    for (std::size_t f = 0; f < ws.fields.size() && !guard; ++f) {
      const Type& t = ws.fields[f].type;
      if (t.kind != TypeKind::Enum) continue;
      const auto& members = program_.enums[static_cast<std::size_t>(t.enum_id)].members;
      values.insert(values.end(), members.begin(), members.end());
      auto it = std::find(members.begin(), members.end(), p.selector.name);
      if (it == members.end()) continue;
      TExpr field;
      field.op = Op::WorkloadField;
      field.type = t;
      field.index = static_cast<int>(f);
      field.range = p.selector.range;
      TExpr value;
      value.op = Op::Const;
      value.type = t;
      value.constant = Value::of(static_cast<double>(it - members.begin()));
      value.range = p.selector.range;
      TExpr eq;
      eq.op = Op::Eq;
      eq.type = Type::boolean();
      eq.range = p.selector.range;
      eq.args.push_back(std::move(field));
      eq.args.push_back(std::move(value));
      guard = std::move(eq);
    }
    if (!guard) {
      sink_.error(p.selector.range, "E-UNKNOWN-NAME",
                  "'" + p.selector.name + "' is not a value of any workload property",
                  base::did_you_mean(p.selector.name, values));
      return;
    }
    Rule rule;
    rule.name = name;
    rule.range = p.selector.range;
    rule.guards.push_back(std::move(*guard));
    Effect effect;
    effect.kind = EffectKind::Prefer;
    effect.range = p.selector.range;
    effect.criteria = criteria(p.criteria);
    rule.effects.push_back(std::move(effect));
    rule.cites = cite_names(p.cites);
    program_.rules.push_back(std::move(rule));
  }

  std::optional<TExpr> message(const syntax::ExprPtr& m) {
    if (!m) return std::nullopt;
    TExpr t = exprs_->check_as(*m, ExprContext::Rule, TypeKind::String, "a message");
    return t;
  }

  void declare_rule(const syntax::RuleDecl& r) {
    if (!first_definition(scope_.rule_names, "rule", r.name.name, r.name.range)) return;
    Rule rule;
    rule.name = r.name.name;
    rule.range = r.name.range;
    using K = syntax::RuleItem::Kind;
    for (const auto& item : r.items) {
      Effect effect;
      effect.range = item.range;
      switch (item.kind) {
        case K::Cites: {
          auto c = cite_names(item.cites);
          rule.cites.insert(rule.cites.end(), c.begin(), c.end());
          continue;
        }
        case K::Priority: rule.priority = item.priority; continue;
        case K::When:
          rule.guards.push_back(exprs_->check_as(*item.condition, ExprContext::Rule, TypeKind::Bool, "'when'"));
          warn_missing_guard(program_, rule.guards.back(), sink_);
          continue;
        case K::Require:
          effect.kind = EffectKind::Require;
          effect.condition = exprs_->check_as(*item.condition, ExprContext::Rule, TypeKind::Bool, "'require'");
          break;
        case K::Reject: effect.kind = EffectKind::Reject; break;
        case K::Warn: effect.kind = EffectKind::Warn; break;
        case K::Note: effect.kind = EffectKind::Note; break;
        case K::Invalid: effect.kind = EffectKind::Invalid; break;
        case K::Recommend: effect.kind = EffectKind::Recommend; break;
        case K::Prefer:
          effect.kind = EffectKind::Prefer;
          effect.criteria = criteria(item.criteria);
          break;
      }
      effect.message = message(item.message);
      rule.effects.push_back(std::move(effect));
    }
    if (rule.effects.empty())
      sink_.warning(r.name.range, "W-NO-EFFECT", "rule '" + rule.name + "' has no effect",
                    "add require, reject, warn, note, invalid, recommend or prefer");
    program_.rules.push_back(std::move(rule));
  }

  void declare_columns(const syntax::ColumnsDecl& c) {
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

  // `within ERROR`: a fraction (a percentage, or a let holding one) that may differ per GPU.
  std::optional<TExpr> expected_error(const syntax::Expr* error) {
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

  void declare_chart(const syntax::ChartDecl& c) {
    if (!first_definition(scope_.chart_titles, "chart", c.title.name, c.title.range)) return;
    Chart chart{c.title.name, c.title.range, chart_axis(c.x), chart_axis(c.y)};
    if (!chart.x.value.type.is_error() && !chart.y.value.type.is_error()) program_.charts.push_back(std::move(chart));
  }

  ChartAxis chart_axis(const syntax::ChartAxis& axis) {
    TExpr value = exprs_->check_as(*axis.ref, ExprContext::Rule, TypeKind::Number, "a chart axis");
    return {axis.alias.name.empty() ? as_written(*axis.ref) : axis.alias.name, std::move(value)};
  }

  // A reference as the user wrote it: "gpu.price", "relative_speed".
  static std::string as_written(const syntax::Expr& ref) {
    if (ref.kind == syntax::ExprKind::Ident) return ref.text;
    std::string s;
    for (const auto& p : ref.path()) s += (s.empty() ? "" : ".") + p;
    return s;
  }

  void declare_test(const syntax::TestDecl& t) {
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

  bool known_entity(const syntax::TestItem& item, int kind, const std::string& word) {
    if (scope_.entity_names[kind - 1].count(item.text)) return true;
    std::vector<std::string> known;
    for (const auto& [n, _] : scope_.entity_names[kind - 1]) known.push_back(n);
    sink_.error(item.range, "E-UNKNOWN-NAME", "no " + word + " is called \"" + item.text + "\"",
                base::did_you_mean(item.text, known));
    return false;
  }

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
  std::vector<int> checking_;  // lets being checked, innermost last
  WorkloadNetworks networks_{program_, sink_, scope_.networks};
};

}  // namespace

CheckScope check_modules(CheckedProgram& program, const std::vector<syntax::Module*>& modules,
                         base::DiagnosticSink& sink) {
  Checker checker(program, sink, {});
  checker.run(modules);
  check_facts(program, {modules.begin(), modules.end()}, sink);
  return checker.take_scope();
}

bool checkable_alone(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) {
    if (!m->enums.empty() || !m->schemas.empty() || !m->blocks.empty() || !m->networks.empty() ||
        !m->references.empty() || !m->facts.empty())
      return false;
    for (const auto& e : m->entities)
      if (e.kind == EntityKind::Gpu) return false;
    for (const auto& l : m->lets)
      if (is_layer_cost(l)) return false;
  }
  return true;
}

CheckScope check_more(CheckedProgram& program, CheckScope scope, const std::vector<syntax::Module*>& modules,
                      base::DiagnosticSink& sink) {
  Checker checker(program, sink, std::move(scope));
  checker.run(modules);
  check_cites(program, {modules.begin(), modules.end()}, sink);
  return checker.take_scope();
}

}  // namespace advise::check
