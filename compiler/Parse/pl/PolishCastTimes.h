// The times of a turn a spell may be cast (601.3, AST/CastTiming.h) in Polish, one table for the
// builder and the renderer (as PolishSubtypes.h), so that the builder reads back exactly what the
// renderer writes: "Rzuć ten czar tylko podczas walki, przed deklaracją blokujących." No Polish
// card was ever printed: the wording is this project's choice (i18n/pl/README.md). The Polish side
// is normalised as the front end sees it (lower case, a comma written after its word).
#pragma once
#include <string_view>
#include <utility>

namespace oraclec::parse::pl {

inline constexpr std::pair<std::string_view, std::string_view> kPolishCastTimes[] = {
    {"during combat", "podczas walki"},
    {"during combat on an opponent's turn", "podczas walki w turze przeciwnika"},
    {"during combat before blockers are declared", "podczas walki, przed deklaracją blokujących"},
    {"during combat after blockers are declared", "podczas walki, po deklaracji blokujących"},
    {"during the declare attackers step", "podczas etapu deklaracji atakujących"},
    {"during the declare blockers step", "podczas etapu deklaracji blokujących"},
    {"during the declare attackers step on an opponent's turn",
     "podczas etapu deklaracji atakujących w turze przeciwnika"},
    {"during the declare blockers step on an opponent's turn",
     "podczas etapu deklaracji blokujących w turze przeciwnika"},
    {"during your turn", "podczas swojej tury"},
    {"during an opponent's turn", "podczas tury przeciwnika"},
    {"during your upkeep", "podczas swojego etapu utrzymania"},
    {"during an opponent's upkeep", "podczas etapu utrzymania przeciwnika"},
    {"during your end step", "podczas swojego etapu końcowego"},
    {"during an opponent's end step", "podczas etapu końcowego przeciwnika"},
    // two English wordings of one time: two Polish ones, so that each reads back as written
    {"during an opponent's turn, before attackers are declared",
     "podczas tury przeciwnika, przed deklaracją atakujących"},
    {"during an opponent's turn before attackers are declared",
     "podczas tury przeciwnika przed deklaracją atakujących"},
    {"during an opponent's turn after their upkeep step",
     "podczas tury przeciwnika po jego etapie utrzymania"},
    {"before attackers are declared", "przed deklaracją atakujących"},
    {"before the combat damage step", "przed etapem obrażeń bojowych"},
    {"after combat", "po walce"},
};

// The Polish words of an English cast timing, or empty.
inline std::string_view polishCastTime(std::string_view english) {
  for (auto &[en, pl] : kPolishCastTimes)
    if (en == english) return pl;
  return {};
}
// The English cast timing of Polish words, or empty.
inline std::string_view englishCastTime(std::string_view polish) {
  for (auto &[en, pl] : kPolishCastTimes)
    if (pl == polish) return en;
  return {};
}

} // namespace oraclec::parse::pl
