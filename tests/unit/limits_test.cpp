// Resource limits (base/limits.h) on input that small golden files cannot hold: files that are
// not regular, too large or unreadable, folder walks, and layer budgets across networks.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "advise/engine.h"
#include "check/network_spec.h"
#include "nn/network.h"
#include "base/limits.h"
#include "syntax/parser.h"

using namespace advise;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary folder, removed at the end of the test.
struct TempFolder {
  fs::path path;
  TempFolder() {
    std::string pattern = (fs::temp_directory_path() / "advise-limits-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()) != nullptr);
    path = pattern;
  }
  ~TempFolder() {
    // `rm -r` also removes what is nested deeper than PATH_MAX, which fs::remove_all cannot.
    const int status = std::system(("rm -rf '" + path.string() + "'").c_str());
    (void)status;
  }
};

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

bool has_code(const std::vector<Diagnostic>& diagnostics, const std::string& code) {
  for (const auto& d : diagnostics)
    if (d.code == code) return true;
  return false;
}

const Diagnostic* find_code(const std::vector<Diagnostic>& diagnostics, const std::string& code) {
  for (const auto& d : diagnostics)
    if (d.code == code) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("a FIFO is refused, imported or named, without waiting for a writer") {
  TempFolder tmp;
  const fs::path fifo = tmp.path / "pipe.dsl";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  write(tmp.path / "main.dsl", "import \"pipe.dsl\"\n");

  auto imported = load({(tmp.path / "main.dsl").string()});
  CHECK_FALSE(imported.ok());
  const Diagnostic* d = find_code(imported.diagnostics, "E-IMPORT");
  REQUIRE(d != nullptr);
  CHECK(d->location.line == 1);
  CHECK(d->message.find("not a regular file") != std::string::npos);

  auto named = load({fifo.string()});
  CHECK_FALSE(named.ok());
  CHECK(has_code(named.diagnostics, "E-FILE"));
}

TEST_CASE("a file over the size limit is refused before it is parsed") {
  TempFolder tmp;
  const std::string big(base::limits::kMaxFileBytes + 1, ' ');
  write(tmp.path / "big.dsl", big);
  write(tmp.path / "main.dsl", "\nimport \"big.dsl\"\n");

  auto imported = load({(tmp.path / "main.dsl").string()});
  CHECK_FALSE(imported.ok());
  const Diagnostic* d = find_code(imported.diagnostics, "E-LIMIT");
  REQUIRE(d != nullptr);
  CHECK(d->location.line == 2);
  CHECK(d->message.find("16 MiB") != std::string::npos);

  auto text = load_with_source({}, "big text", big);
  CHECK_FALSE(text.ok());
  CHECK(has_code(text.diagnostics, "E-LIMIT"));
}

TEST_CASE("a file exactly at the size limit is read") {
  TempFolder tmp;
  std::string text = "let at_limit = 1\n";
  text.resize(base::limits::kMaxFileBytes, ' ');
  write(tmp.path / "full.dsl", text);
  auto loaded = load({(tmp.path / "full.dsl").string()});
  CHECK_FALSE(has_code(loaded.diagnostics, "E-LIMIT"));
}

TEST_CASE("a folder walk reports the folder it cannot read and loads the rest") {
  TempFolder tmp;
  write(tmp.path / "a.dsl", "let from_a = 1\n");
  // A folder nested past PATH_MAX cannot be opened by its path, whoever runs the test (root
  // reads folders without permission bits, so chmod would not do).
  const fs::path saved = fs::current_path();
  fs::current_path(tmp.path);
  for (int i = 0; i < 20; ++i) {
    const std::string name(250, static_cast<char>('a' + i % 26));
    REQUIRE(mkdir(name.c_str(), 0700) == 0);
    fs::current_path(name);
  }
  write("deep.dsl", "let from_deep = 1\n");
  fs::current_path(saved);

  auto loaded = load({tmp.path.string()});
  CHECK(loaded.ok());
  const Diagnostic* d = find_code(loaded.diagnostics, "W-SKIPPED");
  REQUIRE(d != nullptr);
  CHECK(d->severity == Severity::Warning);
  CHECK(d->message.find("skipped '" + tmp.path.string()) == 0);
}

TEST_CASE("the import count is limited") {
  TempFolder tmp;
  std::string main;
  for (std::size_t i = 0; i <= base::limits::kMaxFiles; ++i) {
    const std::string name = "f" + std::to_string(i) + ".dsl";
    write(tmp.path / name, "let value_" + std::to_string(i) + " = 1\n");
    main += "import \"" + name + "\"\n";
  }
  write(tmp.path / "main.dsl", main);
  auto loaded = load({(tmp.path / "main.dsl").string()});
  CHECK_FALSE(loaded.ok());
  const Diagnostic* d = find_code(loaded.diagnostics, "E-LIMIT");
  REQUIRE(d != nullptr);
  CHECK(d->location.file == (tmp.path / "main.dsl").string());
  CHECK(d->location.line == base::limits::kMaxFiles);  // main.dsl is the first file, import N is the N+1st
}

TEST_CASE("the networks of one program share a layer budget") {
  base::SourceFiles files;
  auto id = files.add("net.dsl", R"(network "a" { input 4  repeat 3 { dense(1) } }
network "b" { input 4  repeat 3 { dense(1) } })");
  base::DiagnosticSink sink(files);
  auto module = syntax::parse_module(files, id, sink);
  REQUIRE(module.networks.size() == 2);
  nn::LayerBudget budget{6};
  CHECK(nn::build_network(check::network_spec(module.networks[0]), sink, budget));  // input and 3 dense: 4 layers
  CHECK(budget.left == 2);
  CHECK_FALSE(nn::build_network(check::network_spec(module.networks[1]), sink, budget));
  auto diagnostics = sink.take();
  const Diagnostic* d = find_code(diagnostics, "E-LIMIT");
  REQUIRE(d != nullptr);
  CHECK(d->location.line == 2);
  CHECK(d->message.find("1000000 layers together") != std::string::npos);
}

TEST_CASE("checking a network counts the passes it does not expand against the budget") {
  base::SourceFiles files;
  auto id = files.add("net.dsl", R"(network "a" { input 4  repeat 500 { repeat 2 { dense(4) } } }
network "b" { input 4  repeat 3 { dense(4) } })");
  base::DiagnosticSink sink(files);
  auto module = syntax::parse_module(files, id, sink);
  REQUIRE(module.networks.size() == 2);
  nn::LayerBudget budget{1003};
  // input and 500 x 2 dense: 1001 layers, counted without being built.
  CHECK(nn::check_network(check::network_spec(module.networks[0]), sink, budget, nullptr));
  CHECK(budget.left == 2);
  CHECK_FALSE(nn::check_network(check::network_spec(module.networks[1]), sink, budget, nullptr));
  auto diagnostics = sink.take();
  const Diagnostic* d = find_code(diagnostics, "E-LIMIT");
  REQUIRE(d != nullptr);
  CHECK(d->location.line == 2);
}

TEST_CASE("checking a network reports what building it reports, at the same place") {
  base::SourceFiles files;
  auto id = files.add("net.dsl", R"(network "c" { input 8 x 8 x 3
  repeat 4 { conv(8, kernel: 3) } })");
  base::DiagnosticSink sink(files);
  auto module = syntax::parse_module(files, id, sink);
  REQUIRE(module.networks.size() == 1);
  nn::LayerBudget budget;
  CHECK_FALSE(nn::check_network(check::network_spec(module.networks[0]), sink, budget, nullptr));
  auto checked = sink.take();
  CHECK_FALSE(nn::build_network(check::network_spec(module.networks[0]), sink, budget, 0, nullptr));
  auto built = sink.take();
  REQUIRE(checked.size() == 1);
  REQUIRE(built.size() == 1);
  CHECK(checked[0].message == built[0].message);
  CHECK(checked[0].location.line == 2);
  CHECK(checked[0].location.column == built[0].location.column);
}

TEST_CASE("a network no workload names is checked when it is loaded") {
  auto loaded = load_with_source({}, "net.dsl", R"(network "unused" { input 4 x 4 x 3  conv(8, kernel: 9) })");
  CHECK_FALSE(loaded.ok());
  const Diagnostic* d = find_code(loaded.diagnostics, "E-SHAPE");
  REQUIRE(d != nullptr);
  CHECK(d->location.line == 1);
}

TEST_CASE("a division by zero in the data is missing, never inf or nan") {
  auto loaded = load_with_source({}, "zero.dsl", R"(
schema gpu { bandwidth: B/s  memory: B }
schema workload { batch: number }
schema situation { }
gpu "Zero" { bandwidth 0 GB/s  memory 8 GB }
gpu "Some" { bandwidth 100 GB/s  memory 8 GB }
workload "W" { batch 1 }
let seconds_per_byte = 1 / gpu.bandwidth
columns seconds_per_byte
)");
  REQUIRE(loaded.ok());
  auto result = evaluate(*loaded.program, {.workload = "W"});
  REQUIRE(result.advice);
  bool zero_seen = false;
  for (const auto& c : result.advice->candidates) {
    for (const auto& cell : c.values) {
      if (cell.name != "seconds_per_byte") continue;
      if (cell.number) CHECK(std::isfinite(*cell.number));
      if (c.gpu == "Zero") {
        zero_seen = true;
        CHECK_FALSE(cell.number.has_value());
      } else {
        CHECK(cell.number.has_value());
      }
    }
  }
  CHECK(zero_seen);
}
