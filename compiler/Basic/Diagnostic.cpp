#include "Basic/Diagnostic.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <ostream>

namespace oraclec {

namespace {
struct KindInfo {
  const char *name;
  Severity severity;
  DiagCategory category;
  const char *format;
};
constexpr KindInfo kKinds[] = {
#define DIAG(Name, Sev, Cat, Fmt) {#Name, Severity::Sev, DiagCategory::Cat, Fmt},
#include "Basic/DiagnosticKinds.def"
};
const KindInfo &info(DiagKind k) { return kKinds[static_cast<int>(k)]; }
} // namespace

Severity severityOf(DiagKind k) { return info(k).severity; }
DiagCategory categoryOf(DiagKind k) { return info(k).category; }
const char *formatOf(DiagKind k) { return info(k).format; }
const char *nameOf(DiagKind k) { return info(k).name; }
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
  out += fmt::format("{}{}:{} {}{}{}\n", sevColor, nameOf(d.severity), reset, bold, d.message, reset);
  if (!d.file)
    return out;
  std::string_view line = d.file->lineText(d.range.begin);
  uint32_t lineStart = d.file->lineStart(d.range.begin);
  out += fmt::format("{}\n", line);
  // Caret range: spaces up to the start, then ~ under the words, display-width aware.
  uint32_t from = d.range.begin - lineStart;
  uint32_t to = std::min<uint32_t>(std::max(d.range.end, d.range.begin + 1) - lineStart, line.size());
  unsigned pad = displayWidth(line.substr(0, from));
  unsigned span = from < line.size() ? displayWidth(line.substr(from, to - from)) : 1;
  if (span == 0) span = 1;
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
