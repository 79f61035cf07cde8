#include <doctest/doctest.h>

#include "test_program.h"

using advise::testing::load_text;

TEST_CASE("a dependency cycle is an error that names the whole cycle") {
  auto r = load_text("let a = b + 1\nlet b = c * 2\nlet c = a\nlet d = 1\n");
  REQUIRE_FALSE(r.ok());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "E-CYCLE");
  CHECK(r.diagnostics[0].message == "dependency cycle: a -> b -> c -> a");
  CHECK(r.diagnostics[0].location.line == 10);
}

TEST_CASE("a let that refers to itself is a cycle") {
  auto r = load_text("let a = a + 1\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].message == "dependency cycle: a -> a");
}

TEST_CASE("a preference cannot be guarded by the gpu") {
  auto r = load_text("let t = gpu.fp32 ?? 0 TFLOPS\nrule \"p\" { when gpu.memory > 1 GB prefer t }\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics[0].code == "E-PREFER-GUARD");
}

TEST_CASE("declaration order does not matter") {
  auto forward = load_text("let a = b * 2\nlet b = 3\n");
  CHECK(forward.ok());
}
