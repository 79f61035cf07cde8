// "did you mean" for unknown names (engine/src/base/suggest.cpp): typos, and the same concept
// in other words.
#include <doctest/doctest.h>

#include "base/suggest.h"

using advise::base::closest_name;

TEST_CASE("a typo gets the nearest name") {
  CHECK(closest_name("precison", {"precision", "prompt", "batch"}) == "precision");
  CHECK(closest_name("zzzzzz", {"precision", "prompt", "batch"}).empty());
}

TEST_CASE("a name made of words gets the candidate that is one of its words before one its first word begins") {
  CHECK(closest_name("batch_size", {"batch", "batching", "gpus"}) == "batch");
  CHECK(closest_name("num_gpus", {"gpus", "batch"}) == "gpus");
  CHECK(closest_name("trainable_parameters", {"parameters", "batch"}) == "parameters");
}

TEST_CASE("of names the first word begins, the nearest") {
  CHECK(closest_name("lora_r", {"lora_rank", "lora_targets"}) == "lora_rank");
  CHECK(closest_name("seq_len", {"sequence", "batch"}) == "sequence");
}
