#include "base/folder_walk.h"

#include <algorithm>
#include <filesystem>

#include "base/limits.h"

namespace advise::base {
namespace fs = std::filesystem;

namespace {

bool has_extension(const fs::path& path, const std::string& extension) {
  const std::string name = path.filename().string();
  return extension.empty() || (name.size() >= extension.size() && name.compare(name.size() - extension.size(), extension.size(), extension) == 0);
}

// A link's trouble in words: ELOOP is a loop, anything else leads nowhere.
std::string broken_link(const std::error_code& ec) {
  if (ec == std::errc::too_many_symbolic_link_levels) return "a symbolic link that loops";
  return "a symbolic link that leads nowhere (" + ec.message() + ")";
}

}  // namespace

std::string unusable_file(const std::string& path) {
  std::error_code link_ec, ec;
  const auto link = fs::symlink_status(path, link_ec);
  const auto target = fs::status(path, ec);
  if (!link_ec && fs::is_symlink(link) && ec) return broken_link(ec);
  if (ec || !fs::exists(target)) return "no such file";
  if (fs::is_directory(target)) return "a folder, not a file";
  if (!fs::is_regular_file(target)) return "not a regular file";
  return "";
}

FolderWalk walk_folder(const std::string& folder, const std::string& extension, const std::string& skipped_folder) {
  FolderWalk walk;
  std::vector<fs::path> pending{folder};
  std::size_t entries = 0;
  while (!pending.empty()) {
    const fs::path dir = pending.back();
    pending.pop_back();
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (++entries > limits::kMaxFolderEntries) {
        walk.files.clear();
        walk.too_many = true;
        return walk;
      }
      const fs::path& path = it->path();
      std::error_code link_ec, target_ec;
      const bool link = it->is_symlink(link_ec);
      const auto target = fs::status(path, target_ec);
      if (target_ec) {
        // A link that loops or leads nowhere matters only with the extension; an entry that
        // cannot even be looked at (a path past PATH_MAX) may be a folder of files.
        if (!link) walk.skipped.push_back({path.lexically_normal().string(), "cannot be read (" + target_ec.message() + ")"});
        else if (has_extension(path, extension)) walk.skipped.push_back({path.lexically_normal().string(), broken_link(target_ec)});
        continue;
      }
      if (fs::is_directory(target)) {
        if (!link && path.filename() != skipped_folder) pending.push_back(path);
      } else if (has_extension(path, extension)) {
        if (fs::is_regular_file(target)) walk.files.push_back(path.lexically_normal().string());
        else walk.skipped.push_back({path.lexically_normal().string(), "not a regular file"});
      }
    }
    if (ec) walk.skipped.push_back({dir.lexically_normal().string(), "a folder that cannot be read (" + ec.message() + ")"});
  }
  std::sort(walk.files.begin(), walk.files.end());
  return walk;
}

}  // namespace advise::base
