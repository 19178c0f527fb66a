// Little-endian binary encoding for card library files
// (docs/library-format.md). The reader never trusts the bytes: every read is
// bounds-checked, a count is refused if the remaining bytes cannot hold that
// many elements (no huge allocation from a corrupt count), and after the
// first failure every read returns zero and the first error is kept.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace oraclec::driver {

class ByteWriter {
public:
  void u8(uint8_t v) { out_.push_back(char(v)); }
  void u32(uint32_t v) { fixed(v, 4); }
  void i32(int32_t v) { fixed(uint32_t(v), 4); }
  void u64(uint64_t v) { fixed(v, 8); }
  void boolean(bool v) { u8(v ? 1 : 0); }
  void str(std::string_view s) {
    u32(uint32_t(s.size()));
    out_.append(s);
  }
  void raw(std::string_view s) { out_.append(s); }
  std::string &bytes() { return out_; }

private:
  void fixed(uint64_t v, int n) {
    for (int i = 0; i < n; ++i)
      out_.push_back(char((v >> (8 * i)) & 0xFF));
  }
  std::string out_;
};

class ByteReader {
public:
  explicit ByteReader(std::string_view data) : data_(data) {}

  bool ok() const { return error_.empty(); }
  const std::string &error() const { return error_; }
  size_t offset() const { return pos_; }
  size_t remaining() const { return data_.size() - pos_; }
  void fail(const std::string &why) {
    if (error_.empty())
      error_ = why + " (at payload offset " + std::to_string(pos_) + ")";
  }

  uint8_t u8(const char *what) { return uint8_t(fixed(1, what)); }
  uint32_t u32(const char *what) { return uint32_t(fixed(4, what)); }
  int32_t i32(const char *what) { return int32_t(uint32_t(fixed(4, what))); }
  uint64_t u64(const char *what) { return fixed(8, what); }
  bool boolean(const char *what) {
    uint8_t v = u8(what);
    if (v > 1)
      fail(std::string("bad boolean ") + what);
    return v == 1;
  }
  std::string_view bytes(size_t n, const char *what) {
    if (!ok())
      return {};
    if (n > remaining()) {
      fail(std::string("truncated ") + what);
      return {};
    }
    std::string_view s = data_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  std::string str(const char *what) { return std::string(bytes(u32(what), what)); }
  // A number of elements that each take at least `minBytes` bytes.
  uint32_t count(const char *what, size_t minBytes = 1) {
    uint32_t n = u32(what);
    if (ok() && uint64_t(n) * minBytes > remaining()) {
      fail(std::string("impossible count of ") + what + " (" + std::to_string(n) + ")");
      return 0;
    }
    return ok() ? n : 0;
  }
  // An enumerator in [0, count).
  template <class E> E enumerator(int count, const char *what) {
    uint8_t v = u8(what);
    if (ok() && v >= count)
      fail(std::string("bad ") + what + " " + std::to_string(v));
    return ok() ? E(v) : E(0);
  }

private:
  uint64_t fixed(int n, const char *what) {
    std::string_view b = bytes(size_t(n), what);
    uint64_t v = 0;
    for (size_t i = 0; i < b.size(); ++i)
      v |= uint64_t(uint8_t(b[i])) << (8 * i);
    return v;
  }
  std::string_view data_;
  size_t pos_ = 0;
  std::string error_;
};

} // namespace oraclec::driver
