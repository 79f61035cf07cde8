// advise prices and advise prices import, run as a user runs them, on the fixture tables of
// tests/data/prices (docs/prices.md).
#include <filesystem>

#include "cli_run.h"
#include "read_file.h"

namespace {

const std::string kTables = "tests/data/prices/lambda/vms.csv tests/data/prices/street.csv";

}  // namespace

TEST_CASE("prices import writes one overlay per provider, as expected/ holds it, and locates every bad row") {
  const auto folder = temporary_folder();
  const auto r = advise("prices import " + kTables + " --date 2026-11-20 --out " + folder.string());
  CHECK(r.status == 2);  // rows with errors: reported, left out, the rest written
  for (const char* name : {"lambda-2026-11-20.dsl", "street-2026-11-20.dsl"}) {
    INFO(name);
    REQUIRE(std::filesystem::exists(folder / name));
    CHECK(read(folder / name) == read(std::filesystem::path("tests/data/prices/expected") / name));
  }
  // Each malformed fixture row, at its cell.
  for (const char* located : {
           "tests/data/prices/lambda/vms.csv:7:12: error[E-UNKNOWN-GPU]: 'T4' is no card of the catalog",
           "tests/data/prices/lambda/vms.csv:8:12: error[E-UNKNOWN-GPU]: 'T4' again",
           "tests/data/prices/lambda/vms.csv:9:27: error[E-PRICE-TABLE]: Price 'abc' is not a positive number",
           "tests/data/prices/lambda/vms.csv:10:18: error[E-PRICE-TABLE]: AcceleratorCount '0' is not a positive number",
           "tests/data/prices/street.csv:4:19: error[E-DATE]: '2026-11-31' is not a valid date",
           "tests/data/prices/street.csv:5:14: error[E-PRICE-TABLE]: currency 'EUR': only USD prices are read",
           "tests/data/prices/street.csv:6:29: error[E-PRICE-TABLE]: condition 'refurbished' is none of new, used, rent, spot",
           "tests/data/prices/street.csv:7:1: error[E-UNKNOWN-GPU]: 'Radeon RX 7900 XTX' is no card of the catalog"})
    CHECK_MESSAGE(contains(r.out, located), located);
  CHECK(contains(r.out, "did you mean 'AMD Radeon RX 7900 XTX'?"));
  // Nothing else of the files is lost: every good row is a quote (the CPU row is counted apart).
  CHECK(contains(r.out, "8 quotes from 16 rows (1 without a GPU left out)"));
}

TEST_CASE("prices import refuses a table whose header it cannot read, naming the columns") {
  const auto folder = temporary_folder();
  auto missing = advise("prices import tests/data/prices/missing-columns.csv --date 2026-11-20 --out " + folder.string());
  CHECK(missing.status == 2);
  CHECK(contains(missing.out, "missing-columns.csv:1:1: error[E-PRICE-TABLE]: the header lacks the column(s) region"));
  auto unknown = advise("prices import tests/data/prices/unknown-layout.csv --out " + folder.string());
  CHECK(unknown.status == 2);
  CHECK(contains(unknown.out, "unknown-layout.csv:1:1: error[E-PRICE-TABLE]: a header with neither SkyPilot's columns nor advise's"));
  auto undated = advise("prices import tests/data/prices/lambda/vms.csv --out " + folder.string());
  CHECK(undated.status == 2);
  CHECK(contains(undated.out, "--date YYYY-MM-DD"));
  CHECK(std::filesystem::is_empty(folder));
}

TEST_CASE("prices lists a card's quote history and marks the one in force with its age") {
  const auto r = advise("prices tests/data/prices/expected/lambda-2026-11-20.dsl --gpu \"H100 SXM\" --as-of 2026-11-25");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "rent 0.99 USD/h @ 2026-11-20 from \"lambda us-east-1\"   <- in force, 5 days old"));
  CHECK(contains(r.out, "spot_rent 0.89 USD/h @ 2026-11-20 from \"lambda us-west-3\"   <- in force, 5 days old"));
  const auto before = advise("prices tests/data/prices/expected/lambda-2026-11-20.dsl --gpu \"H100 SXM\" --as-of 2026-11-19");
  CHECK(!contains(before.out, "lambda"));
  const auto unknown = advise("prices --gpu \"H100 SXMM\"");
  CHECK(unknown.status == 2);
  CHECK(contains(unknown.out, "did you mean 'H100 SXM'?"));
}

TEST_CASE("a renting report says which quote it used and how old it is") {
  const auto r = advise("examples/imagenet-resnet50.dsl tests/data/prices/expected/lambda-2026-11-20.dsl "
                        "--situation \"rent for a project\" --as-of 2026-11-25 --top 1 --format json");
  CHECK(r.status == 0);
  CHECK(contains(r.out, "\"rent_quote\": \"0.99 USD/h, lambda us-east-1 on-demand, quoted 2026-11-20\""));
}
