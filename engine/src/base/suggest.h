#pragma once
// "did you mean ...?" for unknown names.
#include <string>
#include <vector>

namespace advise::base {

// The candidate closest to `name` by edit distance, if close enough to be a plausible typo, else
// one that names the same concept in other words (a word of a multi-word name: num_gpus ->
// gpus; or begun by its first word: seq_len -> sequence); returns "" otherwise. Ties go to the alphabetically first candidate (deterministic output).
std::string closest_name(const std::string& name, const std::vector<std::string>& candidates);

// "did you mean 'x'?" or "".
std::string did_you_mean(const std::string& name, const std::vector<std::string>& candidates);

}  // namespace advise::base
