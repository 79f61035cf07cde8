// The workload probe, for `advise FILE --probe` and `advise probe --workload FILE`: after the
// device probe, time the workload's own products on this GPU, set them beside the rules'
// estimate, and add their ratio (`layer_time_ratio`) to the measured block (docs/probe.md).
#include <algorithm>
#include <iostream>

#include "advise/engine.h"
#include "advise/probe.h"
#include "cli_common.h"

namespace advise::cli {
namespace {

void to_stderr(const std::string& line) { std::cerr << "probe: " << line << "\n"; }

// The products of every distinct layer, each once, then the reference product: last, when the
// GPU has run long enough to hold the clocks it holds under load, as in the layers' timings.
std::vector<ProductShape> distinct_products(const WorkloadProbe& plan) {
  std::vector<ProductShape> shapes;
  for (const auto& layer : plan.layers)
    for (const auto& s : layer.products)
      if (std::find(shapes.begin(), shapes.end(), s) == shapes.end()) shapes.push_back(s);
  for (const auto& s : plan.reference.products) shapes.push_back(s);
  return shapes;
}

}  // namespace

DeviceProbe run_device_probe(const Program& program, bool quick, int& exit_code) {
  ProbeOptions options;
  options.quick = quick;
  options.progress = to_stderr;
  DeviceProbe probe{make_probe()->run(options), ""};
  if (probe.result.status != ProbeStatus::Measured) {
    std::cerr << "advise: --probe: " << probe.result.message << "\n";
    exit_code = probe_exit_code(probe.result.status);
    return probe;
  }
  probe.gpu = catalog_name_for(program, probe.result);
  if (probe.gpu.empty()) exit_code = kExitBadInput;
  return probe;
}

std::string probe_workload(const std::vector<std::string>& paths, DeviceProbe& device, const std::string& workload) {
  auto measured = load_with_source(paths, "<probe>", format_measured_block(device.result, device.gpu));
  if (!measured.ok()) return "";
  Query query;
  query.workload = workload;
  query.layer_breakdown = true;
  auto evaluated = evaluate(*measured.program, query);
  std::string why_not = "no advice";
  WorkloadProbe plan;
  if (evaluated.advice) plan = plan_workload_probe(*evaluated.advice, device.gpu, why_not);
  if (plan.layers.empty()) {
    std::cerr << "advise: workload probe of \"" << workload << "\": " << why_not << "\n";
    return "";
  }
  ProbeOptions options;
  options.only = {"products"};
  options.products = distinct_products(plan);
  options.product_precision = plan.precision;
  options.progress = to_stderr;
  const ProbeResult timed = make_probe()->run(options);
  if (timed.status != ProbeStatus::Measured) {
    std::cerr << "advise: workload probe of \"" << workload << "\": " << timed.message << "\n";
    return "";
  }
  attach_timings(plan, timed.products);
  device.result.products = timed.products;
  if (plan.ratio() > 0)
    device.result.facts.push_back({"layer_time_ratio", plan.ratio(), "", 1,
                                   "workload \"" + workload + "\": its products, timed here, over their estimate, "
                                   "relative to a large product's"});
  return format_workload_probe(plan);
}

}  // namespace advise::cli
