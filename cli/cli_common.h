#pragma once
// What every subcommand shares: where the shipped rules and catalog are, loading with
// diagnostics on stderr, and the exit codes (documented in README.md and `advise --help`).
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "advise/engine.h"
#include "advise/probe.h"
#include "sources.h"

namespace advise::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;   // tests failed, or the advice has problems you asked to fail on
inline constexpr int kExitBadInput = 2;   // bad files, bad options, unknown names

struct DataPaths {
  std::string rules;
  std::string catalog;
  std::string examples;
};

// ADVISE_DATA_DIR, else share/advise next to the installed binary, else the source tree.
DataPaths default_data_paths();

// Diagnostics to stderr, coloured as the run chose (--color).
void print_diagnostics(const std::vector<Diagnostic>& diagnostics);

// Loads `paths` with the rules and catalog `sources` chooses (see paths_to_load). Prints
// diagnostics to stderr. Returns null when there are errors.
std::shared_ptr<const Program> load_or_report(const std::vector<std::string>& paths, const SourceOptions& sources);
// Prints `loaded`'s diagnostics to stderr; returns its program (null when there are errors).
std::shared_ptr<const Program> reported(const LoadResult& loaded);

// `--format` of check and test: text or json; false after saying why not.
bool text_or_json(const std::string& command, const std::string& format);

// The whole command: `args` without the program's name; returns the exit code (run.cpp).
int run(const std::vector<std::string>& args);
int run_advise(const std::vector<std::string>& args);
// The options of the advise verb, for `advise --help`.
void print_advise_options(std::ostream& out);
int run_check(const std::vector<std::string>& args);
int run_test(const std::vector<std::string>& args);
int run_init(const std::vector<std::string>& args);
int run_catalog(const std::vector<std::string>& args);
int run_probe(const std::vector<std::string>& args);
int run_fmt(const std::vector<std::string>& args);
int run_facts(const std::vector<std::string>& args);
int run_serve(const std::vector<std::string>& args);
int run_prices(const std::vector<std::string>& args);
int run_model(const std::vector<std::string>& args);
int run_models(const std::vector<std::string>& args);

// Runs the probe and returns its measured block for `program`'s catalog; "" after printing why
// not (then `exit_code` is set).
// The device probe's result and the catalog GPU it is ("" and exit_code set when it failed or
// no GPU fits).
struct DeviceProbe {
  ProbeResult result;
  std::string gpu;
};
DeviceProbe run_device_probe(const Program& program, bool quick, int& exit_code);
// The workload probe of `workload` after the device probe (docs/probe.md): its products timed
// here, their ratio to the estimate added to device's facts as `layer_time_ratio`, the timings to
// its products. Returns the per-layer table as `#` lines; "" (and why, on stderr) when nothing
// could be timed.
std::string probe_workload(const std::vector<std::string>& paths, DeviceProbe& device, const std::string& workload);
std::string catalog_name_for(const Program& program, const ProbeResult& result);

}  // namespace advise::cli
