#include "RulesCheck/CrossRefs.h"

#include <array>

namespace oraclec::rules {

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }
bool isAlpha(char c) { return isLower(c) || (c >= 'A' && c <= 'Z'); }

bool endsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}
bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// Text before `pos` without trailing spaces, brackets and quotes.
std::string_view before(std::string_view text, size_t pos) {
  std::string_view b = text.substr(0, pos);
  while (!b.empty() && (b.back() == ' ' || b.back() == '[' || b.back() == '"' || b.back() == '('))
    b.remove_suffix(1);
  return b;
}
std::string_view after(std::string_view text, size_t pos) {
  std::string_view a = text.substr(pos);
  while (!a.empty() && (a.front() == ' ' || a.front() == ']' || a.front() == '"')) a.remove_prefix(1);
  return a;
}

bool ruleCueBefore(std::string_view b) {
  for (std::string_view w : {"rule", "rules", "Rule", "Rules", "규칙", "ルール"})
    if (endsWith(b, w)) return true;
  return false;
}
bool ruleCueAfter(std::string_view a) {
  for (std::string_view w : {"〔", "参照", "項", "항", "을 보세요", "를 보세요", "참조", "을 참고", "를 참고"})
    if (startsWith(a, w)) return true;
  return false;
}
bool sectionCueBefore(std::string_view b) {
  for (std::string_view w : {"section", "Section", "sections", "rule", "Rule", "rules", "sekcja", "sekcji"})
    if (endsWith(b, w)) return true;
  return false;
}
bool sectionCueAfter(std::string_view a) { return startsWith(a, "절") || startsWith(a, "章"); }
// "rules 509 and 510", "rule 110.2 および rule 112.2": a list continues.
bool listContinues(std::string_view between) {
  std::string_view t = between;
  while (!t.empty() && (t.front() == ' ' || t.front() == ',')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == ',')) t.remove_suffix(1);
  return t.empty() || t == "and" || t == "or" || t == "および" || t == "및" || t == "、" || t == "i" ||
         t == "lub" || t == "또는";
}

size_t readDigits(std::string_view s, size_t i) {
  while (i < s.size() && isDigit(s[i])) ++i;
  return i;
}

// Range separators: "-", "–", "〜", "~".
size_t rangeSeparator(std::string_view s, size_t i) {
  if (i < s.size() && (s[i] == '-' || s[i] == '~')) return 1;
  if (startsWith(s.substr(i), "\xE2\x80\x93") || startsWith(s.substr(i), "\xE3\x80\x9C")) return 3;
  return 0;
}
} // namespace

std::vector<CrossRef> findCrossRefs(std::string_view s) {
  std::vector<CrossRef> out;
  size_t lastEnd = std::string_view::npos;
  for (size_t i = 0; i < s.size(); ++i) {
    if (!isDigit(s[i]) || (i > 0 && (isDigit(s[i - 1]) || s[i - 1] == '.' || isAlpha(s[i - 1]) ||
                                     s[i - 1] == '/' || s[i - 1] == '#' || s[i - 1] == '{')))
      continue;
    size_t j = readDigits(s, i);
    size_t n = j - i;
    if (j < s.size() && (isAlpha(s[j]) || s[j] == '/' || s[j] == '}')) { i = j; continue; }
    bool chained = lastEnd != std::string_view::npos && listContinues(s.substr(lastEnd, i - lastEnd));
    CrossRef ref;
    ref.pos = i;
    if (n == 3 && j + 1 < s.size() && s[j] == '.' && isDigit(s[j + 1])) {
      size_t k = readDigits(s, j + 1);
      if (k < s.size() && s[k] == '.' && k + 1 < s.size() && isDigit(s[k + 1])) { i = k; continue; }
      if (k - j - 1 > 3) { i = k; continue; }
      bool letter = k < s.size() && isLower(s[k]) && !(k + 1 < s.size() && isAlpha(s[k + 1]));
      size_t end = letter ? k + 1 : k;
      auto num = parseRuleNumber(s.substr(i, end - i));
      if (!num) { i = end; continue; }
      ref.number = *num;
      if (size_t sep = rangeSeparator(s, end)) {
        size_t r = end + sep;
        if (letter && r < s.size() && isLower(s[r]) && !(r + 1 < s.size() && isAlpha(s[r + 1]))) {
          RuleNumber last = *num;
          last.letter = s[r];
          ref.last = last;
          end = r + 1;
        } else if (r < s.size() && isDigit(s[r])) {
          size_t q = readDigits(s, r);
          if (q < s.size() && s[q] == '.') {
            q = readDigits(s, q + 1);
            if (q < s.size() && isLower(s[q]) && !(q + 1 < s.size() && isAlpha(s[q + 1]))) ++q;
          }
          if (auto last = parseRuleNumber(s.substr(r, q - r)); last && last->rule) {
            ref.last = *last;
            end = q;
          }
        }
      }
      ref.len = end - i;
      out.push_back(ref);
      lastEnd = end;
      i = end - 1;
      continue;
    }
    if (j < s.size() && s[j] == '.' && j + 1 < s.size() && isDigit(s[j + 1])) { i = j; continue; }
    if (n == 3 || (n == 1 && s[i] != '0') || (n == 2 && s[i] == '1' && s[i + 1] == '0')) {
      auto num = parseRuleNumber(s.substr(i, n));
      if (!num) { i = j; continue; }
      std::string_view b = before(s, i), a = after(s, j);
      bool cue = n == 3 ? (ruleCueBefore(b) || ruleCueAfter(a) || chained)
                        : (sectionCueBefore(b) || sectionCueAfter(a));
      // "rule 9.": a sentence end is fine, "rule 9.5" was handled above.
      if (cue) {
        ref.number = *num;
        ref.len = n;
        out.push_back(ref);
        lastEnd = j;
      }
    }
    i = j - 1;
  }
  return out;
}

} // namespace oraclec::rules
