// A fast path for the PO files real translation tools write (Weblate,
// Sphinx, msgmerge): only `msgid`/`msgstr` pairs, `#` comments and flags,
// the escapes \n \t \" \\, a UTF-8 header, no duplicates. Such a file is
// read here in one pass; anything else (plurals, contexts, obsolete
// entries, other escapes or charsets, any syntax error) returns nothing, and
// the caller reads the file through libgettextpo, which stays the authority
// on what PO means and on every error message.
//
// Why: libgettextpo lexes character by character through iconv and took
// ~350 ms of the ~410 ms rules-check spent on the 5,126-message Polish seed
// (perf, 2026-11-24). A differential test (RulesCheckFilterTest) checks both
// readers give the same messages on the seeds and the crafted files.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rules {

struct PoMessage {
  std::string msgid;
  std::string msgstr; // for plurals (libgettextpo path only), msgstr[0]
  bool fuzzy = false;
  bool obsolete = false;
  bool plural = false;
};

struct PoCatalog {
  std::string header;              // the msgstr of msgid "", or ""
  std::vector<PoMessage> messages; // in file order, the header first when present
};

std::optional<PoCatalog> readPlainPo(std::string_view text);

} // namespace oraclec::rules
