// Data files compiled into the binary (i18n/<lang>/*.tsv), by path relative
// to i18n/, e.g. "en/templates.tsv".
#pragma once
#include <string_view>

namespace oraclec {

struct EmbeddedFile {
  const char *path;
  const char *content;
};
extern const EmbeddedFile kEmbeddedFiles[];
extern const unsigned kEmbeddedFileCount;

// Content of an embedded file, or empty if absent.
std::string_view embeddedFile(std::string_view path);

} // namespace oraclec
