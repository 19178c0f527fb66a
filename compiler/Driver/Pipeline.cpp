#include "Driver/Pipeline.h"

#include "IR/Lower.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"
#include "Text/Normalize.h"
#include "Text/WordingUpdates.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <regex>

namespace oraclec::driver {

const char *nameOf(AbilityStatus s) {
  switch (s) {
  case AbilityStatus::Compiled: return "compiled";
  case AbilityStatus::Unsupported: return "unsupported";
  case AbilityStatus::Error: return "error";
  }
  return "?";
}
const char *nameOf(CardStatus s) {
  switch (s) {
  case CardStatus::Compiled: return "compiled";
  case CardStatus::Partial: return "partial";
  case CardStatus::Failed: return "failed";
  }
  return "?";
}

void CardOutcome::finish() {
  size_t total = 0, ok = 0;
  bool problem = false;
  for (auto &f : faces) {
    problem |= !f.cardProblem.empty();
    for (auto &a : f.abilities) {
      ++total;
      ok += a.status == AbilityStatus::Compiled;
    }
  }
  if (ok == total && !problem)
    status = CardStatus::Compiled;
  else if (ok > 0)
    status = CardStatus::Partial;
  else
    status = CardStatus::Failed;
}

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// A short, stable name for what an unsupported line is: its first words with
// numbers, mana symbols and the card name abstracted ("when ~ enters", "{M}:
// put").
std::string constructKey(std::string_view line, const std::string &cardName) {
  std::string norm = normalizeForRenderCheck(line, cardName);
  std::string out;
  int words = 0;
  size_t i = 0;
  while (i < norm.size() && words < 3) {
    while (i < norm.size() && norm[i] == ' ')
      ++i;
    size_t j = i;
    while (j < norm.size() && norm[j] != ' ')
      ++j;
    std::string w = norm.substr(i, j - i);
    i = j;
    if (w.empty())
      continue;
    if (w[0] == '{') w = "{M}" + std::string(w.back() == ':' ? ":" : "");
    else if (std::isdigit(static_cast<unsigned char>(w[0]))) w = "N";
    else if (w[0] == '+' || w[0] == '-') w = "+N/+N";
    out += (out.empty() ? "" : " ") + w;
    ++words;
  }
  return out;
}

// Where the parser (or the builder) gave up on an Unsupported line: its
// first error's words, located in the line as written, and the grammar rules
// open there.
GapClause gapOf(const ast::Node &line, const DiagnosticEngine &diags, const std::string &cardName) {
  const Diagnostic *at = nullptr;
  for (auto &d : diags.all())
    if (d.severity == Severity::Error && d.file && d.range.begin >= line.range.begin &&
        d.range.begin <= std::max(line.range.end, line.range.begin)) {
      at = &d;
      break;
    }
  std::string_view text;
  if (at && line.range.end <= at->file->text().size())
    text = std::string_view(at->file->text())
               .substr(line.range.begin, line.range.end - line.range.begin);
  if (!at || text.empty())
    return findGapClause(text, std::string_view::npos, std::string_view::npos, "", cardName);
  // A diagnostic on the whole line ("this ability") says nothing about where.
  bool whole = at->range.begin == line.range.begin && at->range.end >= line.range.end;
  size_t b = whole ? std::string_view::npos : at->range.begin - line.range.begin;
  size_t e = whole ? b : std::min<size_t>(at->range.end, line.range.end) - line.range.begin;
  return findGapClause(text, b, e, at->grammarContext, cardName);
}

std::string firstLine(const std::string &s) {
  return s.substr(0, s.find('\n'));
}
} // namespace

