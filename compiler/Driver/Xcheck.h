// `oraclec xcheck`: do the English and the translated wording of each card
// say the same thing? Both are parsed to the language-neutral AST and compared.
#pragma once
#include "Basic/Language.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace oraclec::driver {

struct XcheckOptions {
  std::vector<std::string> inputs;
  Language language = Language::Ja;
  unsigned jobs = 1;
  std::string reportPath;
  std::string htmlPath;        // a page for people: mismatches first, the differing words marked
  bool showMismatches = true;  // each mismatch in the human summary, with its words pointed at
  bool progress = false;
  bool quiet = false;
};

int runXcheck(const XcheckOptions &options, std::ostream &out, std::ostream &err);

} // namespace oraclec::driver
