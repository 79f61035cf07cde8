#pragma once
// Timing under sustained load: a GPU runs short bursts at clocks it cannot hold, and figures from
// a few milliseconds of work flatter it. Work is warmed up, then timed in windows of back-to-back
// calls (each window one pair of events, so launch gaps count) and the median window counts. The
// SM clock is read while each window runs, for the note beside the figure.
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "advise/probe.h"
#include "device_buffer.h"

namespace advise::kernels {

struct SustainedWindow {
  double warm_up_seconds = 0.2;
  double timed_seconds = 0.5;  // over all windows
  int windows = 5;
};

struct SustainedTiming {
  double median = 0;  // seconds per call, median window
  double best = 0;    // seconds per call, fastest window
  int windows = 0;
  int calls_per_window = 0;
  double timed_seconds = 0;
  unsigned sm_clock_mhz = 0;  // median of the clocks read during the windows; 0 when unknown
};

template <typename Work>
SustainedTiming time_sustained(cudaStream_t stream, const SustainedWindow& window,
                               const std::function<unsigned()>& sm_clock, Work&& work) {
  EventTimer timer;
  timer.time(stream, work);  // the first call loads kernels and picks algorithms
  const double first = std::max(timer.time(stream, work), 1e-7);
  const auto calls_for = [](double seconds, double per_call) {
    return std::max(1, static_cast<int>(std::ceil(seconds / per_call)));
  };
  const int warm_calls = calls_for(window.warm_up_seconds, first);
  const auto run = [&](int calls) { for (int i = 0; i < calls; ++i) work(); };
  const double per_call = std::max(timer.time(stream, [&] { run(warm_calls); }) / warm_calls, 1e-7);

  SustainedTiming t;
  t.windows = window.windows;
  t.calls_per_window = calls_for(window.timed_seconds / window.windows, per_call);
  std::vector<double> seconds, clocks;
  for (int k = 0; k < window.windows; ++k) {
    unsigned mhz = 0;
    // The calls are queued before the clock is read, so it is read while the GPU works on them.
    const double elapsed = timer.time(stream, [&] {
      run(t.calls_per_window);
      if (sm_clock) mhz = sm_clock();
    });
    t.timed_seconds += elapsed;
    seconds.push_back(elapsed / t.calls_per_window);
    if (mhz) clocks.push_back(mhz);
  }
  const TimingSummary windows = summarize(seconds);
  t.median = windows.median;
  t.best = windows.best;
  t.sm_clock_mhz = static_cast<unsigned>(summarize(clocks).median);
  return t;
}

}  // namespace advise::kernels
