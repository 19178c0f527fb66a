#include "DataDirectory.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace oraclec::api {

std::string libraryDataDirectory() {
  if (const char *env = std::getenv("ORACLEC_DATA"); env && *env) return env;
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path self;
  Dl_info info{};
  // The address of this very function is inside liboraclec (or the program
  // it was linked into statically).
  if (dladdr(reinterpret_cast<void *>(&libraryDataDirectory), &info) && info.dli_fname &&
      *info.dli_fname)
    self = fs::absolute(info.dli_fname, ec);
  if (self.empty() || ec) self = fs::read_symlink("/proc/self/exe", ec);
  if (ec || self.empty()) return "share/oraclec"; // relative to the working directory
  // ORACLEC_DATA_FROM_LIB: libdir -> datadir/oraclec ("../share/oraclec"), set by
  // api/CMakeLists.txt.
  return (self.parent_path() / ORACLEC_DATA_FROM_LIB).lexically_normal().string();
}

} // namespace oraclec::api
