// The answers to hover, completion and definition requests, from a
// document's last analysis. Each returns the LSP `result` (null when there is
// nothing to say).
#pragma once
#include "Lsp/CardIndex.h"
#include "Lsp/DocumentStore.h"

#include <nlohmann/json.hpp>

namespace oraclec::lsp {

// On a `.card`: what oraclec understood of the ability under the cursor (its
// English rendering and AST, or why it did not compile) and the keyword
// under it (its CR rule). On a scenario: the card named there.
nlohmann::json hover(const Document &doc, Position at, CardIndex &index);
// On a `.card`: keywords, phrase templates and lexer words. On a scenario:
// the card names it may use.
nlohmann::json completion(const Document &doc, Position at, CardIndex &index);
// On a scenario: the `.card` (workspace or stdlib) or `cards:` entry that
// defines the card name under the cursor.
nlohmann::json definition(const Document &doc, Position at, CardIndex &index);

} // namespace oraclec::lsp
