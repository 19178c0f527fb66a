// Named counters (CR 122.1) in Korean and Polish: one table for both builders
// and both renderers, so that each builder reads back exactly the word its
// renderer writes ("charge counter": 충전 ... / "znacznik ładunku").
// Korean: the names the Korean rules documents give (seeds: 충성 loyalty, 시간
// time, 레벨 level); any other kind is written with its English name, as the
// Korean Comprehensive Rules themselves write it ("age 카운터", "fade 카운터",
// 702.23a, 702.31a), so every kind has a Korean form and none is guessed.
// Polish: no Polish card was ever printed and the seed PO file leaves counters
// untranslated; the genitive after "znacznik" is this project's choice
// (i18n/pl/README.md), and a kind without a Polish name is a named gap.
#pragma once
#include "AST/Ast.h"
#include "Basic/Language.h"

#include <optional>
#include <string>
#include <string_view>

namespace oraclec::parse {

struct CounterName {
  std::string_view en; // the CounterKind spelling
  std::string_view ko; // empty: the English name (as the Korean CR writes it)
  std::string_view pl; // genitive after "znacznik"; empty: no Polish name
};

inline constexpr CounterName kCounterNames[] = {
    {"+1/+1", "+1/+1", "+1/+1"},
    {"-1/-1", "-1/-1", "-1/-1"},
    {"loyalty", "충성", "lojalności"},
    {"time", "시간", "czasu"},
    {"level", "레벨", "poziomu"},
    {"charge", "", "ładunku"},
    {"age", "", "wieku"},
    {"fade", "", "zanikania"},
    {"storage", "", "magazynu"},
    {"quest", "", "zadania"},
    {"depletion", "", "wyczerpania"},
    {"spore", "", "zarodników"},
    {"ki", "", "ki"},
    {"divinity", "", "boskości"},
    {"lore", "", "wiedzy"},
    {"verse", "", "wersu"},
    {"fuse", "", "lontu"},
    {"brick", "", "cegły"},
    {"ice", "", "lodu"},
    {"doom", "", "zagłady"},
};

// The word a language writes for the counter kind `value` (a CounterKind
// payload): Korean always has one, Polish only for the kinds in the table.
inline std::optional<std::string> counterWord(Language lang, int64_t value) {
  std::string_view en = ast::spelling(ast::Vocabulary::CounterKind, value);
  for (const CounterName &c : kCounterNames)
    if (c.en == en) {
      if (lang == Language::Ko) return std::string(c.ko.empty() ? en : c.ko);
      if (lang == Language::Pl && !c.pl.empty()) return std::string(c.pl);
      return std::nullopt;
    }
  if (lang == Language::Ko) return std::string(en);
  return std::nullopt;
}

// The CounterKind payload a language's word names, or nullopt. A Korean
// English name counts only when the table has no Korean name for it (one
// spelling per kind, so the read-back is the renderer's own word).
inline std::optional<int64_t> counterKindOf(Language lang, std::string_view word) {
  for (const CounterName &c : kCounterNames) {
    std::string_view w = lang == Language::Ko ? (c.ko.empty() ? c.en : c.ko) : c.pl;
    if (!w.empty() && w == word) return ast::valueOf(ast::Vocabulary::CounterKind, c.en);
  }
  if (lang != Language::Ko) return std::nullopt;
  for (const CounterName &c : kCounterNames)
    if (c.en == word) return std::nullopt; // has a Korean name: written that way
  return ast::valueOf(ast::Vocabulary::CounterKind, word);
}

} // namespace oraclec::parse
