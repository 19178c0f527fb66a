// `oraclec build`: compile a card database and report coverage.
#pragma once
#include "Basic/Language.h"
#include "Driver/Backend.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace oraclec::driver {

// What `build` prints about abilities that did not compile (stderr):
// each one's Clang-style diagnostic, a count per code, or nothing. Auto: all
// when every input is a .card file or a folder, summary for JSON databases.
enum class DiagnosticsMode { Auto, All, Summary, None };

struct BuildOptions {
  std::vector<std::string> inputs;
  Language language = Language::En;
  unsigned jobs = 1;
  std::string reportPath;  // JSON report (contract); empty: none
  std::string outputPath;  // saved compiled code; empty: none
  std::string htmlPath;    // the report as a self-contained HTML page; empty: none
  Engine engine = Engine::Jit;
  int optLevel = 0; // card functions are straight-line runtime calls: -O1 costs 6x codegen for nothing
  bool progress = false;   // draw a progress bar on stderr
  bool renderCheck = true;
  bool quiet = false;      // no human summary
  bool hostCpu = false;    // saved code (-o) for this CPU's features, not a generic x86-64
  DiagnosticsMode diagnostics = DiagnosticsMode::Auto;
  // --fail-under PCT: exit 1 only when fewer than PCT percent of the cards
  // compiled (a real database always has partial cards); unset, the
  // contract's rule: exit 1 when any card did not compile.
  std::optional<double> failUnder;
};

// The mode Auto stands for, given the inputs.
DiagnosticsMode resolveDiagnosticsMode(const BuildOptions &options);

// Exit code per the contract: 0 all compiled, 1 some not, 2 unreadable input.
int runBuild(const BuildOptions &options, std::ostream &out, std::ostream &err);

} // namespace oraclec::driver
