#include "Text/RenderCheckRewrites.h"
#include "Text/RegexLiteral.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <regex>

namespace oraclec::text {

namespace {
using K = RewriteKind;

// "Whenever ~ blocks, ~ deals 1 damage" = "..., it deals 1 damage": in the
// effect of a trigger about the card itself, the card's name and "it" name the
// same object (ast::itRefersToSelf, docs/decisions.md).
std::string selfIsItInOwnTrigger(std::string s) {
  if (s.rfind("when ~ ", 0) == 0)
    if (size_t comma = s.find(", "); comma != std::string::npos)
      for (size_t p = comma; (p = s.find('~', p)) != std::string::npos;)
        s.replace(p, 1, "it");
  return s;
}

// "that spell" = "it" only where "it" would name the spell: no object was
// named before it on the line (the card's name `~` would be the antecedent of
// "it"). The English renderer writes "that spell" exactly where another object
// was named, so a cast trigger whose "it" was bound to the spell instead of the
// card shows as a difference (issue 14, the third class).
std::string thatSpellIsIt(std::string s) {
  size_t lineStart = 0;
  for (size_t p = 0; (p = s.find(" that spell", p)) != std::string::npos;) {
    size_t nl = s.rfind('\n', p);
    lineStart = nl == std::string::npos ? 0 : nl + 1;
    // Only a cast trigger's line ("whenever you cast ..., ") has a spell that
    // "it" names by default; elsewhere "that spell" is a second mention as before.
    size_t comma = s.find(", ", lineStart);
    bool castTrigger = s.compare(lineStart, 4, "when") == 0 && comma != std::string::npos &&
                       s.substr(lineStart, comma - lineStart).find(" cast") != std::string::npos;
    bool named = castTrigger && s.find('~', lineStart) < p;
    size_t end = p + 11;
    bool word = end >= s.size() || !std::isalpha(static_cast<unsigned char>(s[end]));
    if (!named && word) {
      s.replace(p, 11, " it");
      p += 3;
    } else {
      p = end;
    }
  }
  return s;
}

// "Whenever you cast a spell, put a charge counter on ~. If you do, ~ deals
// ..." = "... it deals ...": in a cast trigger, once the card is named, "it"
// is the card (the last object named; the spell is then "that spell"), so a
// repeated name and "it" say the same.
std::string repeatedNameInCastTriggerIsIt(std::string s) {
  for (size_t line = 0; line < s.size();) {
    size_t end = s.find('\n', line);
    if (end == std::string::npos) end = s.size();
    size_t comma = s.find(", ", line);
    bool castTrigger = s.compare(line, 4, "when") == 0 && comma < end &&
                       s.substr(line, comma - line).find(" cast") != std::string::npos;
    if (castTrigger) {
      size_t first = s.find('~', line);
      for (size_t p = first == std::string::npos ? end : s.find('~', std::max(first + 1, comma));
           p < end; p = s.find('~', p)) {
        s.replace(p, 1, "it");
        end += 1;
      }
    }
    line = end + 1;
  }
  return s;
}

struct CustomRewrite {
  const char *name;
  std::string (*apply)(std::string);
};
// --- begin conditions ---
// "At the beginning of your upkeep, if ~ is tapped, put a storage counter on
// it" = "..., destroy ~": in a step trigger (which has no event object, so
// "it" can only be the card) after an intervening "if" that names the card,
// the card's name and "it" name the same object.
std::string selfIsItAfterStepCondition(std::string s) {
  for (size_t line = 0; line < s.size();) {
    size_t end = s.find('\n', line);
    if (end == std::string::npos) end = s.size();
    size_t cond = s.find(", if ", line);
    if (s.compare(line, 20, "at the beginning of ") == 0 && cond < end) {
      size_t comma = s.find(", ", cond + 5);
      if (comma < end && s.substr(cond, comma - cond).find('~') != std::string::npos)
        for (size_t p = comma; (p = s.find('~', p)) < end; p += 2) {
          s.replace(p, 1, "it");
          ++end;
        }
    }
    line = end + 1;
  }
  return s;
}
// --- end conditions ---

constexpr CustomRewrite kCustom[] = {
    {"self-is-it-in-own-trigger", &selfIsItInOwnTrigger},
    {"self-is-it-after-step-condition", &selfIsItAfterStepCondition}, // conditions branch
    {"that-spell-is-it", &thatSpellIsIt},
    {"repeated-name-in-cast-trigger-is-it", &repeatedNameInCastTriggerIsIt},
};

std::vector<RenderCheckRewrite> buildTable() {
  std::vector<RenderCheckRewrite> t = {
      // --- typography
      {K::Literal, " .", ".",
       "typography: reminder text removed (CR 207.2) leaves a space before the period",
       "you get {e}{e} .", "you get {e}{e}."},
      {K::Literal, " ,", ",",
       "typography: reminder text removed (CR 207.2) leaves a space before the comma",
       "flying , haste", "flying, haste"},
      // --- begin rules15 ---
      {K::Literal, ", or ", " or ",
       "typography: the serial comma before the last item of a list (the renderer writes it, "
       "some Oracle texts do not)",
       "target artifact, creature, or enchantment", "target artifact, creature or enchantment"},
      // --- end rules15 ---
      // --- begin amounts2 ---
      {K::Regex, "\xE2\x80\xA2(?=[^ ])", "\xE2\x80\xA2 ",
       "typography: a mode's bullet without its space",
       "\xE2\x80\xA2"
       "destroy all creatures.",
       "\xE2\x80\xA2 destroy all creatures."},
      // --- end amounts2 ---
      // rules17: a Saga's chapter symbols (715.2a) are kept: the chapter numbers are
      // what the ability means. Some Oracle texts have a hyphen for the dash.
      {K::Regex, "(^|\\n)((?:i|ii|iii|iv|v|vi)(?:, (?:i|ii|iii|iv|v|vi))*) - ",
       "$1$2 \xE2\x80\x94 ", "typography: a chapter symbol's dash written as a hyphen (715.2)",
       "i, ii - draw a card.", "i, ii \xE2\x80\x94 draw a card."},
      {K::Regex,
       "^(?!(?:i|ii|iii|iv|v|vi)(?:, (?:i|ii|iii|iv|v|vi))* \xE2\x80\x94 )[\\s\\S]{0,39}? "
       "\xE2\x80\x94 (?=[\\s\\S])",
       "", "CR 207.2c: an ability word has no rules meaning (a chapter symbol is not one, 715.2)",
       "landfall \xE2\x80\x94 whenever a land enters", "whenever a land enters"},
      {K::Regex, R"(([}\]]):(\S))", "$1: $2", "typography: a cost's colon without its space",
       "{1}{u}:scry 1", "{1}{u}: scry 1"},
      {K::Regex, R"(\{p/([wubrg])\})", "{$1/p}", "CR 107.4f: Phyrexian mana written {p/g}", "{p/g}",
       "{g/p}"},
      // --- begin altcast ---
      {K::Regex, R"(\} +\{)", "}{",
       "typography: a space between two mana symbols of one cost (202.1)", "embalm {5} {r}",
       "embalm {5}{r}"},
      {K::Regex, "^([a-z ]+\xE2\x80\x94[^.\n]*[^.\n ])$", "$1.",
       "typography: a keyword's cost that is not only mana, without its closing period (702.1)",
       "eternalize\xE2\x80\x94{3}{u}{u}, discard a card",
       "eternalize\xE2\x80\x94{3}{u}{u}, discard a card."},
      // --- end altcast ---
      // --- joining effects
      {K::Literal, ", then ", ". ", "CR 608.2c: effects happen in the order written either way",
       "draw a card, then discard a card", "draw a card. discard a card"},
      {K::Regex, R"((^|\. )([^."]*? gains? "[^"]*") until end of turn\.)",
       "$1until end of turn, $2", "CR 611.2a: the duration's place in the sentence",
       "it gains \"{t}: draw a card\" until end of turn.",
       "until end of turn, it gains \"{t}: draw a card\""},
      {K::Regex, R"(\beach (\w+) creature you control has\b)", "$1 creatures you control have",
       "CR 611.3a: a static ability affects each object it names",
       "each human creature you control has flying", "human creatures you control have flying"},
      {K::Regex, R"(\beach creature you control (with an? [^ ]+ counter on it) has\b)",
       "creatures you control $1 have", "CR 611.3a: a static ability affects each object it names",
       "each creature you control with a +1/+1 counter on it has trample",
       "creatures you control with a +1/+1 counter on it have trample"},
      {K::Regex, R"(\beach creature you control (with an? [^ ]+ counter on it) gets\b)",
       "creatures you control $1 get", "CR 611.3a: a static ability affects each object it names",
       "each creature you control with a +1/+1 counter on it gets +1/+0",
       "creatures you control with a +1/+1 counter on it get +1/+0"},
      {K::Regex, "(^|: |\\. |, )you create ", "$1create ",
       "CR 111.2: the ability's controller creates the token either way", "you create a 1/1 token",
       "create a 1/1 token"},
      {K::Literal, ". then ", ". ", "CR 608.2c: effects happen in the order written either way",
       "draw a card. then scry 1", "draw a card. scry 1"},
      {K::Literal, "target another ", "another target ", "Oracle wording: the older word order",
       "tap target another creature", "tap another target creature"},
      {K::Regex, R"((protection from \w+)(,| and) from (\w+))", "$1 and protection from $3",
       "CR 702.16g: protection from several qualities is several protection abilities",
       "protection from black and from red", "protection from black and protection from red", false,
       3},
      // --- Oracle wording updates
      {K::Regex, R"(\bput(s?) the top card of (your|their) library into (your|their) graveyard)",
       "mill$1 a card", "Oracle update 2020: mill (CR 701.13a)",
       "put the top card of your library into your graveyard", "mill a card", true},
      {K::Regex, R"(\bputs the top (\w+) cards of their library into their graveyard)",
       "mills $1 cards", "Oracle update 2020: mill (CR 701.13a)",
       "target player puts the top two cards of their library into their graveyard",
       "target player mills two cards", true},
      {K::Regex, R"(\bput the top (\w+) cards of their library into their graveyard)",
       "mill $1 cards", "Oracle update 2020: mill (CR 701.13a)",
       "have target player put the top two cards of their library into their graveyard",
       "have target player mill two cards", true},
      // Not "your graveyard" / "an opponent's graveyard": whose graveyard says
      // who owns the card (404.2), which "dies" does not (issue 14).
      {K::Regex, " is put into (a|its owner's) graveyard from the battlefield", " dies",
       "CR 700.4: dies means is put into a graveyard from the battlefield",
       "whenever a creature is put into a graveyard from the battlefield",
       "whenever a creature dies"},
      {K::Regex, R"( the (power|toughness|mana value) of the creature that died\b)",
       " that creature's $1",
       "CR 603.10a: in a dies trigger, the creature that died is the trigger's creature",
       "where x is the power of the creature that died", "where x is that creature's power"},
      // --- second mentions
      {K::Literal, " that creature", " it",
       "CR 608.2b: a second mention of a target or of the trigger's object",
       "destroy target creature. that creature's controller",
       "destroy target creature. it's controller"},
      {K::Literal, " that card", " it", "CR 608.2b: a second mention of the card the effect found",
       "reveal the top card. put that card into your hand",
       "reveal the top card. put it into your hand"},
      {K::Custom, "that-spell-is-it", "",
       "a second mention of the spell, where no other object is named before it",
       "whenever you cast a spell, counter that spell", "whenever you cast a spell, counter it"},
      {K::Regex, R"( that (artifact|permanent|land|enchantment)\b)", " it",
       "CR 608.2b: a second mention of an object",
       "exile target artifact. that artifact's controller",
       "exile target artifact. it's controller"},
      {K::Literal, " colorless ", " ", "CR 105.2c: a token with no colour is colourless",
       "create a 1/1 colorless thopter", "create a 1/1 thopter"},
  };
  // "draw four cards" = "draw 4 cards" (CR 107.1: numbers).
  static const char *kNumbers[] = {"one", "two",   "three", "four", "five",
                                   "six", "seven", "eight", "nine", "ten"};
  static std::string patterns[10], replacements[10], examples[10], expected[10];
  for (int n = 0; n < 10; ++n) {
    patterns[n] = std::string(" ") + kNumbers[n] + "( card| damage| life| \\+| -| target| cards)";
    replacements[n] = " " + std::to_string(n + 1) + "$1";
    examples[n] = std::string("deals ") + kNumbers[n] + " damage";
    expected[n] = "deals " + std::to_string(n + 1) + " damage";
    t.push_back({K::Regex, patterns[n].c_str(), replacements[n].c_str(),
                 "CR 107.1: a number in words or digits", examples[n].c_str(),
                 expected[n].c_str()});
  }
  std::vector<RenderCheckRewrite> rest = {
      {K::Literal, "your opponents control", "an opponent controls", "CR 109.5: the same objects",
       "creatures your opponents control", "creatures an opponent controls"},
      {K::Literal, "beginning of the end step", "beginning of each end step",
       "CR 513.1: every turn has one end step", "at the beginning of the end step",
       "at the beginning of each end step"},
      {K::Literal, "beginning of each player's ", "beginning of each ",
       "CR 603.2: a step trigger triggers in every player's turn",
       "at the beginning of each player's upkeep", "at the beginning of each upkeep"},
      {K::Literal, "beginning of your opponents' ", "beginning of each opponent's ",
       "CR 603.2: the same steps", "at the beginning of your opponents' upkeeps",
       "at the beginning of each opponent's upkeeps"},
      {K::Literal, "their owner's hand", "their owners' hands",
       "Oracle wording: the plural possessive", "return them to their owner's hand",
       "return them to their owners' hands"},
      {K::Literal, "activate this ability only any time you could cast a sorcery",
       "activate only as a sorcery", "Oracle update 2021 (CR 602.5d)",
       "activate this ability only any time you could cast a sorcery.",
       "activate only as a sorcery."},
      {K::Literal, "activate this ability only once each turn", "activate only once each turn",
       "Oracle update 2021 (CR 602.5b)", "activate this ability only once each turn.",
       "activate only once each turn."},
      {K::Literal, "activate this ability only ", "activate only ",
       "Oracle update 2021 (CR 602.5b)", "activate this ability only during your turn.",
       "activate only during your turn."},
      {K::Regex, R"(put the top ([\s\S]*?) of your library into your graveyard)", "mill $1",
       "Oracle update 2020: mill (CR 701.13a)",
       "put the top three cards of your library into your graveyard", "mill three cards", true},
      {K::Regex, "(^|: |\\. |, )all ", "$1", "CR 611.3a: \"all X\" and \"X\" name the same objects",
       "all creatures get -1/-1", "creatures get -1/-1"},
      {K::Regex, "(^|\\n)whenever ", "$1when ",
       "CR 603.2: \"when\" and \"whenever\" introduce the same trigger",
       "whenever you gain life, scry 1", "when you gain life, scry 1"},
      {K::Regex,
       " in (a graveyard|your graveyard|an opponent's graveyard|your hand|all graveyards)",
       " from $1", "CR 400.1: \"in\" and \"from\" a zone name the same zone",
       "target creature card in your graveyard", "target creature card from your graveyard"},
      // --- begin rules16 ---: the 614.12 example's "Cards in graveyards lose all abilities."
      {K::Regex, R"( in graveyards\b)", " from all graveyards",
       "CR 404.1: each player has a graveyard; \"in graveyards\" is in any of them",
       "cards in graveyards lose all abilities", "cards from all graveyards lose all abilities"},
      // --- end rules16 ---
      // --- begin wherex (issue 14): the zone of a player named before ---
      {K::Regex, " in (their|that player's) (graveyard|hand|library)", " from $1 $2",
       "CR 400.1: \"in\" and \"from\" a zone name the same zone",
       "the number of cards in their hand", "the number of cards from their hand"},
      // --- end wherex ---
      {K::Regex, R"(return ([^.]*?) to the battlefield)", "put $1 onto the battlefield",
       "CR 400.7: return and put onto the battlefield are the same zone change",
       "return target card to the battlefield", "put target card onto the battlefield"},
  };
  t.insert(t.end(), rest.begin(), rest.end());
  for (const char *from :
       {", reveal that card, and put it", ", reveal it, and put it", ", reveal that card, put it",
        " and reveal that card, put it", ", and put it", " and put that card", ", put that card",
        " and put it", ", and put that card", ", reveal it, put it"}) {
    static std::deque<std::string> examples; // stable addresses: the rows keep c_str()
    examples.push_back(std::string("search your library for a card") + from + " into your hand");
    t.push_back({K::Literal, from, ", put it",
                 "CR 701.16a/608.2c: revealing and putting the found card, one way or another",
                 examples.back().c_str(), "search your library for a card, put it into your hand"});
  }
  // The same for several searched cards ("up to two ... cards"), keeping "reveal".
  std::vector<RenderCheckRewrite> plural = {
      {K::Literal, ", reveal those cards, and put them", ", reveal them, put them",
       "CR 701.16a/608.2c: revealing and putting the found cards",
       "search your library for up to two cards, reveal those cards, and put them into your hand",
       "search your library for up to two cards, reveal them, put them into your hand"},
      {K::Literal, ", reveal them, and put them", ", reveal them, put them",
       "CR 701.16a/608.2c: revealing and putting the found cards",
       "search your library for up to two cards, reveal them, and put them into your hand",
       "search your library for up to two cards, reveal them, put them into your hand"},
      {K::Literal, ", reveal those cards, put them", ", reveal them, put them",
       "CR 701.16a/608.2c: revealing and putting the found cards",
       "search your library for up to two cards, reveal those cards, put them into your hand",
       "search your library for up to two cards, reveal them, put them into your hand"},
      {K::Literal, ", and put them", ", put them", "CR 608.2c: the same instructions in the same order",
       "look at the top two cards, and put them on the bottom",
       "look at the top two cards, put them on the bottom"},
      {K::Literal, " and put them", ", put them", "CR 608.2c: the same instructions in the same order",
       "search your library for two cards and put them into your hand",
       "search your library for two cards, put them into your hand"},
      // search8: the found cards exiled (406.2), "and" or a comma
      {K::Literal, " cards and exile them", " cards, exile them", "CR 608.2c: the same instructions in the same order",
       "search your library for any number of nonland cards and exile them",
       "search your library for any number of nonland cards, exile them"},
      // --- begin library2 ---
      {K::Regex, R"(\bx is one plus\b)", "x is 1 plus", "CR 107.3c: the same number in words or digits",
       "where x is one plus the number of cards named ~", "where x is 1 plus the number of cards named ~"},
      {K::Regex, R"(\beach other creature named ~ gets ([^ ]+) and has\b)", "other creatures named ~ get $1 and have",
       "CR 611.3a: a static ability affects each object it names",
       "each other creature named ~ gets +2/+2 and has haste", "other creatures named ~ get +2/+2 and have haste"},
      {K::Literal, " and put those cards", ", put them",
       "CR 701.19/608.2c: the found cards, named again",
       "search your library for three cards and put those cards into your hand",
       "search your library for three cards, put them into your hand"},
      // --- end library2 ---
  };
  t.insert(t.end(), plural.begin(), plural.end());
  std::vector<RenderCheckRewrite> last = {
      {K::Literal, " there are ", " ",
       "Oracle wording: \"if there are N or more\" = \"if N or more\"",
       "if there are seven or more cards", "if seven or more cards"},
      {K::Regex, R"((\w+) or more cards (?:are )?(in|from) your graveyard)",
       "$1 or more cards are $2 your graveyard", "CR 702.93a (threshold): the same condition",
       "as long as seven or more cards from your graveyard",
       "as long as seven or more cards are from your graveyard"},
      // --- begin conditions ---
      {K::Regex, R"(^as long as (~|enchanted [a-z]+|equipped [a-z]+) (is|isn't|has) ([^,]*), it )",
       "as long as $1 $2 $3, $1 ",
       "CR 611.3a: after a condition about one object, \"it\" is that object (the only one named)",
       "as long as enchanted creature is red, it gets +1/+1.",
       "as long as enchanted creature is red, enchanted creature gets +1/+1."},
      // --- end conditions ---
      {K::Regex, R"(^as long as ([^,]*), ([^."]*)\.)", "$2 as long as $1.",
       "CR 611.3a: \"as long as X, Y\" = \"Y as long as X\"",
       "as long as you control a swamp, ~ gets +1/+1.",
       "~ gets +1/+1 as long as you control a swamp."},
      {K::Literal, "additional cost to cast ~,", "additional cost to cast this spell,",
       "CR 601.2f: the spell is the card", "as an additional cost to cast ~, discard a card",
       "as an additional cost to cast this spell, discard a card"},
      {K::Regex, R"((~|it|that [a-z]+)'s (power|toughness|mana value))", "its $2",
       "CR 208.1: the same object's characteristic", "equal to ~'s power", "equal to its power"},
      {K::Regex, R"((deals?) damage equal to ([^.]+?) to ([^.,]+)\.)",
       "$1 x damage to $3, where x is $2.", "CR 107.3c: \"equal to E\" = \"X, where X is E\"",
       "~ deals damage equal to its power to any target.",
       "~ deals x damage to any target, where x is its power."},
      {K::Regex, R"(deals damage to ([^.,]+?) equal to ([^.]+)\.)",
       "deals x damage to $1, where x is $2.", "CR 107.3c: \"equal to E\" = \"X, where X is E\"",
       "~ deals damage to any target equal to its power.",
       "~ deals x damage to any target, where x is its power."},
      // --- begin amounts2 ---
      {K::Regex, R"(( deal) damage to ([^.,]+?) equal to ([^.]+)\.)",
       "$1 x damage to $2, where x is $3.", "CR 107.3c: \"equal to E\" = \"X, where X is E\"",
       "you may have it deal damage to target creature equal to its power.",
       "you may have it deal x damage to target creature, where x is its power."},
      // --- end amounts2 ---
      {K::Regex, R"((gain|gains|lose|loses) life equal to ([^.]+)\.)", "$1 x life, where x is $2.",
       "CR 107.3c: \"equal to E\" = \"X, where X is E\"", "you gain life equal to its power.",
       "you gain x life, where x is its power."},
      {K::Regex, R"((draw|draws) cards equal to ([^.]+)\.)", "$1 x cards, where x is $2.",
       "CR 107.3c: \"equal to E\" = \"X, where X is E\"", "draw cards equal to its power.",
       "draw x cards, where x is its power."},
      {K::Custom, "repeated-name-in-cast-trigger-is-it", "",
       "CR 601.2i (issue 14): in a cast trigger \"it\" after the card's name is the card, the last "
       "object named",
       "when you cast a spell, put a charge counter on ~. if you do, ~ deals 1 damage to any "
       "target",
       "when you cast a spell, put a charge counter on ~. if you do, it deals 1 damage to any "
       "target"},
      {K::Custom, "self-is-it-in-own-trigger", "",
       "docs/decisions.md: \"it\" after a trigger about the card is the card",
       "when ~ blocks, ~ deals 1 damage to each creature",
       "when ~ blocks, it deals 1 damage to each creature"},
      // --- begin conditions ---
      {K::Custom, "self-is-it-after-step-condition", "",
       "CR 603.4: after \"if ~ ...\" in a step trigger (no event object), \"it\" is the card",
       "at the beginning of your end step, if ~ is untapped, destroy ~.",
       "at the beginning of your end step, if ~ is untapped, destroy it."},
      // --- end conditions ---
      {K::Literal, ": you draw ", ": draw ", "CR 608.2: the controller draws either way",
       "{t}: you draw a card", "{t}: draw a card"},
      {K::Literal, ", you draw ", ", draw ", "CR 608.2: the controller draws either way",
       "when ~ enters, you draw a card", "when ~ enters, draw a card"},
      {K::Regex,
       " and (draw|add|put|exile|destroy|return|tap|untap|~ "
       "deals|discards|loses|gains|sacrifices|mills|draws|target|"
       "each|counter|sacrifice|it deals|create|~ gets|gain control)(?= )",
       ". $1", "CR 608.2c: two effects of one sentence happen in the order written",
       "tap target creature and draw a card", "tap target creature. draw a card"},
      {K::Literal, " and you ", ". you ",
       "CR 608.2c: two effects of one sentence happen in the order written",
       "destroy target creature and you gain 2 life", "destroy target creature. you gain 2 life"},
      // --- begin amounts2 ---
      {K::Literal, ",. ", ". ", "typography: the row above after \", and you\" leaves a comma",
       "gain lifelink until end of turn,. you may put", "gain lifelink until end of turn. you may put"},
      {K::Literal, ", you gain ", ", gain ", "CR 608.2: the controller gains life either way",
       "if two or more cards, you gain 2 life", "if two or more cards, gain 2 life"},
      // --- end amounts2 ---
      // (Was "\b~": no word boundary comes before "~", so the row never matched: found by its
      // test.)
      {K::Regex, R"(((?:^|[ :])~ deals \w+ damage to [^.]*?) and (\w+) damage to )",
       "$1. ~ deals $2 damage to ", "CR 120.2: one source dealing damage twice",
       "~ deals 2 damage to any target and 1 damage to you.",
       "~ deals 2 damage to any target. ~ deals 1 damage to you."},
      {K::Regex, R"( and (gain|lose) (\w+) life)", ". you $1 $2 life",
       "CR 608.2c: the controller's life, in order", "destroy target creature and gain 2 life",
       "destroy target creature. you gain 2 life"},
      {K::Literal, " to your hand", " to its owner's hand",
       "CR 400.3: a card goes to its owner's hand",
       "return target card from your graveyard to your hand",
       "return target card from your graveyard to its owner's hand"},
      {K::Literal, " to their hand", " to its owner's hand",
       "CR 400.3: a card goes to its owner's hand (\"their\": the player named before, who owns it)",
       "return two target cards from an opponent's graveyard to their hand",
       "return two target cards from an opponent's graveyard to its owner's hand"},
      {K::Literal, " to their owners' hands", " to its owner's hand",
       "CR 400.3: a card goes to its owner's hand", "return all creatures to their owners' hands",
       "return all creatures to its owner's hand"},
      {K::Literal, " this creature ", " it ",
       "CR 113.1a (quoted abilities): the object that has it", "when this creature dies",
       "when it dies"},
      {K::Literal, " counters on ~", " counters on it", "CR 107.3c: the object itself",
       "the number of charge counters on ~", "the number of charge counters on it"},
      {K::Literal, " to the battlefield under its owner's control", " to the battlefield",
       "CR 110.2: a permanent enters under its owner's control unless an effect says otherwise",
       "return it to the battlefield under its owner's control", "return it to the battlefield"},
      {K::Literal, " onto the battlefield under its owner's control", " onto the battlefield",
       "CR 110.2 (as above)", "put it onto the battlefield under its owner's control",
       "put it onto the battlefield"},
      {K::Literal, " onto the battlefield under their owners' control", " onto the battlefield",
       "CR 110.2 (as above)", "put them onto the battlefield under their owners' control",
       "put them onto the battlefield"},
      {K::Literal, " onto the battlefield under their owner's control", " onto the battlefield",
       "CR 110.2 (as above)", "put the exiled cards onto the battlefield under their owner's control",
       "put the exiled cards onto the battlefield"},
      {K::Regex, "(^|: )you gain ", "$1gain ", "CR 608.2: the controller gains life either way",
       "sacrifice two saprolings: you gain 2 life", "sacrifice two saprolings: gain 2 life"},
      {K::Literal, ". you draw ", ". draw ", "CR 608.2: the controller draws either way",
       "scry 1. you draw a card", "scry 1. draw a card"},
      {K::Regex, "^you draw ", "draw ", "CR 608.2: the controller draws either way",
       "you draw a card", "draw a card"},
  };
  t.insert(t.end(), last.begin(), last.end());
  // Grammar words without meaning, applied last so that no row above sees them
  // changed. Some Oracle texts of the corpus have "a instant", "attacking creatures
  // you control gets", "target opponent discard": the article and the verb's
  // agreement say nothing the AST keeps, and the renderer writes them correctly.
  const std::vector<RenderCheckRewrite> agreement = {
      {K::Regex, R"(\ban (?=\S))", "a ", "typography: the article a/an",
       "when you cast an instant or sorcery spell", "when you cast a instant or sorcery spell"},
      {K::Regex, R"(\b(get|discard)s\b)", "$1",
       "typography: a verb's agreement with its subject (one object or several)",
       "attacking creatures you control gets +1/+0", "attacking creatures you control get +1/+0"},
  };
  t.insert(t.end(), agreement.begin(), agreement.end());
  return t;
}
} // namespace

