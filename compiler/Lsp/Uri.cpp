#include "Lsp/Uri.h"

#include <cctype>
#include <fmt/format.h>

namespace oraclec::lsp {

namespace {
int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
} // namespace

std::optional<std::string> uriToPath(const std::string &uri) {
  const std::string scheme = "file://";
  if (uri.size() < scheme.size() ||
      !std::equal(scheme.begin(), scheme.end(), uri.begin(),
                  [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); }))
    return std::nullopt;
  std::string rest = uri.substr(scheme.size());
  size_t slash = rest.find('/'); // skip an authority ("localhost")
  if (slash == std::string::npos) return std::nullopt;
  rest = rest.substr(slash);
  std::string out;
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] != '%') {
      out.push_back(rest[i]);
      continue;
    }
    if (i + 2 >= rest.size()) return std::nullopt;
    int hi = hexValue(rest[i + 1]), lo = hexValue(rest[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out.push_back(char(hi * 16 + lo));
    i += 2;
  }
  if (out.find('\0') != std::string::npos) return std::nullopt;
  return out;
}

std::string pathToUri(const std::string &path) {
  std::string out = "file://";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~')
      out.push_back(char(c));
    else
      out += fmt::format("%{:02X}", unsigned(c));
  }
  return out;
}

} // namespace oraclec::lsp
