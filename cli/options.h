#pragma once
// Boost.Program_options glue shared by the subcommands.
#include <boost/program_options.hpp>
#include <string>
#include <vector>

#include "sources.h"

namespace advise::cli {

namespace po = boost::program_options;

// --rules, --catalog
void add_data_options(po::options_description& options, SourceOptions& into);
// --rules, --catalog, --no-defaults
void add_source_options(po::options_description& options, SourceOptions& into);

// A whole number option that may not be negative (--top, --device, --timeout): a negative value
// is an error naming the option, as the schema's `> 0` refuses a value (boost refuses fractions).
po::typed_value<int>* count_value(int* into, const char* option);

// Parses `args` with `options`, the options of every command (--color, --help) and the
// positional `files`; sets the run's colours. Returns false after printing help or an error
// (then `exit_code` is set).
bool parse_command(const std::vector<std::string>& args, const po::options_description& options,
                   std::vector<std::string>& files, const char* usage, int& exit_code);

}  // namespace advise::cli
