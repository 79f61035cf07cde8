// The checker (checker_impl.h): enums and schemas: their names, field types, bounds and roles.
#include "check/checker_impl.h"

namespace advise::check::checking {

bool Checker::first_definition(std::map<std::string, SourceRange>& seen, const std::string& what,
                      const std::string& name, const SourceRange& at) {
  auto [it, inserted] = seen.emplace(name, at);
  if (!inserted)
    sink_.error(at, "E-DUPLICATE", what + " '" + name + "' is already defined at " +
                                       where(program_, it->second));
  return inserted;
}

void Checker::declare_enum(const syntax::EnumDecl& e) {
  if (!first_definition(scope_.enum_names, "enum", e.name.name, e.name.range)) return;
  EnumInfo info{e.name.name, {}, e.ordered};
  for (const auto& m : e.members) {
    if (!first_definition(scope_.member_names, "enum value", m.name, m.range)) continue;
    info.members.push_back(m.name);
  }
  program_.enums.push_back(std::move(info));
}

std::optional<int> Checker::find_enum(const std::string& name) const {
  for (std::size_t i = 0; i < program_.enums.size(); ++i)
    if (program_.enums[i].name == name) return static_cast<int>(i);
  return std::nullopt;
}

std::optional<Type> Checker::field_type(const syntax::TypeSpelling& t, bool& dated) {
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

void Checker::declare_schema(const syntax::SchemaDecl& s) {
  if (s.kind == EntityKind::Quotes) {
    sink_.error(s.range, "E-TYPE", "quotes blocks take the gpu schema's dated fields; they have no schema of their own");
    return;
  }
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

void Checker::assign_role(Schema& schema, Kind kind, const syntax::FieldDecl& f, const Type& type) {
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

std::optional<Bound> Checker::field_bound(const syntax::FieldDecl& f, const Type& type) {
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

void Checker::check_types(const std::vector<syntax::Module*>& modules) {
  for (const syntax::Module* m : modules) for (const auto& e : m->enums) declare_enum(e);
  exprs_.emplace(program_, program_.files, *this, sink_);  // after the enums: it indexes their members
  for (const syntax::Module* m : modules) for (const auto& s : m->schemas) declare_schema(s);
}

}  // namespace advise::check::checking
