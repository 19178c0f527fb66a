#include "Text/WordingUpdates.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::text {

namespace {
constexpr WordingUpdate kUpdates[] = {
    {"converted mana cost", "mana value"},
    {"enters the battlefield", "enters"},
    {"enter the battlefield", "enter"},
};
// "put a 5/5 red dragon creature token with flying onto the battlefield"
// became "create a 5/5 red dragon creature token with flying" (2016, CR
// 111.2): the edits {begin, end, replacement} that turn each such phrase of
// one clause into the current wording, last first.
struct Edit {
  size_t begin, end;
  const char *with;
};
std::vector<Edit> tokenCreationEdits(std::string_view s) {
  static constexpr std::string_view kPut = "put ", kOnto = " onto the battlefield";
  static constexpr std::string_view kCounts[] = {"a ", "an ", "one ", "two ", "three ", "four ", "five ",
                                                 "six ", "seven ", "eight ", "nine ", "ten ", "x "};
  std::vector<Edit> edits;
  for (size_t pos = s.find(kPut); pos != std::string_view::npos; pos = s.find(kPut, pos + 1)) {
    if (pos > 0 && s[pos - 1] != ' ' && s[pos - 1] != ',')
      continue;
    std::string_view rest = s.substr(pos + kPut.size());
    bool counted = std::any_of(std::begin(kCounts), std::end(kCounts),
                               [&](std::string_view c) { return rest.substr(0, c.size()) == c; }) ||
                   (!rest.empty() && rest[0] >= '0' && rest[0] <= '9');
    size_t onto = rest.find(kOnto);
    size_t stop = rest.find_first_of(".,\"(");
    if (!counted || onto == std::string_view::npos || (stop != std::string_view::npos && stop < onto))
      continue;
    std::string_view phrase = rest.substr(0, onto);
    bool token = phrase.ends_with(" token") || phrase.ends_with(" tokens") ||
                 phrase.find(" token with ") != std::string_view::npos ||
                 phrase.find(" tokens with ") != std::string_view::npos;
    if (!token)
      continue;
    size_t ontoAt = pos + kPut.size() + onto;
    edits.push_back({pos, pos + kPut.size() - 1, "create"});
    edits.push_back({ontoAt, ontoAt + kOnto.size(), ""});
  }
  std::reverse(edits.begin(), edits.end()); // later edits first: earlier offsets stay valid
  return edits;
}
// A loyalty cost written without its brackets at the start of a line, as
// older Oracle text did ("+1: ...", "-2: ...", "0: "): the symbol of CR 606.2
// is "[+1]:". Returns the edits that add the brackets.
std::vector<Edit> loyaltyBracketEdits(std::string_view s, std::vector<std::string> &symbols) {
  std::vector<Edit> edits;
  for (size_t line = 0; line < s.size();) {
    size_t i = line;
    bool sign = s[i] == '+' || s[i] == '-';
    if (sign)
      ++i;
    size_t digits = i;
    while (i < s.size() && ((s[i] >= '0' && s[i] <= '9') || s[i] == 'x' || s[i] == 'X'))
      ++i;
    std::string_view number = s.substr(digits, i - digits);
    bool symbol = !number.empty() && (sign || number == "0") &&
                  (number.size() == 1 || number.find_first_of("xX") == std::string_view::npos);
    if (symbol && s.substr(i, 2) == ": ") {
      symbols.push_back("[" + std::string(s.substr(line, i - line)) + "]");
      edits.push_back({line, i, nullptr});
    }
    size_t next = s.find('\n', line);
    if (next == std::string_view::npos)
      break;
    line = next + 1;
  }
  std::reverse(edits.begin(), edits.end()); // later edits first: earlier offsets stay valid
  std::reverse(symbols.begin(), symbols.end());
  return edits;
}
} // namespace

const WordingUpdate *wordingUpdates(size_t &count) {
  count = std::size(kUpdates);
  return kUpdates;
}

void applyWordingUpdates(NormalizedText &t) {
  std::vector<std::string> symbols;
  auto loyalty = loyaltyBracketEdits(t.text, symbols);
  for (size_t i = 0; i < loyalty.size(); ++i)
    t.replace(loyalty[i].begin, loyalty[i].end, symbols[i]);
  for (const Edit &e : tokenCreationEdits(t.text))
    t.replace(e.begin, e.end, e.with);
  for (auto &u : kUpdates) {
    std::string_view before = u.before;
    size_t pos = 0;
    while ((pos = t.text.find(before, pos)) != std::string::npos) {
      t.replace(pos, pos + before.size(), u.after);
      pos += std::string_view(u.after).size();
    }
  }
}

std::string applyWordingUpdates(std::string s) {
  std::vector<std::string> symbols;
  auto loyalty = loyaltyBracketEdits(s, symbols);
  for (size_t i = 0; i < loyalty.size(); ++i)
    s.replace(loyalty[i].begin, loyalty[i].end - loyalty[i].begin, symbols[i]);
  for (const Edit &e : tokenCreationEdits(s))
    s.replace(e.begin, e.end - e.begin, e.with);
  for (auto &u : kUpdates) {
    std::string_view before = u.before;
    size_t pos = 0;
    while ((pos = s.find(before, pos)) != std::string::npos) {
      s.replace(pos, before.size(), u.after);
      pos += std::string_view(u.after).size();
    }
  }
  return s;
}

} // namespace oraclec::text
