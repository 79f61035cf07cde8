// Vector arithmetic throughput: FMA chains in FP32 and in half2, compute bound (as mixbench's
// top end): enough blocks to fill every SM several times, enough independent chains per thread.
#include <vector>

#include "device_buffer.h"
#include "device_kernels.h"
#include "probe_context.h"

namespace advise::kernels {

void probe_vector_flops(ProbeContext& c) {
  const int threads = 256;
  const int blocks = c.properties.multiProcessorCount * 32;
  const int iterations = c.options.quick ? 4096 : 16384;
  DeviceBuffer out(static_cast<std::size_t>(blocks) * threads * 4);
  EventTimer timer;
  for (bool half2 : {false, true}) {
    c.progress(half2 ? "flops: FP16 (half2) FMA" : "flops: FP32 FMA");
    auto launch = [&] {
      if (half2) launch_fma_half2(out.get(), blocks, threads, iterations, c.stream);
      else launch_fma_fp32(static_cast<float*>(out.get()), blocks, threads, iterations, c.stream);
    };
    timer.time(c.stream, launch);  // warm-up
    std::vector<double> times;
    for (int i = 0; i < c.repetitions(); ++i) times.push_back(timer.time(c.stream, launch));
    const auto t = summarize(times);
    const double flops = fma_flops(blocks, threads, iterations, half2);
    c.fact(half2 ? "fp16" : "fp32", flops / t.median, "TFLOPS", 1e12,
           std::string(half2 ? "half2" : "FP32") + " FMA kernel, " + timing_note(t, flops / 1e12, "TFLOPS"));
  }
}

}  // namespace advise::kernels
