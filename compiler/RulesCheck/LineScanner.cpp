// The numbered-line scanner shared by the Markdown and plain readers.
// A rule starts where a line (after markup) begins with a rule number
// followed by a space; other non-empty lines (examples, "例:", wrapped text)
// belong to the rule above them.
#include "RulesCheck/Readers.h"

#include <string_view>

namespace oraclec::rules {

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Length in bytes of leading white space, including U+3000 (ideographic space).
size_t leadingSpace(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ' ' || s[i] == '\t') ++i;
    else if (s.substr(i, 3) == "\xE3\x80\x80") i += 3;
    else break;
  }
  return i;
}

std::string_view trimRight(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Length of a leading number token "702.19b", "100.1.", "700.", "8." or 0.
size_t numberToken(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && isDigit(s[i])) ++i;
  if (i == 0 || i > 3) return 0;
  if (i < s.size() && s[i] == '.') {
    ++i;
    size_t subStart = i;
    while (i < s.size() && isDigit(s[i])) ++i;
    if (i > subStart) {
      if (i < s.size() && s[i] >= 'a' && s[i] <= 'z') ++i;
      if (i < s.size() && s[i] == '.') ++i;
    }
  }
  // Must be followed by a space or the end of the line.
  if (i < s.size() && !(s[i] == ' ' || s[i] == '\t' || s.substr(i, 3) == "\xE3\x80\x80")) return 0;
  return i;
}

bool isGlossaryTitle(std::string_view s) {
  return s == "Glossary" || s == "用語集" || s == "10. 用語集" || s == "용어집" || s == "용어 사전";
}
} // namespace

void scanNumberedLines(Document &doc, const std::string &blanked) {
  std::string_view all(blanked);
  bool sawRule = false;
  long current = -1; // entry that continuation lines extend
  size_t pos = 0;
  while (pos <= all.size()) {
    size_t nl = all.find('\n', pos);
    size_t end = nl == std::string_view::npos ? all.size() : nl;
    std::string_view line = all.substr(pos, end - pos);
    size_t lead = leadingSpace(line);
    std::string_view content = trimRight(line.substr(lead));
    if (sawRule && isGlossaryTitle(content)) break; // the glossary is not numbered rules
    size_t tok = numberToken(content);
    std::optional<RuleNumber> number;
    if (tok) number = parseRuleNumber(content.substr(0, tok));
    bool accepted = false;
    if (number) {
      std::string_view written = content.substr(0, tok);
      bool endsWithStop = written.back() == '.';
      std::string_view rest = content.substr(tok);
      size_t restLead = leadingSpace(rest);
      RuleEntry e;
      switch (number->level()) {
      case RuleNumber::Level::Section:
      case RuleNumber::Level::Rule:
        // "1. Game Concepts", "100. General": a stop and a title are required,
        // so prose such as "2 players" is not taken for a heading.
        accepted = endsWithStop && !rest.substr(restLead).empty();
        e.kind = number->level() == RuleNumber::Level::Section ? EntryKind::Section : EntryKind::Heading;
        break;
      default:
        accepted = true;
        e.kind = EntryKind::Rule;
      }
      if (accepted) {
        e.number = *number;
        e.numberText = std::string(written);
        uint32_t numBegin = uint32_t(pos + lead);
        e.numberRange = {numBegin, uint32_t(numBegin + tok)};
        uint32_t bodyBegin = uint32_t(numBegin + tok + restLead);
        e.bodyRange = {bodyBegin, uint32_t(pos + lead + content.size())};
        if (e.bodyRange.end < bodyBegin) e.bodyRange.end = bodyBegin;
        doc.entries.push_back(std::move(e));
        current = long(doc.entries.size()) - 1;
        sawRule = sawRule || doc.entries.back().kind == EntryKind::Rule;
      }
    }
    if (!accepted && !content.empty() && current >= 0 &&
        doc.entries[size_t(current)].kind == EntryKind::Rule) {
      // An example or wrapped line: part of the rule above.
      doc.entries[size_t(current)].bodyRange.end = uint32_t(pos + lead + content.size());
    } else if (!accepted && !content.empty()) {
      current = -1; // prose between headings belongs to nothing
    }
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  for (auto &e : doc.entries) {
    e.body = blanked.substr(e.bodyRange.begin, e.bodyRange.end - e.bodyRange.begin);
    e.bodyMapsExactly = true;
  }
}

Document readPlainDocument(std::shared_ptr<const SourceFile> file) {
  Document doc;
  doc.file = file;
  doc.path = file->path();
  doc.shape = Shape::Plain;
  scanNumberedLines(doc, file->text());
  return doc;
}

} // namespace oraclec::rules
