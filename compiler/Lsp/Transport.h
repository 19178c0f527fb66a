// The LSP base protocol (Content-Length framing) over byte streams: reads one
// message body at a time and writes framed messages. The reader never trusts
// its input: header lines, header blocks and bodies are bounded; a body larger
// than the limit is skipped without being held in memory; a header block
// without a usable Content-Length is reported and the reader resynchronises on
// the next "Content-Length:" it sees. It always makes progress, so a client
// can make it report errors but never hang it or grow its memory.
#pragma once
#include <cstddef>
#include <istream>
#include <ostream>
#include <string>

namespace oraclec::lsp {

// What the reader read: a body, a framing problem (the message is lost, the
// stream goes on) or the end of the input.
struct Frame {
  enum class Kind { Message, BadHeader, TooLarge, End } kind = Kind::End;
  std::string body;    // Message: the JSON text (not yet parsed)
  std::string problem; // BadHeader, TooLarge: what was wrong, for the error reply
};

inline constexpr size_t kDefaultMaxMessageBytes = 16u << 20; // a 16 MB document is not a card
inline constexpr size_t kMaxHeaderLineBytes = 1024;
inline constexpr size_t kMaxHeaderLines = 32;

class MessageReader {
public:
  explicit MessageReader(std::istream &in, size_t maxMessageBytes = kDefaultMaxMessageBytes)
      : in_(in), maxBytes_(maxMessageBytes) {}
  Frame next();

private:
  // One header line without its "\r\n" (a bare "\n" is accepted too); false at
  // the end of the input. A line longer than the limit is cut and flagged.
  bool readLine(std::string &line, bool &tooLong);
  // Skips input up to the start of the next "Content-Length:" (resync).
  void skipToNextHeader();
  std::istream &in_;
  size_t maxBytes_;
  bool pendingHeader_ = false; // skipToNextHeader consumed "Content-Length:" already
  bool resync_ = false;        // a bad header was read: skip to the next one first
};

// Writes `body` with its Content-Length header and flushes.
void writeMessage(std::ostream &out, const std::string &body);

} // namespace oraclec::lsp
