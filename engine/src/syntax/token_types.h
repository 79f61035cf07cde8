#pragma once
// Token types the parse looks at directly, found once in the generated grammar (its vocabulary
// and its ATN) rather than written here. Internal to syntax/.
#include <cstddef>
#include <string>

namespace advise::syntax {

// The type of the token spelt `literal` in the grammar, quotes included ("'{'"); 0 when the
// grammar has no such token, so that a literal the grammar lost matches nothing.
std::size_t literal_type(const std::string& literal);

// Whether a token can begin an entity declaration (the first set of the grammar's entityDecl).
bool begins_entity(std::size_t type);

}  // namespace advise::syntax
