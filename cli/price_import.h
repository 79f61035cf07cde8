#pragma once
// `advise prices import`: price tables in, quotes of catalog cards out (docs/prices.md). Two
// layouts, told apart by their header: SkyPilot's public cloud catalogs (one row per instance
// type and region, its price for all its accelerators) and the project's own table of street,
// used and rent prices (one row per quote).
#include <string>
#include <vector>

#include "advise/diagnostic.h"
#include "advise/prices.h"

namespace advise::cli {

struct ImportOptions {
  std::string date;       // --date: the quotes' date where a table has none (SkyPilot's)
  std::string provider;   // --provider: the seller's name; default the table's folder (SkyPilot) or file name
  std::string condition;  // --condition new|used|rent|spot: only these quotes (or, in the own layout, where a row names none)
};

// One quote read from a table, for a catalog card.
struct ImportedQuote {
  std::string card;
  std::string kind;       // "price", "rent" or "spot"
  double value = 0;       // USD, or USD per GPU-hour
  std::string date;       // YYYY-MM-DD (or YYYY-MM)
  std::string condition;  // "new", "used" or "" (rents)
  std::string seller;     // "lambda us-east-1"
  std::string provider;   // the table's provider, which names the overlay file
  std::string origin;     // "table.csv:12", and the row's source when it names one
};

struct ImportResult {
  std::vector<ImportedQuote> quotes;
  std::vector<Diagnostic> diagnostics;  // located in the tables; every bad row is one and is left out
  std::size_t rows = 0, skipped_without_gpu = 0;
};

// Reads one table (its text, named `path`) against the catalog's card names.
void import_table(const std::string& path, const std::string& text, const std::vector<CardNames>& cards,
                  const ImportOptions& options, ImportResult& result);

// The quotes as `quotes` blocks of the fields `fields` names, the cheapest per card, field, seller,
// condition and date; `header` is the file's opening comment.
std::string overlay_text(const std::vector<ImportedQuote>& quotes, const PriceFields& fields, const std::string& header);

}  // namespace advise::cli
