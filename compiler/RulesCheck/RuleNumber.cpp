#include "RulesCheck/RuleNumber.h"

#include <fmt/format.h>

namespace oraclec::rules {

std::string RuleNumber::str() const {
  switch (level()) {
  case Level::Section: return std::to_string(section);
  case Level::Rule: return std::to_string(rule);
  case Level::Numbered: return fmt::format("{}.{}", rule, sub);
  case Level::Subrule: return fmt::format("{}.{}{}", rule, sub, letter);
  }
  return {};
}

RuleNumber RuleNumber::parent() const {
  RuleNumber p = *this;
  if (p.letter) p.letter = 0;
  else if (p.sub) p.sub = 0;
  else p.rule = 0;
  return p;
}

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }
// Reads digits at `i`; returns -1 if none or too many for a rule number.
int readInt(std::string_view s, size_t &i, size_t maxDigits) {
  size_t start = i;
  int v = 0;
  while (i < s.size() && isDigit(s[i]) && i - start < maxDigits + 1)
    v = v * 10 + (s[i++] - '0');
  if (i == start || i - start > maxDigits) return -1;
  return v;
}
} // namespace

std::optional<RuleNumber> parseRuleNumber(std::string_view s) {
  while (!s.empty() && s.back() == '.') s.remove_suffix(1);
  size_t i = 0;
  size_t digitsStart = i;
  int first = readInt(s, i, 3);
  if (first < 0) return std::nullopt;
  size_t nd = i - digitsStart;
  RuleNumber n;
  if (nd == 1 || (nd == 2 && first == 10)) { // a section, "1" .. "9" (and "10")
    if (i != s.size() || first == 0) return std::nullopt;
    n.section = first;
    return n;
  }
  if (nd != 3 || first < 100) return std::nullopt;
  n.rule = first;
  n.section = first / 100;
  if (i == s.size()) return n;
  if (s[i] != '.') return std::nullopt;
  ++i;
  int sub = readInt(s, i, 3);
  if (sub <= 0) return std::nullopt;
  n.sub = sub;
  if (i == s.size()) return n;
  char c = s[i];
  if (c < 'a' || c > 'z' || i + 1 != s.size()) return std::nullopt;
  n.letter = c;
  return n;
}

char nextSubruleLetter(char c) {
  if (c == 0) return 'a';
  if (c >= 'z') return 0;
  ++c;
  if (isSkippedLetter(c)) ++c;
  return c;
}

} // namespace oraclec::rules
