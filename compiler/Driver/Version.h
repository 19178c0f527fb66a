#pragma once
#include <string>
namespace oraclec {
const char *versionString();
// Root of the project's data (stdlib-cards/, i18n/, data/rules/): $ORACLEC_DATA
// if set, else <directory of the running binary>/../share/oraclec — the same
// layout in the build tree (build/share/oraclec links to the sources, made by
// tools/CMakeLists.txt) and after `cmake --install` (PREFIX/bin/oraclec,
// PREFIX/share/oraclec). No path of the source tree is compiled in, so a
// relocated installation finds its data.
std::string dataDirectory();
} // namespace oraclec
