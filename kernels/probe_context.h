#pragma once
// What every probe step shares: the device, a stream, the options and the result to fill.
#include <string>
#include <utility>

#include "advise/probe.h"
#include "cuda_check.h"
#include "nvml_library.h"
#include "sustained_timing.h"

namespace advise::kernels {

// "median of 5 windows over 0.5 s, best 2.97e+03 GB/s, SM clock 1980 MHz" for the comments of
// the measured block; `amount` is the work of one call, in `unit` x seconds.
std::string timing_note(const SustainedTiming& t, double amount, const char* unit);

struct ProbeContext {
  int device = 0;
  cudaDeviceProp properties{};
  cudaStream_t stream = nullptr;
  const ProbeOptions& options;
  ProbeResult& result;
  const Nvml& nvml;
  void* nvml_device = nullptr;  // nullptr where NVML is missing

  void progress(const std::string& line) const {
    if (options.progress) options.progress(line);
  }
  // Quick: a tenth of a second a figure; full: 0.2 s of warm-up and 0.5 s timed.
  SustainedWindow window() const {
    return options.quick ? SustainedWindow{0.05, 0.1, 3} : SustainedWindow{0.2, 0.5, 5};
  }
  template <typename Work>
  SustainedTiming sustain(Work&& work) const {
    return time_sustained(stream, window(), [this] { return sm_clock_mhz(); }, std::forward<Work>(work));
  }
  std::size_t free_memory() const {
    std::size_t free = 0, total = 0;
    CUDA_CHECK(cudaMemGetInfo(&free, &total));
    return free;
  }
  unsigned sm_clock_mhz() const { return nvml.sm_clock_mhz(nvml_device); }
  void fact(std::string name, double value, std::string unit, double scale, std::string method,
            double sm_clock_mhz = 0) {
    result.facts.push_back({std::move(name), value, std::move(unit), scale, std::move(method), sm_clock_mhz});
  }
  // A rate from sustained timing: `amount` of work (bytes, FLOP) per call, `how` it was done.
  void timed_fact(std::string name, const SustainedTiming& t, double amount, const std::string& unit, double scale,
                  const std::string& how) {
    fact(std::move(name), amount / t.median, unit, scale, how + ", " + timing_note(t, amount / scale, unit.c_str()),
         t.sm_clock_mhz);
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
void probe_products(ProbeContext& context);

}  // namespace advise::kernels
