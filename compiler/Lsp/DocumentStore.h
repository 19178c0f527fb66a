// The documents the client has open (full text sync: each change is the
// whole text) and what oraclec made of each at its last version.
#pragma once
#include "Lsp/CardAnalysis.h"
#include "Lsp/ScenarioAnalysis.h"

#include <map>
#include <optional>
#include <string>

namespace oraclec::lsp {

enum class DocumentKind { Card, Scenario, Other };

// By the file name: `.card` is a card; `.yaml`/`.yml` a scenario.
DocumentKind kindOfPath(const std::string &path);

struct Document {
  std::string uri;
  std::string path; // the file's path (the URI's, or the URI itself if not file://)
  std::string text;
  int64_t version = 0;
  DocumentKind kind = DocumentKind::Other;
  CardAnalysis card;         // kind Card
  ScenarioAnalysis scenario; // kind Scenario
};

// At most this many open documents (each holds its text and analysis).
inline constexpr size_t kMaxOpenDocuments = 1000;

class DocumentStore {
public:
  // Null when too many documents are open.
  Document *open(const std::string &uri, std::string text, int64_t version);
  Document *find(const std::string &uri);
  void close(const std::string &uri);
  const std::map<std::string, Document> &all() const { return docs_; }

private:
  std::map<std::string, Document> docs_;
};

} // namespace oraclec::lsp
