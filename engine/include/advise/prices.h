#pragma once
// Prices for tools that keep them fresh (advise prices, its import): which names price tables
// give a catalog card, where quotes go, and each card's quote history at a date.
#include <cstdint>
#include <string>
#include <vector>

#include "advise/diagnostic.h"

namespace advise {

class Program;

// A catalog card and every name a table may call it by: its name, the catalog's cuda_names and
// aliases (the fields with those roles), as written.
struct CardNames {
  std::string card;
  std::vector<std::string> names;
};
std::vector<CardNames> card_names(const Program& program);

// The gpu schema's fields with the roles purchase_price, rent_price and spot_rent_price; "" for
// a role no dated field plays.
struct PriceFields {
  std::string price, rent, spot_rent;
};
PriceFields price_fields(const Program& program);

// One quote of a dated field, and whether it is the one in force at the date asked.
struct QuoteRow {
  std::string field;      // "rent"
  std::string date;       // "2026-11-20"
  std::string condition;  // "new", "used" or ""
  std::string seller;     // "lambda us-east-1" or ""
  double value = 0;       // in base units (USD, USD per second)
  std::string text;       // "2.49 USD/h"
  bool in_force = false;
  std::int32_t age_days = 0;  // at the date asked
};
struct QuoteHistory {
  std::string gpu;
  std::vector<QuoteRow> quotes;  // per dated field (schema order), by date
};
struct PriceListing {
  std::string as_of;
  std::vector<QuoteHistory> gpus;  // in name order; those with no quote are left out
  std::vector<Diagnostic> diagnostics;  // a bad date, an unknown GPU
};
// Every quote of the price fields of `gpu` ("" for every card that has any), as of `as_of`
// ("" for the latest date the program knows).
PriceListing list_prices(const Program& program, const std::string& as_of, const std::string& gpu);

}  // namespace advise
