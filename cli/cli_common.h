#pragma once
// What every subcommand shares: where the shipped rules and catalog are, loading with
// diagnostics on stderr, and the exit codes (documented in README.md and `advise --help`).
#include <memory>
#include <string>
#include <vector>

#include "advise/engine.h"

namespace advise::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;   // tests failed, or the advice has problems you asked to fail on
inline constexpr int kExitBadInput = 2;   // bad files, bad options, unknown names

struct DataPaths {
  std::string rules;
  std::string catalog;
};

// ADVISE_DATA_DIR, else share/advise next to the installed binary, else the source tree.
DataPaths default_data_paths();

// A catalog folder's entries, except measured/: measured blocks describe particular machines and
// are loaded only when asked for (--facts).
std::vector<std::string> catalog_paths(const std::string& catalog);

// Diagnostics to stderr, coloured as the run chose (--color).
void print_diagnostics(const std::vector<Diagnostic>& diagnostics);

// Loads the shipped rules and catalog (unless `with_defaults` is false) and `paths`. Prints
// diagnostics to stderr. Returns null when there are errors.
std::shared_ptr<const Program> load_or_report(const std::vector<std::string>& paths, bool with_defaults,
                                              const std::string& rules, const std::string& catalog);

int run_advise(const std::vector<std::string>& args);
int run_check(const std::vector<std::string>& args);
int run_test(const std::vector<std::string>& args);
int run_catalog(const std::vector<std::string>& args);
int run_probe(const std::vector<std::string>& args);

// Runs the probe and returns its measured block for `program`'s catalog; "" after printing why
// not (then `exit_code` is set).
std::string probe_block(const Program& program, bool quick, int& exit_code);
std::string catalog_name_for(const Program& program, const std::string& device_name);

}  // namespace advise::cli
