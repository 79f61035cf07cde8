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
  std::string markdown() const;
  bool empty() const { return rows_.empty(); }

 private:
  std::vector<std::string> header_;
  std::vector<std::vector<std::string>> rows_;
  std::vector<std::size_t> right_;
};

}  // namespace advise::report
