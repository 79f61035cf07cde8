#pragma once
// Synthetic GPUs for the benchmarks: plausible, varied cards, deterministic for a given count,
// with the properties of the shipped catalog/schema.dsl.
#include <cstdio>
#include <random>
#include <string>

inline std::string synthetic_gpus(int count) {
  std::mt19937 rng(12345);
  std::uniform_real_distribution<double> memory(2, 96), bandwidth(100, 5000), fp32(1, 120),
      tensor(1, 1000), price(100, 30000), tdp(75, 700);
  const char* archs[] = {"kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "hopper"};
  const char* coolers[] = {"blower", "open", "passive"};
  std::string out;
  out.reserve(static_cast<std::size_t>(count) * 260);
  char buffer[512];
  for (int i = 0; i < count; ++i) {
    std::snprintf(buffer, sizeof buffer,
                  "gpu \"Synthetic %06d\" { vendor nvidia arch %s memory %.0f GiB bandwidth %.0f GB/s "
                  "fp32 %.1f TFLOPS tensor_fp16 %.0f TFLOPS fp16 %.1f TFLOPS tdp %.0f W cooling %s "
                  "released 2020-01 price %.0f USD @ 2020-01 new }\n",
                  i, archs[i % 8], memory(rng), bandwidth(rng), fp32(rng), tensor(rng), fp32(rng) * 2,
                  tdp(rng), coolers[i % 3], price(rng));
    out += buffer;
  }
  return out;
}
