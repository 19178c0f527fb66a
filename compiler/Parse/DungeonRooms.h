// A dungeon card's rooms (CR 309.4): each line is "Room Name — Effect. (→ Next
// Room or Other Room)". The front end of the card's language reads the effect as
// a spell's; this part, language-neutral but for the word between two exits,
// splits the line, makes the room ability (a triggered ability, 309.4c) and
// links the arrows to room numbers once every room of the card is known.
#pragma once
#include "AST/Ast.h"
#include "Basic/Diagnostic.h"
#include "Basic/Language.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::parse {

// Whether a type line names the card type Dungeon (309.1): "Dungeon".
bool isDungeonTypeLine(std::string_view typeLine);

// Where the room's name ends and its effect begins in a (normalised) line, if
// the line has the shape "<name> — <effect>".
struct RoomLineShape {
  size_t nameEnd = 0, effectBegin = 0;
};
std::optional<RoomLineShape> roomLineShape(std::string_view line);

// The room names of a room line's arrow reminder "(→ A or B)", as written; empty
// for the bottommost room (no arrow). nullopt: a reminder that is not an arrow
// list in `language`.
std::optional<std::vector<std::string>> roomExitNames(std::string_view reminder, Language language);

// The room ability of room `number` (1 = topmost, 309.4a): the effect's spell
// node becomes a triggered ability whose trigger is the room (309.4c).
ast::Node roomAbility(ast::Node spell, int number, std::string name,
                      const std::vector<std::string> &exits, SourceRange range);

// Links every room's exits (room-exit nodes naming a room) to room numbers. A
// name that is no room of the card, or an arrow pointing up or sideways (309.5a:
// arrows point down the dungeon), makes that room unsupported, with a diagnostic.
// `lineTexts[i]` is the text of ability i (the words of an unsupported room).
void linkRooms(std::vector<ast::Node> &abilities, const std::vector<std::string> &lineTexts,
               const std::shared_ptr<const SourceFile> &file, DiagnosticEngine &diags);

} // namespace oraclec::parse
