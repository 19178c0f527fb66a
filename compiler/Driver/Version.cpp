#include "Driver/Version.h"

#include <cstdlib>

namespace oraclec {
const char *versionString() { return ORACLEC_VERSION; }
const char *dataDirectory() {
  // ORACLEC_DATA lets an installed or relocated binary find its data.
  if (const char *env = std::getenv("ORACLEC_DATA"))
    return env;
  return ORACLEC_DATA_DIR;
}
} // namespace oraclec
