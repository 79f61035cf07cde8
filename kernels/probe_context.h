#pragma once
// What every probe step shares: the device, a stream, the options and the result to fill.
#include <string>

#include "advise/probe.h"
#include "cuda_check.h"

namespace advise::kernels {

struct ProbeContext {
  int device = 0;
  cudaDeviceProp properties{};
  cudaStream_t stream = nullptr;
  const ProbeOptions& options;
  ProbeResult& result;

  void progress(const std::string& line) const {
    if (options.progress) options.progress(line);
  }
  int repetitions() const { return options.quick ? 5 : 20; }
  std::size_t free_memory() const {
    std::size_t free = 0, total = 0;
    CUDA_CHECK(cudaMemGetInfo(&free, &total));
    return free;
  }
  void fact(std::string name, double value, std::string unit, double scale, std::string method) {
    result.facts.push_back({std::move(name), value, std::move(unit), scale, std::move(method)});
  }
};

// The steps, each in its own file.
void probe_static(ProbeContext& context);
void probe_device_bandwidth(ProbeContext& context);
void probe_host_link(ProbeContext& context);
void probe_peer(ProbeContext& context);
void probe_vector_flops(ProbeContext& context);
void probe_gemm(ProbeContext& context);
void probe_convolutions(ProbeContext& context);

// "1.23 ms median, best 1.2 ms over 20" for the comments of the measured block.
std::string timing_note(const TimingSummary& t, double amount, const char* unit);

}  // namespace advise::kernels
