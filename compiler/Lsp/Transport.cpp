#include "Lsp/Transport.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace oraclec::lsp {

namespace {
constexpr const char kLengthHeader[] = "content-length:";

std::string lower(std::string s) {
  for (char &c : s)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}
} // namespace

bool MessageReader::readLine(std::string &line, bool &tooLong) {
  line.clear();
  tooLong = false;
  int c;
  bool any = false;
  while ((c = in_.get()) != std::char_traits<char>::eof()) {
    any = true;
    if (c == '\n') break;
    if (line.size() < kMaxHeaderLineBytes)
      line.push_back(char(c));
    else
      tooLong = true;
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return any;
}

void MessageReader::skipToNextHeader() {
  // Match "content-length:" case-insensitively, byte by byte (a simple
  // automaton: the pattern has no repeated prefix, so a mismatch restarts).
  const size_t n = std::strlen(kLengthHeader);
  size_t matched = 0;
  int c;
  while ((c = in_.get()) != std::char_traits<char>::eof()) {
    char l = char(std::tolower(c));
    if (l == kLengthHeader[matched]) {
      if (++matched == n) {
        pendingHeader_ = true;
        return;
      }
    } else {
      matched = l == kLengthHeader[0] ? 1 : 0;
    }
  }
}

Frame MessageReader::next() {
  // Resynchronise only now, not when the bad header was read: the client
  // gets its error at once instead of when its next message arrives.
  if (resync_) {
    resync_ = false;
    skipToNextHeader();
  }
  Frame f;
  std::string line;
  bool tooLong = false, sawLength = false, badLength = false, badLine = false;
  size_t length = 0, lines = 0;
  bool first = true;
  for (;;) {
    if (!readLine(line, tooLong)) {
      if (first && !pendingHeader_) {
        f.kind = Frame::Kind::End;
        return f;
      }
      f.kind = Frame::Kind::End; // a header cut by the end of the input: nothing to answer
      return f;
    }
    if (pendingHeader_) { // resynchronised: this line is the rest of "Content-Length:"
      line = std::string(kLengthHeader) + line;
      pendingHeader_ = false;
    }
    if (first && line.empty()) continue; // blank lines between messages are tolerated
    first = false;
    if (line.empty()) break; // end of the header block
    if (tooLong || ++lines > kMaxHeaderLines) {
      badLine = true;
      break;
    }
    size_t colon = line.find(':');
    if (colon == std::string::npos) {
      badLine = true;
      break;
    }
    std::string name = lower(trim(line.substr(0, colon)));
    std::string value = trim(line.substr(colon + 1));
    if (name == "content-length") {
      sawLength = true;
      if (value.empty() || value.size() > 18 ||
          !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
        badLength = true;
      else
        length = std::stoull(value);
    }
    // Content-Type and any other header are accepted and ignored (the
    // protocol's only charset is utf-8).
  }
  if (badLine || !sawLength || badLength) {
    f.kind = Frame::Kind::BadHeader;
    f.problem = badLine      ? "malformed header line"
                : !sawLength ? "a message without a Content-Length header"
                             : "Content-Length is not a number";
    resync_ = true;
    return f;
  }
  if (length > maxBytes_) {
    f.kind = Frame::Kind::TooLarge;
    f.problem = "a message of " + std::to_string(length) + " bytes (the limit is " +
                std::to_string(maxBytes_) + ")";
    // Skipped in chunks with read(): istream::ignore peeks one character past
    // the count, which would wait for the client's next message.
    char chunk[8192];
    for (size_t left = length; left > 0 && in_;) {
      size_t n = std::min(left, sizeof chunk);
      in_.read(chunk, std::streamsize(n));
      left -= size_t(in_.gcount());
    }
    return f;
  }
  f.body.resize(length);
  in_.read(f.body.data(), std::streamsize(length));
  if (size_t(in_.gcount()) != length) {
    f.kind = Frame::Kind::End; // cut by the end of the input
    f.body.clear();
    return f;
  }
  f.kind = Frame::Kind::Message;
  return f;
}

void writeMessage(std::ostream &out, const std::string &body) {
  out << "Content-Length: " << body.size() << "\r\n\r\n" << body;
  out.flush();
}

} // namespace oraclec::lsp
