#include "Driver/GapClause.h"

#include "Text/Normalize.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace oraclec::driver {

namespace {

std::string lowerAscii(std::string_view s) {
  std::string out(s);
  for (char &c : out)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool isDigits(std::string_view w) {
  return !w.empty() &&
         std::all_of(w.begin(), w.end(), [](unsigned char c) { return std::isdigit(c); });
}

// "+1/+1", "-2/-0", "+x/+0", "3/3", "*/*": a power/toughness or its change.
bool isPowerToughness(std::string_view w) {
  size_t slash = w.find('/');
  if (slash == std::string_view::npos || slash == 0 || slash + 1 >= w.size()) return false;
  auto part = [](std::string_view p) {
    if (!p.empty() && (p[0] == '+' || p[0] == '-')) p.remove_prefix(1);
    return p == "x" || p == "*" || isDigits(p);
  };
  return part(w.substr(0, slash)) && part(w.substr(slash + 1));
}

std::string signsOf(std::string_view w) { // "+1/-1" -> "+N/-N"
  size_t slash = w.find('/');
  auto one = [](std::string_view p) {
    return std::string(!p.empty() && (p[0] == '+' || p[0] == '-') ? p.substr(0, 1) : "") + "N";
  };
  return one(w.substr(0, slash)) + "/" + one(w.substr(slash + 1));
}

constexpr std::array<std::string_view, 21> kNumberWords = {
    "zero",     "one",     "two",     "three",     "four",     "five",     "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
constexpr std::array<std::string_view, 6> kColours = {"white", "blue",  "black",
                                                      "red",   "green", "colorless"};
// Words that do not end a ranking key: "look at the" reads on to "look at the
// top N cards".
constexpr std::array<std::string_view, 22> kFunctionWords = {
    "a",  "an",  "the", "of", "at",   "to",   "top",  "N",    "your", "target", "up",
    "or", "and", "for", "on", "from", "with", "each", "that", "you",  "may",    "{M}"};

// One word of a clause, normalised; `core` without its trailing punctuation.
std::string normaliseWord(std::string_view word) {
  size_t end = word.size();
  while (end > 0 && std::string_view(".,;:\"").find(word[end - 1]) != std::string_view::npos)
    --end;
  std::string_view core = word.substr(0, end), tail = word.substr(end);
  std::string lead;
  if (!core.empty() && core[0] == '"') { // a quoted ability: keep the quote
    lead = "\"";
    core.remove_prefix(1);
  }
  std::string out;
  if (!core.empty() && core[0] == '{')
    out = "{M}";
  else if (!core.empty() && core[0] == '[' && core.back() == ']')
    out = "[" +
          std::string(core.size() > 2 && (core[1] == '+' || core[1] == '-') ? core.substr(1, 1)
                                                                            : "") +
          "N]";
  else if (isDigits(core) || core == "x")
    out = "N";
  else if (isPowerToughness(core))
    out = signsOf(core);
  else if (std::find(kNumberWords.begin(), kNumberWords.end(), core) != kNumberWords.end())
    out = "N";
  else if (std::find(kColours.begin(), kColours.end(), core) != kColours.end())
    out = "<colour>";
  else if (core.size() > 2 && core != "~" && vocab::subtypeFromWord(core))
    out = "<subtype>";
  else
    out = std::string(core);
  return lead + out + std::string(tail);
}

// Clause boundaries of the line: byte ranges, reminder text never split.
struct Part {
  size_t begin, end;
};

std::vector<Part> splitClauses(std::string_view line) {
  std::vector<Part> parts;
  size_t start = 0;
  int depth = 0;
  auto cut = [&](size_t at, size_t next) {
    if (at > start) parts.push_back({start, at});
    start = next;
  };
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c == '(')
      ++depth;
    else if (c == ')')
      depth = std::max(0, depth - 1);
    if (depth > 0) continue;
    bool spaceAfter = i + 1 >= line.size() || line[i + 1] == ' ' || line[i + 1] == '\n';
    if ((c == '.' || c == ';' || c == ':') && spaceAfter)
      cut(i, i + 1);
    else if (c == '\n')
      cut(i, i + 1);
    else if (c == ',' && spaceAfter) {
      // A list ("artifact, enchantment, or land") is one clause: a part that
      // is one word or opens with "or"/"and" belongs to the one before it.
      std::string_view rest = line.substr(i + 1);
      while (!rest.empty() && rest[0] == ' ')
        rest.remove_prefix(1);
      size_t nextStop = rest.find_first_of(",.;:");
      std::string_view nextPart = rest.substr(0, nextStop);
      bool oneWord = nextPart.find(' ') == std::string_view::npos;
      bool listWord = rest.starts_with("or ") || rest.starts_with("and ") ||
                      rest.starts_with("Or ") || rest.starts_with("And ");
      if (!oneWord && !listWord) cut(i, i + 1);
    } else if (line.substr(i).starts_with("\xE2\x80\x94")) { // an em dash: ability word, modes
      cut(i, i + 3);
      i += 2;
    } else if (line.substr(i).starts_with("\xE2\x80\xA2")) { // a mode's bullet
      cut(i, i + 3);
      i += 2;
    }
  }
  cut(line.size(), line.size());
  // Trim spaces and a leading "then" ("..., then draw a card").
  for (Part &p : parts) {
    while (p.begin < p.end && (line[p.begin] == ' ' || line[p.begin] == '"'))
      ++p.begin;
    while (p.end > p.begin && (line[p.end - 1] == ' ' || line[p.end - 1] == '"'))
      --p.end;
    std::string head = lowerAscii(line.substr(p.begin, std::min<size_t>(5, p.end - p.begin)));
    if (head == "then " && p.end - p.begin > 5) p.begin += 5;
  }
  std::erase_if(parts, [](const Part &p) { return p.end <= p.begin; });
  return parts;
}

// The part of an ability a grammar rule reads, or "" for a rule below or
// above the clause level (an amount, an object phrase; the whole line).
std::string_view contextOfRule(std::string_view rule) {
  auto has = [&](std::string_view w) { return rule.find(w) != std::string_view::npos; };
  if (has("rigger") || rule == "stepWhen") return "triggerCondition";
  if (has("ost")) return "cost";
  if (has("ondition")) return "condition";
  if (has("estriction")) return "restriction";
  if (has("eyword")) return "keyword";
  if (rule == "staticAbility" || rule == "playerRule" || rule == "combatRule") return "static";
  if (has("ffect") || rule == "modal" || rule == "modeItem") return "effect";
  return "";
}

// When the rules say nothing more precise than "an ability": where the
// clause stands in the line.
std::string contextByPosition(std::string_view line, const std::vector<Part> &parts, size_t index,
                              const std::string &clause) {
  auto startsWith = [&](std::string_view p) { return clause.starts_with(p); };
  size_t colon = line.find(": ");
  bool beforeColon = colon != std::string_view::npos && parts[index].end <= colon &&
                     line.substr(0, colon).find('"') == std::string_view::npos;
  if (beforeColon) return "cost";
  if (startsWith("when ") || startsWith("whenever ") || startsWith("at the beginning") ||
      startsWith("at end of"))
    return "triggerCondition";
  if (startsWith("if ") || startsWith("as long as ") || startsWith("unless ") ||
      startsWith("only if "))
    return "condition";
  if (startsWith("as ~ enters") || startsWith("~ enters")) return "replacement";
  // A keyword line: "Morph {2}{G}", "Crew 3", "Enchant player", "Aftermath"
  // (a few words, a cost or number, then reminder text or nothing).
  std::string_view after = line.substr(parts[index].end);
  while (!after.empty() && (after[0] == ' ' || after[0] == '.'))
    after.remove_prefix(1);
  size_t words = size_t(std::count(clause.begin(), clause.end(), ' ')) + 1;
  bool costOrNumber =
      clause.find("{M}") != std::string::npos || clause.find(" N") != std::string::npos;
  if (index == 0 && (after.empty() || after[0] == '(' || after.starts_with("\xE2\x80\x94")) &&
      (words <= 2 || (words <= 4 && costOrNumber)))
    return "keyword";
  std::string first = lowerAscii(line.substr(0, line.find(' ')));
  if (index > 0 &&
      (first == "when" || first == "whenever" || first == "at" || colon != std::string_view::npos))
    return "effect";
  return "ability";
}

} // namespace