const std::vector<RenderCheckRewrite> &renderCheckRewrites() {
  static const std::vector<RenderCheckRewrite> kTable = buildTable();
  return kTable;
}

namespace {
// A table row's regex, compiled once, and the words every match contains
// (Text/RegexLiteral.h: a line without them is not given to std::regex).
struct CompiledRow {
  std::regex regex;
  std::string required;
};

const std::vector<CompiledRow> &compiledRows() {
  static const std::vector<CompiledRow> kCompiled = [] {
    std::vector<CompiledRow> out;
    for (const RenderCheckRewrite &row : renderCheckRewrites())
      if (row.kind == RewriteKind::Regex)
        out.push_back({std::regex(row.pattern), requiredLiteral(row.pattern)});
      else
        out.push_back({});
    return out;
  }();
  return kCompiled;
}
} // namespace

std::string applyRewrite(const RenderCheckRewrite &row, std::string s) {
  for (int i = 0; i < row.repeat; ++i) {
    switch (row.kind) {
    case RewriteKind::Literal: {
      std::string_view from = row.pattern, to = row.replacement;
      for (size_t p = 0; (p = s.find(from, p)) != std::string::npos; p += to.size())
        s.replace(p, from.size(), to);
      break;
    }
    case RewriteKind::Regex: {
      // The table's rows are compiled once (immutable after); another row
      // (a test's) is compiled here.
      const auto &table = renderCheckRewrites();
      if (&row >= table.data() && &row < table.data() + table.size()) {
        const CompiledRow &compiled = compiledRows()[size_t(&row - table.data())];
        if (s.find(compiled.required) == std::string::npos)
          return s; // cannot match, now or on a repeat (the text is unchanged)
        s = std::regex_replace(s, compiled.regex, row.replacement);
      } else
        s = std::regex_replace(s, std::regex(row.pattern), row.replacement);
      break;
    }
    case RewriteKind::Custom:
      for (auto &c : kCustom)
        if (std::string_view(c.name) == row.pattern) s = c.apply(std::move(s));
      break;
    }
  }
  return s;
}

