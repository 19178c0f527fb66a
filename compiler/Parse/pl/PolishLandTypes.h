// pl8: the basic land types (305.6) in the instrumental, after "staje się" (becomes, 305.7):
// "docelowa kraina staje się lasem". One table for the renderer and the builder, so that the
// builder reads back exactly what the renderer writes (nominatives: PolishSubtypes.h).
#pragma once
#include <string_view>
#include <utility>

namespace oraclec::parse::pl {

inline constexpr std::pair<std::string_view, std::string_view> kPolishLandTypesInstrumental[] = {
    {"Plains", "równiną"}, {"Island", "wyspą"}, {"Swamp", "bagnem"},
    {"Mountain", "górą"},  {"Forest", "lasem"},
};

// The instrumental of an English basic land type, or empty.
inline std::string_view polishLandTypeInstrumental(std::string_view english) {
  for (auto [en, ins] : kPolishLandTypesInstrumental)
    if (en == english) return ins;
  return {};
}
// The plural instrumental, after "są" (krainy, które kontrolujesz, są równinami).
inline constexpr std::pair<std::string_view, std::string_view>
    kPolishLandTypesInstrumentalPlural[] = {
        {"Plains", "równinami"}, {"Island", "wyspami"}, {"Swamp", "bagnami"},
        {"Mountain", "górami"},  {"Forest", "lasami"},
};
inline std::string_view polishLandTypeInstrumentalPlural(std::string_view english) {
  for (auto [en, ins] : kPolishLandTypesInstrumentalPlural)
    if (en == english) return ins;
  return {};
}
inline std::string_view landTypeFromInstrumentalPlural(std::string_view polish) {
  for (auto [en, ins] : kPolishLandTypesInstrumentalPlural)
    if (ins == polish) return en;
  return {};
}
// The English basic land type of a Polish instrumental, or empty.
inline std::string_view landTypeFromInstrumental(std::string_view polish) {
  for (auto [en, ins] : kPolishLandTypesInstrumental)
    if (ins == polish) return en;
  return {};
}

} // namespace oraclec::parse::pl
