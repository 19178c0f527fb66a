// Small helpers every language's AST builder needs: mana symbols in canonical
// spelling, P/T modifiers, costs split into tap and mana parts.
#pragma once
#include "AST/Ast.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace oraclec::parse {

// "{2}{g}" -> "{2}{G}" (symbols upper-cased, whitespace dropped).
std::string canonicalManaSymbols(std::string_view text);
// "+3/-1" -> {3, -1}; nullopt for X or malformed.
std::optional<std::pair<int, int>> parsePTModifier(std::string_view text);
// "+2/+0", "+X/+X", "-X/-0" as two amounts: Int, (x) or (negate (x)).
std::optional<std::pair<ast::Node, ast::Node>> ptAmounts(std::string_view t);
// Replaces every (x) under `n` by `value` (a "where X is ..." clause, CR
// 107.3c); returns how many were replaced.
int substituteX(ast::Node &n, const ast::Node &value);
// A run of symbols in a cost ("{1}{G}, {T}") -> cost parts: Tap, Untap, Mana.
std::vector<ast::Node> symbolCostParts(std::string_view symbols);
// "<objects> get +N/+M and have <keywords>" as one static ability: two
// continuous effects, on P/T (layer 7c) and abilities (layer 6), CR 613.1f, 613.4c.
ast::Node staticPumpAndKeywords(const ast::Node &objects, std::pair<int, int> pt,
                                std::vector<ast::Node> keywordLeaves);
// Digits -> value; nullopt if not all digits or too large.
std::optional<int64_t> parseDigits(std::string_view text);

// "I, II —" (715.2b): a chapter line's numerals (I to VI, upper case or, where the
// language's normaliser lower-cases Latin letters, lower case) as the Chapter event
// with one Int per number; on failure (a numeral unknown or out of increasing
// order) the index of that numeral. One reading for every language's builder.
std::variant<ast::Node, size_t> chapterEvent(const std::vector<std::string> &numerals,
                                             bool upperCase);

// A level symbol and the P/T box of its striation (711.2a-b): "1" to "3" (`to` empty
// for "N+") with "2/2" -> the LevelBand node (the line driver adds the abilities printed
// below it); on failure what is wrong. One reading for every language's builder.
std::variant<ast::Node, std::string> levelBand(std::string_view from, std::string_view to,
                                               std::string_view pt);

// --- triggers7 --- "{R}" (any case) -> (color red): the colour of one coloured mana
// symbol (105.1, 107.4a), as in "if {R} was spent to cast ~"; nullopt for any other symbol.
std::optional<ast::Node> manaColorLeaf(std::string_view symbol);

// --- begin kopl ---
// "+3", "-2", "−1" (a vanguard's modifiers, 312.6) -> value; nullopt otherwise.
std::optional<int64_t> parseSigned(std::string_view text);
// "{E}{E}" (any case) -> 2: energy symbols (107.14); nullopt for any other symbol.
std::optional<int64_t> energyCount(std::string_view symbols);
// A modal choice (700.2): (modal min max (mode ...) ...). Each mode numbers its
// own targets from 0 (canonicalize hoists them per mode), so the builder's
// target counter `targetCount` is reset for each mode and restored afterwards;
// `buildMode(item)` builds one (mode ...) node from the language's bullet item.
template <class Item, class BuildMode>
ast::Node modalNode(int64_t min, int64_t max, const std::vector<Item *> &items, int &targetCount,
                    BuildMode buildMode) {
  ast::Node modal(ast::NodeKind::Modal, {ast::intNode(min), ast::intNode(max)});
  for (Item *item : items) {
    int outerTargets = targetCount;
    targetCount = 0;
    ast::Node mode = buildMode(item);
    targetCount = outerTargets;
    modal.children.push_back(std::move(mode));
  }
  return modal;
}
// --- end kopl ---

// A prevention shield "this turn" (615) as the Korean and Polish grammars read
// it: (prevent AMOUNT [(combat-damage)] [(damage-to TO)] (this-turn)), AMOUNT
// (all-damage) or a number. nullopt for all damage with neither combat nor a
// recipient, which no template writes (the builder refuses it).
std::optional<ast::Node> preventThisTurn(ast::Node amount, bool combat,
                                         std::optional<ast::Node> to);
// effects8: the (cost ...) of an activated ability discards exactly one card ("Discard a
// card", "Discard a creature card", "Discard a card at random"): only then is "the discarded
// card" that card (608.2h); every language's builder refuses the words otherwise.
bool costDiscardsOneCard(const ast::Node &cost);
// effects8: the (cost ...) exiles exactly one card or permanent it describes ("Exile a creature
// card from your graveyard", not "Exile ~"): only then is "the exiled card" that one (608.2h).
bool costExilesOneObject(const ast::Node &cost);

} // namespace oraclec::parse
