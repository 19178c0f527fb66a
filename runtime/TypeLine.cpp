#include "runtime/TypeLine.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace oraclec::rt {

namespace {
constexpr std::string_view kTypeNames[] = {
#define CARD_TYPE(Name, Spelling) Spelling,
#include "runtime/Vocabulary/Enums.def"
};
constexpr std::string_view kSupertypes[] = {"basic", "legendary", "snow", "world", "ongoing"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char &c : out)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
} // namespace

bool parseTypeLine(std::string_view line, CardDefinition &card) {
  // The dash is an em dash (U+2014) in Oracle text; accept " - " too.
  size_t dash = line.find("\xE2\x80\x94");
  size_t dashLen = 3;
  if (dash == std::string_view::npos) {
    dash = line.find(" - ");
    dashLen = 3;
  }
  std::string_view left = line.substr(0, dash);
  std::string_view right = dash == std::string_view::npos ? "" : line.substr(dash + dashLen);
  bool ok = true;
  auto words = [](std::string_view s, auto &&fn) {
    size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && s[i] == ' ')
        ++i;
      size_t j = i;
      while (j < s.size() && s[j] != ' ')
        ++j;
      if (j > i)
        fn(s.substr(i, j - i));
      i = j;
    }
  };
  words(left, [&](std::string_view w) {
    std::string lw = lower(w);
    for (size_t t = 0; t < std::size(kTypeNames); ++t)
      if (kTypeNames[t] == lw) {
        card.types.push_back(CardType(t));
        return;
      }
    if (std::find(std::begin(kSupertypes), std::end(kSupertypes), lw) != std::end(kSupertypes)) {
      card.supertypes.emplace_back(w);
      return;
    }
    // "Kindred" and other types this runtime does not model.
    ok = false;
  });
  words(right, [&](std::string_view w) { card.subtypes.emplace_back(w); });
  return ok;
}

void colorsFromManaCost(CardDefinition &card) {
  static constexpr std::string_view kLetters = "WUBRG";
  card.colors.clear();
  for (size_t c = 0; c < kLetters.size(); ++c)
    if (card.manaCost.symbols.find(kLetters[c]) != std::string::npos)
      card.colors.push_back(Color(c));
}

} // namespace oraclec::rt
