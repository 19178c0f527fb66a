// Creature types in Polish (205.3m), lower case as the front end sees them
// (the renderer capitalises where a line starts). No Polish card was ever
// printed: the names are this project's choices (i18n/pl/README.md). One
// table for both directions, so that the builder reads back exactly what the
// renderer writes: "istota typu goblin", "żeton 1/1 białej istoty typu żołnierz".
// The words are nominative after "typu" and never declined, so a type is one
// entry; none of them is a literal of the Polish grammar (they lex as WORD).
// (kopl3: 24 more, e.g. Pirate pirat, Wall mur, Ally sojusznik, Dwarf krasnolud.)
#pragma once
#include <string_view>
#include <utility>

namespace oraclec::parse::pl {

inline constexpr std::pair<std::string_view, std::string_view> kPolishSubtypes[] = {
    {"Ally", "sojusznik"},
    {"Angel", "anioł"},
    {"Ape", "małpa"},
    {"Artificer", "wynalazca"},
    {"Barbarian", "barbarzyńca"},
    {"Bat", "nietoperz"},
    {"Bear", "niedźwiedź"},
    {"Beast", "bestia"},
    {"Bird", "ptak"},
    {"Caribou", "karibu"},
    {"Cat", "kot"},
    {"Centaur", "centaur"},
    {"Cleric", "kapłan"},
    {"Construct", "konstrukt"},
    {"Demon", "demon"},
    {"Devil", "diabeł"},
    {"Dinosaur", "dinozaur"},
    {"Dog", "pies"},
    {"Dragon", "smok"},
    {"Drake", "drakon"},
    {"Druid", "druid"},
    {"Dwarf", "krasnolud"},
    {"Eldrazi", "eldrazi"},
    {"Elemental", "żywiołak"},
    {"Elephant", "słoń"},
    {"Elf", "elf"},
    {"Faerie", "wróżka"},
    {"Fungus", "grzyb"},
    {"Giant", "olbrzym"},
    {"Goat", "koza"},
    {"Goblin", "goblin"},
    {"Golem", "golem"},
    {"Griffin", "gryf"},
    {"Homunculus", "homunkulus"},
    {"Horror", "horror"},
    {"Horse", "koń"},
    {"Hound", "ogar"},
    {"Human", "człowiek"},
    {"Illusion", "iluzja"},
    {"Insect", "owad"},
    {"Kavu", "kavu"},
    {"Kithkin", "kithkin"},
    {"Knight", "rycerz"},
    {"Kobold", "kobold"},
    {"Mercenary", "najemnik"},
    {"Merfolk", "merfolk"},
    {"Minion", "sługa"},
    {"Minotaur", "minotaur"},
    {"Myr", "myr"},
    {"Nightmare", "koszmar"},
    {"Ninja", "ninja"},
    {"Ogre", "ogr"},
    {"Ooze", "szlam"},
    {"Orc", "ork"},
    {"Ox", "wół"},
    {"Pegasus", "pegaz"},
    {"Pirate", "pirat"},
    {"Plant", "roślina"},
    {"Rat", "szczur"},
    {"Rogue", "łotrzyk"},
    {"Samurai", "samuraj"},
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
    {"Thrull", "thrull"},
    {"Treefolk", "drzewiec"},
    {"Vampire", "wampir"},
    {"Wall", "mur"},
    {"Warrior", "wojownik"},
    {"Werewolf", "wilkołak"},
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
