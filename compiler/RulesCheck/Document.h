// The document model every reader produces and every checker reads: a list
// of numbered entries with byte ranges into the original file, so findings
// can point at the exact words (Clang-style carets).
#pragma once
#include "Basic/Language.h"
#include "Basic/SourceFile.h"
#include "RulesCheck/RuleNumber.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::rules {

enum class Shape { Po, Markdown, Plain };
const char *nameOf(Shape shape);

enum class EntryKind {
  Section, // "1. Game Concepts"
  Heading, // "100. General"
  Rule,    // "100.1", "100.1a"
};

struct RuleEntry {
  EntryKind kind = EntryKind::Rule;
  RuleNumber number;
  std::string numberText;  // as written ("100.1.", "702.212")
  SourceRange numberRange; // where the number is written
  // Raw bytes of the body in the file. For Markdown and plain text, `body`
  // has the same length with markup blanked out, so body offsets map 1:1 to
  // file offsets. PO bodies are unescaped msgstr text and are located by search.
  SourceRange bodyRange;
  std::string body;
  bool bodyMapsExactly = true;
  std::string source; // the English text carried by the document (PO msgid), or ""
  bool fuzzy = false;
  bool emptyTranslation = false; // PO msgstr ""
};

// <a name="700.1"></a> anchors of Jekyll documents.
struct Anchor {
  std::string name;
  SourceRange range;
};

struct PoStatistics {
  unsigned messages = 0, translated = 0, empty = 0, fuzzy = 0, obsolete = 0, plural = 0;
  unsigned copiedSource = 0; // msgstr == msgid
};

struct Document {
  std::string path;
  std::shared_ptr<const SourceFile> file;
  Shape shape = Shape::Plain;
  Language language = Language::En;
  std::string edition; // "2022-04-29"; "" when the document does not say
  std::vector<RuleEntry> entries;
  std::vector<Anchor> anchors;
  PoStatistics po;

  // Numbered rules and subrules (not sections or headings): the "rules" count.
  size_t ruleCount() const;
  // File range of body[pos, pos+len) of `entry`.
  SourceRange locate(const RuleEntry &entry, size_t pos, size_t len) const;
};

} // namespace oraclec::rules
