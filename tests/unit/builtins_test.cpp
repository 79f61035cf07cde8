#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "check/builtins.h"
#include "test_program.h"

using advise::check::builtins;
using advise::testing::load_text;

namespace {

struct DocumentedBuiltins {
  std::set<std::string> anywhere, expect_only;  // signatures, as `name(args)` code spans
};

// The signatures in the tables of docs/language.md's "Built-in functions" section; those after
// "Only in `expect`" are the expectation functions.
DocumentedBuiltins documented_builtins() {
  std::ifstream in("docs/language.md");
  REQUIRE_MESSAGE(in, "docs/language.md is missing (tests run from the source root)");
  DocumentedBuiltins found;
  bool in_section = false, expect_only = false;
  const std::regex signature("`([a-z_]+\\([^`]*\\))`");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Built-in functions";
    if (!in_section) continue;
    if (line.rfind("Only in `expect`", 0) == 0) expect_only = true;
    if (line.rfind("| `", 0) != 0) continue;
    const std::string first_cell = line.substr(0, line.find(" | "));
    for (std::sregex_iterator m(first_cell.begin(), first_cell.end(), signature), end; m != end; ++m)
      (expect_only ? found.expect_only : found.anywhere).insert((*m)[1]);
  }
  return found;
}

std::string first_error(const advise::LoadResult& r) {
  for (const auto& d : r.diagnostics)
    if (d.severity == advise::Severity::Error) return d.code + ": " + d.message + " " + d.hint;
  return "";
}

}  // namespace

TEST_CASE("docs/language.md documents every built-in with the table's signature and context") {
  DocumentedBuiltins docs = documented_builtins();
  DocumentedBuiltins table;
  for (const auto& b : builtins()) {
    (b.expect_only ? table.expect_only : table.anywhere).insert(std::string(b.signature));
    CHECK_MESSAGE(b.signature.rfind(std::string(b.name) + "(", 0) == 0, b.signature);
    CHECK_FALSE(b.doc.empty());
  }
  CHECK(docs.anywhere == table.anywhere);
  CHECK(docs.expect_only == table.expect_only);
  CHECK(docs.anywhere.size() + docs.expect_only.size() == builtins().size());
}

TEST_CASE("a signature's argument count is the table's arity") {
  for (const auto& b : builtins()) {
    const std::string s(b.signature);
    const auto commas = static_cast<std::size_t>(std::count(s.begin(), s.end(), ','));
    if (b.variadic) CHECK_MESSAGE(s.find("...") != std::string::npos, s);
    else CHECK_MESSAGE(commas + 1 == b.params.size(), s);
  }
}

TEST_CASE("calls are checked against the built-in table") {
  const std::string gpu = "gpu \"A\" { memory 8 GiB  bandwidth 448 GB/s  fp32 10 TFLOPS }\n";
  auto error_of = [&](const std::string& let) { return first_error(load_text(gpu + let + "\n")); };
  CHECK(error_of("let a = min(gpu.memory)") == "E-ARITY: min() takes two or more arguments ");
  CHECK(error_of("let a = abs(1, 2)") == "E-ARITY: abs() takes 1 argument, not 2 ");
  CHECK(error_of("let a = at_gpu(\"A\")") == "E-ARITY: at_gpu() takes 2 arguments, not 1 ");
  CHECK(error_of("let a = max(gpu.memory, gpu.bandwidth)") ==
        "E-UNIT: max() needs one dimension: B and B/s ");
  CHECK(error_of("let a = max(gpu.memory, \"x\")") == "E-TYPE: max() needs numbers, not string ");
  CHECK(error_of("let a = abs(\"x\")") == "E-TYPE: abs() needs a number, not string ");
  CHECK(error_of("let a = measured(1)") ==
        "E-TYPE: measured() takes a gpu property, e.g. measured(gpu.bandwidth) ");
  CHECK(error_of("let a = at_gpu(gpu.name, 1)") == "E-TYPE: at_gpu() takes a GPU name in quotes first ");
  CHECK(error_of("let a = at_gpu(\"B\", 1)") == "E-UNKNOWN-GPU: no gpu is called \"B\" did you mean 'A'?");
  CHECK(error_of("let a = sum_layers(layer.kind)") == "E-TYPE: sum_layers() needs numbers, not string ");
  CHECK(error_of("let a = mxa(1, 2)") == "E-UNKNOWN-FUNCTION: unknown function 'mxa' did you mean 'max'?");
  // The expectation functions are unknown outside a test.
  CHECK(error_of("let a = rank(\"A\")").rfind("E-UNKNOWN-FUNCTION: unknown function 'rank'", 0) == 0);
}

TEST_CASE("well-formed calls get the table's result type") {
  auto r = load_text(
      "gpu \"A\" { memory 8 GiB  bandwidth 448 GB/s }\n"
      "let a = max(gpu.memory, 1 GB) + abs(datasheet(gpu.memory)) + at_gpu(\"A\", gpu.memory)\n"
      "let b = measured(gpu.memory) and max_over_gpus(gpu.bandwidth) > 1 GB/s\n"
      "workload \"w\" { task conv  need 1 GB }\n"
      "test \"t\" { workload \"w\"\n"
      "  expect rank(\"A\") == 1 and admitted(\"A\") and not warned(\"A\")\n"
      "  expect not recommended(\"A\") or not fired(\"A\", \"r\")\n}\n"
      "rule \"r\" { when b warn \"{a}\" }\n");
  CHECK(first_error(r) == "");
  auto bad = load_text("gpu \"A\" { memory 8 GiB }\nrule \"r\" { when true warn \"x\" }\n"
                       "workload \"w\" { task conv  need 1 GB }\n"
                       "test \"t\" { workload \"w\"  expect fired(\"A\", \"q\") }\n");
  CHECK(first_error(bad) == "E-UNKNOWN-NAME: no rule is called \"q\" did you mean 'r'?");
}
