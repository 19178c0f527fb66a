// rules-check as a library: load a document, pick the reference and the
// glossary, run every checker family, return the findings. The command line
// (tools/oraclec/RulesCheckCommand.cpp) only parses options and prints.
#pragma once
#include "Basic/Language.h"
#include "RulesCheck/Document.h"
#include "RulesCheck/Finding.h"
#include "RulesCheck/Glossary.h"
#include "RulesCheck/InputCheck.h"
#include "RulesCheck/Reference.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace oraclec::rules {

struct Options {
  std::optional<Language> language; // --lang; detected when absent
  std::string referencePath;        // --reference; "" = bundled
  std::string dataDir;              // root holding data/rules and i18n/
  std::size_t maxBytes = kMaxDocumentBytes;
  bool listEmptyTranslations = false; // PO: one note per empty msgstr
  // A document without numbered rules (a basic rulebook) is checked for its
  // terms only; without this it is refused (NoRulesInDocument, exit 2).
  bool allowUnnumbered = false;
};

// The bundled reference: <dataDir>/data/rules/MagicCompRules-2022-04-29.txt
std::string bundledReferencePath(const std::string &dataDir);

struct DocumentResult {
  Document document;
  std::vector<Finding> findings;
  std::optional<InputError> inputError; // set: the document was not checked (exit 2)
  std::string referenceName;
  std::vector<std::string> glossaryErrors;
  // Set by the filters of the command line (FindingFilter.h, Baseline.h):
  // findings removed from `findings`, so summaries can say what is hidden.
  unsigned hiddenByFilter = 0;
  unsigned suppressedByBaseline = 0;
  std::vector<KnownFinding> fixedSinceBaseline; // in the baseline, no longer found

  unsigned count(Severity s) const;
};

// Loads the reference and glossaries once, then checks documents.
class RulesChecker {
public:
  explicit RulesChecker(Options options);
  // A problem with the reference file itself (exit 2), or "".
  const std::string &setupError() const { return setupError_; }

  DocumentResult checkFile(const std::string &path);
  // For in-memory text (tests, fuzzers); PO text is written to a temporary
  // file because libgettextpo only reads files.
  DocumentResult checkText(const std::string &name, std::string bytes);

private:
  DocumentResult checkLoaded(const std::string &path, const std::string &diskPath,
                             LoadedText loaded);
  // A PO text checked through a temporary copy (libgettextpo reads only files).
  DocumentResult checkPoCopy(const std::string &name, LoadedText loaded);
  const Glossary *glossaryFor(Language lang, std::vector<std::string> &errors);
  const ReferenceIndex &reference();

  Options options_;
  std::string setupError_;
  std::optional<ReferenceIndex> reference_;
  std::map<Language, std::optional<GlossaryLoad>> glossaries_;
};

// Reads any document shape (used for the reference too).
struct ParsedDocument {
  Document document;
  std::optional<InputError> error;
};
ParsedDocument parseDocument(const std::string &name, const std::string &diskPath, std::string text,
                             std::optional<Language> language);

} // namespace oraclec::rules
