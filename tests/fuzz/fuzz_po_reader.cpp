// libFuzzer entry point for the PO reader. libgettextpo reads files only,
// so each input is written to a temporary file (RulesChecker::checkText).
// Whatever the bytes, the result must be a document or an input error.
// Run with -detect_leaks=0: libgettextpo itself leaks a few bytes on some
// error paths (e.g. "duplicate message definition"), inside po_file_read.
#include "RulesCheck/RulesCheck.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static oraclec::rules::RulesChecker checker([] {
    oraclec::rules::Options o;
    o.dataDir = ORACLEC_SOURCE_DIR;
    return o;
  }());
  // Make every input look like a PO so the fuzzer exercises libgettextpo
  // and our use of it rather than shape detection.
  std::string text = "msgid \"x\"\nmsgstr \"y\"\n\n";
  text.append(reinterpret_cast<const char *>(data), size);
  auto r = checker.checkText("fuzz.po", std::move(text));
  (void)r;
  return 0;
}