std::string normalizeForRenderCheck(std::string_view text, const std::string &cardName) {
  std::string s = text::foldForComparison(text, Language::En);
  // Reminder text is not rules text (CR 207.2).
  std::string out;
  int depth = 0;
  for (char c : s) {
    if (c == '(') ++depth;
    else if (c == ')') { if (depth > 0) --depth; }
    else if (depth == 0) out += c;
  }
  if (!cardName.empty()) {
    std::string name = text::foldForComparison(cardName, Language::En);
    for (size_t p; (p = out.find(name)) != std::string::npos;)
      out.replace(p, name.size(), "~");
    // Legendary short names (CR 201.4b) and the old CARDNAME placeholder.
    if (size_t comma = name.find(','); comma != std::string::npos && comma > 2)
      for (size_t p; (p = out.find(name.substr(0, comma))) != std::string::npos;)
        out.replace(p, comma, "~");
  }
  for (size_t p; (p = out.find("cardname")) != std::string::npos;)
    out.replace(p, 8, "~");
  out = text::applyWordingUpdates(out);
  std::string collapsed;
  for (char c : out) {
    if (c == ' ' && (collapsed.empty() || collapsed.back() == ' ' || collapsed.back() == '\n')) continue;
    if (c == '\n' && !collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
    collapsed += c;
  }
  while (!collapsed.empty() && (collapsed.back() == ' ' || collapsed.back() == '\n'))
    collapsed.pop_back();
  // Reminder text inside a sentence leaves a space before its punctuation:
  // "you get {E}{E} (two energy counters)." -> "you get {e}{e}."
  for (const char *gap : {" .", " ,"})
    for (size_t p; (p = collapsed.find(gap)) != std::string::npos;)
      collapsed.erase(p, 1);
  // Ways of joining effects that do not change what happens: "X, then Y",
  // "X and you Y", "You draw" vs "Draw".
  auto replaceAll = [&](std::string_view from, std::string_view to) {
    for (size_t p = 0; (p = collapsed.find(from, p)) != std::string::npos; p += to.size())
      collapsed.replace(p, from.size(), to);
  };
  // An ability word ("landfall — whenever ...") has no rules meaning (CR 207.2c).
  if (size_t dash = collapsed.find(" \xE2\x80\x94 "); dash != std::string::npos && dash < 40 &&
                                                          dash + 5 < collapsed.size())
    collapsed = collapsed.substr(dash + 5);
  // Typography that does not change the rules: a missing space after a cost's
  // colon ("{1}{u}:scry 1", "[-2]:target"), Phyrexian mana written {p/g} (107.4f).
  static const std::regex kColonSpace(R"(([}\]]):(\S))");
  collapsed = std::regex_replace(collapsed, kColonSpace, "$1: $2");
  static const std::regex kPhyrexian(R"(\{p/([wubrg])\})");
  collapsed = std::regex_replace(collapsed, kPhyrexian, "{$1/p}");
  replaceAll(", then ", ". ");
  // "X gains \"...\" until end of turn" = "Until end of turn, X gains \"...\"".
  static const std::regex kQuotedUntil(R"((^|\. )([^."]*? gains? "[^"]*") until end of turn\.)");
  collapsed = std::regex_replace(collapsed, kQuotedUntil, "$1until end of turn, $2");
  // "Each Human creature you control has" = "Human creatures you control have".
  static const std::regex kEachHas(R"(\beach (\w+) creature you control has\b)");
  collapsed = std::regex_replace(collapsed, kEachHas, "$1 creatures you control have");
  // "Each creature you control with a +1/+1 counter on it has/gets" = "Creatures you control with ... have/get".
  static const std::regex kEachWithHas(R"(\beach creature you control (with an? [^ ]+ counter on it) has\b)");
  collapsed = std::regex_replace(collapsed, kEachWithHas, "creatures you control $1 have");
  static const std::regex kEachWithGets(R"(\beach creature you control (with an? [^ ]+ counter on it) gets\b)");
  collapsed = std::regex_replace(collapsed, kEachWithGets, "creatures you control $1 get");
  // "You create a token" = "Create a token" (the controller creates it either way).
  for (const char *boundary : {": ", ". ", ", "})
    replaceAll(std::string(boundary) + "you create ", std::string(boundary) + "create ");
  if (collapsed.rfind("you create ", 0) == 0)
    collapsed.erase(0, 4);
  replaceAll(". then ", ". ");
  replaceAll("target another ", "another target ");
  // "protection from black and from red" is two keyword abilities (702.16).
  static const std::regex kMoreProtection(R"((protection from \w+)(,| and) from (\w+))");
  for (int i = 0; i < 3; ++i)
    collapsed = std::regex_replace(collapsed, kMoreProtection, "$1 and protection from $3");
  // Mill before 2020 (701.13): "puts the top card of their library into their graveyard".
  static const std::regex kMillOne(R"(\bput(s?) the top card of (your|their) library into (your|their) graveyard)");
  collapsed = std::regex_replace(collapsed, kMillOne, "mill$1 a card");
  static const std::regex kMillMany(R"(\bputs the top (\w+) cards of their library into their graveyard)");
  collapsed = std::regex_replace(collapsed, kMillMany, "mills $1 cards");
  static const std::regex kMillManyBare(R"(\bput the top (\w+) cards of their library into their graveyard)");
  collapsed = std::regex_replace(collapsed, kMillManyBare, "mill $1 cards"); // "you may have target player put ..."
  // CR 700.4: "dies" means "is put into a graveyard from the battlefield".
  for (const char *old : {" is put into a graveyard from the battlefield", " is put into your graveyard from the battlefield",
                          " is put into its owner's graveyard from the battlefield"})
    replaceAll(old, " dies");
  replaceAll(" that creature", " it"); // a second mention of a target or the trigger's object
  replaceAll(" that card", " it");
  replaceAll(" that spell", " it");
  static const std::regex kThatNoun(R"( that (artifact|permanent|land|enchantment)\b)");
  collapsed = std::regex_replace(collapsed, kThatNoun, " it");
  replaceAll(" colorless ", " "); // a token with no colour is colourless (CR 105.2c)
  static constexpr const char *kNumbers[] = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  for (int n = 0; n < 10; ++n) // "draw 4 cards" = "draw four cards"
    for (const char *after : {" card", " damage", " life", " +", " -", " target", " cards"})
      replaceAll(std::string(" ") + kNumbers[n] + after, " " + std::to_string(n + 1) + after);
  replaceAll("your opponents control", "an opponent controls");
  replaceAll("beginning of the end step", "beginning of each end step");
  // Each player's step is each step (CR 603.2: it triggers in every turn).
  replaceAll("beginning of each player's ", "beginning of each ");
  replaceAll("beginning of your opponents' ", "beginning of each opponent's ");
  replaceAll("their owner's hand", "their owners' hands");
  replaceAll("activate this ability only any time you could cast a sorcery", "activate only as a sorcery");
  replaceAll("activate this ability only once each turn", "activate only once each turn");
  replaceAll("activate this ability only ", "activate only ");
  // "put the top N cards of your library into your graveyard" is "mill N cards" (2020).
  for (size_t p; (p = collapsed.find("put the top ")) != std::string::npos;) {
    size_t e = collapsed.find(" of your library into your graveyard", p);
    if (e == std::string::npos) break;
    std::string n = collapsed.substr(p + 12, e - p - 12);
    collapsed.replace(p, e + 36 - p, "mill " + n);
  }
  // "Creatures you control get" = "All creatures you control get"; "When" and
  // "Whenever" introduce the same trigger (603.2); "in" and "from" a graveyard
  // name the same zone.
  for (const char *boundary : {": ", ". ", ", "})
    replaceAll(std::string(boundary) + "all ", boundary);
  if (collapsed.rfind("all ", 0) == 0)
    collapsed.erase(0, 4);
  if (collapsed.rfind("whenever ", 0) == 0)
    collapsed.replace(0, 9, "when ");
  replaceAll("\nwhenever ", "\nwhen ");
  for (const char *zone :
       {"a graveyard", "your graveyard", "an opponent's graveyard", "your hand", "all graveyards"})
    replaceAll(std::string(" in ") + zone, std::string(" from ") + zone);
  // Zone-change wordings with one meaning: "return X to the battlefield" =
  // "put X onto the battlefield"; "reveal that card, and put it" = "reveal it, put it".
  static const std::regex kReturnToField(R"(return ([^.]*?) to the battlefield)");
  collapsed = std::regex_replace(collapsed, kReturnToField, "put $1 onto the battlefield");
  for (const char *from : {", reveal that card, and put it", ", reveal it, and put it", ", reveal that card, put it",
                           " and reveal that card, put it", ", and put it", " and put that card", ", put that card",
                           " and put it", ", and put that card", ", reveal it, put it"})
    replaceAll(from, ", put it");
  // The same for several searched cards ("up to two ... cards"), keeping "reveal".
  for (const char *from : {", reveal those cards, and put them", ", reveal them, and put them",
                           ", reveal those cards, put them"})
    replaceAll(from, ", reveal them, put them");
  for (const char *from : {", and put them", " and put them"})
    replaceAll(from, ", put them");
  replaceAll(" there are ", " ");
  // ("in your graveyard" has become "from your graveyard" above.)
  static const std::regex kThreshold(R"((\w+) or more cards (in|from) your graveyard)");
  collapsed = std::regex_replace(collapsed, kThreshold, "$1 or more cards are $2 your graveyard");
  replaceAll("are are", "are");
  // "As long as X, Y." = "Y as long as X."
  static const std::regex kAsLongAs(R"(^as long as ([^,]*), ([^."]*)\.)");
  collapsed = std::regex_replace(collapsed, kAsLongAs, "$2 as long as $1.");
  replaceAll("additional cost to cast ~,", "additional cost to cast this spell,");
  // Computed amounts (107.3c): "deals damage equal to E to R" = "deals X
  // damage to R, where X is E"; the same for life and cards. "~'s power" after
  // the card's own subject and "that creature's power" are "its power".
  static const std::regex kPossessive(R"((~|it|that [a-z]+)'s (power|toughness|mana value))");
  collapsed = std::regex_replace(collapsed, kPossessive, "its $2");
  static const std::regex kDamageEqual(R"((deals?) damage equal to ([^.]+?) to ([^.,]+)\.)");
  collapsed = std::regex_replace(collapsed, kDamageEqual, "$1 x damage to $3, where x is $2.");
  static const std::regex kDamageEqualAfter(R"(deals damage to ([^.,]+?) equal to ([^.]+)\.)");
  collapsed =
      std::regex_replace(collapsed, kDamageEqualAfter, "deals x damage to $1, where x is $2.");
  static const std::regex kLifeEqual(R"((gain|gains|lose|loses) life equal to ([^.]+)\.)");
  collapsed = std::regex_replace(collapsed, kLifeEqual, "$1 x life, where x is $2.");
  static const std::regex kCardsEqual(R"((draw|draws) cards equal to ([^.]+)\.)");
  collapsed = std::regex_replace(collapsed, kCardsEqual, "$1 x cards, where x is $2.");
  // In the effect of a trigger about the card itself, "it" and the card's name
  // say the same ("Whenever ~ blocks, ~ deals 1 damage" / "it deals").
  if (collapsed.rfind("when ~ ", 0) == 0)
    if (size_t comma = collapsed.find(", "); comma != std::string::npos)
      for (size_t p = comma; (p = collapsed.find('~', p)) != std::string::npos;)
        collapsed.replace(p, 1, "it");
  replaceAll(": you draw ", ": draw ");
  replaceAll(", you draw ", ", draw ");
  for (const char *verb :
       {"draw",    "add",      "put",       "exile",    "destroy",    "return", "tap",   "untap",
        "~ deals", "discards", "loses",     "gains",    "sacrifices", "mills",  "draws", "target",
        "each",    "counter",  "sacrifice", "it deals", "create",     "~ gets", "gain control"})
    replaceAll(std::string(" and ") + verb + " ", std::string(". ") + verb + " ");
  replaceAll(" and you ", ". you ");
  // "~ deals 2 damage to any target and 1 damage to you" = two sentences with one source.
  static const std::regex kDamageTwice(R"((\b~ deals \w+ damage to [^.]*?) and (\w+) damage to )");
  collapsed = std::regex_replace(collapsed, kDamageTwice, "$1. ~ deals $2 damage to ");
  static const std::regex kAndLife(R"( and (gain|lose) (\w+) life)");
  collapsed = std::regex_replace(collapsed, kAndLife, ". you $1 $2 life");
  // A card can only go to its owner's hand (400.3): "to your hand" says the same.
  replaceAll(" to your hand", " to its owner's hand");
  replaceAll(" to their owners' hands", " to its owner's hand");
  replaceAll(" this creature ", " it ");
  // "~ deals X damage to you, where X is the number of charge counters on it".
  replaceAll(" counters on ~", " counters on it");
  // A permanent enters under its owner's control unless an effect says otherwise (110.2).
  replaceAll(" to the battlefield under its owner's control", " to the battlefield");
  replaceAll(" onto the battlefield under its owner's control", " onto the battlefield");
  replaceAll(" onto the battlefield under their owners' control", " onto the battlefield");
  replaceAll(". you draw ", ". draw ");
  if (collapsed.rfind("you draw ", 0) == 0)
    collapsed.erase(0, 4);
  return collapsed;
}

