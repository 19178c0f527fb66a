// search8 (issue 14): a token's given name ("... token named Cloud Sprite", 111.4).
// The normaliser lower-cases rules text, so the AST keeps the name as read; the
// runtime's name and every renderer write it in title case, as printed names are.
#pragma once

#include <cctype>
#include <string>

namespace oraclec::ast {

inline std::string tokenNameTitleCase(std::string n) {
  for (size_t i = 0; i < n.size(); ++i)
    if (i == 0 || n[i - 1] == ' ')
      n[i] = char(std::toupper(static_cast<unsigned char>(n[i])));
  return n;
}

} // namespace oraclec::ast
