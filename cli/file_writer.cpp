#include "file_writer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace advise::cli {
namespace fs = std::filesystem;

namespace {

fs::path resolved(const std::string& path) {
  std::error_code ec;
  fs::path absolute = fs::absolute(path, ec);
  fs::path canonical = fs::weakly_canonical(absolute, ec);
  return ec ? absolute.lexically_normal() : canonical;
}

bool inside(const fs::path& path, const fs::path& root) {
  auto [r, p] = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
  return r == root.end();
}

fs::path temporary_for(const fs::path& target) {
  return target.parent_path() / ("." + target.filename().string() + ".advise-tmp");
}

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return ::fsync(fd) == 0;
}

// The rename made durable: the folder's entry synced too.
void sync_folder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// In place, for a file with several hard links: every name keeps seeing one file.
std::string rewrite_in_place(const fs::path& target, const std::string& text) {
  const int fd = ::open(target.c_str(), O_WRONLY | O_TRUNC);
  if (fd < 0) return system_error("cannot open '" + target.string() + "'");
  const bool ok = write_all(fd, text);
  ::close(fd);
  return ok ? "" : system_error("cannot write '" + target.string() + "'");
}

std::string replace_atomically(const fs::path& target, const std::string& text, mode_t mode) {
  const fs::path temporary = temporary_for(target);
  ::unlink(temporary.c_str());
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL, mode);
  if (fd < 0) return system_error("cannot create '" + temporary.string() + "'");
  ::fchmod(fd, mode);
  const bool written = write_all(fd, text);
  ::close(fd);
  if (!written || ::rename(temporary.c_str(), target.c_str()) != 0) {
    std::string why = system_error("cannot write '" + target.string() + "'");
    ::unlink(temporary.c_str());
    return why;
  }
  sync_folder(target.parent_path());
  return "";
}

}  // namespace

FileWriter::FileWriter(const std::string& root) : root_(resolved(root).string()) {}

std::string FileWriter::refusal(const std::string& path) const {
  std::error_code ec;
  const auto link = fs::symlink_status(path, ec);
  if (!ec && fs::is_symlink(link) && !fs::exists(fs::status(path, ec)))
    return "'" + path + "' is a symbolic link that leads nowhere";
  const fs::path target = resolved(path);
  if (!inside(target, root_))
    return "'" + path + "' leads to '" + target.string() + "', outside '" + root_ + "'";
  for (fs::path at = target; !at.empty() && at != at.root_path(); at = at.parent_path()) {
    const auto status = fs::status(at, ec);
    if (ec || !fs::exists(status)) continue;
    if (at == target && fs::is_directory(status)) return "'" + path + "' is a folder";
    if (at != target && !fs::is_directory(status)) return "'" + at.string() + "' is a file, not a folder";
    if (at != target) break;
  }
  return "";
}

std::string FileWriter::write(const std::string& path, const std::string& text) const {
  if (auto why = refusal(path); !why.empty()) return why;
  const fs::path target = resolved(path);
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec) return "cannot make the folder '" + target.parent_path().string() + "': " + ec.message();
  struct stat existing {};
  if (::stat(target.c_str(), &existing) == 0) {
    if (existing.st_nlink > 1) return rewrite_in_place(target, text);
    return replace_atomically(target, text, existing.st_mode & 07777);
  }
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return replace_atomically(target, text, 0666 & ~mask);
}

void remove_stale_temporary(const std::string& path) { ::unlink(temporary_for(resolved(path)).c_str()); }

}  // namespace advise::cli
