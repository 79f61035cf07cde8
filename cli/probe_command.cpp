// advise probe: measures this machine's GPU and prints the facts as a `measured` block.
#include <csignal>
#include <iostream>
#include <optional>
#include <utility>
#include <sstream>
#include <unistd.h>

#include "advise/probe.h"
#include "cli_common.h"
#include "file_writer.h"
#include "options.h"

namespace advise::cli {
namespace {

// A hung kernel cannot be cancelled from the host: past the limit the process ends with a message.
extern "C" void probe_timed_out(int) {
  const char message[] = "advise probe: timed out; the GPU may be busy or hung (exit 5)\n";
  [[maybe_unused]] auto ignored = write(2, message, sizeof message - 1);
  _exit(5);
}

}  // namespace

// The catalog name for the probed device ("" when none fits), saying on stderr how a match by
// signature was made or why nothing fits.
std::string catalog_name_for(const Program& program, const ProbeResult& result) {
  DeviceIdentity identity = identify_device(program, result);
  if (identity.by_signature || identity.gpu.empty()) std::cerr << "advise: " << identity.explanation << "\n";
  return identity.gpu;
}

namespace {

struct ProbeSettings {
  SourceOptions sources;
  ProbeOptions options;
  std::string only, format = "dsl", json_copy, workload_file;
  int timeout = 120;
};

const std::vector<std::string>& probe_steps() {
  static const std::vector<std::string> steps = {"static", "bandwidth", "host", "peer", "flops", "gemm", "conv"};
  return steps;
}

// Parses the options; false (and `code`) when the command should end here.
bool parse_probe(const std::vector<std::string>& args, ProbeSettings& s, int& code) {
  po::options_description description("advise probe options");
  add_source_options(description, s.sources);
  description.add_options()
      ("quick", po::bool_switch(&s.options.quick), "fewer repetitions and smaller sizes (a few seconds)")
      ("only", po::value(&s.only), "comma-separated steps: static,bandwidth,host,peer,flops,gemm,conv")
      ("device", count_value(&s.options.device, "device"), "CUDA device index (default 0)")
      ("timeout", count_value(&s.timeout, "timeout"), "seconds before giving up (default 120)")
      ("format,f", po::value(&s.format), "dsl (a measured block, the default) or json")
      ("json", po::value(&s.json_copy), "also write the result as JSON to this file (one run, both forms)")
      ("workload", po::value(&s.workload_file), "then time the first workload of this file's own layers and add "
                                                "their ratio to the estimate (docs/probe.md)");
  std::vector<std::string> files;
  const char* usage =
      "usage: advise probe [options] > measured.dsl\n"
      "Measures the local GPU and prints a `measured` block; use it with `advise FILE --facts measured.dsl`.\n"
      "Exit codes: 0 measured, 3 no usable CUDA device (or built without CUDA, or its probe module\n"
      "missing), 4 a probe failed, 5 timed out.\n";
  if (!parse_command(args, description, files, usage, code)) return false;
  if (s.format != "dsl" && s.format != "json") {
    std::cerr << "advise probe: --format must be dsl or json\n";
    return code = kExitBadInput, false;
  }
  std::stringstream list(s.only);
  for (std::string step; std::getline(list, step, ',');) {
    if (std::find(probe_steps().begin(), probe_steps().end(), step) == probe_steps().end()) {
      std::cerr << "advise probe: unknown step '" << step << "' (steps: static,bandwidth,host,peer,flops,gemm,conv)\n";
      return code = kExitBadInput, false;
    }
    s.options.only.push_back(step);
  }
  return true;
}

// --workload FILE: what to load and which workload to time. Checked before the device is
// probed, so a bad file is reported at once (with file:line:col) rather than after the probe.
struct WorkloadToProbe {
  std::vector<std::string> paths;
  std::string name;
};

std::optional<WorkloadToProbe> workload_to_probe(const ProbeSettings& s) {
  auto paths = paths_to_load({s.workload_file}, s.sources);
  auto program = reported(load(paths));
  if (!program) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& w : workloads(*program))
    if (w.file == s.workload_file) names.push_back(w.name);
  if (names.empty()) {
    std::cerr << "advise probe: --workload: " << s.workload_file << " declares no workload\n";
    return std::nullopt;
  }
  if (names.size() > 1) std::cerr << "advise probe: --workload: timing \"" << names.front() << "\", the first of " << names.size() << "\n";
  return WorkloadToProbe{std::move(paths), names.front()};
}

}  // namespace

int run_probe(const std::vector<std::string>& args) {
  ProbeSettings s;
  int code = kExitOk;
  if (!parse_probe(args, s, code)) return code;
  std::optional<WorkloadToProbe> target;
  if (!s.workload_file.empty() && !(target = workload_to_probe(s))) return kExitBadInput;
  s.options.progress = [](const std::string& line) { std::cerr << "probe: " << line << "\n"; };
  std::signal(SIGALRM, probe_timed_out);
  alarm(static_cast<unsigned>(s.timeout > 0 ? s.timeout : 120));
  DeviceProbe device{make_probe()->run(s.options), ""};
  std::string table;
  if (device.result.status != ProbeStatus::Measured) {
    std::cerr << "advise probe: " << device.result.message << "\n";
    if (s.format == "json") std::cout << format_probe_json(device.result, "");
  } else if (auto program = load_or_report({}, s.sources)) {
    device.gpu = catalog_name_for(*program, device.result);
    if (target && !device.gpu.empty()) table = probe_workload(target->paths, device, target->name);
  }
  alarm(0);
  if (!s.json_copy.empty()) {
    // The file the user named is all --json may touch (written through a link, atomically).
    if (auto why = FileWriter(s.json_copy).write(s.json_copy, format_probe_json(device.result, device.gpu)); !why.empty()) {
      std::cerr << "advise probe: --json not written: " << why << "\n";
      return kExitBadInput;
    }
  }
  if (device.result.status != ProbeStatus::Measured) return probe_exit_code(device.result.status);
  std::cout << (s.format == "json" ? format_probe_json(device.result, device.gpu)
                                   : format_measured_block(device.result, device.gpu) + table);
  return kExitOk;
}

}  // namespace advise::cli
