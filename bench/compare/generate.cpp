// Writes the same N synthetic GPUs three ways into DIR: gpus.dsl (advise, with the workload and
// situation the rules need), gpus.csv (the hand loop) and gpus.clp (CLIPS facts). advise refuses
// files over 16 MiB, so every kPerFile GPUs after the first go to gpus-K.dsl, which gpus.dsl
// imports.
//
//   advise_bench_generate N DIR
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

namespace {

struct Gpu {
  int memory_gib, bandwidth_gbs, tdp_w, price_usd;
  double fp32_tflops, tensor_tflops;
};

Gpu synthetic(std::mt19937& rng) {
  std::uniform_int_distribution<int> memory(2, 96), bandwidth(100, 5000), tdp(75, 700), price(100, 30000);
  std::uniform_int_distribution<int> tenths(10, 1200);
  Gpu g{memory(rng), bandwidth(rng), tdp(rng), price(rng), 0, 0};
  g.fp32_tflops = tenths(rng) / 10.0;
  g.tensor_tflops = tenths(rng) / 2.0;
  return g;
}

FILE* open(const std::string& dir, const char* name) {
  FILE* f = std::fopen((dir + "/" + name).c_str(), "w");
  if (!f) {
    std::perror(name);
    std::exit(2);
  }
  return f;
}

// GPUs per .dsl file: about 14 MiB.
constexpr int kPerFile = 100000;

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: advise_bench_generate N DIR\n");
    return 2;
  }
  const int count = std::atoi(argv[1]);
  const std::string dir = argv[2];
  FILE* first = open(dir, "gpus.dsl");
  FILE* dsl = first;
  FILE* csv = open(dir, "gpus.csv");
  FILE* clp = open(dir, "gpus.clp");
  std::fprintf(first, "workload \"bench\" { task conv }\nsituation \"bench budget\" { budget 5000 USD }\n");
  std::fprintf(csv, "name,memory_gib,bandwidth_gbs,fp32_tflops,tensor_tflops,price_usd,tdp_w\n");
  std::mt19937 rng(12345);
  for (int i = 0; i < count; ++i) {
    const Gpu g = synthetic(rng);
    if (i > 0 && i % kPerFile == 0) {
      const std::string part = "gpus-" + std::to_string(i / kPerFile) + ".dsl";
      std::fprintf(first, "import \"%s\"\n", part.c_str());
      if (dsl != first) std::fclose(dsl);
      dsl = open(dir, part.c_str());
    }
    std::fprintf(dsl,
                 "gpu \"Synthetic %07d\" { memory %d GiB bandwidth %d GB/s fp32 %.1f TFLOPS "
                 "tensor_fp16 %.1f TFLOPS tdp %d W price %d USD @ 2020-01 new }\n",
                 i, g.memory_gib, g.bandwidth_gbs, g.fp32_tflops, g.tensor_tflops, g.tdp_w, g.price_usd);
    std::fprintf(csv, "Synthetic %07d,%d,%d,%.1f,%.1f,%d,%d\n", i, g.memory_gib, g.bandwidth_gbs,
                 g.fp32_tflops, g.tensor_tflops, g.price_usd, g.tdp_w);
    std::fprintf(clp,
                 "(gpu (name \"Synthetic %07d\") (memory %d) (bandwidth %d) (fp32 %.1f) (tensor %.1f) "
                 "(price %d) (tdp %d))\n",
                 i, g.memory_gib, g.bandwidth_gbs, g.fp32_tflops, g.tensor_tflops, g.price_usd, g.tdp_w);
  }
  if (dsl != first) std::fclose(dsl);
  for (FILE* f : {first, csv, clp}) std::fclose(f);
  return 0;
}
