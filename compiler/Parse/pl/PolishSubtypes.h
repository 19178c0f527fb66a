// Creature types in Polish (205.3m), lower case as the front end sees them
// (the renderer capitalises where a line starts). No Polish card was ever
// printed: the names are this project's choices (i18n/pl/README.md). One
// table for both directions, so that the builder reads back exactly what the
// renderer writes: "istota typu goblin", "żeton 1/1 białej istoty typu żołnierz".
// The words are nominative after "typu" and never declined, so a type is one
// entry; none of them is a literal of the Polish grammar (they lex as WORD).
#pragma once
#include <string_view>
#include <utility>

namespace oraclec::parse::pl {

inline constexpr std::pair<std::string_view, std::string_view> kPolishSubtypes[] = {
    {"Angel", "anioł"},
    {"Ape", "małpa"},
    {"Bat", "nietoperz"},
    {"Bear", "niedźwiedź"},
    {"Beast", "bestia"},
    {"Bird", "ptak"},
    {"Cat", "kot"},
    {"Centaur", "centaur"},
    {"Cleric", "kapłan"},
    {"Construct", "konstrukt"},
    {"Demon", "demon"},
    {"Devil", "diabeł"},
    {"Dog", "pies"},
    {"Dragon", "smok"},
    {"Drake", "drakon"},
    {"Elemental", "żywiołak"},
    {"Elephant", "słoń"},
    {"Elf", "elf"},
    {"Faerie", "wróżka"},
    {"Fungus", "grzyb"},
    {"Giant", "olbrzym"},
    {"Goat", "koza"},
    {"Goblin", "goblin"},
    {"Golem", "golem"},
    {"Horror", "horror"},
    {"Horse", "koń"},
    {"Hound", "ogar"},
    {"Human", "człowiek"},
    {"Illusion", "iluzja"},
    {"Insect", "owad"},
    {"Knight", "rycerz"},
    {"Merfolk", "merfolk"},
    {"Minotaur", "minotaur"},
    {"Myr", "myr"},
    {"Ogre", "ogr"},
    {"Orc", "ork"},
    {"Ox", "wół"},
    {"Pegasus", "pegaz"},
    {"Plant", "roślina"},
    {"Rat", "szczur"},
    {"Saproling", "saproling"},
    {"Servo", "serwo"},
    {"Shaman", "szaman"},
    {"Skeleton", "szkielet"},
    {"Sliver", "sliver"},
    {"Snake", "wąż"},
    {"Soldier", "żołnierz"},
    {"Spider", "pająk"},
    {"Spirit", "duch"},
    {"Squirrel", "wiewiórka"},
    {"Thopter", "topter"},
    {"Treefolk", "drzewiec"},
    {"Vampire", "wampir"},
    {"Warrior", "wojownik"},
    {"Wizard", "czarodziej"},
    {"Wolf", "wilk"},
    {"Wurm", "wurm"},
    {"Zombie", "zombie"},
};

// The Polish name of an English creature type, or empty.
inline std::string_view polishSubtype(std::string_view english) {
  for (auto &[en, pl] : kPolishSubtypes)
    if (en == english) return pl;
  return {};
}
// The English creature type of a Polish name, or empty.
inline std::string_view englishSubtype(std::string_view polish) {
  for (auto &[en, pl] : kPolishSubtypes)
    if (pl == polish) return en;
  return {};
}

} // namespace oraclec::parse::pl
