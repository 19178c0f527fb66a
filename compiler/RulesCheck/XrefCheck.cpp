// broken-xref: a cited rule must exist in the document or the reference.
// An excerpt cites rules outside itself, so the reference decides; when the
// document follows another edition than the reference, an unknown citation
// cannot be judged and is reported as edition-drift instead.
#include "RulesCheck/Checks.h"
#include "RulesCheck/CrossRefs.h"

#include <fmt/format.h>

#include <unordered_set>

namespace oraclec::rules {

void checkCrossReferences(CheckContext &ctx) {
  const Document &doc = ctx.doc;
  std::unordered_set<std::string> known;
  for (const RuleEntry &e : doc.entries)
    for (RuleNumber n = e.number;; n = n.parent()) {
      known.insert(n.str());
      if (n.level() == RuleNumber::Level::Section) break;
    }
  auto exists = [&](const RuleNumber &n) { return known.count(n.str()) || ctx.reference.exists(n); };

  for (const RuleEntry &e : doc.entries) {
    if (e.body.empty()) continue;
    for (const CrossRef &ref : findCrossRefs(e.body)) {
      std::vector<RuleNumber> cited{ref.number};
      if (ref.last) cited.push_back(*ref.last);
      for (const RuleNumber &n : cited) {
        if (exists(n)) continue;
        SourceRange where = doc.locate(e, ref.pos, ref.len);
        std::string words = e.body.substr(ref.pos, ref.len);
        std::string what = n.level() == RuleNumber::Level::Section ? "section " + n.str() : "rule " + n.str();
        if (ctx.editionDiffers()) {
          ctx.add(FindingKind::EditionDrift, Severity::Warning, &e, where,
                  fmt::format("'{}' cites {}, which is neither in this document nor in {} ({}); "
                              "check it against the document's own edition",
                              words, what, ctx.reference.name(), ctx.editionNote()));
        } else {
          ctx.add(FindingKind::BrokenXref, Severity::Error, &e, where,
                  fmt::format("'{}' cites {}, which exists neither in this document nor in {}", words,
                              what, ctx.reference.empty() ? "any reference" : ctx.reference.name()));
        }
        break; // one finding per citation
      }
    }
  }
}

} // namespace oraclec::rules
