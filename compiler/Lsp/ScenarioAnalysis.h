// What oraclec makes of a scenario YAML document: the strict scenario
// reader's error (it stops at the first one, as `oraclec run` does; a scenario
// that reads but fails its expectations is a warning at the failing step),
// every card name that no `.card` file, stdlib card or `cards:` entry defines,
// and where each card name is used (for go-to-definition).
#pragma once
#include "Lsp/CardIndex.h"
#include "Lsp/LspDiagnostic.h"

#include <string>
#include <vector>

namespace oraclec::driver {
class Backend;
}

namespace oraclec::lsp {

struct CardReference {
  Range range; // the card name's words (without "alice." or "#2")
  std::string name;
  bool inline_ = false; // defined by the scenario's own `cards:`
};

struct ScenarioAnalysis {
  std::vector<LspDiagnostic> diagnostics;
  std::vector<CardReference> references;
  std::vector<std::string> players;
};

// `backend` plays the scenario (the IR interpreter: no native code is made
// while typing); null skips running it (references and names only).
ScenarioAnalysis analyzeScenario(const std::string &path, const std::string &text, CardIndex &index,
                                 driver::Backend *backend);

} // namespace oraclec::lsp
