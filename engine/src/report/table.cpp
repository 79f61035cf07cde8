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

std::vector<std::string> Table::fit(std::size_t limit, std::size_t leading, std::size_t trailing,
                                    const std::vector<std::size_t>& preference) {
  const std::size_t n = header_.size();
  std::vector<std::size_t> widths(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    widths[i] = width(header_[i]);
    for (const auto& r : rows_)
      if (i < r.size()) widths[i] = std::max(widths[i], width(r[i]));
  }
  std::vector<bool> keep(n, false);
  std::size_t used = 0;
  auto take = [&](std::size_t i) {
    keep[i] = true;
    used += widths[i] + (used == 0 ? 0 : 2);
  };
  for (std::size_t i = 0; i < n; ++i)
    if (i < leading || i + trailing >= n) take(i);
  std::vector<std::size_t> order;
  for (std::size_t i : preference)
    if (i >= leading && i + trailing < n && std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
  for (std::size_t i = leading; i + trailing < n; ++i)
    if (std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
  for (std::size_t i : order)
    if (used + 2 + widths[i] <= limit) take(i);
  std::vector<std::string> dropped;
  for (std::size_t i = leading; i + trailing < n; ++i)
    if (!keep[i]) dropped.push_back(header_[i]);
  auto filter = [&](std::vector<std::string>& row) {
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < row.size() && i < n; ++i)
      if (keep[i]) kept.push_back(std::move(row[i]));
    row = std::move(kept);
  };
  filter(header_);
  for (auto& r : rows_) filter(r);
  std::vector<std::size_t> right;
  for (std::size_t i = 0, k = 0; i < n; ++i)
    if (keep[i]) {
      if (std::find(right_.begin(), right_.end(), i) != right_.end()) right.push_back(k);
      ++k;
    }
  right_ = std::move(right);
  return dropped;
}

std::string wrap(const std::string& text, std::size_t limit, const std::string& first, const std::string& rest) {
  // A line that fits stays as it is (aligned runs of spaces included).
  if (limit == 0 || width(first) + width(text) <= limit) return first + text;
  std::string out = first;
  std::size_t used = width(first), start = 0;
  bool line_empty = true;
  while (start < text.size()) {
    // The spaces before a word are kept within a line (alignment) and dropped at a break.
    const std::size_t word_at = text.find_first_not_of(' ', start);
    if (word_at == std::string::npos) break;
    const std::size_t end = std::min(text.find(' ', word_at), text.size());
    const std::string gap = text.substr(start, word_at - start), word = text.substr(word_at, end - word_at);
    if (!line_empty && used + gap.size() + width(word) > limit) {
      out += "\n" + rest;
      used = width(rest);
      line_empty = true;
    }
    if (!line_empty) {
      out += gap;
      used += gap.size();
    }
    out += word;
    used += width(word);
    line_empty = false;
    start = end;
  }
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
