// What every checker family sees: the document, the reference, the glossary
// and the list of findings it appends to. Checkers run in a fixed order
// (edition first, so later checks compare renumbered rules correctly).
#pragma once
#include "RulesCheck/Document.h"
#include "RulesCheck/Finding.h"
#include "RulesCheck/Glossary.h"
#include "RulesCheck/Reference.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace oraclec::rules {

struct CheckContext {
  const Document &doc;
  const ReferenceIndex &reference; // may be empty
  const Glossary *glossary = nullptr;
  // PO: the reference is the exact English source of each message, so a
  // difference is a translation error, not possibly a change of edition.
  bool referenceIsSource = false;
  std::vector<Finding> &findings;

  // Filled by checkEdition: numbered rule in this document -> the reference
  // rule with the same title ("702.22" Rampage -> "702.23").
  std::map<std::string, std::string> renumbered;
  // Set by checkEdition when many rules of an undated document are missing
  // from the reference: "118 of 381 rules are not in the reference".
  std::string inferredDrift;
  // Entries already reported as badly numbered (index into doc.entries).
  std::set<size_t> badlyNumbered;

  // The document names an edition other than the reference's, or its
  // headings show renumbering: differences may be the edition's.
  bool editionDiffers() const;
  std::string editionNote() const; // "this document is the 2023-09-01 edition; ..."

  const ReferenceRule *referenceFor(const RuleEntry &e) const;
  // The reference number used for `e` after renumbering ("702.23a").
  RuleNumber referenceNumberFor(const RuleEntry &e) const;

  Finding &add(FindingKind kind, Severity severity, const RuleEntry *entry, SourceRange range,
               std::string message);
};

// A short quotation of `s` for messages: trimmed, at most `maxChars` code points.
std::string quote(std::string_view s, size_t maxChars = 60);

} // namespace oraclec::rules
