#include "csv_table.h"

namespace advise::cli {
namespace {

// Reads one table cell by cell, keeping the position of each.
class CsvReader {
 public:
  explicit CsvReader(const std::string& text) : text_(text) {
    if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) at_ = line_start_ = 3;
  }

  CsvTable read() {
    CsvTable table;
    CsvRow row;
    while (at_ < text_.size()) {
      CsvCell cell{"", line_, column()};
      if (text_[at_] != '"') plain(cell);
      else if (!quoted(cell, table)) break;
      row.push_back(std::move(cell));
      if (at_ < text_.size() && text_[at_] == ',') {
        ++at_;
        if (at_ == text_.size()) row.push_back({"", line_, column()});
        continue;
      }
      end_row(row, table);
    }
    if (!row.empty()) finish(row, table);
    return table;
  }

 private:
  std::size_t column() const { return at_ - line_start_ + 1; }

  void plain(CsvCell& cell) {
    while (at_ < text_.size() && text_[at_] != ',' && text_[at_] != '\n' && text_[at_] != '\r') cell.text += text_[at_++];
  }

  // A quoted cell; false (and the table's error) when its quote never closes.
  bool quoted(CsvCell& cell, CsvTable& table) {
    const std::size_t open_line = line_, open_column = column();
    ++at_;
    for (;;) {
      if (at_ >= text_.size()) {
        table.error = "a quoted cell that never ends";
        table.error_line = open_line;
        table.error_column = open_column;
        return false;
      }
      const char ch = text_[at_++];
      if (ch == '"' && at_ < text_.size() && text_[at_] == '"') { cell.text += '"'; ++at_; continue; }
      if (ch == '"') break;
      if (ch == '\n') new_line();
      cell.text += ch;
    }
    plain(cell);  // text after the closing quote, kept as written
    return true;
  }

  void new_line() {
    ++line_;
    line_start_ = at_;
  }

  void end_row(CsvRow& row, CsvTable& table) {
    if (at_ < text_.size() && text_[at_] == '\r') ++at_;
    if (at_ < text_.size() && text_[at_] == '\n') ++at_;
    finish(row, table);
    new_line();
  }

  static void finish(CsvRow& row, CsvTable& table) {
    const bool blank = row.size() == 1 && row[0].text.empty();
    if (!blank) table.rows.push_back(std::move(row));
    row.clear();
  }

  const std::string& text_;
  std::size_t at_ = 0, line_ = 1, line_start_ = 0;
};

}  // namespace

CsvTable read_csv(const std::string& text) { return CsvReader(text).read(); }

}  // namespace advise::cli
