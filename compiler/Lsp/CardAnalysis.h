// What oraclec makes of a `.card` document: the diagnostics `oraclec build`
// gives for it (the loader's, then each ability's, with the same codes and
// the same words under the carets), and per ability what it understood: its
// AST as the canonical s-expression and the English it renders back to.
#pragma once
#include "Lsp/LspDiagnostic.h"

#include <string>
#include <vector>

namespace oraclec::lsp {

struct AbilityInfo {
  Range range;            // the ability's words in the document
  std::string language;   // "en", "ja", ...
  std::string text;       // its words
  std::string status;     // compiled | unsupported | error
  std::string sexpr;      // the canonical AST
  std::string rendered;   // written back in English (empty if it cannot be)
  std::string diagnostic; // why it did not compile (first line), with its code
  bool keyword = false;   // a keyword ability line
};

struct CardAnalysis {
  std::vector<LspDiagnostic> diagnostics;
  std::vector<AbilityInfo> abilities;
};

CardAnalysis analyzeCard(const std::string &path, const std::string &text);

} // namespace oraclec::lsp
