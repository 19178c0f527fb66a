// libFuzzer entry point for the card readers: arbitrary bytes as a .card
// YAML document (in memory, as scenarios use it) and, through a temporary
// file, as a .card file and as MTGJSON/Scryfall JSON (the path `oraclec
// build` takes). Malformed input must end as diagnostics, never a crash or an
// exception. The first cards read are then run through the front end, so
// text references into the loaded files (offsets, line numbers) are checked
// too.
#include "Driver/CardLoader.h"
#include "Driver/JsonCardStream.h"
#include "Driver/Pipeline.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace oraclec;

namespace {
std::string tempPath(const char *ext) {
  return "/tmp/oraclec-fuzz-card-loader-" + std::to_string(::getpid()) + ext;
}

void consume(const std::vector<driver::CardRecord> &cards, DiagnosticEngine &diags) {
  for (auto &d : diags.all())
    (void)formatDiagnostic(d);
  size_t n = 0;
  for (const auto &card : cards) {
    if (n++ == 2)
      break;
    for (const auto &face : card.faces) {
      (void)face.text.text();
      for (auto &[lang, t] : face.foreignText)
        (void)t.text();
    }
    driver::StageSeconds s;
    for (Language lang : kAllLanguages)
      (void)driver::compileFrontToIR(card, {lang, lang == Language::En}, s);
  }
}

// The streaming reader's byte ranges: an entry that is an object or an array
// is exactly the JSON text [begin, end) once the separators before it are
// skipped (diagnostics re-read entries from the file by these ranges).
void checkEntryRanges(const std::string &content) {
  std::istringstream in(content);
  driver::JsonStreamError error;
  driver::streamJsonCards(
      in,
      [&](driver::JsonEntry &&e) {
        if (e.end > content.size() || e.begin > e.end)
          __builtin_trap();
        // Bytes reported as not UTF-8 are inside the file, before the entry's
        // end, and not ASCII; such an entry was read with U+FFFD in their place,
        // so its raw bytes are not JSON text (nlohmann refuses them).
        for (uint64_t at : e.invalidUtf8)
          if (at >= e.end || static_cast<unsigned char>(content[size_t(at)]) < 0x80)
            __builtin_trap();
        if (!e.value.is_structured() || !e.invalidUtf8.empty())
          return;
        std::string slice = content.substr(size_t(e.begin), size_t(e.end - e.begin));
        size_t first = slice.find_first_not_of(" \t\r\n,:");
        if (first == std::string::npos || !nlohmann::json::accept(slice.substr(first)))
          __builtin_trap();
      },
      error);
}

void viaFile(const std::string &content, const char *ext) {
  std::string path = tempPath(ext);
  {
    std::ofstream f(path, std::ios::binary);
    f << content;
  }
  std::vector<driver::CardRecord> cards;
  DiagnosticEngine diags;
  driver::loadCards(path, cards, diags);
  consume(cards, diags);
  std::remove(path.c_str());
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string content(reinterpret_cast<const char *>(data), size);
  {
    std::vector<driver::CardRecord> cards;
    DiagnosticEngine diags;
    driver::loadCardFile("fuzz.card", content, cards, diags);
    consume(cards, diags);
  }
  size_t first = content.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && (content[first] == '{' || content[first] == '[')) {
    checkEntryRanges(content);
    viaFile(content, ".json");
  }
  else
    viaFile(content, ".card");
  return 0;
}
