#include "Driver/Version.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace oraclec {
const char *versionString() {
  return ORACLEC_VERSION;
}

std::string dataDirectory() {
  if (const char *env = std::getenv("ORACLEC_DATA"); env && *env) return env;
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "share/oraclec"; // no /proc: relative to the working directory
  return (exe.parent_path().parent_path() / "share" / "oraclec").lexically_normal().string();
}
} // namespace oraclec
