#pragma once
// A plain-text table with aligned columns, or the same rows as a Markdown table.
#include <string>
#include <vector>

namespace advise::report {

class Table {
 public:
  explicit Table(std::vector<std::string> header) : header_(std::move(header)) {}
  void add_row(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  // Columns whose header is listed here are right-aligned (numbers).
  void align_right(std::size_t column) { right_.push_back(column); }
  std::string text(const std::string& indent = "") const;
  // Leaves out columns so that text() fits `width` characters: the first `leading` and the last
  // `trailing` columns always stay; the others are taken in the order of `preference` (column
  // indices; those it omits after, left to right) while they fit, and shown in their own order.
  // Returns the headers of those left out.
  std::vector<std::string> fit(std::size_t width, std::size_t leading, std::size_t trailing,
                               const std::vector<std::size_t>& preference = {});
  std::string markdown() const;
  bool empty() const { return rows_.empty(); }

 private:
  std::vector<std::string> header_;
  std::vector<std::vector<std::string>> rows_;
  std::vector<std::size_t> right_;
};

// `text` broken at spaces into lines of at most `width` characters (a word longer than that
// stands alone), the first line after `first`, the others after `rest`; 0: no limit.
std::string wrap(const std::string& text, std::size_t width, const std::string& first, const std::string& rest);

}  // namespace advise::report
