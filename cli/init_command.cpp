// advise init DIR: a copy of the shipped rules and catalog and an example workload to edit.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "cli_common.h"
#include "options.h"

namespace advise::cli {
namespace fs = std::filesystem;

namespace {

struct Copy {
  fs::path from;
  fs::path to;
};

// Every file to copy. measured/ is left out: it holds probe results of particular machines.
std::vector<Copy> files_to_copy(const DataPaths& shipped, const fs::path& dir) {
  std::vector<Copy> copies;
  auto add_tree = [&](const fs::path& from, const fs::path& to) {
    for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
      if (it->is_directory() && it->path().filename() == "measured") it.disable_recursion_pending();
      else if (it->is_regular_file()) copies.push_back({it->path(), to / fs::relative(it->path(), from)});
    }
  };
  add_tree(shipped.rules, dir / "rules");
  add_tree(shipped.catalog, dir / "catalog");
  copies.push_back({fs::path(shipped.examples) / "imagenet-resnet50.dsl", dir / "workload.dsl"});
  std::sort(copies.begin(), copies.end(), [](const Copy& a, const Copy& b) { return a.to < b.to; });
  return copies;
}

void print_next_steps(const std::string& dir, std::size_t count) {
  std::cout << "advise init: copied " << count << " files into " << dir << "/ (rules/, catalog/, workload.dsl)\n"
            << "next: edit them, then check them, run their tests and ask for advice with them:\n"
            << "  advise check " << dir << "\n"
            << "  advise test " << dir << "\n"
            << "  advise " << dir << "/workload.dsl " << dir << "\n"
            << "(a folder that holds rules or a catalog is loaded instead of the shipped one)\n";
}

}  // namespace

int run_init(const std::vector<std::string>& args) {
  bool force = false;
  po::options_description options("advise init options");
  options.add_options()("force", po::bool_switch(&force), "overwrite files that exist in DIR");
  std::vector<std::string> dirs;
  int code = kExitOk;
  if (!parse_command(args, options, dirs, "usage: advise init [--force] DIR\n", code)) return code;
  if (dirs.size() != 1) {
    std::cerr << "advise init: name one folder to copy the rules into, e.g. advise init myrules\n";
    return kExitBadInput;
  }
  const std::string dir = fs::path(dirs[0]).lexically_normal().string();
  const auto copies = files_to_copy(default_data_paths(), dir);
  std::vector<std::string> existing;
  for (const auto& c : copies)
    if (fs::exists(c.to)) existing.push_back(c.to.string());
  if (!existing.empty() && !force) {
    std::cerr << "advise init: " << existing.front() << " exists (" << existing.size()
              << " files in all); nothing was copied; --force overwrites them\n";
    return kExitBadInput;
  }
  for (const auto& c : copies) {
    fs::create_directories(c.to.parent_path());
    fs::copy_file(c.from, c.to, fs::copy_options::overwrite_existing);
  }
  print_next_steps(dir, copies.size());
  return kExitOk;
}

}  // namespace advise::cli
