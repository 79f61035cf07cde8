#include "report/table.h"

#include <algorithm>

#include "base/utf8.h"

namespace advise::report {
namespace {

// Display width: count UTF-8 code points, not bytes, so that names with accents align.
std::size_t width(const std::string& s) { return base::code_points(s); }

std::string escape_markdown(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string Table::text(const std::string& indent) const {
  std::vector<std::size_t> widths(header_.size(), 0);
  auto measure = [&](const std::vector<std::string>& row) {
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) widths[i] = std::max(widths[i], width(row[i]));
  };
  measure(header_);
  for (const auto& r : rows_) measure(r);
  auto line = [&](const std::vector<std::string>& row) {
    std::string out = indent;
    for (std::size_t i = 0; i < widths.size(); ++i) {
      const std::string cell = i < row.size() ? row[i] : "";
      const std::string pad(widths[i] - width(cell), ' ');
      bool right = std::find(right_.begin(), right_.end(), i) != right_.end();
      out += right ? pad + cell : cell + (i + 1 < widths.size() ? pad : "");
      if (i + 1 < widths.size()) out += "  ";
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = line(header_);
  for (const auto& r : rows_) out += line(r);
  return out;
}

std::string Table::markdown() const {
  std::string out = "|";
  for (const auto& h : header_) out += " " + escape_markdown(h) + " |";
  out += "\n|";
  for (std::size_t i = 0; i < header_.size(); ++i)
    out += std::find(right_.begin(), right_.end(), i) != right_.end() ? " ---: |" : " --- |";
  out += "\n";
  for (const auto& r : rows_) {
    out += "|";
    for (std::size_t i = 0; i < header_.size(); ++i) out += " " + escape_markdown(i < r.size() ? r[i] : "") + " |";
    out += "\n";
  }
  return out;
}

}  // namespace advise::report
