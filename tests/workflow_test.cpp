// Editing the rules: a copy of the shipped rules or catalog, named on the command line, replaces
// the shipped one, and `advise init` starts such a copy.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "cli_run.h"

namespace fs = std::filesystem;

namespace {

// A fresh, empty folder for one test, removed afterwards.
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("advise-workflow-" + std::to_string(getpid()) + "-" +
                                        std::to_string(counter++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  std::string operator/(const std::string& name) const { return (path / name).string(); }
  static inline int counter = 0;
};

}  // namespace

TEST_CASE("a copy of the shipped rules checks and tests cleanly in place of them") {
  TempDir dir;
  fs::copy("rules", dir / "myrules", fs::copy_options::recursive);
  auto check = advise("check " + (dir / "myrules"));
  CHECK(check.status == 0);
  CHECK(contains(check.out, "ok: "));
  CHECK(contains(check.out, "using rules from " + (dir / "myrules") + " instead of the shipped rules"));
  CHECK(!contains(check.out, "E-DUPLICATE"));
  auto test = advise("test " + (dir / "myrules"));
  CHECK(test.status == 0);
  CHECK(contains(test.out, " passed, 0 failed"));
}

TEST_CASE("a copy of the catalog replaces the shipped catalog, the rules stay") {
  TempDir dir;
  fs::copy("catalog", dir / "mycatalog", fs::copy_options::recursive);
  auto check = advise("check " + (dir / "mycatalog"));
  CHECK(check.status == 0);
  CHECK(contains(check.out, "using catalog from " + (dir / "mycatalog") + " instead of the shipped catalog"));
  CHECK(!contains(check.out, "using rules"));
}

TEST_CASE("an error in an edited copy is reported in the copy") {
  TempDir dir;
  fs::copy("rules", dir / "myrules", fs::copy_options::recursive);
  std::ofstream(dir / "myrules/value.dsl", std::ios::app) << "\nlet value.broken = gpu.memory + gpu.bandwidth\n";
  auto check = advise("check " + (dir / "myrules"));
  CHECK(check.status == 2);
  CHECK(contains(check.out, (dir / "myrules/value.dsl") + ":"));
  CHECK(contains(check.out, "E-UNIT"));
}

TEST_CASE("files that hold no rules are loaded beside the shipped ones") {
  auto r = advise("check examples/imagenet-resnet50.dsl");
  CHECK(r.status == 0);
  CHECK(!contains(r.out, "instead of the shipped"));
}

TEST_CASE("init copies the rules, the catalog and a workload, and the copy works") {
  TempDir dir;
  const std::string project = dir / "project";
  auto init = advise("init " + project);
  REQUIRE(init.status == 0);
  CHECK(contains(init.out, "advise check " + project));
  CHECK(fs::exists(project + "/rules/schema.dsl"));
  CHECK(fs::exists(project + "/catalog/schema.dsl"));
  CHECK(fs::exists(project + "/workload.dsl"));
  CHECK(!fs::exists(project + "/catalog/measured"));
  auto check = advise("check " + project);
  CHECK(check.status == 0);
  CHECK(contains(check.out, "ok: "));
  CHECK(advise("test " + project).status == 0);
  auto advice = advise(project + "/workload.dsl " + project + " --top 1");
  CHECK(advice.status == 0);
  CHECK(contains(advice.out, "Recommended: "));
}

TEST_CASE("init refuses to overwrite unless --force") {
  TempDir dir;
  const std::string project = dir / "project";
  REQUIRE(advise("init " + project).status == 0);
  std::ofstream(project + "/workload.dsl") << "# mine\n";
  auto again = advise("init " + project);
  CHECK(again.status == 2);
  CHECK(contains(again.out, "--force"));
  std::ifstream kept(project + "/workload.dsl");
  std::string first_line;
  std::getline(kept, first_line);
  CHECK(first_line == "# mine");
  CHECK(advise("init --force " + project).status == 0);
  CHECK(advise("init").status == 2);
}