std::string normaliseClause(std::string_view words, std::string_view cardName) {
  std::string text = text::foldForComparison(words, Language::En);
  std::string noReminder;
  int depth = 0;
  for (char c : text) {
    if (c == '(')
      ++depth;
    else if (c == ')') {
      if (depth > 0) --depth;
    } else if (depth == 0)
      noReminder += c;
  }
  text = lowerAscii(noReminder);
  if (!cardName.empty()) {
    std::string name = lowerAscii(text::foldForComparison(cardName, Language::En));
    for (size_t p; !name.empty() && (p = text.find(name)) != std::string::npos;)
      text.replace(p, name.size(), "~");
    // A legendary card's short name (CR 201.4b): "Name, the Title" -> "Name".
    if (size_t comma = name.find(','); comma != std::string::npos && comma > 2)
      for (size_t p; (p = text.find(name.substr(0, comma))) != std::string::npos;)
        text.replace(p, comma, "~");
  }
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n'))
      ++i;
    size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n')
      ++j;
    if (j > i) {
      std::string w = normaliseWord(std::string_view(text).substr(i, j - i));
      // "~'s" keeps its possessive; "{2}{G}" is one {M}.
      if (!(w.starts_with("{M}") && out.ends_with("{M}"))) out += (out.empty() ? "" : " ") + w;
    }
    i = j;
  }
  while (!out.empty() && std::string_view(".,;: ").find(out.back()) != std::string_view::npos)
    out.pop_back();
  return out;
}

