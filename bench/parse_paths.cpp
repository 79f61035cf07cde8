// What each fast path of the parse chain (engine/src/syntax/parser.h) is worth on realistic large
// inputs: a 10k-card user catalog and an imported price history of 20k dated quotes. Each input is
// parsed five ways, each in a child process of its own (so that its peak memory is its own), best
// of three; times and peak memory growth are given as ratios to the first way, which uses none:
//
//   whole/antlr        one token stream and parse tree for the file (SLL, LL on failure), ANTLR's
//                      generated lexer: what parse_module falls back to for errors
//   whole/table        the same with the table lexer
//   declarations/antlr one declaration at a time, ANTLR's lexer
//   declarations/table one declaration at a time, the table lexer
//   parse_module       the chain as loading runs it: in parts on several threads above 512 KiB
//
// A file goes to ANTLR's lexer when it holds a non-ASCII byte; the "antlr" ways parse the input
// with one non-ASCII comment line added in front.
//
//   build/bench/advise_bench_parse
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>

#include "syntax/declaration_parse.h"
#include "syntax/parser.h"
#include "synthetic_catalog.h"

namespace {

using advise::base::DiagnosticSink;
using advise::base::SourceFiles;
using advise::syntax::Module;

// `cards` cards, each priced at `quotes` dates (a month apart) new and used.
std::string price_history(int cards, int quotes) {
  std::string out;
  char buffer[96];
  for (int i = 0; i < cards; ++i) {
    out += "gpu \"Priced " + std::to_string(i) + "\" {\n  memory 24 GiB\n  price ";
    for (int q = 0; q < quotes; ++q) {
      std::snprintf(buffer, sizeof buffer, "%s%d USD @ %d-%02d %s", q ? ", " : "", 500 + 7 * q + i % 300,
                    2020 + q / 12, q % 12 + 1, q % 2 ? "used" : "new");
      out += buffer;
    }
    out += "\n}\n";
  }
  return out;
}

long peak_rss_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

struct Measured {
  double seconds = 1e300;
  long peak_growth_kib = 0;
  std::size_t declarations = 0;
};

// Best of three runs of `parse` in a child process, and how far the child's peak memory rose
// above what it held before parsing.
Measured measure_in_child(const std::function<Module()>& parse) {
  int channel[2];
  if (pipe(channel) != 0) return {};
  if (fork() == 0) {
    Measured m;
    const long before = peak_rss_kib();
    for (int run = 0; run < 3; ++run) {
      const auto start = std::chrono::steady_clock::now();
      const Module module = parse();
      m.seconds = std::min(m.seconds, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      m.declarations = module.entities.size();
    }
    m.peak_growth_kib = peak_rss_kib() - before;
    (void)!write(channel[1], &m, sizeof m);
    _exit(0);
  }
  Measured m;
  (void)!read(channel[0], &m, sizeof m);
  wait(nullptr);
  close(channel[0]);
  close(channel[1]);
  return m;
}

// Parses `text` the five ways and prints a row per way.
void measure(const char* name, const std::string& text) {
  SourceFiles files;
  const auto ascii = files.add("input.dsl", text);
  const auto utf8 = files.add("input-utf8.dsl", "# prices in \xe2\x82\xac and USD\n" + text);
  DiagnosticSink sink(files);
  using namespace advise::syntax;
  const Placement at_ascii{ascii, 0, 0}, at_utf8{utf8, 0, 0};
  struct Way {
    const char* name;
    std::function<Module()> parse;
  } ways[] = {
      {"whole/antlr", [&] { return parse_module_whole(files, utf8, sink); }},
      {"whole/table", [&] { return parse_module_whole(files, ascii, sink); }},
      {"declarations/antlr", [&] { return *parse_declarations(files, files.text(utf8), at_utf8, sink); }},
      {"declarations/table", [&] { return *parse_declarations(files, files.text(ascii), at_ascii, sink); }},
      {"parse_module", [&] { return parse_module(files, ascii, sink); }},
  };
  Measured baseline;
  for (const auto& way : ways) {
    const Measured m = measure_in_child(way.parse);
    if (&way == ways) baseline = m;
    std::printf("%-22s %-19s %5.1f %8.3f %6.2f %9ld %6.2f %7zu\n", name, way.name, text.size() / 1048576.0, m.seconds,
                m.seconds / baseline.seconds, m.peak_growth_kib / 1024, double(m.peak_growth_kib) / baseline.peak_growth_kib,
                m.declarations);
  }
}

}  // namespace

int main() {
  std::printf("%u hardware threads\n", std::thread::hardware_concurrency());
  std::printf("%-22s %-19s %5s %8s %6s %9s %6s %7s\n", "input", "path", "MiB", "best s", "ratio", "peak+ MiB",
              "ratio", "decls");
  measure("catalog 10k cards", synthetic_gpus(10'000));
  measure("prices 2k x 10 quotes", price_history(2'000, 10));
  return 0;
}
