// Golden tests for the language and the command.
//
// tests/golden/errors/NAME.dsl: a malformed or wrong input; NAME.expected holds the
// diagnostics that loading it together with the shipped catalog and rules prints.
// tests/golden/output/NAME.args: command-line arguments of one `advise` run; NAME.expected
// holds its standard output and exit code.
// Set ADVISE_UPDATE_GOLDEN=1 to rewrite the expected files after a deliberate change.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

#include "advise/engine.h"
#include "read_file.h"

namespace fs = std::filesystem;

namespace {


std::vector<fs::path> inputs(const fs::path& folder, const std::string& extension) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.path().extension() == extension) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

bool updating() { return std::getenv("ADVISE_UPDATE_GOLDEN") != nullptr; }

void compare(const fs::path& expected_file, const std::string& actual) {
  if (updating()) {
    std::ofstream(expected_file, std::ios::binary) << actual;
    return;
  }
  INFO("golden file: " << expected_file.string());
  REQUIRE(fs::exists(expected_file));
  CHECK(read(expected_file) == actual);
}

std::string run_command(const std::string& args, int& status) {
  std::string command = std::string(ADVISE_CLI) + " " + args + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string output;
  std::array<char, 4096> buffer{};
  while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) output.append(buffer.data(), n);
  int raw = pclose(pipe);
  status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  return output;
}

}  // namespace

TEST_CASE("malformed inputs give their expected diagnostics") {
  const auto files = inputs("tests/golden/errors", ".dsl");
  REQUIRE(files.size() >= 30);
  for (const auto& input : files) {
    CAPTURE(input.string());
    auto loaded = advise::load({"catalog", "rules", input.string()});
    // Every input in this folder is wrong: it must be refused, with a located diagnostic.
    CHECK_FALSE(loaded.ok());
    CHECK(advise::has_errors(loaded.diagnostics));
    fs::path expected = input;
    compare(expected.replace_extension(".expected"), advise::render(loaded.diagnostics));
  }
}

TEST_CASE("command output matches the golden files") {
  const auto files = inputs("tests/golden/output", ".args");
  REQUIRE(!files.empty());
  for (const auto& args_file : files) {
    CAPTURE(args_file.string());
    std::string args = read(args_file);
    while (!args.empty() && (args.back() == '\n' || args.back() == ' ')) args.pop_back();
    int status = 0;
    std::string output = run_command(args, status);
    fs::path expected = args_file;
    compare(expected.replace_extension(".expected"), output + "[exit " + std::to_string(status) + "]\n");
  }
}