std::string invalidUtf8InFace(const CardRecord &card, const CardFaceRecord &face,
                              Language language) {
  const TextRef *text = &face.text;
  const std::string *foreignName = nullptr;
  if (language != Language::En) {
    auto t = face.foreignText.find(language);
    text = t != face.foreignText.end() ? &t->second : nullptr;
    auto n = face.foreignName.find(language);
    foreignName = n != face.foreignName.end() ? &n->second : nullptr;
  }
  const TextRef &located = text && text->file ? *text : face.text; // the file the card came from
  std::string where = located.file ? located.file->path() : "<input>";
  auto inField = [&](const std::string &value, const char *what) -> std::string {
    auto bad = text::findInvalidUtf8(value);
    return bad ? fmt::format("{}: error: invalid UTF-8 at byte {} of {}", where, *bad, what) : "";
  };
  const std::pair<const std::string *, const char *> fields[] = {
      {&card.name, "the card name"},
      {&face.printed.name, "the face name"},
      {&face.printed.manaCost, "the mana cost"},
      {&face.printed.typeLine, "the type line"},
      {&face.printed.power, "the power"},
      {&face.printed.toughness, "the toughness"},
      {&face.printed.loyalty, "the loyalty"}};
  for (auto &[value, what] : fields)
    if (std::string p = inField(*value, what); !p.empty()) return p;
  if (foreignName)
    if (std::string p = inField(*foreignName, "the translated name"); !p.empty()) return p;
  if (text && text->file)
    if (auto bad = text::findInvalidUtf8(text->text())) {
      Diagnostic d{DiagKind::InvalidUtf8,
                   Severity::Error,
                   text->file,
                   {uint32_t(text->offset + *bad), uint32_t(text->offset + *bad + 1)},
                   fmt::format("invalid UTF-8 at byte {} of the rules text", *bad),
                   {}};
      return firstLine(formatDiagnostic(d));
    }
  return {};
}

