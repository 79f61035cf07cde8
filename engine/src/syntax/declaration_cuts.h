#pragma once
// Where a large file can be cut into parts that parse on their own. Internal to syntax/.
#include <cstddef>
#include <string_view>
#include <vector>

namespace advise::syntax {

// Offsets, increasing, that cut an ASCII `text` into up to `parts` parts of about equal size:
// each the start of the first line at or after an equal share of the text that begins an entity
// declaration (`gpu "A100" {`). A line start is never inside a string or a comment, and those three
// tokens begin nothing but a top-level declaration, so in a text without syntax errors each cut is
// between two declarations. Fewer cuts where no such line follows a share.
std::vector<std::size_t> declaration_cuts(std::string_view text, std::size_t parts);

}  // namespace advise::syntax
