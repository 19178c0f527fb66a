#include "Basic/Diagnostic.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cctype>
#include <ostream>

namespace oraclec {

namespace {
struct KindInfo {
  const char *name;
  const char *code;
  Severity severity;
  DiagCategory category;
  const char *format;
};
constexpr KindInfo kKinds[] = {
#define DIAG(Name, Code, Sev, Cat, Fmt) {#Name, Code, Severity::Sev, DiagCategory::Cat, Fmt},
#include "Basic/DiagnosticKinds.def"
};
const KindInfo &info(DiagKind k) { return kKinds[static_cast<int>(k)]; }
} // namespace

Severity severityOf(DiagKind k) { return info(k).severity; }
DiagCategory categoryOf(DiagKind k) { return info(k).category; }
const char *formatOf(DiagKind k) { return info(k).format; }
const char *nameOf(DiagKind k) { return info(k).name; }
const char *codeOf(DiagKind k) {
  return info(k).code;
}

std::optional<DiagKind> kindFromCode(std::string_view code) {
  for (size_t i = 0; i < std::size(kKinds); ++i) {
    std::string_view c = kKinds[i].code;
    if (c.size() == code.size() && std::equal(c.begin(), c.end(), code.begin(), [](char a, char b) {
          return std::toupper(static_cast<unsigned char>(a)) ==
                 std::toupper(static_cast<unsigned char>(b));
        }))
      return static_cast<DiagKind>(i);
  }
  return std::nullopt;
}

extern const char *const kDiagnosticDocs; // docs/diagnostics.md (DiagnosticDocs.cpp, generated)

std::string titleOf(DiagKind kind) {
  std::string_view doc = kDiagnosticDocs;
  std::string heading = std::string("\n## ") + codeOf(kind) + " ";
  size_t at = doc.find(heading);
  if (at == std::string_view::npos)
    return nameOf(kind);
  size_t b = at + heading.size(), e = doc.find('\n', b);
  return std::string(doc.substr(b, e == std::string_view::npos ? e : e - b));
}

// The section "## CODE ..." of docs/diagnostics.md, up to the next "## ".
std::string explanationOf(DiagKind kind) {
  std::string_view doc = kDiagnosticDocs;
  std::string heading = std::string("\n## ") + codeOf(kind);
  size_t at = doc.find(heading);
  if (at == std::string_view::npos)
    return {};
  size_t bodyStart = doc.find('\n', at + 1);
  if (bodyStart == std::string_view::npos)
    return {};
  size_t next = doc.find("\n## ", bodyStart);
  std::string_view body =
      doc.substr(bodyStart + 1, next == std::string_view::npos ? next : next - bodyStart - 1);
  while (!body.empty() && (body.front() == '\n'))
    body.remove_prefix(1);
  while (!body.empty() && (body.back() == '\n' || body.back() == ' '))
    body.remove_suffix(1);
  return std::string(body);
}
const char *nameOf(Severity s) {
  switch (s) {
  case Severity::Note: return "note";
  case Severity::Warning: return "warning";
  case Severity::Error: return "error";
  }
  return "error";
}
const char *nameOf(DiagCategory c) {
  switch (c) {
  case DiagCategory::Input: return "input";
  case DiagCategory::Syntax: return "syntax";
  case DiagCategory::Unsupported: return "unsupported";
  case DiagCategory::Semantic: return "semantic";
  case DiagCategory::Lowering: return "lowering";
  case DiagCategory::CodeGen: return "codegen";
  case DiagCategory::RulesDocument: return "rules-document";
  case DiagCategory::Render: return "render";
  }
  return "?";
}

unsigned DiagnosticEngine::errorCount() const {
  unsigned n = 0;
  for (auto &d : diags_)
    n += d.severity == Severity::Error;
  return n;
}

unsigned displayWidth(std::string_view s) {
  unsigned width = 0;
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c < 0) { ++width; continue; }
    if (c == '\t') { width += 1; continue; }
    int ea = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (u_getCombiningClass(c) != 0) continue;
    width += (ea == U_EA_WIDE || ea == U_EA_FULLWIDTH) ? 2 : 1;
  }
  return width;
}

