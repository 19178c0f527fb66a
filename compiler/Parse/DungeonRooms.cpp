#include "Parse/DungeonRooms.h"

#include <algorithm>
#include <cctype>

namespace oraclec::parse {

using ast::Node;
using ast::NodeKind;

namespace {
constexpr std::string_view kDash = " \u2014 "; // "Room Name — Effect"
constexpr std::string_view kArrow = "\u2192";  // "(→ A or B)"

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ')
    s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ')
    s.remove_suffix(1);
  return s;
}
// The word between two exits, per language (309.5a has at most a choice of
// arrows; the printed list is "A or B").
std::vector<std::string_view> exitSeparators(Language language) {
  switch (language) {
  case Language::En:
    return {" or ", ", "};
  default:
    return {};
  }
}
Node roomName(std::string name) {
  Node n(NodeKind::RoomName);
  n.text = std::move(name);
  return n;
}
} // namespace

bool isDungeonTypeLine(std::string_view typeLine) {
  std::string_view types = typeLine.substr(0, typeLine.find("\u2014"));
  return trim(types) == "Dungeon";
}

std::optional<RoomLineShape> roomLineShape(std::string_view line) {
  size_t dash = line.find(kDash);
  if (dash == std::string_view::npos || dash == 0) return std::nullopt;
  return RoomLineShape{dash, dash + kDash.size()};
}

std::optional<std::vector<std::string>> roomExitNames(std::string_view reminder,
                                                      Language language) {
  reminder = trim(reminder);
  if (reminder.empty()) return std::vector<std::string>{};
  if (!reminder.starts_with("(") || !reminder.ends_with(")")) return std::nullopt;
  std::string_view list = trim(reminder.substr(1, reminder.size() - 2));
  if (!list.starts_with(kArrow)) return std::nullopt;
  list = trim(list.substr(kArrow.size()));
  std::vector<std::string> names;
  std::vector<std::string_view> separators = exitSeparators(language);
  if (separators.empty()) return std::nullopt;
  while (!list.empty()) {
    size_t cut = std::string_view::npos, skip = 0;
    for (std::string_view sep : separators)
      if (size_t at = list.find(sep); at < cut) cut = at, skip = sep.size();
    std::string_view name = trim(list.substr(0, cut));
    if (name.empty()) return std::nullopt;
    names.emplace_back(name);
    list = cut == std::string_view::npos ? std::string_view{} : list.substr(cut + skip);
  }
  return names;
}

Node roomAbility(Node spell, int number, std::string name, const std::vector<std::string> &exits,
                 SourceRange range) {
  Node room(NodeKind::Room, {ast::intNode(number), roomName(std::move(name))});
  for (const std::string &exit : exits)
    room.children.push_back(Node(NodeKind::RoomExit, {ast::intNode(0), roomName(exit)}));
  room.range = range;
  Node triggered(NodeKind::Triggered, {std::move(room)});
  for (Node &c : spell.children) // targets, effects, modes: as the spell had them
    triggered.children.push_back(std::move(c));
  triggered.range = spell.range;
  triggered.wording = spell.wording;
  return triggered;
}

void linkRooms(std::vector<Node> &abilities, const std::vector<std::string> &lineTexts,
               const std::shared_ptr<const SourceFile> &file, DiagnosticEngine &diags) {
  auto roomOf = [](Node &a) -> Node * {
    return a.kind == NodeKind::Triggered && !a.children.empty() &&
                   a.children[0].kind == NodeKind::Room
               ? &a.children[0]
               : nullptr;
  };
  std::vector<std::pair<std::string, int>> numbers; // name (folded) -> room number
  auto fold = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
  };
  for (Node &a : abilities)
    if (Node *room = roomOf(a))
      numbers.emplace_back(fold((*room)[ast::role::Room::name].text),
                           int((*room)[ast::role::Room::number].value));
  for (size_t i = 0; i < abilities.size(); ++i) {
    Node &a = abilities[i];
    Node *room = roomOf(a);
    if (!room) continue;
    int here = int((*room)[ast::role::Room::number].value);
    for (Node &exit : room->children) {
      if (exit.kind != NodeKind::RoomExit) continue;
      std::string name = exit[ast::role::RoomExit::name].text;
      auto it = std::find_if(numbers.begin(), numbers.end(),
                             [&](const auto &n) { return n.first == fold(name); });
      std::string why;
      if (it == numbers.end())
        why = "the arrow points to '" + name + "', which is no room of this dungeon (309.4)";
      else if (it->second <= here)
        why = "the arrow to '" + name +
              "' points up the dungeon (309.5a: arrows lead to a lower room)";
      if (!why.empty()) {
        diags.report(DiagKind::UnsupportedConstruct, file, room->range, why);
        SourceRange whole = a.range;
        a = ast::unsupported(i < lineTexts.size() ? lineTexts[i] : name, whole);
        break;
      }
      exit.children[0].value = it->second;
    }
  }
}

} // namespace oraclec::parse
