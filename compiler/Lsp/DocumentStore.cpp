#include "Lsp/DocumentStore.h"

#include "Lsp/Uri.h"

namespace oraclec::lsp {

namespace {
bool endsWith(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}
} // namespace

DocumentKind kindOfPath(const std::string &path) {
  if (endsWith(path, ".card")) return DocumentKind::Card;
  if (endsWith(path, ".yaml") || endsWith(path, ".yml")) return DocumentKind::Scenario;
  return DocumentKind::Other;
}

Document *DocumentStore::open(const std::string &uri, std::string text, int64_t version) {
  auto it = docs_.find(uri);
  if (it == docs_.end()) {
    if (docs_.size() >= kMaxOpenDocuments) return nullptr;
    it = docs_.emplace(uri, Document{}).first;
  }
  Document &d = it->second;
  d.uri = uri;
  d.path = uriToPath(uri).value_or(uri);
  d.text = std::move(text);
  d.version = version;
  d.kind = kindOfPath(d.path);
  return &d;
}

Document *DocumentStore::find(const std::string &uri) {
  auto it = docs_.find(uri);
  return it == docs_.end() ? nullptr : &it->second;
}

void DocumentStore::close(const std::string &uri) {
  docs_.erase(uri);
}

} // namespace oraclec::lsp
