// advise::card_names, price_fields, list_prices: what `advise prices` and its import read.
#include "advise/prices.h"

#include "advise/report.h"
#include "api/program.h"
#include "api/query_support.h"
#include "base/suggest.h"
#include "eval/candidates.h"

namespace advise {
namespace {

std::string field_with_role(const ir::Schema& schema, ir::Role role) {
  const int f = schema.find(role);
  return f >= 0 && schema.fields[static_cast<std::size_t>(f)].dated ? schema.fields[static_cast<std::size_t>(f)].name
                                                                     : "";
}

void add_strings(const ir::Entity& gpu, int field, std::vector<std::string>& out) {
  if (field < 0 || !gpu.fields[static_cast<std::size_t>(field)].set) return;
  const ir::Value& v = gpu.fields[static_cast<std::size_t>(field)].value;
  if (v.items.empty()) out.push_back(v.text);
  for (const auto& item : v.items) out.push_back(item.text);
}

}  // namespace

std::vector<CardNames> card_names(const Program& program) {
  const auto& p = *program.checked;
  const auto& schema = p.schema(ir::Kind::Gpu);
  std::vector<CardNames> out;
  for (const auto& gpu : p.gpus) {
    CardNames card{gpu.name, {gpu.name}};
    add_strings(gpu, schema.find(ir::Role::CudaNames), card.names);
    add_strings(gpu, schema.find(ir::Role::Aliases), card.names);
    out.push_back(std::move(card));
  }
  return out;
}

PriceFields price_fields(const Program& program) {
  const auto& schema = program.checked->schema(ir::Kind::Gpu);
  return {field_with_role(schema, ir::Role::PurchasePrice), field_with_role(schema, ir::Role::RentPrice),
          field_with_role(schema, ir::Role::SpotRentPrice)};
}

PriceListing list_prices(const Program& program, const std::string& as_of, const std::string& gpu) {
  PriceListing listing;
  const auto& p = *program.checked;
  std::int32_t days = 0;
  if (!resolve_as_of(p, as_of, days, listing.diagnostics)) return listing;
  listing.as_of = ir::format_date(days);
  const auto table = eval::build_candidates(p, *program.gpus_by_name, days);
  const auto& schema = p.schema(ir::Kind::Gpu);
  std::vector<std::size_t> fields;
  for (ir::Role role : {ir::Role::PurchasePrice, ir::Role::RentPrice, ir::Role::SpotRentPrice})
    if (const int f = schema.find(role); f >= 0 && schema.fields[static_cast<std::size_t>(f)].dated)
      fields.push_back(static_cast<std::size_t>(f));
  std::vector<std::size_t> rows;
  if (gpu.empty()) {
    for (std::size_t row = 0; row < table.size(); ++row) rows.push_back(row);
  } else if (auto row = table.row_of(gpu)) {
    rows.push_back(*row);
  } else {
    std::vector<std::string> names;
    for (const auto& g : p.gpus) names.push_back(g.name);
    listing.diagnostics.push_back(query_error("E-UNKNOWN-GPU", "no GPU called '" + gpu + "' is in the catalog as of " +
                                                                   listing.as_of, base::did_you_mean(gpu, names)));
    return listing;
  }
  for (std::size_t row : rows) {
    const auto& card = p.gpus[static_cast<std::size_t>(table.gpu(row))];
    QuoteHistory history{card.name, {}};
    for (std::size_t f : fields) {
      const ir::DatedValue* in_force = table.quote_at(f, row);
      const auto& field = schema.fields[f];
      for (const auto& q : card.fields[f].timeline)
        if (q.date <= days)
          history.quotes.push_back({field.name, ir::format_date(q.date), q.condition, q.seller, q.value.number,
                                    format_quantity(q.value.number, field.type.dimension), &q == in_force, days - q.date});
    }
    if (!history.quotes.empty()) listing.gpus.push_back(std::move(history));
  }
  return listing;
}

}  // namespace advise
