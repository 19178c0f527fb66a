// Where the library finds its bundled data (stdlib-cards/): $ORACLEC_DATA, else
// <directory of liboraclec.so>/../share/oraclec (the
// relative path from the install libdir to the datadir). The library is found with
// dladdr, not /proc/self/exe as the oraclec binary does: the program that
// loads liboraclec lives anywhere, the library next to its data (PREFIX/lib and
// PREFIX/share/oraclec; build/lib and build/share/oraclec in the build tree).
// Linked statically, the "library" is the program: <bin>/../share/oraclec.
#pragma once
#include <string>

namespace oraclec::api {

std::string libraryDataDirectory();

} // namespace oraclec::api
