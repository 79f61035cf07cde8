#pragma once
// Which quote of a dated field is in force at a date, over a GPU's own timeline or over the
// quotes of every GPU laid side by side (DatedColumn).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace advise::eval {

// Per condition (new, used ...) and seller, the latest quote at or before the date (a timeline is
// sorted by date), then the cheapest of those: the cheapest provider's current rent. A new price or
// a rent (any quote not "used") is current only until the end of production `ended` (if quoted
// before it) or a later quote of any condition by the same seller: a card sold used in 2026 has
// no 2022 new price any more. A card has few quotes: a linear scan.
// `Timeline` has size(), date(i), used(i), same_condition(i, j), same_seller(i, j) and number(i).
template <class Timeline>
std::optional<std::size_t> quote_in_force(const Timeline& t, std::int32_t as_of, std::int32_t ended) {
  std::optional<std::size_t> best;
  for (std::size_t i = 0; i < t.size() && t.date(i) <= as_of; ++i) {
    const bool sold_new = !t.used(i);
    // A quote made after the end of production (a rent of a card out of production) stands.
    if (sold_new && as_of > ended && t.date(i) <= ended) continue;
    bool superseded = false;
    for (std::size_t j = i + 1; j < t.size() && t.date(j) <= as_of && !superseded; ++j)
      superseded = t.same_seller(j, i) && (t.same_condition(j, i) || (sold_new && t.date(j) > t.date(i)));
    if (!superseded && (!best || t.number(i) < t.number(*best))) best = i;
  }
  return best;
}

// A dated numeric field's quotes of every GPU of a GpuOrder, in its order, side by side: read
// from the entities, scattered over the heap, a price was most of a large query's time.
struct DatedColumn {
  struct Quote {
    std::int32_t date;
    std::uint16_t condition;  // index into `conditions`
    bool present;
    double number;
    std::uint32_t seller;     // index into `sellers`
  };
  std::vector<std::string> conditions;
  std::vector<std::string> sellers;
  std::uint16_t used_condition = UINT16_MAX;  // the index of "used" in `conditions`, if it is there
  std::vector<std::uint32_t> first;  // per GPU, its first quote; then the end of the last one
  std::vector<Quote> quotes;

  // The quotes of the GPU at place k of the order, as a Timeline for quote_in_force().
  struct Timeline {
    const Quote* quotes;
    std::size_t count;
    std::uint16_t used_condition;  // the index of "used", or one no quote has
    std::size_t size() const { return count; }
    std::int32_t date(std::size_t i) const { return quotes[i].date; }
    bool used(std::size_t i) const { return quotes[i].condition == used_condition; }
    bool same_condition(std::size_t i, std::size_t j) const { return quotes[i].condition == quotes[j].condition; }
    bool same_seller(std::size_t i, std::size_t j) const { return quotes[i].seller == quotes[j].seller; }
    double number(std::size_t i) const { return quotes[i].number; }
  };
  Timeline timeline(std::size_t k) const { return {quotes.data() + first[k], first[k + 1] - first[k], used_condition}; }
};

}  // namespace advise::eval
