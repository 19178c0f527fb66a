// What the cross-check (oraclec xcheck) compares: one face's abilities, with the
// differences that are layout rather than meaning taken out (issue 16).
#pragma once
#include "AST/Ast.h"

#include <vector>

namespace oraclec::driver {

// The face's abilities (already without wording payloads) in a form two
// printings of the same rules compare equal in:
//  * the spell abilities of a face are one sequence of instructions (CR 608.2c),
//    so consecutive spell lines are joined into one (Oracle puts "Draw a card."
//    on its own line where a printing keeps it on the line before);
//  * abilities are a set, not a list (keywords printed in another order or on
//    other lines: "Islandwalk, trample" vs "トランプル" / "島渡り");
//  * the choices of "add {G}, {U}, or {B}" are a set (106.1);
//  * so are the alternatives of a description ("artifact or creature") and the
//    keywords one effect grants ("protection from black and from red");
//  * in the effects of "when ~ dies / leaves / is put into a graveyard", the
//    card's name and "it" both mean the card in its new zone (400.7, 603.10a),
//    so `self` and `event-object` name the same object there;
//  * "look at the top N cards, put any number into your graveyard and the rest
//    back on top in any order" is surveil N (701.42a).
std::vector<ast::Node> comparableAbilities(std::vector<ast::Node> abilities);

} // namespace oraclec::driver
