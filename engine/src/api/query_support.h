#pragma once
// What the API's entry points share: finding a declared workload or situation by name, the
// located errors of a bad query, the query date, and the listing of declared entities.
#include <cstdint>
#include <string>
#include <vector>

#include "advise/diagnostic.h"
#include "advise/engine.h"
#include "ir/checked_program.h"

namespace advise {

std::vector<EntityInfo> infos(const ir::CheckedProgram& p, const std::vector<ir::Entity>& entities);
const ir::Entity* find_entity(const std::vector<ir::Entity>& entities, const std::string& name);
Diagnostic query_error(std::string code, std::string message, std::string hint = {});
// "known: \"a\", \"b\"" for an unknown name's hint.
std::string names_hint(const std::vector<ir::Entity>& entities);
// Resolves an "as of" date: empty means the newest date any fact mentions.
bool resolve_as_of(const ir::CheckedProgram& p, const std::string& text, std::int32_t& days,
                   std::vector<Diagnostic>& diagnostics);

}  // namespace advise
