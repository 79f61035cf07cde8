#include "syntax/declaration_cuts.h"

#include "AdviceLexer.h"
#include "syntax/table_lexer.h"
#include "syntax/token_types.h"

namespace advise::syntax {
namespace {

bool line_begins_entity(std::string_view line_onwards) {
  static const std::size_t open_brace = literal_type("'{'");
  const auto types = TableLexer::leading_types(line_onwards, 3);
  return types.size() == 3 && begins_entity(types[0]) && types[1] == AdviceLexer::STRING &&
         types[2] == open_brace;
}

// The first line start in [from, to) that begins an entity declaration; `to` when none does.
std::size_t entity_line_after(std::string_view text, std::size_t from, std::size_t to) {
  std::size_t at = text.find('\n', from);
  while (at != std::string_view::npos && at + 1 < to) {
    if (line_begins_entity(text.substr(at + 1))) return at + 1;
    at = text.find('\n', at + 1);
  }
  return to;
}

}  // namespace

std::vector<std::size_t> declaration_cuts(std::string_view text, std::size_t parts) {
  std::vector<std::size_t> cuts;
  for (std::size_t k = 1; k < parts; ++k) {
    const std::size_t share = text.size() / parts * k;
    const std::size_t next_share = k + 1 < parts ? text.size() / parts * (k + 1) : text.size();
    const std::size_t from = cuts.empty() ? share : std::max(share, cuts.back());
    const std::size_t cut = entity_line_after(text, from, next_share);
    if (cut < next_share) cuts.push_back(cut);
  }
  return cuts;
}

}  // namespace advise::syntax
