#include "RulesCheck/InputCheck.h"

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace oraclec::rules {

namespace {
// Offset of the first invalid UTF-8 sequence, or npos.
size_t firstInvalidUtf8(const std::string &s) {
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c < 0) return size_t(start);
  }
  return std::string::npos;
}

bool isBlank(const std::string &s) {
  for (unsigned char c : s)
    if (!(c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v')) return false;
  return true;
}

// NFC only when needed: most documents are already NFC, and normalising
// would copy a megabyte of text for nothing.
void normaliseNfc(std::string &text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return;
  // Almost every document is already NFC: check the UTF-8 as it is (no
  // conversion to UTF-16 of the whole text, 10% of rules-check by perf).
  if (nfc->isNormalizedUTF8(icu::StringPiece(text.data(), int32_t(text.size())), status) &&
      U_SUCCESS(status))
    return;
  status = U_ZERO_ERROR;
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(text);
  if (nfc->quickCheck(u, status) == UNORM_YES || U_FAILURE(status)) return;
  status = U_ZERO_ERROR;
  icu::UnicodeString n = nfc->normalize(u, status);
  if (U_FAILURE(status)) return;
  std::string out;
  n.toUTF8String(out);
  text = std::move(out);
}
} // namespace

LoadedText validateDocumentText(std::string bytes, std::size_t maxBytes) {
  LoadedText r;
  if (bytes.size() > maxBytes) {
    r.error = InputError{DiagKind::TextTooLong, std::to_string(bytes.size()), std::nullopt};
    return r;
  }
  if (bytes.empty() || isBlank(bytes)) {
    r.error = InputError{DiagKind::EmptyText, "", std::nullopt};
    return r;
  }
  auto u8 = [](const std::string &s, size_t i) { return static_cast<unsigned char>(s[i]); };
  if (bytes.size() >= 2 && ((u8(bytes, 0) == 0xFF && u8(bytes, 1) == 0xFE) ||
                            (u8(bytes, 0) == 0xFE && u8(bytes, 1) == 0xFF))) {
    r.error = InputError{DiagKind::UnreadableFile, "UTF-16 text; convert it to UTF-8", 0u};
    return r;
  }
  if (size_t nul = bytes.find('\0'); nul != std::string::npos) {
    r.error =
        InputError{DiagKind::UnreadableFile,
                   "binary data (NUL byte at offset " + std::to_string(nul) + ")", uint32_t(nul)};
    return r;
  }
  if (size_t bad = firstInvalidUtf8(bytes); bad != std::string::npos) {
    r.error = InputError{DiagKind::InvalidUtf8, std::to_string(bad), uint32_t(bad)};
    r.text = std::move(bytes); // kept so the diagnostic can show the line
    return r;
  }
  if (bytes.size() >= 3 && bytes.compare(0, 3, "\xEF\xBB\xBF") == 0) bytes.erase(0, 3);
  // CRLF documents: drop the CRs so lines and carets are right.
  if (bytes.find('\r') != std::string::npos) {
    std::string out;
    out.reserve(bytes.size());
    for (size_t i = 0; i < bytes.size(); ++i)
      if (!(bytes[i] == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n')) out += bytes[i];
    bytes = std::move(out);
  }
  normaliseNfc(bytes);
  r.text = std::move(bytes);
  return r;
}

LoadedText loadDocumentText(const std::string &path, std::size_t maxBytes) {
  LoadedText r;
  std::error_code ec;
  auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) {
    r.error = InputError{DiagKind::UnreadableFile, "no such file", std::nullopt};
    return r;
  }
  if (std::filesystem::is_directory(status)) {
    r.error = InputError{DiagKind::UnreadableFile, "is a directory", std::nullopt};
    return r;
  }
  // Check the size before reading: a 100 MB file is refused without loading it.
  if (std::filesystem::is_regular_file(status)) {
    auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > maxBytes) {
      r.error = InputError{DiagKind::TextTooLong, std::to_string(size), std::nullopt};
      return r;
    }
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    r.error = InputError{DiagKind::UnreadableFile, std::strerror(errno), std::nullopt};
    return r;
  }
  std::string bytes;
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    bytes.append(buf, size_t(in.gcount()));
    if (bytes.size() > maxBytes) break; // pipes and devices have no size
  }
  return validateDocumentText(std::move(bytes), maxBytes);
}

} // namespace oraclec::rules
