#include "base/suggest.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace advise::base {
namespace {

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t above = row[j];
      bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                  std::tolower(static_cast<unsigned char>(b[j - 1]));
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::vector<std::string> word_parts(const std::string& name) {
  std::vector<std::string> parts(1);
  for (char c : name) {
    if (c == '_' || c == '.' || c == '-') parts.emplace_back();
    else parts.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return parts;
}

// Not a typo but the same concept in other words: a candidate that is one of the name's words
// (trainable_parameters -> parameters, num_gpus -> gpus, batch_size -> batch), or that the name's
// first word begins (seq_len -> sequence). A whole word is the stronger sign (batch_size ->
// batch, not batching); of several alike, the nearest by edit distance (lora_r -> lora_rank, not
// lora_targets), ties to the first in alphabetical order; "" when none.
std::string same_words(const std::string& name, const std::vector<std::string>& candidates) {
  const auto parts = word_parts(name);
  if (parts.size() < 2) return "";
  std::string best;
  std::pair<bool, std::size_t> best_rank;  // (not a whole word, edit distance): smaller is nearer
  for (const auto& c : candidates) {
    std::string lower;
    for (char ch : c) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const bool is_a_word = lower.size() >= 4 && std::find(parts.begin(), parts.end(), lower) != parts.end();
    const bool begun = parts[0].size() >= 3 && lower.size() > parts[0].size() && lower.rfind(parts[0], 0) == 0;
    if (!is_a_word && !begun) continue;
    const std::pair<bool, std::size_t> rank{!is_a_word, edit_distance(name, c)};
    if (best.empty() || rank < best_rank || (rank == best_rank && c < best)) {
      best = c;
      best_rank = rank;
    }
  }
  return best;
}

}  // namespace

std::string closest_name(const std::string& name, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, name.size() / 3) + 1;
  for (const auto& c : candidates) {
    std::size_t d = edit_distance(name, c);
    if (d < best_distance || (d == best_distance && !best.empty() && c < best)) {
      best_distance = d;
      best = c;
    }
  }
  return best.empty() ? same_words(name, candidates) : best;
}

std::string did_you_mean(const std::string& name, const std::vector<std::string>& candidates) {
  auto best = closest_name(name, candidates);
  return best.empty() ? "" : "did you mean '" + best + "'?";
}

}  // namespace advise::base
