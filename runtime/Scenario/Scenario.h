// The scenario runner behind `oraclec run` (docs: /work/shared/docs/contracts.md,
// "oraclec run"): plays a scripted game situation from YAML and checks its
// expectations. It never depends on the compiler: cards come from a callback.
#pragma once
#include "runtime/Scenario/CardSpec.h"

#include <ostream>
#include <string>
#include <vector>

namespace oraclec::rt {

struct ScenarioOptions {
  bool trace = false;   // one line per step on the trace stream
  bool verbose = false; // with trace: also every game event, indented
};

struct ScenarioResult {
  std::string name;                     // the scenario's `name:`
  bool passed = false;
  bool malformed = false;               // the YAML or a reference in it is wrong (exit 2)
  std::string failedExpectation;        // e.g. "bob.life" (empty if a step failed)
  std::string message;                  // why it failed
  std::vector<std::string> diagnostics; // "file:line:col: error: message"
  int stepsRun = 0;
};

ScenarioResult runScenarioFile(const std::string &path, const ScenarioOptions &options,
                               const CompileCallback &compile, std::ostream &trace);
ScenarioResult runScenarioText(const std::string &text, const std::string &fileName,
                               const ScenarioOptions &options, const CompileCallback &compile,
                               std::ostream &trace);

} // namespace oraclec::rt
