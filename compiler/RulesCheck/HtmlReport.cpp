// One self-contained page (inline CSS, no scripts or external files) that a
// translator opens in a browser: summary counts per kind, then findings
// grouped by rule (errors first, a table of contents, an anchor per rule)
// with the translation (rendered, not Markdown) and the reference side by side.
#include "RulesCheck/RenderedLine.h"
#include "RulesCheck/Report.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <ostream>

namespace oraclec::rules {

namespace {
std::string esc(std::string_view s) {
  return escapeHtml(s);
}

int rank(Severity s) {
  return s == Severity::Error ? 2 : s == Severity::Warning ? 1 : 0;
}

// An id attribute value for a rule's section ("d0-rule-702.22a").
std::string anchorOf(size_t doc, const std::string &rule) {
  return fmt::format("d{}-{}", doc, rule.empty() ? std::string("document") : "rule-" + rule);
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
nav.toc{columns:14em;font-size:.9em;margin:1em 0} nav.toc h3{font-size:1em;margin:.3em 0;break-after:avoid}
nav.toc a{text-decoration:none} nav.toc .error{color:#c00} nav.toc .warning{color:#b60} nav.toc .note{color:#06a}
section.rule h3 a.self{color:#999;text-decoration:none;margin-left:.4em}
)";
} // namespace

void writeHtmlReport(std::ostream &os, const std::vector<DocumentResult> &results,
                     std::size_t maxBytes) {
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>oraclec "
        "rules-check</title><style>"
     << kStyle << "</style></head><body>\n<h1>oraclec rules-check</h1>\n";
  for (size_t di = 0; di < results.size(); ++di) {
    const DocumentResult &r = results[di];
    const Document &doc = r.document;
    os << "<h2>" << esc(doc.path) << "</h2>\n";
    if (r.inputError) {
      os << "<p class=\"sev error\">not checked: " << esc(inputErrorMessage(r, maxBytes))
         << "</p>\n";
      continue;
    }
    os << fmt::format("<p>{} {} document, edition {}, {} rules, compared with {}: {} errors, {} "
                      "warnings, {} notes{}.</p>\n",
                      codeOf(doc.language), nameOf(doc.shape),
                      doc.edition.empty() ? "not stated" : doc.edition, doc.ruleCount(),
                      esc(r.referenceName), r.count(Severity::Error), r.count(Severity::Warning),
                      r.count(Severity::Note), esc(hiddenSummary(r)));
    std::map<FindingKind, std::map<Severity, unsigned>> counts;
    for (const Finding &f : r.findings)
      ++counts[f.kind][f.severity];
    os << "<table "
          "class=\"summary\"><tr><th>kind</th><th>errors</th><th>warnings</th><th>notes</th></"
          "tr>\n";
    for (FindingKind k : kAllFindingKinds) {
      auto &c = counts[k];
      os << fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", nameOf(k),
                        c[Severity::Error], c[Severity::Warning], c[Severity::Note]);
    }
    os << "</table>\n";
    if (!r.fixedSinceBaseline.empty()) {
      os << "<h3>Fixed since the baseline</h3>\n<ul>\n";
      for (const KnownFinding &k : r.fixedSinceBaseline)
        os << fmt::format("<li><code>{}</code> {}{}</li>\n", nameOf(k.kind),
                          k.rule.empty() ? "" : "rule " + esc(k.rule) + ": ", esc(k.message));
      os << "</ul>\n";
    }
    // Group by rule; errors first, then warnings, then notes, each in
    // document order of the rule's first finding.
    struct Group {
      std::string rule;
      std::vector<const Finding *> findings;
      Severity worst = Severity::Note;
      size_t order = 0;
    };
    std::vector<Group> groups;
    std::map<std::string, size_t> groupOf;
    for (const Finding &f : r.findings) {
      auto [it, added] = groupOf.emplace(f.rule, groups.size());
      if (added) groups.push_back({f.rule, {}, f.severity, groups.size()});
      Group &g = groups[it->second];
      g.findings.push_back(&f);
      if (rank(f.severity) > rank(g.worst)) g.worst = f.severity;
    }
    std::stable_sort(groups.begin(), groups.end(), [](const Group &a, const Group &b) {
      return rank(a.worst) != rank(b.worst) ? rank(a.worst) > rank(b.worst) : a.order < b.order;
    });
    if (!groups.empty()) {
      os << "<nav class=\"toc\">\n";
      const char *titles[] = {"Notes", "Warnings", "Errors"};
      for (int level = 2; level >= 0; --level) {
        bool any = false;
        for (const Group &g : groups) {
          if (rank(g.worst) != level) continue;
          if (!any) os << "<h3>" << titles[level] << "</h3>\n";
          any = true;
          std::string kinds;
          for (const Finding *f : g.findings)
            if (kinds.find(nameOf(f->kind)) == std::string::npos)
              kinds += std::string(kinds.empty() ? "" : ", ") + nameOf(f->kind);
          os << fmt::format("<div><a class=\"{}\" href=\"#{}\">{}</a> <small>{}</small></div>\n",
                            nameOf(g.worst), esc(anchorOf(di, g.rule)),
                            g.rule.empty() ? std::string("document") : esc(g.rule), kinds);
        }
      }
      os << "</nav>\n";
    }
    for (const Group &g : groups) {
      std::string id = esc(anchorOf(di, g.rule));
      os << "<section class=\"rule " << nameOf(g.worst) << "\" id=\"" << id << "\"><h3>"
         << (g.rule.empty() ? std::string("Document") : "Rule " + esc(g.rule))
         << "<a class=\"self\" href=\"#" << id << "\">¶</a></h3>\n";
      for (const Finding *f : g.findings) {
        LineColumn lc = doc.file->lineColumn(f->range.begin);
        os << fmt::format(
            "<p><span class=\"sev {}\">{}</span> <code>{}</code> line {}:{} — {}</p>\n",
            nameOf(f->severity), nameOf(f->severity), nameOf(f->kind), lc.line, lc.column,
            esc(f->message));
        if (!g.rule.empty())
          os << "<div class=\"pair\"><div><b>translation</b>"
             << renderMarkedLine(*doc.file, f->range) << "</div><div><b>reference</b>"
             << esc(f->referenceText.empty() ? "—" : f->referenceText) << "</div></div>\n";
      }
      os << "</section>\n";
    }
  }
  os << "</body></html>\n";
}

} // namespace oraclec::rules
