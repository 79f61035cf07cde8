#pragma once
// Runs the advise command built beside the tests (ADVISE_CLI) as a user would.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

struct Run {
  int status = -1;
  std::string out;  // stdout and stderr together
};

// Runs a shell command line; its stdout (and whatever it redirects there).
inline Run shell(const std::string& command) {
  Run run;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  std::array<char, 4096> buffer{};
  while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) run.out.append(buffer.data(), n);
  int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  return run;
}

inline Run advise(const std::string& args, bool with_stderr = true) {
  return shell(std::string(ADVISE_CLI) + " " + args + (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

inline bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}