std::string applyRenderCheckRewrites(std::string s) {
  for (const RenderCheckRewrite &row : renderCheckRewrites())
    s = applyRewrite(row, std::move(s));
  return s;
}

std::vector<std::string> meaningWords(std::string_view s) {
  static const char *kNumbers[] = {"one", "two",   "three", "four", "five",
                                   "six", "seven", "eight", "nine", "ten"};
  std::vector<std::string> words;
  std::string w;
  auto flush = [&] {
    if (!w.empty()) words.push_back(w);
    w.clear();
  };
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'')
      w += char(std::tolower(static_cast<unsigned char>(c)));
    else
      flush();
  }
  flush();
  std::vector<std::string> out;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string &x = words[i];
    bool graveyardNext =
        i + 1 < words.size() && (words[i + 1] == "graveyard" || words[i + 1] == "graveyards");
    if (x == "other" || x == "another")
      out.push_back("other");
    else if (x == "target" || x == "targets")
      out.push_back("target");
    else if (x == "not" || x == "can't" || x == "don't" || x == "doesn't" ||
             (x.rfind("non", 0) == 0 && x != "none"))
      out.push_back("not");
    else if (x.rfind("opponent", 0) == 0)
      out.push_back("opponent");
    else if (graveyardNext && (x == "your" || x == "their"))
      out.push_back("owner:" + x + ":graveyard"); // whose graveyard (404.2): the card's owner
    else if (std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; }))
      out.push_back(x);
    else
      for (int n = 0; n < 10; ++n)
        if (x == kNumbers[n]) out.push_back(std::to_string(n + 1));
  }
  std::sort(out.begin(), out.end()); // word order may change ("target another" -> "another target")
  return out;
}

} // namespace oraclec::text
