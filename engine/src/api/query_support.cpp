#include "api/query_support.h"

#include "ir/types.h"

namespace advise {

std::vector<EntityInfo> infos(const ir::CheckedProgram& p, const std::vector<ir::Entity>& entities) {
  std::vector<EntityInfo> out;
  for (const auto& e : entities) out.push_back({e.name, p.files.path(e.range.file), e.range.line});
  return out;
}

const ir::Entity* find_entity(const std::vector<ir::Entity>& entities, const std::string& name) {
  for (const auto& e : entities)
    if (e.name == name) return &e;
  return nullptr;
}

Diagnostic query_error(std::string code, std::string message, std::string hint) {
  Diagnostic d;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

std::string names_hint(const std::vector<ir::Entity>& entities) {
  std::string s;
  for (const auto& e : entities) s += (s.empty() ? "" : ", ") + ("\"" + e.name + "\"");
  return s.empty() ? "" : "known: " + s;
}

bool resolve_as_of(const ir::CheckedProgram& p, const std::string& text, std::int32_t& days,
                   std::vector<Diagnostic>& diagnostics) {
  if (text.empty()) {
    days = p.latest_date;
    return true;
  }
  if (ir::parse_date(text, days)) return true;
  diagnostics.push_back(query_error("E-DATE", "'" + text + "' is not a valid date", "dates are YYYY-MM or YYYY-MM-DD"));
  return false;
}

}  // namespace advise
