// Where each card name is defined: the `.card` files of the workspace folders
// (from `initialize`) and of the bundled stdlib-cards. Used by scenario
// go-to-definition and to know which names a scenario may use. Built lazily
// and rebuilt when a `.card` file is opened, saved or closed (the client
// marks it stale); the text of open `.card` documents wins over the disk.
#pragma once
#include "Lsp/TextPosition.h"

#include <map>
#include <string>
#include <vector>

namespace oraclec::lsp {

struct CardLocation {
  std::string path;
  Range nameRange; // the value of its `name:` (the top-level one)
  bool stdlib = false;
};

// A workspace larger than this is indexed partly (an LSP must answer fast).
inline constexpr size_t kMaxIndexedCardFiles = 5000;

class CardIndex {
public:
  void setRoots(std::vector<std::string> workspaceFolders, std::string stdlibDir);
  void markStale() { stale_ = true; }
  // An open document's text for `path`, instead of the file's (empty: none).
  void setOpenText(const std::string &path, const std::string *text);
  // The unsaved text of an open .card document, or null.
  const std::string *openText(const std::string &path) const;
  // Null when no .card file defines `name`.
  const CardLocation *find(const std::string &name);
  const std::map<std::string, CardLocation> &all();
  const std::string &stdlibDir() const { return stdlib_; }

private:
  void rebuild();
  void addFile(const std::string &path, const std::string &text, bool stdlib);
  std::vector<std::string> roots_;
  std::string stdlib_;
  std::map<std::string, std::string> openTexts_;
  std::map<std::string, CardLocation> names_;
  bool stale_ = true;
};

// The card names a `.card` text defines (the card's, and its faces') with the
// range of each `name:` value; empty when it is not a readable .card file.
std::vector<std::pair<std::string, Range>> cardNamesIn(const std::string &path,
                                                       const std::string &text);

} // namespace oraclec::lsp
