// advise prices: each card's quotes and which one applies at a date; `advise prices import`
// turns price tables into a dated overlay the catalog loads (docs/prices.md).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "advise/format.h"
#include "advise/prices.h"
#include "cli_common.h"
#include "file_writer.h"
#include "options.h"
#include "price_import.h"

namespace advise::cli {
namespace {

std::string quote_line(const QuoteRow& q) {
  std::string line = q.field + " " + q.text + " @ " + q.date + (q.condition.empty() ? "" : " " + q.condition) +
                     (q.seller.empty() ? "" : " from \"" + q.seller + "\"");
  if (q.in_force) line += "   <- in force, " + std::to_string(q.age_days) + " days old";
  return line;
}

int list(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string as_of, gpu;
  po::options_description options("advise prices options");
  add_source_options(options, sources);
  options.add_options()
      ("as-of", po::value(&as_of), "the date asked about (default: the latest the program knows)")
      ("gpu", po::value(&gpu), "one card's whole quote history; without it, every card's quotes in force");
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise prices [options] [FILE...]\n       advise prices import FILE... [options]\n", code))
    return code;
  auto program = load_or_report(files, sources);
  if (!program) return kExitBadInput;
  const PriceListing listing = list_prices(*program, as_of, gpu);
  if (has_errors(listing.diagnostics)) {
    print_diagnostics(listing.diagnostics);
    return kExitBadInput;
  }
  std::cout << "prices as of " << listing.as_of << (gpu.empty() ? " (quotes in force; --gpu NAME: a card's history)" : "") << "\n";
  for (const auto& card : listing.gpus) {
    std::string lines;
    for (const auto& q : card.quotes)
      if (!gpu.empty() || q.in_force) lines += "  " + quote_line(q) + "\n";
    if (!lines.empty()) std::cout << card.gpu << "\n" << lines;
  }
  return kExitOk;
}

// Where the overlay goes: --out, else the catalog/prices folder of a checkout or `advise init` copy.
std::string output_folder(const std::string& out) {
  if (!out.empty()) return out;
  if (std::filesystem::exists("catalog/schema.dsl")) return "catalog/prices";
  return "";
}

bool read_text(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  text = s.str();
  return true;
}

bool write_overlay(const std::string& folder, const std::string& provider, const std::vector<ImportedQuote>& quotes,
                   const PriceFields& fields, const std::vector<std::string>& tables) {
  std::string date;
  for (const auto& q : quotes) date = std::max(date, q.date);
  std::string header = "# Written by `advise prices import` from";
  for (const auto& t : tables)
    if (std::any_of(quotes.begin(), quotes.end(), [&](const ImportedQuote& q) { return q.origin.rfind(t + ":", 0) == 0; }))
      header += " " + t;
  header += ": " + provider + "'s " + std::to_string(quotes.size()) +
            " quotes, per GPU (an instance's price divided by its GPUs), the cheapest per card, seller and date.\n";
  const auto formatted = format_text(overlay_text(quotes, fields, header), provider + "-" + date + ".dsl");
  if (!formatted.ok) {
    print_diagnostics(formatted.diagnostics);
    return false;
  }
  const std::string path = (std::filesystem::path(folder) / (provider + "-" + date + ".dsl")).string();
  if (const std::string why = FileWriter(folder).write(path, formatted.text); !why.empty()) {
    std::cerr << "advise prices import: " << path << ": " << why << "\n";
    return false;
  }
  std::cerr << "wrote " << path << "\n";
  return true;
}

int import(const std::vector<std::string>& args) {
  SourceOptions sources;
  ImportOptions settings;
  std::string out;
  po::options_description options("advise prices import options");
  add_data_options(options, sources);
  options.add_options()
      ("date", po::value(&settings.date), "the quotes' date, YYYY-MM-DD (needed for SkyPilot's tables, which have none)")
      ("provider", po::value(&settings.provider), "the seller's name (default: the table's folder for SkyPilot's, else its file name)")
      ("condition", po::value(&settings.condition), "new, used, rent or spot: import only these quotes")
      ("out", po::value(&out), "the folder to write <provider>-<date>.dsl in (default: catalog/prices of a checkout)");
  std::vector<std::string> tables;
  int code = kExitOk;
  if (!parse_command(args, options, tables, "usage: advise prices import FILE... [options]\n", code)) return code;
  if (tables.empty()) {
    std::cerr << "advise prices import: name the price tables to read (CSV files; docs/prices.md)\n";
    return kExitBadInput;
  }
  const std::string folder = output_folder(out);
  if (folder.empty()) {
    std::cerr << "advise prices import: no catalog/ here to write into: say where with --out FOLDER\n";
    return kExitBadInput;
  }
  auto program = load_or_report({}, sources);
  if (!program) return kExitBadInput;
  const auto cards = card_names(*program);
  ImportResult result;
  for (const auto& path : tables) {
    std::string text;
    if (!read_text(path, text)) {
      result.diagnostics.push_back({Severity::Error, "E-FILE", "cannot read the price table", {path, 0, 0, 1}, "", ""});
      continue;
    }
    import_table(path, text, cards, settings, result);
  }
  sort_diagnostics(result.diagnostics);
  print_diagnostics(result.diagnostics);
  if (result.quotes.empty()) {
    std::cerr << "advise prices import: no quote read from " << result.rows << " rows; nothing written\n";
    return kExitBadInput;
  }
  const PriceFields fields = price_fields(*program);
  for (const auto& q : result.quotes)
    if ((q.kind == "price" ? fields.price : q.kind == "rent" ? fields.rent : fields.spot_rent).empty()) {
      std::cerr << "advise prices import: the catalog's gpu schema has no dated field with the role for " << q.kind
                << " quotes (purchase_price, rent_price, spot_rent_price)\n";
      return kExitBadInput;
    }
  // One overlay per provider, named by its latest quote's date.
  std::map<std::string, std::vector<ImportedQuote>> by_provider;
  for (const auto& q : result.quotes) by_provider[q.provider].push_back(q);
  for (const auto& [provider, quotes] : by_provider)
    if (!write_overlay(folder, provider, quotes, fields, tables)) return kExitBadInput;
  std::cerr << result.quotes.size() << " quotes from " << result.rows << " rows"
            << (result.skipped_without_gpu ? " (" + std::to_string(result.skipped_without_gpu) + " without a GPU left out)" : "")
            << (has_errors(result.diagnostics) ? "; the rows with errors above are left out" : "") << "\n";
  return has_errors(result.diagnostics) ? kExitBadInput : kExitOk;
}

}  // namespace

int run_prices(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "import") return import({args.begin() + 1, args.end()});
  return list(args);
}

}  // namespace advise::cli
