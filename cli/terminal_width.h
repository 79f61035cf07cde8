#pragma once
// How wide the text the command prints may be: the terminal's width when standard output is one,
// else COLUMNS when set, else 100 (a pipe, a file, a CI log).
namespace advise::cli {

int output_width();

}  // namespace advise::cli
