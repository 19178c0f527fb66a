// Readers turn a validated text into a Document. Each shape has its own
// reader; Markdown and plain text share the numbered-line scanner.
#pragma once
#include "Basic/SourceFile.h"
#include "RulesCheck/Document.h"
#include "RulesCheck/InputCheck.h"
#include "RulesCheck/PoPlainReader.h"

#include <memory>
#include <optional>
#include <string>

namespace oraclec::rules {

struct ReadResult {
  Document document;
  std::optional<InputError> error; // the PO library refused the file
};

// gettext PO through libgettextpo. `diskPath` is the file libgettextpo reads
// (it has no in-memory API); `file` holds the same bytes for line lookup.
ReadResult readPoDocument(std::shared_ptr<const SourceFile> file, const std::string &diskPath);
// The messages of a PO file: the fast reader for plain files
// (PoPlainReader.h) when `allowFastPath`, else, or when it declines,
// libgettextpo. Sets `error` (and returns nothing) when the library refuses
// the file. Exposed for the differential test of the two readers.
std::optional<PoCatalog> readPoMessages(const SourceFile &file, const std::string &diskPath,
                                        std::optional<InputError> &error, bool allowFastPath);
Document readMarkdownDocument(std::shared_ptr<const SourceFile> file);
Document readPlainDocument(std::shared_ptr<const SourceFile> file);

// Shared by the Markdown and plain readers: finds numbered lines in
// `blanked` (the file text with markup replaced by spaces, same length) and
// appends entries to `doc`.
void scanNumberedLines(Document &doc, const std::string &blanked);

} // namespace oraclec::rules
