// file:// URIs (RFC 8089 as LSP clients send them) and paths.
#pragma once
#include <optional>
#include <string>

namespace oraclec::lsp {

// The path of a file:// URI, percent-decoded; nullopt for another scheme or
// a malformed escape.
std::optional<std::string> uriToPath(const std::string &uri);
// A file:// URI for an absolute path (the reserved characters escaped).
std::string pathToUri(const std::string &path);

} // namespace oraclec::lsp
