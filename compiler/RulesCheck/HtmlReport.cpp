// One self-contained page (inline CSS, no scripts or external files) that a
// translator opens in a browser: summary counts per kind, then findings
// grouped by rule with the translation and the reference side by side.
#include "RulesCheck/Report.h"

#include <fmt/format.h>

#include <map>
#include <ostream>

namespace oraclec::rules {

namespace {
std::string esc(std::string_view s) {
  std::string o;
  o.reserve(s.size());
  for (char c : s) {
    switch (c) {
    case '&': o += "&amp;"; break;
    case '<': o += "&lt;"; break;
    case '>': o += "&gt;"; break;
    case '"': o += "&quot;"; break;
    default: o += c;
    }
  }
  return o;
}

// The source line with the finding's words marked.
std::string markedLine(const SourceFile &file, SourceRange range) {
  std::string_view line = file.lineText(range.begin);
  uint32_t start = file.lineStart(range.begin);
  uint32_t b = range.begin - start;
  uint32_t e = std::min<uint32_t>(std::max(range.end, range.begin) - start, uint32_t(line.size()));
  if (b > line.size()) b = uint32_t(line.size());
  if (e < b) e = b;
  return esc(line.substr(0, b)) + "<mark>" + esc(line.substr(b, e - b)) + "</mark>" + esc(line.substr(e));
}

constexpr const char *kStyle = R"(
body{font-family:system-ui,sans-serif;margin:2em;color:#222}
h1{font-size:1.4em} h2{font-size:1.2em;border-bottom:1px solid #ccc;padding-top:1em}
table.summary td,table.summary th{padding:.2em .8em;text-align:left}
section.rule{margin:1em 0;padding:.5em 1em;border-left:4px solid #999;background:#fafafa}
section.rule h3{margin:.2em 0;font-size:1em}
.error{border-color:#c00} .warning{border-color:#d80} .note{border-color:#08c}
.sev{font-weight:bold;text-transform:uppercase;font-size:.8em}
.sev.error{color:#c00} .sev.warning{color:#b60} .sev.note{color:#06a}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:1em;margin-top:.5em}
.pair div{background:#fff;border:1px solid #ddd;padding:.5em;white-space:pre-wrap;font-size:.9em}
.pair div b{display:block;font-size:.8em;color:#666}
mark{background:#ffe08a} code{font-size:.9em}
)";
} // namespace

void writeHtmlReport(std::ostream &os, const std::vector<DocumentResult> &results,
                     std::size_t maxBytes) {
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>oraclec rules-check</title><style>"
     << kStyle << "</style></head><body>\n<h1>oraclec rules-check</h1>\n";
  for (const DocumentResult &r : results) {
    const Document &doc = r.document;
    os << "<h2>" << esc(doc.path) << "</h2>\n";
    if (r.inputError) {
      os << "<p class=\"sev error\">not checked: " << esc(inputErrorMessage(r, maxBytes))
         << "</p>\n";
      continue;
    }
    os << fmt::format("<p>{} {} document, edition {}, {} rules, compared with {}.</p>\n",
                      codeOf(doc.language), nameOf(doc.shape), doc.edition.empty() ? "not stated" : doc.edition,
                      doc.ruleCount(), esc(r.referenceName));
    std::map<FindingKind, std::map<Severity, unsigned>> counts;
    for (const Finding &f : r.findings) ++counts[f.kind][f.severity];
    os << "<table class=\"summary\"><tr><th>kind</th><th>errors</th><th>warnings</th><th>notes</th></tr>\n";
    for (FindingKind k : kAllFindingKinds) {
      auto &c = counts[k];
      os << fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", nameOf(k),
                        c[Severity::Error], c[Severity::Warning], c[Severity::Note]);
    }
    os << "</table>\n";
    std::map<std::string, const RuleEntry *> entries;
    for (const RuleEntry &e : doc.entries) entries.emplace(e.number.str(), &e);
    // Group by rule, in document order of the first finding.
    std::vector<std::string> order;
    std::map<std::string, std::vector<const Finding *>> groups;
    for (const Finding &f : r.findings) {
      if (!groups.count(f.rule)) order.push_back(f.rule);
      groups[f.rule].push_back(&f);
    }
    for (const std::string &rule : order) {
      auto &fs = groups[rule];
      Severity worst = Severity::Note;
      for (auto *f : fs) worst = std::max(worst, f->severity);
      os << "<section class=\"rule " << nameOf(worst) << "\"><h3>"
         << (rule.empty() ? std::string("Document") : "Rule " + esc(rule)) << "</h3>\n";
      for (auto *f : fs) {
        LineColumn lc = doc.file->lineColumn(f->range.begin);
        os << fmt::format("<p><span class=\"sev {}\">{}</span> <code>{}</code> line {}:{} — {}</p>\n",
                          nameOf(f->severity), nameOf(f->severity), nameOf(f->kind), lc.line, lc.column,
                          esc(f->message));
        if (!rule.empty())
          os << "<div class=\"pair\"><div><b>translation</b>" << markedLine(*doc.file, f->range)
             << "</div><div><b>reference</b>" << esc(f->referenceText.empty() ? "—" : f->referenceText)
             << "</div></div>\n";
      }
      os << "</section>\n";
    }
  }
  os << "</body></html>\n";
}

} // namespace oraclec::rules
