// What the commands that write may touch (issue: files are safe): init and fmt stay inside the
// path the user named, write through links, keep hard links, leave nothing half-made, and one
// bad entry in a folder does not stop the rest.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli_run.h"
#include "read_file.h"

namespace fs = std::filesystem;

namespace {

const std::string kMessy = "let a=1+2\n";
const std::string kFormatted = "let a = 1 + 2\n";

bool is_link(const fs::path& path) {
  std::error_code ec;
  return fs::is_symlink(fs::symlink_status(path, ec));
}

}  // namespace

TEST_CASE("init --force never writes through a link to outside the folder it was given") {
  const auto root = temporary_folder();
  fs::create_directories(root / "elsewhere");
  write(root / "elsewhere" / "precious.dsl", "precious\n");
  const auto dir = root / "mine";
  REQUIRE(advise("init " + dir.string()).status == 0);
  fs::remove(dir / "rules" / "value.dsl");
  fs::create_symlink("../../elsewhere/precious.dsl", dir / "rules" / "value.dsl");
  auto r = advise("init --force " + dir.string());
  CHECK(r.status == 2);
  CHECK(contains(r.out, "outside"));
  CHECK(contains(r.out, "nothing was copied"));
  CHECK(read(root / "elsewhere" / "precious.dsl") == "precious\n");
  CHECK(is_link(dir / "rules" / "value.dsl"));
}

TEST_CASE("init checks every target before it writes: a file where a folder must go leaves nothing copied") {
  const auto dir = temporary_folder();
  write(dir / "rules", "a file\n");
  auto r = advise("init " + dir.string());
  CHECK(r.status == 2);
  CHECK(contains(r.out, "is a file, not a folder"));
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::recursive_directory_iterator(dir)) ++entries;
  CHECK(entries == 1);
  CHECK(!fs::exists(dir / "catalog"));
}

TEST_CASE("fmt --write writes through a symbolic link it was named and keeps the link") {
  const auto dir = temporary_folder();
  write(dir / "target.dsl", kMessy);
  fs::create_directories(dir / "sub");
  fs::create_symlink("../target.dsl", dir / "sub" / "link.dsl");
  CHECK(advise("fmt --write " + (dir / "sub" / "link.dsl").string()).status == 0);
  CHECK(is_link(dir / "sub" / "link.dsl"));
  CHECK(read(dir / "target.dsl") == kFormatted);
}

TEST_CASE("fmt --write on a folder refuses a link that leads out of it, and formats the rest") {
  const auto dir = temporary_folder();
  write(dir / "outside.dsl", kMessy);
  fs::create_directories(dir / "named");
  fs::create_symlink("../outside.dsl", dir / "named" / "link.dsl");
  write(dir / "named" / "own.dsl", kMessy);
  auto r = advise("fmt --write " + (dir / "named").string());
  CHECK(r.status == 2);
  CHECK(contains(r.out, "link.dsl: error[E-FILE]: not written"));
  CHECK(read(dir / "outside.dsl") == kMessy);
  CHECK(is_link(dir / "named" / "link.dsl"));
  CHECK(read(dir / "named" / "own.dsl") == kFormatted);
}

TEST_CASE("fmt --write keeps hard links: every name sees the formatted text") {
  const auto dir = temporary_folder();
  write(dir / "a.dsl", kMessy);
  fs::create_hard_link(dir / "a.dsl", dir / "b.dsl");
  CHECK(advise("fmt --write " + (dir / "a.dsl").string()).status == 0);
  CHECK(read(dir / "b.dsl") == kFormatted);
  CHECK(fs::hard_link_count(dir / "a.dsl") == 2);
}

TEST_CASE("fmt --write removes the temporary file a killed run left") {
  const auto dir = temporary_folder();
  write(dir / "a.dsl", kFormatted);
  write(dir / ".a.dsl.advise-tmp", "half");
  CHECK(advise("fmt --write " + dir.string()).status == 0);
  CHECK(!fs::exists(dir / ".a.dsl.advise-tmp"));
}

TEST_CASE("a looping link in a folder is a located warning, and check, test and fmt go on with the rest") {
  const auto dir = temporary_folder() / "mine";
  REQUIRE(advise("init " + dir.string()).status == 0);
  fs::create_symlink("loop.dsl", dir / "rules" / "loop.dsl");
  fs::create_symlink("nowhere.dsl", dir / "rules" / "dangling.dsl");
  auto check = advise("check " + dir.string());
  CHECK(check.status == 0);
  CHECK(contains(check.out, "rules/loop.dsl: warning[W-SKIPPED]: skipped"));
  CHECK(contains(check.out, "a symbolic link that loops"));
  CHECK(contains(check.out, "rules/dangling.dsl: warning[W-SKIPPED]"));
  CHECK(contains(check.out, "ok: "));
  auto fmt = advise("fmt --check " + dir.string());
  CHECK(fmt.status == 0);
  CHECK(contains(fmt.out, "a symbolic link that loops"));
  auto named = advise("check " + (dir / "rules" / "loop.dsl").string());
  CHECK(named.status == 2);
  CHECK(contains(named.out, "a symbolic link that loops"));
}

TEST_CASE("count options refuse negative values and name the option") {
  struct Case {
    std::string args, message;
  };
  for (const Case& c : std::vector<Case>{
           {"--top -1 examples/imagenet-resnet50.dsl", "--top must be a whole number 0 or more, not -1"},
           {"--top 1.5 examples/imagenet-resnet50.dsl", "--top"},
           {"probe --device -2", "--device must be a whole number 0 or more"}}) {
    CAPTURE(c.args);
    auto r = advise(c.args);
    CHECK(r.status == 2);
    CHECK(contains(r.out, c.message));
  }
}

TEST_CASE("--why-not a card the catalog lacks says so and names the cards that hold its words") {
  auto missing = advise("examples/imagenet-resnet50.dsl --why-not \"RX 7900 XTX\"");
  CHECK(missing.status == 2);
  CHECK(contains(missing.out, "no GPU is called \"RX 7900 XTX\" in the catalog; did you mean \"AMD Radeon RX 7900 XTX\"?"));
  auto later = advise("examples/imagenet-resnet50.dsl --why-not \"RTX 5090\" --as-of 2019-04");
  CHECK(later.status == 2);
  CHECK(contains(later.out, "\"RTX 5090\" is in the catalog but not a candidate as of 2019-04 (not released yet)"));
}