std::map<std::string, std::string> gapFamilies(const std::set<std::string> &keys) {
  // Only a key that goes on with a preposition, an article or a conjunction
  // joins a shorter one: "~ deals N damage divided" names a construct of its
  // own (601.2d), "~ deals N damage to each" does not.
  static constexpr std::string_view kJoining[] = {
      "for", "and", "or", "to", "from", "with", "into", "onto", "on", "of",
      "a",   "an",  "the", "any", "each", "at", "in", "this", "that", "then"};
  std::map<std::string, std::string> family;
  for (const std::string &key : keys) {
    family[key] = key;
    int words = 0;
    for (size_t i = 0; i < key.size(); ++i) {
      if (key[i] != ' ' || ++words < 3 || !keys.count(key.substr(0, i)))
        continue;
      size_t next = key.find(' ', i + 1);
      std::string_view word = std::string_view(key).substr(i + 1, next == std::string::npos ? std::string::npos : next - i - 1);
      if (std::find(std::begin(kJoining), std::end(kJoining), word) != std::end(kJoining)) {
        family[key] = key.substr(0, i);
        break;
      }
    }
  }
  return family;
}

GapClause findGapClause(std::string_view line, size_t failBegin, size_t failEnd,
                        std::string_view ruleStack, std::string_view cardName) {
  GapClause gap;
  gap.rules = std::string(ruleStack);
  std::vector<Part> parts = splitClauses(line);
  if (parts.empty()) return gap;
  // The part holding the failure; a failure on a separator (the parser
  // wanted more before a comma) or after the end belongs to the part before.
  size_t index = parts.size() - 1;
  if (failBegin < line.size())
    for (size_t k = 0; k < parts.size(); ++k) {
      if (failBegin < parts[k].begin) {
        index = k == 0 ? 0 : k - 1;
        break;
      }
      if (failBegin < parts[k].end) {
        index = k;
        break;
      }
    }
  // A cost's mana before a comma is read; the parser stopping at that comma
  // did not read what follows it ("{1}, exile the top card ...: ...").
  auto onlySymbols = [&](const Part &part) {
    std::string n = normaliseClause(line.substr(part.begin, part.end - part.begin), cardName);
    for (std::string_view w : {"{M}", ",", " "})
      for (size_t at; (at = n.find(w)) != std::string::npos;)
        n.erase(at, w.size());
    return n.empty();
  };
  bool onSeparator = failBegin < line.size() && failBegin >= parts[index].end;
  if (onSeparator && index + 1 < parts.size() && onlySymbols(parts[index])) ++index;
  const Part &p = parts[index];
  gap.words = std::string(line.substr(p.begin, p.end - p.begin));
  if (failBegin < line.size())
    gap.token = std::string(line.substr(failBegin, std::max(failEnd, failBegin) - failBegin));
  gap.clause = normaliseClause(gap.words, cardName);
  if (failBegin >= p.begin && failBegin < p.end) {
    gap.tokenAt = 0;
    for (size_t i = p.begin; i < failBegin; ++i) {
      auto byte = static_cast<unsigned char>(line[i]);
      if ((byte & 0xC0) != 0x80) // a code point's first byte: 2 units beyond the BMP
        gap.tokenAt += byte >= 0xF0 ? 2 : 1;
    }
  }

  // The key: the clause's words up to the failing one (at least three, at
  // most six), not ending on a function word.
  std::vector<std::string> words;
  for (size_t a = 0, b; a < gap.clause.size(); a = b + 1) {
    b = gap.clause.find(' ', a);
    if (b == std::string::npos) b = gap.clause.size();
    words.push_back(gap.clause.substr(a, b - a));
  }
  size_t failWord = 0;
  if (failBegin > p.begin && failBegin < p.end) {
    std::string before = normaliseClause(line.substr(p.begin, failBegin - p.begin), cardName);
    failWord = before.empty() ? 0 : size_t(std::count(before.begin(), before.end(), ' ')) + 1;
  }
  size_t n = std::min(words.size(), std::clamp<size_t>(failWord + 1, 3, 6));
  while (n < words.size() && n < 8 &&
         std::find(kFunctionWords.begin(), kFunctionWords.end(), words[n - 1]) !=
             kFunctionWords.end())
    ++n;
  for (size_t k = 0; k < n; ++k)
    gap.key += (k ? " " : "") + words[k];

  // The context: the innermost clause-level rule open at the failure, unless
  // it disagrees with where the clause stands (the parser decides among an
  // ability's forms by looking far ahead, so it may stop in an outer rule).
  std::string byPosition = contextByPosition(line, parts, index, gap.clause);
  std::string byRule;
  for (size_t end = ruleStack.size(); end > 0 && byRule.empty();) {
    size_t slash = ruleStack.rfind('/', end - 1);
    size_t begin = slash == std::string_view::npos ? 0 : slash + 1;
    byRule = std::string(contextOfRule(ruleStack.substr(begin, end - begin)));
    end = slash == std::string_view::npos ? 0 : slash;
  }
  bool positionIsSure =
      byPosition == "cost" || byPosition == "triggerCondition" || byPosition == "condition";
  gap.context = byRule.empty() || (positionIsSure && byRule != byPosition) ||
                        (byRule == "triggerCondition" && byPosition != "triggerCondition")
                    ? byPosition
                    : byRule;
  return gap;
}

} // namespace oraclec::driver
