// Points diagnostics at byte offsets of a file that is not held in memory (a
// streamed JSON file): one pass over the file finds the line of each offset,
// and each point gets a small SourceFile holding (a window of) that line,
// numbered as in the file, so the Clang-style source line and caret work
// even for a minified file that is one 500 MB line.
#pragma once
#include "Basic/SourceFile.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::driver {

struct FilePoint {
  std::shared_ptr<const SourceFile> file; // the line (or a window of it)
  uint32_t offset = 0;                    // of the point in `file`
};

// For each offset (any order) the line it is on. With `skipSeparators`, an
// offset first moves past white space, ',' and ':' (so an offset taken just
// after the previous JSON token points at the next token). Offsets past the
// end point just after the last non-blank byte: the end of the input.
std::vector<FilePoint> locateInFile(const std::string &path, const std::vector<uint64_t> &offsets,
                                    bool skipSeparators);

// The same for a text in memory (tests, and files that are small).
std::vector<FilePoint> locateInText(const std::string &path, std::string_view text,
                                    const std::vector<uint64_t> &offsets, bool skipSeparators);

} // namespace oraclec::driver
