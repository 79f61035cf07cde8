#include "price_import.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "csv_table.h"

namespace advise::cli {
namespace {

// Names compared without case, spaces, hyphens or underscores: "A100-80GB" is "a10080gb".
std::string normalised(const std::string& name) {
  std::string out;
  for (char ch : name)
    if (ch != ' ' && ch != '-' && ch != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

std::string lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// A table's rows against the catalog, with the located errors of its cells.
class TableReader {
 public:
  TableReader(const std::string& path, const std::string& text, const std::vector<CardNames>& cards,
              const ImportOptions& options, ImportResult& result)
      : path_(path), text_(text), options_(options), result_(result) {
    for (const auto& card : cards)
      for (const auto& name : card.names) by_name_[normalised(name)].insert(card.card), all_names_.push_back(name);
  }

  void read() {
    const CsvTable table = read_csv(text_);
    if (!table.error.empty()) error("E-PRICE-TABLE", table.error, table.error_line, table.error_column, 1);
    if (table.rows.empty()) return;
    const CsvRow& header = table.rows.front();
    for (std::size_t i = 0; i < header.size(); ++i) columns_[lower(header[i].text)] = i;
    const bool skypilot = columns_.count("acceleratorname") > 0;
    const bool own = columns_.count("card") > 0;
    if (!skypilot && !own) {
      error("E-PRICE-TABLE", "a header with neither SkyPilot's columns nor advise's", 1, 1, header.front().text.size(),
            "SkyPilot: InstanceType, AcceleratorName, AcceleratorCount, Price, SpotPrice, Region; "
            "advise: card, price, currency, date, condition, seller, source (docs/prices.md)");
      return;
    }
    if (!has_columns(header, skypilot ? std::vector<std::string>{"acceleratorname", "acceleratorcount", "price", "region"}
                                      : std::vector<std::string>{"card", "price", "currency", "date", "condition"}))
      return;
    if (skypilot && options_.date.empty()) {
      error("E-PRICE-TABLE", "SkyPilot's tables have no date column: say when they were taken with --date YYYY-MM-DD",
            1, 1, header.front().text.size());
      return;
    }
    for (std::size_t r = 1; r < table.rows.size(); ++r) {
      ++result_.rows;
      skypilot ? skypilot_row(table.rows[r]) : own_row(table.rows[r]);
    }
  }

 private:
  const CsvCell* cell(const CsvRow& row, const std::string& column) const {
    const auto it = columns_.find(column);
    if (it == columns_.end()) return nullptr;
    static const CsvCell empty;
    return it->second < row.size() ? &row[it->second] : &empty;
  }

  bool has_columns(const CsvRow& header, const std::vector<std::string>& wanted) {
    std::string missing;
    for (const auto& w : wanted)
      if (!columns_.count(w)) missing += (missing.empty() ? "" : ", ") + w;
    if (missing.empty()) return true;
    error("E-PRICE-TABLE", "the header lacks the column(s) " + missing, 1, 1, header.front().text.size());
    return false;
  }

  // A positive, finite number in a cell; nullopt (after an error) otherwise, or when the cell is
  // empty and `optional`.
  std::optional<double> number(const CsvRow& row, const CsvCell& c, const std::string& what, bool optional = false) {
    if (c.text.empty() && optional) return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(c.text.data(), c.text.data() + c.text.size(), value);
    if (ec == std::errc() && end == c.text.data() + c.text.size() && std::isfinite(value) && value > 0) return value;
    error("E-PRICE-TABLE", what + " '" + c.text + "' is not a positive number", at(row, c));
    return std::nullopt;
  }

  // The one card a table's name is, or none after an error (once per unknown name).
  std::optional<std::string> card(const CsvRow& row, const CsvCell& c) {
    const auto it = by_name_.find(normalised(c.text));
    if (it != by_name_.end() && it->second.size() == 1) return *it->second.begin();
    if (it != by_name_.end()) {
      std::string cards;
      for (const auto& name : it->second) cards += (cards.empty() ? "" : ", ") + name;
      error("E-UNKNOWN-GPU", "'" + c.text + "' names more than one catalog card: " + cards, at(row, c),
            "give the intended card an alias the others lack (docs/prices.md)");
    } else if (reported_.insert(c.text).second) {
      error("E-UNKNOWN-GPU", "'" + c.text + "' is no card of the catalog (by name, cuda_name or aliases)", at(row, c),
            containing(c.text) + "add it to the card's aliases in the catalog, or leave its rows out of the table "
            "(docs/prices.md)");
    } else {
      error("E-UNKNOWN-GPU", "'" + c.text + "' again", at(row, c));
    }
    return std::nullopt;
  }

  // "did you mean 'AMD Radeon RX 7900 XTX'? " for a name that a catalog name contains.
  std::string containing(const std::string& name) const {
    const std::string wanted = normalised(name);
    for (const auto& known : all_names_)
      if (wanted.size() >= 3 && normalised(known).find(wanted) != std::string::npos)
        return "did you mean '" + known + "'? else ";
    return "";
  }

  struct Place { std::size_t line, column, length; };
  static Place at(const CsvRow& row, const CsvCell& c) {
    return {c.line ? c.line : row.front().line, c.line ? c.column : 1, std::max<std::size_t>(c.text.size(), 1)};
  }

  void skypilot_row(const CsvRow& row) {
    const CsvCell& name = *cell(row, "acceleratorname");
    if (name.text.empty()) { ++result_.skipped_without_gpu; return; }
    const auto found = card(row, name);
    const auto count = number(row, *cell(row, "acceleratorcount"), "AcceleratorCount");
    const bool want_rent = options_.condition.empty() || options_.condition == "rent";
    const bool want_spot = options_.condition.empty() || options_.condition == "spot";
    const auto rent = number(row, *cell(row, "price"), "Price", true);
    const CsvCell* spot_cell = cell(row, "spotprice");
    const auto spot = spot_cell ? number(row, *spot_cell, "SpotPrice", true) : std::nullopt;
    if (!found || !count) return;
    const std::string region = cell(row, "region")->text;
    const std::string seller = provider() + (region.empty() ? "" : " " + region);
    const std::string origin = path_ + ":" + std::to_string(name.line);
    if (rent && want_rent) add({*found, "rent", *rent / *count, options_.date, "", seller, "", origin});
    if (spot && want_spot) add({*found, "spot", *spot / *count, options_.date, "", seller, "", origin});
  }

  void own_row(const CsvRow& row) {
    const auto found = card(row, *cell(row, "card"));
    const auto value = number(row, *cell(row, "price"), "price");
    const CsvCell& currency = *cell(row, "currency");
    const bool usd = lower(currency.text) == "usd";
    if (!usd) error("E-PRICE-TABLE", "currency '" + currency.text + "': only USD prices are read", at(row, currency),
                    "convert the price to USD at the quote's date");
    const CsvCell& date = *cell(row, "date");
    const bool dated = valid_date(date.text);
    if (!dated) error("E-DATE", "'" + date.text + "' is not a valid date", at(row, date), "dates are YYYY-MM or YYYY-MM-DD");
    const CsvCell& condition_cell = *cell(row, "condition");
    const std::string condition = condition_cell.text.empty() ? options_.condition : lower(condition_cell.text);
    static const std::set<std::string> known = {"new", "used", "rent", "spot"};
    if (!known.count(condition))
      error("E-PRICE-TABLE", "condition '" + condition_cell.text + "' is none of new, used, rent, spot", at(row, condition_cell));
    if (!found || !value || !usd || !dated || !known.count(condition)) return;
    if (!options_.condition.empty() && !condition_cell.text.empty() && condition != options_.condition) return;
    const CsvCell* seller = cell(row, "seller");
    const CsvCell* source = cell(row, "source");
    std::string origin = path_ + ":" + std::to_string(row.front().line);
    if (source && !source->text.empty()) origin += " (" + source->text + ")";
    const bool bought = condition == "new" || condition == "used";
    add({*found, bought ? "price" : condition, *value, date.text, bought ? condition : "",
         seller && !seller->text.empty() ? seller->text : provider(), "", origin});
  }

  static bool valid_date(const std::string& s) {
    static const auto digits = [](const std::string& t, std::size_t from, std::size_t n) {
      return std::all_of(t.begin() + static_cast<long>(from), t.begin() + static_cast<long>(from + n),
                         [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
    };
    if ((s.size() != 7 && s.size() != 10) || !digits(s, 0, 4) || s[4] != '-' || !digits(s, 5, 2)) return false;
    const int year = std::stoi(s.substr(0, 4)), month = std::stoi(s.substr(5, 2));
    if (month < 1 || month > 12) return false;
    if (s.size() == 7) return true;
    if (s[7] != '-' || !digits(s, 8, 2)) return false;
    const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int day = std::stoi(s.substr(8, 2));
    return day >= 1 && day <= days[month - 1] + (month == 2 && leap ? 1 : 0);
  }

  std::string provider() const {
    if (!options_.provider.empty()) return options_.provider;
    const std::filesystem::path p(path_);
    const std::string folder = p.parent_path().filename().string();
    return columns_.count("acceleratorname") && !folder.empty() ? folder : p.stem().string();
  }

  void add(ImportedQuote q) {
    q.provider = provider();
    result_.quotes.push_back(std::move(q));
  }

  void error(const std::string& code, const std::string& message, std::size_t line, std::size_t column,
             std::size_t length, const std::string& hint = {}) {
    Diagnostic d{Severity::Error, code, message, {path_, static_cast<std::uint32_t>(line),
                 static_cast<std::uint32_t>(column), static_cast<std::uint32_t>(std::max<std::size_t>(length, 1))},
                 line_text(line), hint};
    result_.diagnostics.push_back(std::move(d));
  }
  void error(const std::string& code, const std::string& message, Place p, const std::string& hint = {}) {
    error(code, message, p.line, p.column, p.length, hint);
  }

  std::string line_text(std::size_t line) const {
    std::size_t begin = 0;
    for (std::size_t l = 1; l < line && begin != std::string::npos; ++l) {
      begin = text_.find('\n', begin);
      if (begin != std::string::npos) ++begin;
    }
    if (begin == std::string::npos || begin > text_.size()) return "";
    const std::size_t end = text_.find('\n', begin);
    std::string s = text_.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    return s;
  }

  const std::string& path_;
  const std::string& text_;
  const ImportOptions& options_;
  ImportResult& result_;
  std::map<std::string, std::set<std::string>> by_name_;  // normalised name -> cards
  std::vector<std::string> all_names_;
  std::map<std::string, std::size_t> columns_;            // lower-case header -> index
  std::set<std::string> reported_;                        // unknown names reported once in full
};

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4f", value);
  std::string s = buffer;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

// The text of a table's cell as the language can hold it: valid UTF-8 (a byte that is not is
// '?'), no control characters (each a space), so that the overlay always loads.
std::string clean(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto byte = static_cast<unsigned char>(s[i]);
    const std::size_t length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
    bool valid = length > 0 && i + length <= s.size() && (length == 1 || byte >= 0xC2) && byte <= 0xF4;
    for (std::size_t k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (valid && length > 2) {  // no overlong forms, surrogates or code points past U+10FFFF
      const auto second = static_cast<unsigned char>(s[i + 1]);
      valid = !(byte == 0xE0 && second < 0xA0) && !(byte == 0xED && second > 0x9F) && !(byte == 0xF0 && second < 0x90) &&
              !(byte == 0xF4 && second > 0x8F);
    }
    if (!valid) { out += '?'; ++i; continue; }
    if (length == 1 && (byte < 0x20 || byte == 0x7F)) out += ' ';
    else out.append(s, i, length);
    i += length;
  }
  return out;
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : clean(s)) out += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
  return out + "\"";
}

}  // namespace

void import_table(const std::string& path, const std::string& text, const std::vector<CardNames>& cards,
                  const ImportOptions& options, ImportResult& result) {
  TableReader(path, text, cards, options, result).read();
}

std::string overlay_text(const std::vector<ImportedQuote>& quotes, const PriceFields& fields, const std::string& header) {
  // card -> field -> (seller, condition, date) -> cheapest quote
  std::map<std::string, std::map<std::string, std::map<std::tuple<std::string, std::string, std::string>, const ImportedQuote*>>> cheapest;
  for (const auto& q : quotes) {
    const std::string& field = q.kind == "price" ? fields.price : q.kind == "rent" ? fields.rent : fields.spot_rent;
    auto& slot = cheapest[q.card][field][{q.seller, q.condition, q.date}];
    if (!slot || q.value < slot->value) slot = &q;
  }
  std::string out = header;
  for (const auto& [card, by_field] : cheapest) {
    std::set<std::string> origins;
    for (const auto& [field, items] : by_field)
      for (const auto& [key, q] : items) origins.insert(q->origin);
    out += "\n";
    for (const auto& origin : origins) out += "# " + clean(origin) + "\n";
    out += "quotes " + quoted(card) + " {\n";
    for (const auto& [field, items] : by_field) {
      std::string line;
      const char* unit = field == fields.price ? " USD" : " USD/h";
      for (const auto& [key, q] : items)
        line += (line.empty() ? "" : ", ") + number_text(q->value) + unit + " @ " + q->date +
                (q->condition.empty() ? "" : " " + q->condition) + " from " + quoted(q->seller);
      out += "  " + field + " " + line + "\n";
    }
    out += "}\n";
  }
  return out;
}

}  // namespace advise::cli
