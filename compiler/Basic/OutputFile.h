// Every file oraclec writes (build and xcheck reports, load reports, card
// libraries, rules-check output) goes through here, so that no output is ever
// lost or half-written: a regular file is written to a temporary file in the
// same directory, flushed, synced and closed, then renamed over the target.
// The target holds either its old contents or all of the new ones.
#pragma once
#include <string>
#include <string_view>

namespace oraclec {

// "-" names standard output.
inline bool isStdoutPath(std::string_view path) {
  return path == "-";
}

// How an output path is named in messages ('-' is "<stdout>").
std::string outputDisplayName(const std::string &path);

// Whether `path` can be written, checked before a long job starts: the
// directory exists and takes a new file (a probe file is created and removed),
// and the target is not a directory. "-" and writable devices (/dev/null) pass.
// Returns an empty string, or the reason (strerror text).
std::string checkOutputPath(const std::string &path);

// Writes `bytes` to `path`:
//  - "-": standard output (std::cout is flushed first);
//  - a regular file, or a path that does not exist yet: a temporary file in
//    the same directory, renamed over the target after write, flush, fsync and
//    close (a symbolic link is followed: the file it names is replaced); the
//    new file keeps the old one's permissions, or gets 0666 & ~umask;
//  - another existing file (a device such as /dev/null or /dev/full, a FIFO):
//    written in place; nothing else could be meant.
// Returns an empty string, or the reason (strerror text); on failure the
// target is unchanged (a device may have taken part of the bytes).
std::string writeOutputFile(const std::string &path, std::string_view bytes);

// "oraclec: error: cannot write 'PATH': REASON\n", the one wording of a write error.
std::string cannotWriteMessage(const std::string &path, const std::string &reason);

} // namespace oraclec