namespace {
// Display width of one code point at s[i] (advances i).
unsigned nextWidth(std::string_view s, int32_t &i) {
  UChar32 c;
  U8_NEXT(s.data(), i, int32_t(s.size()), c);
  if (c < 0 || c == '\t')
    return 1;
  if (u_getCombiningClass(c) != 0)
    return 0;
  int ea = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
  return (ea == U_EA_WIDE || ea == U_EA_FULLWIDTH) ? 2 : 1;
}
// Whether `s` is wider than `limit` columns (stops early on a huge line).
bool widerThan(std::string_view s, unsigned limit) {
  if (s.size() <= limit)
    return false; // a column takes at least one byte
  unsigned w = 0;
  for (int32_t i = 0; i < int32_t(s.size());)
    if ((w += nextWidth(s, i)) > limit)
      return true;
  return false;
}
// A message is one line and never huge (it may quote the offending words).
std::string boundedMessage(std::string_view m) {
  constexpr size_t kMax = 400;
  std::string out(m.substr(0, m.find('\n')));
  if (out.size() > kMax) {
    size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80)
      --cut;
    out = out.substr(0, cut) + "...";
  }
  return out;
}
} // namespace

std::string excerpt(std::string_view s, unsigned maxColumns) {
  if (!widerThan(s, maxColumns))
    return std::string(s);
  unsigned w = 0;
  int32_t i = 0;
  while (i < int32_t(s.size())) {
    int32_t j = i;
    unsigned cw = nextWidth(s, j);
    if (w + cw > maxColumns - 3)
      break;
    w += cw;
    i = j;
  }
  return std::string(s.substr(0, size_t(i))) + "...";
}

std::string formatDiagnostic(const Diagnostic &d, bool color) {
  const char *bold = color ? "\033[1m" : "";
  const char *reset = color ? "\033[0m" : "";
  const char *sevColor = !color ? ""
                         : d.severity == Severity::Error   ? "\033[1;31m"
                         : d.severity == Severity::Warning ? "\033[1;35m"
                                                           : "\033[1;36m";
  std::string out;
  if (d.file) {
    LineColumn lc = d.file->lineColumn(d.range.begin);
    out += fmt::format("{}{}:{}:{}: {}", bold, d.file->path(), lc.line, lc.column, reset);
  }
  out += fmt::format("{}{}:{} {}{} [{}]{}\n", sevColor, nameOf(d.severity), reset, bold,
                     boundedMessage(d.message), codeOf(d.kind), reset);
  if (!d.file)
    return out;
  uint32_t begin = std::min<uint32_t>(d.range.begin, uint32_t(d.file->text().size()));
  auto [line, shift] = d.file->displayLine(begin);
  uint32_t lineStart = d.file->lineStart(begin);
  // Caret range within the shown line: from the start of the words to their
  // end (at least one column, never past the line).
  size_t from = std::min<size_t>(size_t(begin - lineStart) + shift, line.size());
  size_t to =
      std::min<size_t>(size_t(std::max(d.range.end, begin + 1) - lineStart) + shift, line.size());
  if (to < from)
    to = from;
  // A line too wide for a terminal: a window around the caret.
  size_t winBegin = 0, winEnd = line.size();
  if (widerThan(line, kMaxExcerptColumns)) {
    constexpr unsigned kBudget = kMaxExcerptColumns - 6; // room for "..." on both sides
    constexpr unsigned kBefore = 40;                     // context before the caret
    int32_t b = int32_t(from);
    for (unsigned w = 0; b > 0 && w < kBefore;) {
      int32_t prev = b;
      U8_BACK_1(reinterpret_cast<const uint8_t *>(line.data()), 0, prev);
      int32_t probe = prev;
      w += nextWidth(line, probe);
      b = prev;
    }
    winBegin = size_t(b);
    int32_t e = b;
    for (unsigned w = 0; e < int32_t(line.size());) {
      int32_t next = e;
      unsigned cw = nextWidth(line, next);
      if (w + cw > kBudget)
        break;
      w += cw;
      e = next;
    }
    winEnd = size_t(e);
  }
  std::string_view shown = line.substr(winBegin, winEnd - winBegin);
  std::string lead = winBegin > 0 ? "..." : "";
  out += lead;
  out += shown;
  out += winEnd < line.size() ? "...\n" : "\n";
  size_t cFrom = std::clamp(from, winBegin, winEnd), cTo = std::clamp(to, cFrom, winEnd);
  unsigned pad = unsigned(lead.size()) + displayWidth(line.substr(winBegin, cFrom - winBegin));
  unsigned span = displayWidth(line.substr(cFrom, cTo - cFrom));
  if (span == 0)
    span = 1;
  out += std::string(pad, ' ');
  out += color ? "\033[1;32m" : "";
  out += '^';
  out += std::string(span - 1, '~');
  out += reset;
  out += '\n';
  return out;
}

void printDiagnostics(std::ostream &os, const DiagnosticEngine &engine, bool color) {
  for (auto &d : engine.all())
    os << formatDiagnostic(d, color);
}

} // namespace oraclec
