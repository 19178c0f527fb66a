#include "Text/RegexLiteral.h"

#include <cctype>

namespace oraclec::text {

namespace {
// Past the ']' closing the class that starts at `i` ('[').
size_t skipClass(std::string_view p, size_t i) {
  ++i;
  if (i < p.size() && p[i] == '^') ++i;
  if (i < p.size() && p[i] == ']') ++i; // a leading ']' is a member
  while (i < p.size() && p[i] != ']')
    i += p[i] == '\\' ? 2 : 1;
  return i + 1;
}

// Past the ')' closing the group that starts at `i` ('(').
size_t skipGroup(std::string_view p, size_t i) {
  int depth = 0;
  while (i < p.size()) {
    char c = p[i];
    if (c == '\\') {
      i += 2;
      continue;
    }
    if (c == '[') {
      i = skipClass(p, i);
      continue;
    }
    if (c == '(') ++depth;
    if (c == ')' && --depth == 0) return i + 1;
    ++i;
  }
  return p.size();
}

// A bounded repetition "{n}", "{n,}", "{n,m}" starting at `i`: its length, or 0.
size_t braceQuantifier(std::string_view p, size_t i) {
  size_t j = i + 1;
  bool digits = false;
  while (j < p.size() && (std::isdigit(static_cast<unsigned char>(p[j])) || p[j] == ',')) {
    digits |= p[j] != ',';
    ++j;
  }
  return digits && j < p.size() && p[j] == '}' ? j + 1 - i : 0;
}

bool isQuantifierAt(std::string_view p, size_t i) {
  return i < p.size() && (p[i] == '?' || p[i] == '*' || p[i] == '+' || braceQuantifier(p, i) > 0);
}

// Past the quantifier at `i` and its lazy '?'.
size_t skipQuantifier(std::string_view p, size_t i) {
  size_t n = p[i] == '{' ? braceQuantifier(p, i) : 1;
  i += n;
  if (i < p.size() && p[i] == '?') ++i;
  return i;
}
} // namespace

std::string requiredLiteral(std::string_view p) {
  std::string best, run;
  auto cut = [&] {
    if (run.size() > best.size()) best = run;
    run.clear();
  };
  size_t i = 0;
  while (i < p.size()) {
    char c = p[i];
    if (c == '|' || c == ')') return ""; // a top-level alternative: nothing is required
    if (c == '(' || c == '[') {
      // A group or a class: not literal; a quantifier after it makes it optional anyway.
      i = c == '(' ? skipGroup(p, i) : skipClass(p, i);
      cut();
      if (isQuantifierAt(p, i)) i = skipQuantifier(p, i);
      continue;
    }
    if (c == '.' || c == '^' || c == '$') {
      cut();
      ++i;
      if (isQuantifierAt(p, i)) i = skipQuantifier(p, i);
      continue;
    }
    char literal = c;
    size_t next = i + 1;
    if (c == '\\') {
      if (i + 1 >= p.size()) return "";
      char e = p[i + 1];
      next = i + 2;
      if (std::isalnum(
              static_cast<unsigned char>(e))) { // \b \s \w \d \n \1 ...: not one known character
        cut();
        i = next;
        if (isQuantifierAt(p, i)) i = skipQuantifier(p, i);
        continue;
      }
      literal = e; // an escaped punctuation character stands for itself
    } else if (c == '?' || c == '*' || c == '+' || c == '{') {
      // A quantifier with nothing literal before it, or a '{' that is not
      // one: too unusual to reason about.
      return "";
    }
    if (isQuantifierAt(p, next)) { // "s?" or "x*": this character may be absent
      cut();
      i = skipQuantifier(p, next);
      continue;
    }
    run += literal;
    i = next;
  }
  cut();
  return best;
}

} // namespace oraclec::text
