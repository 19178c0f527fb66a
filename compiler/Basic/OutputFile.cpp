#include "Basic/OutputFile.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace oraclec {

namespace {
std::string errnoText(int e) {
  return std::strerror(e);
}

// The file a path names: a symbolic link is followed (replacing the link by
// a regular file would surprise whoever made it).
std::string resolvedTarget(const std::string &path) {
  struct stat st;
  if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
    if (char *real = ::realpath(path.c_str(), nullptr)) {
      std::string r(real);
      std::free(real);
      return r;
    }
  }
  return path;
}

// The directory a new file next to `target` goes in, and its base name.
void splitPath(const std::string &target, std::string &dir, std::string &base) {
  size_t slash = target.rfind('/');
  if (slash == std::string::npos) {
    dir = ".";
    base = target;
  } else {
    dir = slash == 0 ? "/" : target.substr(0, slash);
    base = target.substr(slash + 1);
  }
}

// A new, empty, hidden temporary file next to `target` ("dir/.base.tmp-XXXXXX").
// Returns the descriptor (and its name in `tmp`), or -1 with errno set.
int createTemporary(const std::string &target, std::string &tmp) {
  std::string dir, base;
  splitPath(target, dir, base);
  struct stat st;
  if (::stat(dir.c_str(), &st) != 0) return -1;
  if (!S_ISDIR(st.st_mode)) {
    errno = ENOTDIR;
    return -1;
  }
  // Keep the name within NAME_MAX: a long target name is shortened.
  std::string prefix = "." + base.substr(0, 200) + ".tmp-";
  std::string full = (dir == "/" ? "/" : dir + "/") + prefix + "XXXXXX";
  std::vector<char> name(full.begin(), full.end());
  name.push_back('\0');
  int fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd >= 0) tmp = name.data();
  return fd;
}

// Writes all of `bytes`; false with errno set on failure.
bool writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    if (n == 0) { // should not happen for a regular file; do not spin
      errno = EIO;
      return false;
    }
    bytes.remove_prefix(size_t(n));
  }
  return true;
}

mode_t newFileMode() {
  // umask() can only be read by setting it; oraclec writes its outputs after
  // its worker threads have finished, so nothing creates files meanwhile.
  mode_t mask = ::umask(022);
  ::umask(mask);
  return 0666 & ~mask;
}
} // namespace

std::string outputDisplayName(const std::string &path) {
  return isStdoutPath(path) ? "<stdout>" : path;
}

std::string cannotWriteMessage(const std::string &path, const std::string &reason) {
  return "oraclec: error: cannot write '" + outputDisplayName(path) + "': " + reason + "\n";
}

std::string checkOutputPath(const std::string &path) {
  if (isStdoutPath(path)) return {};
  if (path.empty()) return errnoText(ENOENT);
  std::string target = resolvedTarget(path);
  struct stat st;
  if (::stat(target.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) return errnoText(EISDIR);
    if (!S_ISREG(st.st_mode))
      return ::access(target.c_str(), W_OK) == 0 ? std::string() : errnoText(errno);
  } else if (!target.empty() && target.back() == '/') {
    return errnoText(EISDIR);
  }
  // The directory must take a new file: try it (this also catches read-only
  // file systems, full inode tables and quotas, which access() does not).
  std::string tmp;
  int fd = createTemporary(target, tmp);
  if (fd < 0) return errnoText(errno);
  ::close(fd);
  ::unlink(tmp.c_str());
  return {};
}

std::string writeOutputFile(const std::string &path, std::string_view bytes) {
  if (isStdoutPath(path)) {
    std::cout.flush(); // what is already buffered comes first
    std::fflush(stdout);
    if (!writeAll(STDOUT_FILENO, bytes)) return errnoText(errno);
    return {};
  }
  if (path.empty()) return errnoText(ENOENT);
  std::string target = resolvedTarget(path);
  struct stat st;
  bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) return errnoText(EISDIR);
  if (!exists && !target.empty() && target.back() == '/') return errnoText(EISDIR);
  if (exists && !S_ISREG(st.st_mode)) {
    // A device or a FIFO: renaming over it would replace the device node.
    int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return errnoText(errno);
    bool ok = writeAll(fd, bytes);
    int e = errno;
    if (::close(fd) != 0 && ok) {
      ok = false;
      e = errno;
    }
    return ok ? std::string() : errnoText(e);
  }

  std::string tmp;
  int fd = createTemporary(target, tmp);
  if (fd < 0) return errnoText(errno);
  auto fail = [&](int e, bool open) {
    if (open) ::close(fd);
    ::unlink(tmp.c_str());
    return errnoText(e);
  };
  if (::fchmod(fd, exists ? (st.st_mode & 07777) : newFileMode()) != 0) return fail(errno, true);
  if (!writeAll(fd, bytes)) return fail(errno, true);
  // Data on disk before the rename: a crash leaves the old file or the new
  // one, never an empty one.
  if (::fsync(fd) != 0 && errno != EINVAL) return fail(errno, true);
  if (::close(fd) != 0) return fail(errno, false);
  if (::rename(tmp.c_str(), target.c_str()) != 0) return fail(errno, false);
  // The rename itself on disk (best effort: not every file system allows it).
  std::string dir, base;
  splitPath(target, dir, base);
  int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
  return {};
}

} // namespace oraclec
