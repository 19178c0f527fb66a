// Creature types and other subtypes in Polish (205.3), lower case as the front end sees them
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
    {"Zombie", "zombiak"}, // pl7: declined like its noun (zombie does not decline: no number)
    // pl4: more creature types, and artifact, enchantment and land subtypes (205.3g-i)
    {"Scion", "potomek"},
    {"Spawn", "pomiot"},
    {"Rebel", "buntownik"},
    {"Aurochs", "tur"},
    {"Kor", "kor"},
    {"Citizen", "obywatel"},
    {"Satyr", "satyr"},
    {"Squid", "kałamarnica"},
    {"Worm", "robak"},
    {"Monk", "mnich"},
    {"Gnome", "gnom"},
    {"Rhino", "nosorożec"},
    {"Sphinx", "sfinks"},
    {"Aura", "aura"},
    {"Equipment", "ekwipunek"},
    {"Gate", "brama"},
    {"Desert", "pustynia"},
    {"Vehicle", "pojazd"},
    {"Treasure", "skarb"},
    {"Arcane", "arkanum"}, // pl6: a spell type (205.3k), "czar typu duch lub arkanum"
    // pl4: the basic land types (205.3i), as the landwalk keywords name them
    {"Forest", "las"},
    {"Island", "wyspa"},
    {"Mountain", "góra"},
    {"Plains", "równina"},
    {"Swamp", "bagno"},
    // pl7: more types (our choices, i18n/pl/README.md)
    {"Cartouche", "kartusz"},
    {"Shrine", "kapliczka"},
    {"Cyclops", "cyklop"},
    {"Kraken", "kraken"},
    {"Leviathan", "lewiatan"},
    {"Octopus", "ośmiornica"},
    {"Serpent", "serpent"},
    {"Saga", "saga"},
    {"Djinn", "dżinn"},
    {"Efreet", "ifryt"},
    {"Hippo", "hipopotam"},
    {"Avatar", "awatar"},
    {"Gargoyle", "gargulec"},
    {"Frog", "żaba"},
    {"Boar", "dzik"},
    {"Gremlin", "gremlin"},
    {"Monkey", "małpka"},
    {"Prism", "pryzmat"},
    {"Pest", "szkodnik"},
    {"Sand", "piasek"},
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

