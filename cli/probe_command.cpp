// advise probe: measures this machine's GPU and prints the facts as a `measured` block.
#include <csignal>
#include <iostream>
#include <sstream>
#include <unistd.h>

#include "advise/probe.h"
#include "cli_common.h"
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

std::string probe_block(const Program& program, bool quick, int& exit_code) {
  ProbeOptions options;
  options.quick = quick;
  options.progress = [](const std::string& line) { std::cerr << "probe: " << line << "\n"; };
  ProbeResult result = make_probe()->run(options);
  if (result.status != ProbeStatus::Measured) {
    std::cerr << "advise: --probe: " << result.message << "\n";
    exit_code = probe_exit_code(result.status);
    return "";
  }
  const std::string name = catalog_name_for(program, result);
  if (name.empty()) {
    exit_code = kExitBadInput;
    return "";
  }
  return format_measured_block(result, name);
}

int run_probe(const std::vector<std::string>& args) {
  SourceOptions sources;
  ProbeOptions options;
  std::string only, format = "dsl", json_copy;
  int timeout = 120;
  po::options_description description("advise probe options");
  add_source_options(description, sources);
  description.add_options()
      ("quick", po::bool_switch(&options.quick), "fewer repetitions and smaller sizes (a few seconds)")
      ("only", po::value(&only), "comma-separated steps: static,bandwidth,host,peer,flops,gemm,conv")
      ("device", po::value(&options.device), "CUDA device index (default 0)")
      ("timeout", po::value(&timeout), "seconds before giving up (default 120)")
      ("format,f", po::value(&format), "dsl (a measured block, the default) or json")
      ("json", po::value(&json_copy), "also write the result as JSON to this file (one run, both forms)");
  std::vector<std::string> files;
  int code = kExitOk;
  const char* usage =
      "usage: advise probe [options] > measured.dsl\n"
      "Measures the local GPU and prints a `measured` block; use it with `advise FILE --facts measured.dsl`.\n"
      "Exit codes: 0 measured, 3 no usable CUDA device (or built without CUDA, or its probe module\n"
      "missing), 4 a probe failed, 5 timed out.\n";
  if (!parse_command(args, description, files, usage, code)) return code;
  if (format != "dsl" && format != "json") {
    std::cerr << "advise probe: --format must be dsl or json\n";
    return kExitBadInput;
  }
  std::stringstream list(only);
  static const std::vector<std::string> steps = {"static", "bandwidth", "host", "peer", "flops", "gemm", "conv"};
  for (std::string step; std::getline(list, step, ',');) {
    if (std::find(steps.begin(), steps.end(), step) == steps.end()) {
      std::cerr << "advise probe: unknown step '" << step << "' (steps: static,bandwidth,host,peer,flops,gemm,conv)\n";
      return kExitBadInput;
    }
    options.only.push_back(step);
  }
  options.progress = [](const std::string& line) { std::cerr << "probe: " << line << "\n"; };
  std::signal(SIGALRM, probe_timed_out);
  alarm(static_cast<unsigned>(timeout > 0 ? timeout : 120));
  ProbeResult result = make_probe()->run(options);
  alarm(0);
  std::string catalog_name;
  if (result.status != ProbeStatus::Measured) {
    std::cerr << "advise probe: " << result.message << "\n";
    if (format == "json") std::cout << format_probe_json(result, "");
  } else if (auto program = load_or_report({}, sources)) {
    catalog_name = catalog_name_for(*program, result);
  }
  if (!json_copy.empty() && !replace_file(json_copy, format_probe_json(result, catalog_name))) {
    std::cerr << "advise probe: cannot write " << json_copy << "\n";
    return kExitBadInput;
  }
  if (result.status != ProbeStatus::Measured) return probe_exit_code(result.status);
  std::cout << (format == "json" ? format_probe_json(result, catalog_name) : format_measured_block(result, catalog_name));
  return kExitOk;
}

}  // namespace advise::cli
