// Comprehensive Rules numbers: sections ("8"), rules ("702"), numbered rules
// ("702.19") and subrules ("702.19b"). Parsing is strict so that prose numbers
// ("60 cards", "20230901.0") are never taken for rule numbers.
#pragma once
#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace oraclec::rules {

struct RuleNumber {
  int section = 0; // 1..9 (10 is the Japanese glossary chapter)
  int rule = 0;    // 100..999, 0 for a bare section
  int sub = 0;     // 0 when absent
  char letter = 0; // 0 when absent

  enum class Level { Section, Rule, Numbered, Subrule };
  Level level() const {
    return letter ? Level::Subrule : sub ? Level::Numbered : rule ? Level::Rule : Level::Section;
  }
  std::string str() const;
  // 702.19b -> 702.19 -> 702 -> 7.
  RuleNumber parent() const;
  auto operator<=>(const RuleNumber &) const = default;
};

// Accepts "8", "702", "702.", "702.19", "702.19.", "702.19b"; full stops at
// the end are allowed (the documents write "100.1." for numbered rules).
std::optional<RuleNumber> parseRuleNumber(std::string_view text);

// Subrule letters skip l and o (CR introduction). next('k') == 'm'; 0 after z.
char nextSubruleLetter(char letter);
inline bool isSkippedLetter(char c) { return c == 'l' || c == 'o'; }

} // namespace oraclec::rules
