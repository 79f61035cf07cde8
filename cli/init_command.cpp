// advise init DIR: a copy of the shipped rules and catalog and an example workload to edit.
// Planned whole before anything is written: every target is checked (inside DIR, through links;
// no file where a folder must go), and on a failure while writing the files this run made are
// removed again, so DIR is never left half-made.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "advise/files.h"
#include "cli_common.h"
#include "file_writer.h"
#include "options.h"

namespace advise::cli {
namespace fs = std::filesystem;

namespace {

struct Copy {
  fs::path from;
  fs::path to;
  bool existed = false;
};

// Every file to copy. measured/ is left out: it holds probe results of particular machines.
std::vector<Copy> files_to_copy(const DataPaths& shipped, const fs::path& dir) {
  std::vector<Copy> copies;
  auto add_tree = [&](const fs::path& from, const fs::path& to) {
    for (const auto& file : files_below(from.string(), "", "measured").files)
      copies.push_back({file, to / fs::relative(file, from)});
  };
  add_tree(shipped.rules, dir / "rules");
  add_tree(shipped.catalog, dir / "catalog");
  copies.push_back({fs::path(shipped.examples) / "imagenet-resnet50.dsl", dir / "workload.dsl"});
  std::sort(copies.begin(), copies.end(), [](const Copy& a, const Copy& b) { return a.to < b.to; });
  return copies;
}

// Every reason a target cannot be written, the files that exist already (marked in `copies`).
std::vector<std::string> plan(const FileWriter& writer, std::vector<Copy>& copies, std::size_t& existing) {
  std::vector<std::string> refusals;
  existing = 0;
  for (auto& c : copies) {
    if (auto why = writer.refusal(c.to.string());
        !why.empty() && std::find(refusals.begin(), refusals.end(), why) == refusals.end())
      refusals.push_back(why);
    std::error_code ec;
    c.existed = fs::exists(fs::symlink_status(c.to, ec));
    if (c.existed) ++existing;
  }
  return refusals;
}

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The folders the copies need that do not exist yet, deepest last.
std::vector<fs::path> missing_folders(const std::vector<Copy>& copies) {
  std::vector<fs::path> missing;
  std::error_code ec;
  for (const auto& c : copies)
    for (fs::path at = c.to.parent_path(); !at.empty() && !fs::exists(at, ec); at = at.parent_path())
      if (std::find(missing.begin(), missing.end(), at) == missing.end()) missing.push_back(at);
  std::sort(missing.begin(), missing.end());
  return missing;
}

// Writes every copy; on a failure removes the files and folders this run made and says why.
bool write_all(const FileWriter& writer, const std::vector<Copy>& copies, std::string& why) {
  const auto folders = missing_folders(copies);
  std::vector<fs::path> made;
  for (const auto& c : copies) {
    why = writer.write(c.to.string(), read_all(c.from));
    if (!why.empty()) {
      std::error_code ec;
      for (const auto& path : made) fs::remove(path, ec);
      for (auto it = folders.rbegin(); it != folders.rend(); ++it) fs::remove(*it, ec);  // empty ones only
      return false;
    }
    if (!c.existed) made.push_back(c.to);
  }
  return true;
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
  auto copies = files_to_copy(default_data_paths(), dir);
  const FileWriter writer(dir);
  std::size_t existing = 0;
  const auto refusals = plan(writer, copies, existing);
  if (!refusals.empty()) {
    for (const auto& why : refusals) std::cerr << "advise init: " << why << "\n";
    std::cerr << "advise init: nothing was copied; move those paths away or name another folder\n";
    return kExitBadInput;
  }
  if (existing > 0 && !force) {
    const auto first = std::find_if(copies.begin(), copies.end(), [](const Copy& c) { return c.existed; });
    std::cerr << "advise init: " << first->to.string() << " exists (" << existing
              << " files in all); nothing was copied; --force overwrites them\n";
    return kExitBadInput;
  }
  std::string why;
  if (!write_all(writer, copies, why)) {
    std::cerr << "advise init: " << why << "; the files this run made were removed\n";
    return kExitBadInput;
  }
  print_next_steps(dir, copies.size());
  return kExitOk;
}

}  // namespace advise::cli