// --- begin pl4: a creature type (or basic land type) as the noun of a description with no
// card type ("target Goblin", "Other Allies you control", "for each Forest you control",
// 205.3m, 205.3i). Our choices (the seed PO file translates no subtype, i18n/pl/README.md):
// the gender (m, ma animate, mp masculine personal, f, n) and the ten forms the renderer
// picks from (singular nominative genitive dative accusative locative, then the plural); the
// nominative singular is the name after "typu". A type not listed (or indeclinable, such as
// zombie, ninja, myr, kavu) has no noun: a named gap, never another word. A form that is both
// singular and plural (bestii, wyspy) counts as plural, as the card types do in the grammar.
inline constexpr std::pair<std::string_view, std::string_view> kPolishSubtypeNouns[] = {
    {"Ally", "mp|sojusznik|sojusznika|sojusznikowi|sojusznika|sojuszniku|sojusznicy|sojuszników|sojusznikom|sojuszników|sojusznikach"},
    {"Angel", "ma|anioł|anioła|aniołowi|anioła|aniele|anioły|aniołów|aniołom|anioły|aniołach"},
    {"Bat", "ma|nietoperz|nietoperza|nietoperzowi|nietoperza|nietoperzu|nietoperze|nietoperzy|nietoperzom|nietoperze|nietoperzach"},
    {"Beast", "f|bestia|bestii|bestii|bestię|bestii|bestie|bestii|bestiom|bestie|bestiach"},
    {"Bird", "ma|ptak|ptaka|ptakowi|ptaka|ptaku|ptaki|ptaków|ptakom|ptaki|ptakach"},
    {"Cat", "ma|kot|kota|kotu|kota|kocie|koty|kotów|kotom|koty|kotach"},
    {"Cleric", "mp|kapłan|kapłana|kapłanowi|kapłana|kapłanie|kapłani|kapłanów|kapłanom|kapłanów|kapłanach"},
    {"Demon", "ma|demon|demona|demonowi|demona|demonie|demony|demonów|demonom|demony|demonach"},
    {"Dinosaur", "ma|dinozaur|dinozaura|dinozaurowi|dinozaura|dinozaurze|dinozaury|dinozaurów|dinozaurom|dinozaury|dinozaurach"},
    {"Dragon", "ma|smok|smoka|smokowi|smoka|smoku|smoki|smoków|smokom|smoki|smokach"},
    {"Druid", "mp|druid|druida|druidowi|druida|druidzie|druidzi|druidów|druidom|druidów|druidach"},
    {"Dwarf", "mp|krasnolud|krasnoluda|krasnoludowi|krasnoluda|krasnoludzie|krasnoludowie|krasnoludów|krasnoludom|krasnoludów|krasnoludach"},
    {"Elemental", "ma|żywiołak|żywiołaka|żywiołakowi|żywiołaka|żywiołaku|żywiołaki|żywiołaków|żywiołakom|żywiołaki|żywiołakach"},
    {"Elf", "ma|elf|elfa|elfowi|elfa|elfie|elfy|elfów|elfom|elfy|elfach"},
    {"Giant", "ma|olbrzym|olbrzyma|olbrzymowi|olbrzyma|olbrzymie|olbrzymy|olbrzymów|olbrzymom|olbrzymy|olbrzymach"},
    {"Goblin", "ma|goblin|goblina|goblinowi|goblina|goblinie|gobliny|goblinów|goblinom|gobliny|goblinach"},
    {"Human", "mp|człowiek|człowieka|człowiekowi|człowieka|człowieku|ludzie|ludzi|ludziom|ludzi|ludziach"},
    {"Insect", "ma|owad|owada|owadowi|owada|owadzie|owady|owadów|owadom|owady|owadach"},
    {"Knight", "mp|rycerz|rycerza|rycerzowi|rycerza|rycerzu|rycerze|rycerzy|rycerzom|rycerzy|rycerzach"},
    {"Merfolk", "ma|merfolk|merfolka|merfolkowi|merfolka|merfolku|merfolki|merfolków|merfolkom|merfolki|merfolkach"},
    {"Minotaur", "ma|minotaur|minotaura|minotaurowi|minotaura|minotaurze|minotaury|minotaurów|minotaurom|minotaury|minotaurach"},
    {"Pirate", "mp|pirat|pirata|piratowi|pirata|piracie|piraci|piratów|piratom|piratów|piratach"},
    {"Rat", "ma|szczur|szczura|szczurowi|szczura|szczurze|szczury|szczurów|szczurom|szczury|szczurach"},
    {"Rogue", "mp|łotrzyk|łotrzyka|łotrzykowi|łotrzyka|łotrzyku|łotrzykowie|łotrzyków|łotrzykom|łotrzyków|łotrzykach"},
    {"Saproling", "ma|saproling|saprolinga|saprolingowi|saprolinga|saprolingu|saprolingi|saprolingów|saprolingom|saprolingi|saprolingach"},
    {"Shaman", "mp|szaman|szamana|szamanowi|szamana|szamanie|szamani|szamanów|szamanom|szamanów|szamanach"},
    {"Sliver", "ma|sliver|slivera|sliverowi|slivera|sliverze|slivery|sliverów|sliverom|slivery|sliverach"},
    {"Snake", "ma|wąż|węża|wężowi|węża|wężu|węże|węży|wężom|węże|wężach"},
    {"Soldier", "mp|żołnierz|żołnierza|żołnierzowi|żołnierza|żołnierzu|żołnierze|żołnierzy|żołnierzom|żołnierzy|żołnierzach"},
    {"Spider", "ma|pająk|pająka|pająkowi|pająka|pająku|pająki|pająków|pająkom|pająki|pająkach"},
    {"Spirit", "ma|duch|ducha|duchowi|ducha|duchu|duchy|duchów|duchom|duchy|duchach"},
    {"Vampire", "ma|wampir|wampira|wampirowi|wampira|wampirze|wampiry|wampirów|wampirom|wampiry|wampirach"},
    {"Wall", "m|mur|muru|murowi|mur|murze|mury|murów|murom|mury|murach"},
    {"Warrior", "mp|wojownik|wojownika|wojownikowi|wojownika|wojowniku|wojownicy|wojowników|wojownikom|wojowników|wojownikach"},
    {"Werewolf", "ma|wilkołak|wilkołaka|wilkołakowi|wilkołaka|wilkołaku|wilkołaki|wilkołaków|wilkołakom|wilkołaki|wilkołakach"},
    {"Wizard", "mp|czarodziej|czarodzieja|czarodziejowi|czarodzieja|czarodzieju|czarodzieje|czarodziejów|czarodziejom|czarodziejów|czarodziejach"},
    {"Wolf", "ma|wilk|wilka|wilkowi|wilka|wilku|wilki|wilków|wilkom|wilki|wilkach"},
    // pl4, more: subtypes of artifacts, enchantments and lands (205.3g-i) and creature types
    {"Rebel", "mp|buntownik|buntownika|buntownikowi|buntownika|buntowniku|buntownicy|buntowników|buntownikom|buntowników|buntownikach"},
    {"Aura", "f|aura|aury|aurze|aurę|aurze|aury|aur|aurom|aury|aurach"},
    {"Equipment", "m|ekwipunek|ekwipunku|ekwipunkowi|ekwipunek|ekwipunku|ekwipunki|ekwipunków|ekwipunkom|ekwipunki|ekwipunkach"},
    {"Gate", "f|brama|bramy|bramie|bramę|bramie|bramy|bram|bramom|bramy|bramach"},
    {"Desert", "f|pustynia|pustyni|pustyni|pustynię|pustyni|pustynie|pustyń|pustyniom|pustynie|pustyniach"},
    {"Vehicle", "m|pojazd|pojazdu|pojazdowi|pojazd|pojeździe|pojazdy|pojazdów|pojazdom|pojazdy|pojazdach"},
    {"Aurochs", "ma|tur|tura|turowi|tura|turze|tury|turów|turom|tury|turach"},
    {"Thopter", "ma|topter|toptera|topterowi|toptera|topterze|toptery|topterów|topterom|toptery|topterach"},
    {"Squirrel", "f|wiewiórka|wiewiórki|wiewiórce|wiewiórkę|wiewiórce|wiewiórki|wiewiórek|wiewiórkom|wiewiórki|wiewiórkach"},
    {"Treefolk", "ma|drzewiec|drzewca|drzewcowi|drzewca|drzewcu|drzewce|drzewców|drzewcom|drzewce|drzewcach"},
    {"Nightmare", "m|koszmar|koszmaru|koszmarowi|koszmar|koszmarze|koszmary|koszmarów|koszmarom|koszmary|koszmarach"},
    {"Samurai", "mp|samuraj|samuraja|samurajowi|samuraja|samuraju|samurajowie|samurajów|samurajom|samurajów|samurajach"},
    // basic land types (205.3i), as the landwalk keywords name them (przejście przez lasy)
    {"Forest", "m|las|lasu|lasowi|las|lesie|lasy|lasów|lasom|lasy|lasach"},
    {"Island", "f|wyspa|wyspy|wyspie|wyspę|wyspie|wyspy|wysp|wyspom|wyspy|wyspach"},
    {"Mountain", "f|góra|góry|górze|górę|górze|góry|gór|górom|góry|górach"},
    {"Plains", "f|równina|równiny|równinie|równinę|równinie|równiny|równin|równinom|równiny|równinach"},
    {"Swamp", "n|bagno|bagna|bagnu|bagno|bagnie|bagna|bagien|bagnom|bagna|bagnach"},
    // pl7: more nouns (our choices; Zombie as zombiak, which declines)
    {"Zombie", "ma|zombiak|zombiaka|zombiakowi|zombiaka|zombiaku|zombiaki|zombiaków|zombiakom|zombiaki|zombiakach"},
    {"Faerie", "f|wróżka|wróżki|wróżce|wróżkę|wróżce|wróżki|wróżek|wróżkom|wróżki|wróżkach"},
    {"Kithkin", "mp|kithkin|kithkina|kithkinowi|kithkina|kithkinie|kithkinowie|kithkinów|kithkinom|kithkinów|kithkinach"},
    {"Fungus", "ma|grzyb|grzyba|grzybowi|grzyba|grzybie|grzyby|grzybów|grzybom|grzyby|grzybach"},
    {"Illusion", "f|iluzja|iluzji|iluzji|iluzję|iluzji|iluzje|iluzji|iluzjom|iluzje|iluzjach"},
    {"Horse", "ma|koń|konia|koniowi|konia|koniu|konie|koni|koniom|konie|koniach"},
    {"Golem", "ma|golem|golema|golemowi|golema|golemie|golemy|golemów|golemom|golemy|golemach"},
    {"Goat", "f|koza|kozy|kozie|kozę|kozie|kozy|kóz|kozom|kozy|kozach"},
    {"Elephant", "ma|słoń|słonia|słoniowi|słonia|słoniu|słonie|słoni|słoniom|słonie|słoniach"},
    {"Ooze", "m|szlam|szlamu|szlamowi|szlam|szlamie|szlamy|szlamów|szlamom|szlamy|szlamach"},
    {"Orc", "ma|ork|orka|orkowi|orka|orku|orki|orków|orkom|orki|orkach"},
    {"Griffin", "ma|gryf|gryfa|gryfowi|gryfa|gryfie|gryfy|gryfów|gryfom|gryfy|gryfach"},
    {"Skeleton", "m|szkielet|szkieletu|szkieletowi|szkielet|szkielecie|szkielety|szkieletów|szkieletom|szkielety|szkieletach"},
    {"Homunculus", "ma|homunkulus|homunkulusa|homunkulusowi|homunkulusa|homunkulusie|homunkulusy|homunkulusów|homunkulusom|homunkulusy|homunkulusach"},
    {"Thrull", "ma|thrull|thrulla|thrullowi|thrulla|thrullu|thrulle|thrulli|thrullom|thrulle|thrullach"},
    {"Cartouche", "m|kartusz|kartusza|kartuszowi|kartusz|kartuszu|kartusze|kartuszy|kartuszom|kartusze|kartuszach"},
    {"Shrine", "f|kapliczka|kapliczki|kapliczce|kapliczkę|kapliczce|kapliczki|kapliczek|kapliczkom|kapliczki|kapliczkach"},
    {"Cyclops", "ma|cyklop|cyklopa|cyklopowi|cyklopa|cyklopie|cyklopy|cyklopów|cyklopom|cyklopy|cyklopach"},
    {"Saga", "f|saga|sagi|sadze|sagę|sadze|sagi|sag|sagom|sagi|sagach"},
    {"Djinn", "ma|dżinn|dżinna|dżinnowi|dżinna|dżinnie|dżinny|dżinnów|dżinnom|dżinny|dżinnach"},
    {"Efreet", "ma|ifryt|ifryta|ifrytowi|ifryta|ifrycie|ifryty|ifrytów|ifrytom|ifryty|ifrytach"},
};

// The gender and ten forms ("ma|goblin|goblina|...") of an English subtype, or empty.
inline std::string_view polishSubtypeNoun(std::string_view english) {
  for (auto &[en, forms] : kPolishSubtypeNouns)
    if (en == english) return forms;
  return {};
}
// The English subtype whose forms include `word`, and whether that form is plural (a form
// that is both counts as plural); empty if no listed noun has that form.
inline std::pair<std::string_view, bool> englishSubtypeNoun(std::string_view word) {
  for (auto &[en, forms] : kPolishSubtypeNouns) {
    size_t index = 0, pos = forms.find('|') + 1; // skip the gender
    bool found = false, plural = false;
    while (pos <= forms.size()) {
      size_t bar = forms.find('|', pos);
      std::string_view f = forms.substr(pos, bar == std::string_view::npos ? std::string_view::npos : bar - pos);
      if (f == word) {
        found = true;
        if (index >= 5) plural = true;
      }
      if (bar == std::string_view::npos) break;
      pos = bar + 1;
      ++index;
    }
    if (found) return {en, plural};
  }
  return {};
}
// --- end pl4 ---

} // namespace oraclec::parse::pl
