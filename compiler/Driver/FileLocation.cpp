#include "Driver/FileLocation.h"

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>

namespace oraclec::driver {

namespace {

constexpr uint64_t kBefore = 160, kAfter = 160; // window around a point on a long line
constexpr size_t kChunk = 1 << 16;

// Random access to the bytes of a file or of a text.
struct Bytes {
  std::function<std::string(uint64_t at, size_t n)> read;
  uint64_t size = 0;
};

bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool separator(char c) {
  return blank(c) || c == ',' || c == ':';
}
bool continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

uint64_t endOfInput(const Bytes &b) {
  uint64_t end = b.size;
  while (end > 0) {
    uint64_t from = end > kChunk ? end - kChunk : 0;
    std::string s = b.read(from, size_t(end - from));
    if (s.size() != end - from) return end;
    for (size_t i = s.size(); i-- > 0;)
      if (!blank(s[i])) return from + i + 1;
    end = from;
  }
  return 0;
}

uint64_t skipSeparatorsFrom(const Bytes &b, uint64_t at) {
  while (at < b.size) {
    std::string s = b.read(at, kChunk);
    if (s.empty()) break;
    size_t i = 0;
    while (i < s.size() && separator(s[i]))
      ++i;
    at += i;
    if (i < s.size()) break;
  }
  return at;
}

struct Where {
  unsigned line = 1, column = 1;
  uint64_t lineStart = 0;
};

std::vector<FilePoint> locate(const std::string &path, const Bytes &b,
                              const std::vector<uint64_t> &offsets, bool skipSeparators) {
  uint64_t end = endOfInput(b);
  std::vector<uint64_t> targets;
  for (uint64_t t : offsets) {
    if (skipSeparators) t = skipSeparatorsFrom(b, t);
    targets.push_back(std::min(t, end));
  }
  std::map<uint64_t, Where> where;
  for (uint64_t t : targets)
    where[t];
  // One pass: lines and columns (in code points) up to the last target.
  Where cur;
  auto next = where.begin();
  for (uint64_t at = 0; next != where.end() && at < b.size; at += kChunk) {
    std::string s = b.read(at, kChunk);
    if (s.empty()) break;
    for (size_t i = 0; i < s.size() && next != where.end(); ++i) {
      while (next != where.end() && next->first == at + i)
        (next++)->second = cur;
      if (s[i] == '\n') {
        ++cur.line;
        cur.column = 1;
        cur.lineStart = at + i + 1;
      } else if (!continuation(s[i])) {
        ++cur.column;
      }
    }
  }
  for (; next != where.end(); ++next)
    next->second = cur;

  std::vector<FilePoint> out;
  for (uint64_t t : targets) {
    const Where &w = where[t];
    uint64_t from = std::max(w.lineStart, t > kBefore ? t - kBefore : 0);
    std::string window = b.read(from, size_t(t - from + kAfter));
    size_t cut = 0; // start the window on a character boundary
    while (cut < window.size() && from + cut < t && continuation(window[cut]))
      ++cut;
    window.erase(0, cut);
    from += cut;
    if (size_t nl = window.find('\n', size_t(t - from)); nl != std::string::npos) window.resize(nl);
    unsigned before = 0; // code points between the window start and the point
    for (uint64_t i = 0; i < t - from && i < window.size(); ++i)
      before += !continuation(window[size_t(i)]);
    // Do not end the window in the middle of a character.
    size_t keep = window.size();
    if (keep > t - from && window.size() == size_t(t - from + kAfter)) {
      while (keep > t - from && continuation(window[keep - 1]))
        --keep;
      if (keep > t - from && (static_cast<unsigned char>(window[keep - 1]) & 0xC0) == 0xC0)
        --keep; // a lead byte whose continuation was cut off
      window.resize(keep);
    }
    out.push_back({std::make_shared<SourceFile>(path, std::move(window), w.line, w.column - before),
                   uint32_t(t - from)});
  }
  return out;
}

} // namespace

std::vector<FilePoint> locateInFile(const std::string &path, const std::vector<uint64_t> &offsets,
                                    bool skipSeparators) {
  std::ifstream in(path, std::ios::binary);
  in.seekg(0, std::ios::end);
  Bytes b;
  b.size = in ? uint64_t(in.tellg()) : 0;
  b.read = [&](uint64_t at, size_t n) {
    std::string s;
    if (at >= b.size) return s;
    n = size_t(std::min<uint64_t>(n, b.size - at));
    s.resize(n);
    in.clear();
    in.seekg(std::streamoff(at));
    in.read(s.data(), std::streamsize(n));
    s.resize(size_t(std::max<std::streamsize>(in.gcount(), 0)));
    return s;
  };
  return locate(path, b, offsets, skipSeparators);
}

std::vector<FilePoint> locateInText(const std::string &path, std::string_view text,
                                    const std::vector<uint64_t> &offsets, bool skipSeparators) {
  Bytes b;
  b.size = text.size();
  b.read = [&](uint64_t at, size_t n) {
    return at >= text.size() ? std::string() : std::string(text.substr(size_t(at), n));
  };
  return locate(path, b, offsets, skipSeparators);
}

} // namespace oraclec::driver
