// The checker (checker_impl.h): GPUs, workloads, situations and measured blocks: their property values, dated timelines and networks.
#include "check/checker_impl.h"

namespace advise::check::checking {

bool Checker::within_bound(const syntax::Expr& e, const Field& field, const Value& value) {
  if (!field.bound || field.bound->admits(value.number)) return true;
  const std::string written(program_.files.line(e.range.file, e.range.line).substr(e.range.column - 1, e.range.length));
  sink_.error(e.range, "E-RANGE", field.name + " " + written + " is impossible: it must be " + field.bound->text,
              "the schema says so at " + where(program_, field.range));
  return false;
}

std::optional<Value> Checker::property_value(const syntax::Expr& e, const Field& field) {
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
  if (e.kind == syntax::ExprKind::Ident && expected_enum.kind == TypeKind::Bool) {
    // A bare word where a yes-or-no belongs: say what the property takes, not that the word is no let.
    sink_.error(e.range, "E-TYPE", field.name + " takes true or false, not '" + e.text + "'",
                "write " + field.name + " true or " + field.name + " false");
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

void Checker::fill_fields(const syntax::EntityDecl& e, const Schema& schema, FieldValues& out,
                 const Schema* fallback, FieldValues* fallback_out) {
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
    if (field.dated) fill_timeline(p, field, fv, e.kind != EntityKind::Gpu && e.kind != EntityKind::Quotes);
    else fill_value(p, field, fv);
  }
}

void Checker::fill_timeline(const syntax::Property& p, const Field& field, FieldValue& fv, bool undated_ok) {
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
    fv.timeline.push_back({days, item.dated->condition, *v, item.dated->seller});
  }
  std::stable_sort(fv.timeline.begin(), fv.timeline.end(),
                   [](const DatedValue& a, const DatedValue& b) { return a.date < b.date; });
  fv.set = !fv.timeline.empty();
}

void Checker::fill_value(const syntax::Property& p, const Field& field, FieldValue& fv) {
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

void Checker::declare_block(const syntax::BlockDecl& b) {
  const auto& kinds = nn::layer_kinds();
  if (std::find(kinds.begin(), kinds.end(), b.name.name) != kinds.end()) {
    sink_.error(b.name.range, "E-DUPLICATE", "'" + b.name.name + "' is a layer the engine computes; a block cannot take its name");
    return;
  }
  if (!first_definition(scope_.block_names, "block", b.name.name, b.name.range)) return;
  networks_.declare_block(block_spec(b));
}

void Checker::declare_network(const syntax::NetworkDecl& n) {
  if (!first_definition(scope_.network_names, "network", n.name.name, n.name.range)) return;
  networks_.declare(network_spec(n));
}

void Checker::reserve_gpus(const std::vector<syntax::Module*>& modules) {
  std::size_t declared = 0;
  for (const syntax::Module* m : modules)
    for (const auto& e : m->entities) declared += e.kind == EntityKind::Gpu ? 1 : 0;
  program_.gpus.reserve(program_.gpus.size() + declared);
}

void Checker::declare_entity(const syntax::EntityDecl& e) {
  static const char* words[] = {"gpu", "workload", "situation"};
  const int k = static_cast<int>(kind_of(e.kind));
  if (!first_definition(k == 0 ? gpus_seen_ : scope_.entity_names[k - 1], words[k], e.name.name, e.name.range)) return;
  Entity entity{e.name.name, e.name.range, {}};
  fill_fields(e, program_.schemas[k], entity.fields);
  if (e.kind == EntityKind::Workload) entity.network = networks_.resolve(e.name.name, entity.fields);
  if (k == 0) program_.gpus.push_back(std::move(entity));
  else (k == 1 ? program_.workloads : program_.situations).push_back(std::move(entity));
}

int Checker::measured_gpu(const syntax::EntityDecl& e, const FieldValues& fields) {
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

void Checker::declare_measurement(const syntax::EntityDecl& e) {
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

void Checker::check_networks(const std::vector<syntax::Module*>& modules) {
  networks_.add_costs(layer_costs({modules.begin(), modules.end()}, sink_));
  for (const syntax::Module* m : modules) for (const auto& b : m->blocks) declare_block(b);
  for (const syntax::Module* m : modules) for (const auto& n : m->networks) declare_network(n);
}

// Frees each GPU, workload and situation declaration's properties once its fields are filled:
// nothing reads them again, and a large catalog's declarations were most of the load's peak
// memory. Measured blocks come after every GPU, which they name.
void Checker::check_entities(const std::vector<syntax::Module*>& modules) {
  reserve_gpus(modules);
  for (syntax::Module* m : modules)
    for (auto& e : m->entities)
      if (e.kind != EntityKind::Measured && e.kind != EntityKind::Quotes) {
        declare_entity(e);
        std::vector<syntax::Property>().swap(e.properties);
      }
  gpus_known_ = true;
  for (const syntax::Module* m : modules)
    for (const auto& e : m->entities) {
      if (e.kind == EntityKind::Measured) declare_measurement(e);
      if (e.kind == EntityKind::Quotes) add_quotes(e);
    }
}

// A quotes block adds dated quotes (a price table's import) to a card the catalog declares,
// merged into its timelines by date; every field it names must be a dated one.
void Checker::add_quotes(const syntax::EntityDecl& e) {
  auto it = std::find(gpu_names().begin(), gpu_names().end(), e.name.name);
  if (it == gpu_names().end()) {
    sink_.error(e.name.range, "E-UNKNOWN-GPU", "quotes for \"" + e.name.name + "\", which the catalog does not list",
                base::did_you_mean(e.name.name, gpu_names()));
    return;
  }
  const Schema& schema = program_.schema(Kind::Gpu);
  FieldValues quotes;
  fill_fields(e, schema, quotes);
  Entity& card = program_.gpus.changed(static_cast<std::size_t>(it - gpu_names().begin()));
  for (std::size_t f = 0; f < quotes.size(); ++f) {
    if (!quotes[f].set) continue;
    if (!schema.fields[f].dated) {
      sink_.error(quotes[f].range, "E-TYPE", "quotes blocks hold dated fields (prices, rents); '" +
                                                 schema.fields[f].name + "' is not one");
      continue;
    }
    FieldValue& timeline = card.fields.slot(f);
    for (auto& q : quotes.slot(f).timeline) timeline.timeline.push_back(std::move(q));
    std::stable_sort(timeline.timeline.begin(), timeline.timeline.end(),
                     [](const DatedValue& a, const DatedValue& b) { return a.date < b.date; });
    if (!timeline.set) timeline.range = quotes[f].range;
    timeline.set = true;
  }
}

}  // namespace advise::check::checking
