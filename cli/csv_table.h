#pragma once
// Comma-separated tables (RFC 4180) with the line and column of every cell, for located errors
// about the rows of price tables. libcsv (Debian's) reports no positions, which every error
// here needs, so the few rules of the format are read here.
#include <cstddef>
#include <string>
#include <vector>

namespace advise::cli {

struct CsvCell {
  std::string text;
  std::size_t line = 0, column = 0;  // 1-based, where the cell starts
};
using CsvRow = std::vector<CsvCell>;

struct CsvTable {
  std::vector<CsvRow> rows;  // the header first; blank lines left out
  std::string error;         // an unterminated quote, at error_line:error_column; rows before it are kept
  std::size_t error_line = 0, error_column = 0;
};

// Cells separated by commas, a cell in double quotes may hold commas, line breaks and "" for a
// quote; a row ends at LF or CRLF. A UTF-8 byte order mark is skipped.
CsvTable read_csv(const std::string& text);

}  // namespace advise::cli
