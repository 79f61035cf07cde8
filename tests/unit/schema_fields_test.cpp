#include <doctest/doctest.h>

#include "advise/engine.h"
#include "test_program.h"

TEST_CASE("schema_fields lists a kind's fields in order, with their kinds, enum members and dates") {
  const auto loaded = advise::testing::load_text("");
  REQUIRE(loaded.ok());
  const auto gpu = advise::schema_fields(*loaded.program, "gpu");
  REQUIRE(gpu.size() == 11);
  CHECK(gpu[0].name == "vendor");
  CHECK(gpu[0].kind == "enum");
  CHECK(gpu[0].choices == std::vector<std::string>{"nvidia", "amd"});
  CHECK(gpu[2].name == "memory");
  CHECK(gpu[2].kind == "number");
  CHECK(gpu[2].type == "B");
  CHECK_FALSE(gpu[2].dated);
  CHECK(gpu[8].name == "price");
  CHECK(gpu[8].dated);
  CHECK(gpu[9].kind == "string");
  CHECK(gpu[10].kind == "bool");
  const auto workload = advise::schema_fields(*loaded.program, "workload");
  REQUIRE(workload.size() == 3);
  CHECK(workload[1].type == "number");
  CHECK(advise::schema_fields(*loaded.program, "network").empty());
}
