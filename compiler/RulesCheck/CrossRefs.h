// Cross-references inside rule text: "rule 702.19", "702.19b", "section 8",
// ranges "103.2a-e", Japanese "rule 103.5 参照" / "103.5項", Korean
// "702.19를 보세요" / "8절". Dotted numbers are always references; a bare
// "509" or "8" needs a cue word so prose numbers are not mistaken for rules.
#pragma once
#include "RulesCheck/RuleNumber.h"

#include <optional>
#include <string_view>
#include <vector>

namespace oraclec::rules {

struct CrossRef {
  RuleNumber number;
  std::optional<RuleNumber> last; // end of a range "103.2a-e" -> 103.2e
  size_t pos = 0, len = 0;        // bytes in the scanned text
};

std::vector<CrossRef> findCrossRefs(std::string_view text);

} // namespace oraclec::rules
