// The smallest unreadable clause of an ability that did not parse: what the
// coverage report ranks gaps by (issue 14). "At the beginning of your upkeep,
// look at the top two cards of your library" failed in its effect, not in
// "at the beginning": the gap is "look at the top N cards", context `effect`.
#pragma once
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace oraclec::driver {

struct GapClause {
  std::string clause;  // normalised: "look at the top N cards of your library"
  std::string key;     // the clause's leading words, what gaps are grouped by
  std::string context; // effect, triggerCondition, cost, condition, static, keyword, ...
  std::string rules;   // the grammar rules open at the failure ("abilityLine/ability/trigger")
  std::string words;   // the clause as written on the card (a substring of the line)
  std::string token;   // the words the parser stopped at, as written
  // Where `token` starts in `words`, in UTF-16 code units (what a browser's
  // string indices count); -1 when it is not inside the clause.
  long tokenAt = -1;
};

// `line` is the ability as written; [failBegin, failEnd) the bytes of the
// words the parser stopped at (failBegin >= line.size(): the end of the line);
// `ruleStack` the diagnostic's grammar context (may be empty); `cardName` is
// written `~` in the clause.
GapClause findGapClause(std::string_view line, size_t failBegin, size_t failEnd,
                        std::string_view ruleStack, std::string_view cardName);

// Gap families: the keys of one construct differ in length when the parser
// stopped at different words ("search your library", "search your library
// for any"). Each key maps to its shortest word-prefix (of three words or
// more) that is itself a key, or to itself.
std::map<std::string, std::string> gapFamilies(const std::set<std::string> &keys);

// A clause normalised for grouping: lower case, reminder text dropped, the
// card's name -> ~, numbers -> N, mana -> {M}, "+1/+1" -> "+N/+N", colour
// words -> <colour>, subtype words -> <subtype>, final punctuation dropped.
std::string normaliseClause(std::string_view words, std::string_view cardName);

} // namespace oraclec::driver
