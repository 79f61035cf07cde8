// schema_fields(): the declared fields of each kind of entity, for forms and bindings.
#include "advise/engine.h"
#include "api/program.h"

namespace advise {
namespace {

const char* kind_name(ir::TypeKind kind) {
  switch (kind) {
    case ir::TypeKind::Number: return "number";
    case ir::TypeKind::Bool: return "bool";
    case ir::TypeKind::String: return "string";
    case ir::TypeKind::Date: return "date";
    case ir::TypeKind::Enum: return "enum";
    case ir::TypeKind::Shape: return "shape";
    case ir::TypeKind::List: return "list";
    case ir::TypeKind::Error: break;
  }
  return "error";
}

// The entity kind a schema name declares; false for a name that is none.
bool entity_kind(const std::string& name, ir::Kind& kind) {
  static const std::pair<const char*, ir::Kind> kinds[] = {
      {"gpu", ir::Kind::Gpu}, {"workload", ir::Kind::Workload}, {"situation", ir::Kind::Situation},
      {"measured", ir::Kind::Measured}};
  for (const auto& [text, k] : kinds)
    if (name == text) {
      kind = k;
      return true;
    }
  return false;
}

}  // namespace

std::vector<FieldInfo> schema_fields(const Program& program, const std::string& kind) {
  ir::Kind k;
  if (!entity_kind(kind, k)) return {};
  const auto& checked = *program.checked;
  std::vector<FieldInfo> fields;
  for (const auto& field : checked.schema(k).fields) {
    FieldInfo info{field.name, kind_name(field.type.kind), ir::describe(field.type, checked.enums), {}, field.dated,
                   field.doc};
    const int enum_id = field.type.enum_id;
    if (enum_id >= 0 && enum_id < static_cast<int>(checked.enums.size())) info.choices = checked.enums[enum_id].members;
    fields.push_back(std::move(info));
  }
  return fields;
}

}  // namespace advise
