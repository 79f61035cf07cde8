// libFuzzer target: `advise prices import`'s reading of a price table (cli/price_import.h). The
// input is the table. Whatever its bytes, the import ends; every error it reports is located
// (line and column from 1); and the overlay it writes from the rows it kept always parses, so the
// file it leaves in catalog/prices can never stop the catalog from loading.
#include <cstddef>
#include <cstdint>
#include <string>

#include "advise/format.h"
#include "price_import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<advise::CardNames> cards = {
      {"H100 SXM", {"H100 SXM", "H100", "NVIDIA H100 80GB HBM3"}},
      {"RTX 4090", {"RTX 4090"}},
      {"A100 80GB SXM", {"A100 80GB SXM", "A100-80GB"}}};
  advise::cli::ImportOptions options;
  options.date = "2026-11-20";
  options.provider = "fuzz";
  advise::cli::ImportResult result;
  advise::cli::import_table("fuzz.csv", std::string(reinterpret_cast<const char*>(data), size), cards, options, result);
  for (const auto& d : result.diagnostics)
    if (d.location.line < 1 || d.location.column < 1) __builtin_trap();
  if (!result.quotes.empty()) {
    const auto overlay = advise::cli::overlay_text(result.quotes, {"price", "rent", "spot_rent"}, "# fuzz\n");
    if (!advise::format_text(overlay, "overlay.dsl").ok) __builtin_trap();
  }
  return 0;
}
