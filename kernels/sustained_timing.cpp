#include <cstdio>
#include <string>

#include "probe_context.h"

namespace advise::kernels {

std::string timing_note(const SustainedTiming& t, double amount, const char* unit) {
  char buffer[200];
  std::snprintf(buffer, sizeof buffer, "median of %d windows over %.2g s, best %.4g %s", t.windows, t.timed_seconds,
                amount / t.best, unit);
  std::string note = buffer;
  if (t.sm_clock_mhz) note += ", SM clock " + std::to_string(t.sm_clock_mhz) + " MHz";
  return note;
}

}  // namespace advise::kernels