FaceOutcome inputErrorFace(std::string_view text, const std::string &diagnostic) {
  FaceOutcome fo;
  AbilityOutcome ao;
  ao.text = text::replaceInvalidUtf8(text.substr(0, 80));
  ao.status = AbilityStatus::Error;
  ao.diagnostic = diagnostic;
  ao.construct = "input: invalid UTF-8";
  ao.code = codeOf(DiagKind::InvalidUtf8);
  fo.abilities.push_back(std::move(ao));
  return fo;
}

CardOutcome compileFrontToIR(const CardRecord &card, const PipelineOptions &options,
                             StageSeconds &seconds) {
  CardOutcome outcome;
  // Shown in reports: never bytes a JSON writer would refuse.
  outcome.name = text::replaceInvalidUtf8(card.name);
  outcome.ids = card.ids;
  for (const CardFaceRecord &face : card.faces) {
    FaceOutcome fo;
    const TextRef *text = &face.text;
    std::string selfName = face.printed.name;
    if (options.language != Language::En) {
      auto it = face.foreignText.find(options.language);
      if (it == face.foreignText.end())
        continue;
      text = &it->second;
      auto n = face.foreignName.find(options.language);
      selfName = n != face.foreignName.end() ? n->second : selfName;
    }
    if (std::string bad = invalidUtf8InFace(card, face, options.language); !bad.empty()) {
      outcome.faces.push_back(inputErrorFace(text->text(), bad));
      continue;
    }
    auto t0 = Clock::now();
    DiagnosticEngine diags;
    parse::ParseResult parsed = parse::parseCardText(
        {options.language, selfName, text->file, text->offset, text->length}, diags);
    sema::check(parsed.card, text->file, diags, &parsed.lineTexts);
    seconds.parse += since(t0);

    // Diagnostics belong to the ability whose words they point at: the first
    // error is its diagnostic; rendered for the author with the notes after it.
    auto within = [](const Diagnostic &d, const ast::Node &a) {
      return d.range.begin >= a.range.begin &&
             d.range.begin <= std::max(a.range.end, a.range.begin);
    };
    auto diagFor = [&](const ast::Node &a, AbilityOutcome &ao) {
      for (auto &d : diags.all())
        if (d.severity == Severity::Error && within(d, a)) {
          ao.diagnostic = firstLine(formatDiagnostic(d));
          ao.code = codeOf(d.kind);
          break;
        }
      for (auto &d : diags.all())
        if (d.severity != Severity::Warning && within(d, a)) {
          if (options.renderDiagnostics) ao.rendered += formatDiagnostic(d);
          if (options.keepDiagnostics) ao.located.push_back(d);
        }
    };
    // A failure after the front end, reported on the ability's words.
    auto failAt = [&](const ast::Node &a, AbilityOutcome &ao, DiagKind kind,
                      const std::string &what) {
      ao.code = codeOf(kind);
      if (options.renderDiagnostics || options.keepDiagnostics) {
        DiagnosticEngine one;
        one.report(kind, text->file, a.range, what);
        if (options.renderDiagnostics) ao.rendered = formatDiagnostic(one.all()[0]);
        if (options.keepDiagnostics) ao.located.push_back(one.all()[0]);
      }
    };

    auto t1 = Clock::now();
    ir::LowerResult lowered = ir::lowerCard(face.printed, parsed.card);
    std::string verifyError = ir::verify(lowered.module);
    seconds.lower += since(t1);
    fo.cardProblem = lowered.cardProblem;
    for (size_t i = 0; i < parsed.card.abilities.size(); ++i) {
      const ast::Node &a = parsed.card.abilities[i];
      AbilityOutcome ao;
      ao.text = i < parsed.lineTexts.size() ? parsed.lineTexts[i] : "";
      if (a.kind == ast::NodeKind::Unsupported) {
        ao.status = AbilityStatus::Unsupported;
        diagFor(a, ao);
        ao.construct = "text: " + constructKey(ao.text, selfName);
        ao.gap = gapOf(a, diags, selfName);
      } else if (!lowered.abilities[i].lowered) {
        ao.status = AbilityStatus::Unsupported;
        ao.diagnostic = lowered.abilities[i].reason;
        ao.construct = "behaviour: " + lowered.abilities[i].reason;
        failAt(a, ao, DiagKind::NotLowerable, lowered.abilities[i].reason);
      } else if (!verifyError.empty()) {
        ao.status = AbilityStatus::Error;
        ao.diagnostic = "IR verifier: " + verifyError;
        ao.construct = "ir-verifier";
      } else {
        ao.status = AbilityStatus::Compiled;
      }
      fo.abilities.push_back(std::move(ao));
    }
    if (parsed.inputError) {
      AbilityOutcome ao;
      ao.text = text::replaceInvalidUtf8(text->text().substr(0, 80)); // a cut character -> U+FFFD
      ao.status = AbilityStatus::Error;
      ao.diagnostic = diags.all().empty() ? "unreadable text" : firstLine(formatDiagnostic(diags.all()[0]));
      ao.construct = "input";
      if (!diags.all().empty())
        ao.code = codeOf(diags.all()[0].kind);
      if (options.renderDiagnostics)
        for (auto &d : diags.all())
          ao.rendered += formatDiagnostic(d);
      if (options.keepDiagnostics) ao.located = diags.all();
      fo.abilities.push_back(std::move(ao));
    }

    // The render check: each ability written back in English must say what
    // its Oracle line says (design notes: the strongest detector of silent
    // mis-parses). A keyword is checked against the items of its line
    // ("Flying, vigilance"); any other ability against its whole line.
    if (options.renderCheck && options.language == Language::En && !parsed.inputError) {
      for (size_t i = 0; i < fo.abilities.size() && i < parsed.card.abilities.size(); ++i) {
        AbilityOutcome &ao = fo.abilities[i];
        if (ao.status != AbilityStatus::Compiled)
          continue;
        ast::CardAst one;
        one.abilities.push_back(parsed.card.abilities[i]);
        render::RenderResult r = render::renderCard(one, Language::En, face.printed.name);
        std::string got = normalizeForRenderCheck(r.text, face.printed.name);
        std::string line = normalizeForRenderCheck(ao.text, face.printed.name);
        bool same = got == line;
        if (!same && parsed.card.abilities[i].kind == ast::NodeKind::KeywordAbility) {
          // One keyword of a line: "flying, protection from black and protection from red".
          static const std::regex kKeywordSeparator(", and |, | and ");
          for (std::sregex_token_iterator part(line.begin(), line.end(), kKeywordSeparator, -1), end;
               part != end && !same; ++part)
            same = part->str() == got;
        }
        if (!same) {
          ao.status = AbilityStatus::Error;
          ao.diagnostic = "render differs from the Oracle text";
          ao.construct = "render-mismatch";
          failAt(parsed.card.abilities[i], ao, DiagKind::RenderMismatch, excerpt(r.text, 80));
          fo.renderDiff += fmt::format("{}oracle: {} | rendered: {}", fo.renderDiff.empty() ? "" : "; ", line, got);
          outcome.renderDiffers = true;
        }
      }
    }
    fo.ast = std::move(parsed.card);
    fo.module = std::make_shared<ir::Module>(std::move(lowered.module));
    outcome.faces.push_back(std::move(fo));
  }
  outcome.finish();
  return outcome;
}

} // namespace oraclec::driver
