#include "syntax/unit_words.h"

#include "base/suggest.h"
#include "base/unit_table.h"

namespace advise::syntax {

bool is_unit_word(std::string_view word) { return base::find_unit(word).has_value(); }

std::string closest_unit_word(const std::string& word) { return base::closest_name(word, base::unit_words()); }

}  // namespace advise::syntax
