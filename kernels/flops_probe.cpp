// Vector arithmetic throughput: FMA chains in FP32 and in half2, compute bound (as mixbench's
// top end): enough blocks to fill every SM several times, enough independent chains per thread.
// Each runs with 8 and with 16 chains a thread and the faster counts: how many it takes to hide
// the units' latency differs between architectures (on an H200, 8 FP32 chains reached 94 % of
// what PyTorch's own element-wise kernels did).
#include <string>

#include "device_buffer.h"
#include "device_kernels.h"
#include "probe_context.h"

namespace advise::kernels {

void probe_vector_flops(ProbeContext& c) {
  const int threads = 256;
  const int blocks = c.properties.multiProcessorCount * 32;
  const int iterations = c.options.quick ? 1024 : 4096;
  DeviceBuffer out(static_cast<std::size_t>(blocks) * threads * 4);
  for (const bool half2 : {false, true}) {
    SustainedTiming best;
    double best_rate = 0, best_flops = 0;
    int best_chains = 0;
    for (const bool wide : {false, true}) {
      const std::string chains = wide ? "16" : "8";
      c.progress(std::string(half2 ? "flops: FP16 (half2) FMA, " : "flops: FP32 FMA, ") + chains + " chains a thread");
      const auto t = c.sustain([&] {
        if (half2) launch_fma_half2(out.get(), blocks, threads, iterations, wide, c.stream);
        else launch_fma_fp32(static_cast<float*>(out.get()), blocks, threads, iterations, wide, c.stream);
      });
      const double flops = fma_flops(blocks, threads, iterations, half2, wide);
      if (flops / t.median > best_rate) best = t, best_rate = flops / t.median, best_flops = flops, best_chains = wide ? 16 : 8;
    }
    c.timed_fact(half2 ? "fp16" : "fp32", best, best_flops, "TFLOPS", 1e12,
                 std::string(half2 ? "half2" : "FP32") + " FMA kernel, " + std::to_string(best_chains) + " chains a thread");
  }
}

}  // namespace advise::kernels
