#include "Parse/BuilderSupport.h"

#include <cctype>

namespace oraclec::parse {

std::string canonicalManaSymbols(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c)))
      out += char(std::toupper(static_cast<unsigned char>(c)));
  // Phyrexian hybrid is printed both ways ({P/G} and {G/P}); keep one (CR 107.4f).
  for (size_t p; (p = out.find("{P/")) != std::string::npos && p + 5 < out.size() + 1 && out[p + 4] == '}';)
    out.replace(p, 5, std::string("{") + out[p + 3] + "/P}");
  return out;
}

std::optional<int64_t> parseDigits(std::string_view t) {
  if (t.empty() || t.size() > 6)
    return std::nullopt;
  int64_t v = 0;
  for (char c : t) {
    if (c < '0' || c > '9')
      return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::optional<ast::Node> manaColorLeaf(std::string_view symbol) { // --- triggers7 ---
  std::string s = canonicalManaSymbols(symbol);
  static const std::pair<const char *, const char *> kColors[] = {
      {"{W}", "white"}, {"{U}", "blue"}, {"{B}", "black"}, {"{R}", "red"}, {"{G}", "green"}};
  for (auto [sym, color] : kColors)
    if (s == sym)
      return ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, color));
  return std::nullopt;
}

std::variant<ast::Node, size_t> chapterEvent(const std::vector<std::string> &numerals,
                                             bool upperCase) {
  static const char *kLower[] = {"i", "ii", "iii", "iv", "v", "vi"};
  static const char *kUpper[] = {"I", "II", "III", "IV", "V", "VI"};
  const char *const *spelling = upperCase ? kUpper : kLower;
  ast::Node event(ast::NodeKind::Chapter);
  int64_t last = 0;
  for (size_t at = 0; at < numerals.size(); ++at) {
    int64_t v = 0;
    for (int64_t i = 0; i < 6; ++i)
      if (numerals[at] == spelling[i]) v = i + 1;
    if (v <= last) return at;
    last = v;
    event.children.push_back(ast::intNode(v));
  }
  return event;
}

// --- begin kopl ---
std::optional<int64_t> parseSigned(std::string_view t) {
  bool negative = false;
  if (t.rfind("\u2212", 0) == 0) {
    negative = true;
    t.remove_prefix(std::string_view("\u2212").size());
  } else if (!t.empty() && (t[0] == '+' || t[0] == '-')) {
    negative = t[0] == '-';
    t.remove_prefix(1);
  } else {
    return std::nullopt;
  }
  auto v = parseDigits(t);
  if (!v) return std::nullopt;
  return negative ? -*v : *v;
}

std::optional<int64_t> energyCount(std::string_view symbols) {
  if (symbols.empty() || symbols.size() > 60 || symbols.size() % 3 != 0) return std::nullopt;
  for (size_t i = 0; i < symbols.size(); i += 3)
    if (symbols[i] != '{' || (symbols[i + 1] != 'e' && symbols[i + 1] != 'E') ||
        symbols[i + 2] != '}')
      return std::nullopt;
  return int64_t(symbols.size() / 3);
}
// --- end kopl ---

std::optional<std::pair<int, int>> parsePTModifier(std::string_view t) {
  auto slash = t.find('/');
  if (slash == std::string_view::npos)
    return std::nullopt;
  auto side = [](std::string_view s) -> std::optional<int> {
    int sign = 1;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
      sign = s[0] == '-' ? -1 : 1;
      s.remove_prefix(1);
    }
    auto v = parseDigits(s);
    if (!v)
      return std::nullopt;
    return sign * int(*v);
  };
  auto p = side(t.substr(0, slash)), q = side(t.substr(slash + 1));
  if (!p || !q)
    return std::nullopt;
  return std::pair{*p, *q};
}

ast::Node staticPumpAndKeywords(const ast::Node &objects, std::pair<int, int> pt,
                                std::vector<ast::Node> keywordLeaves) {
  using ast::Node, ast::NodeKind;
  Node gain(NodeKind::GainKeyword, {objects});
  for (auto &leaf : keywordLeaves)
    gain.children.push_back(std::move(leaf));
  Node modify(NodeKind::ModifyPT, {objects, ast::intNode(pt.first), ast::intNode(pt.second)});
  return Node(NodeKind::Static, {std::move(modify), std::move(gain)});
}

std::optional<std::pair<ast::Node, ast::Node>> ptAmounts(std::string_view t) {
  if (auto fixed = parsePTModifier(t))
    return std::pair{ast::intNode(fixed->first), ast::intNode(fixed->second)};
  auto slash = t.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  auto side = [](std::string_view s) -> std::optional<ast::Node> {
    bool negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) s.remove_prefix(1);
    if (s == "x" || s == "X") {
      ast::Node x(ast::NodeKind::XValue);
      return negative ? ast::Node(ast::NodeKind::Negate, {x}) : x;
    }
    auto v = parseDigits(s);
    if (!v) return std::nullopt;
    return ast::intNode(negative ? -int64_t(*v) : int64_t(*v));
  };
  auto p = side(t.substr(0, slash)), q = side(t.substr(slash + 1));
  if (!p || !q) return std::nullopt;
  return std::pair{*p, *q};
}

int substituteX(ast::Node &n, const ast::Node &value) {
  if (n.kind == ast::NodeKind::XValue) {
    n = value;
    return 1;
  }
  int replaced = 0;
  for (ast::Node &c : n.children)
    replaced += substituteX(c, value);
  return replaced;
}

std::vector<ast::Node> symbolCostParts(std::string_view symbols) {
  std::vector<ast::Node> parts;
  std::string mana;
  std::string canon = canonicalManaSymbols(symbols);
  size_t i = 0;
  auto flushMana = [&] {
    if (!mana.empty())
      parts.push_back(ast::manaCost(std::move(mana)));
    mana.clear();
  };
  while (i < canon.size()) {
    size_t close = canon.find('}', i);
    if (canon[i] != '{' || close == std::string::npos)
      break;
    std::string sym = canon.substr(i, close - i + 1);
    if (sym == "{T}") {
      flushMana();
      parts.emplace_back(ast::NodeKind::TapCost);
    } else if (sym == "{Q}") {
      flushMana();
      parts.emplace_back(ast::NodeKind::UntapCost);
    } else {
      mana += sym;
    }
    i = close + 1;
  }
  flushMana();
  return parts;
}

std::optional<ast::Node> preventThisTurn(ast::Node amount, bool combat,
                                         std::optional<ast::Node> to) {
  using ast::Node;
  using ast::NodeKind;
  if (amount.kind == NodeKind::AllDamage && !combat && !to) return std::nullopt;
  Node n(NodeKind::Prevent, {std::move(amount)});
  if (combat) n.children.emplace_back(NodeKind::CombatDamage);
  if (to) n.children.push_back(Node(NodeKind::DamageTo, {std::move(*to)}));
  n.children.emplace_back(NodeKind::ThisTurn);
  return n;
}

bool costDiscardsOneCard(const ast::Node &cost) {
  int parts = 0;
  bool one = false;
  for (const ast::Node &part : cost.children)
    if (part.kind == ast::NodeKind::DiscardCost || part.kind == ast::NodeKind::DiscardRandomCost) {
      ++parts;
      one = part.children[0].kind == ast::NodeKind::Int && part.children[0].value == 1;
    }
  return parts == 1 && one;
}

bool costExilesOneObject(const ast::Node &cost) {
  int parts = 0;
  bool one = false;
  for (const ast::Node &part : cost.children) {
    if (part.kind == ast::NodeKind::ExileTopCost)
      return false; // a card the runtime does not record
    if (part.kind != ast::NodeKind::ExileCost) continue;
    ++parts;
    const ast::Node *count = part.children.size() > 1 ? &part.children[1] : nullptr;
    one = part.children[0].kind == ast::NodeKind::Filter && (!count || count->value == 1);
  }
  return parts == 1 && one;
}

std::variant<ast::Node, std::string> levelBand(std::string_view from, std::string_view to,
                                               std::string_view pt) {
  auto number = [](std::string_view digits) -> std::optional<ast::Node> {
    auto v = digits.size() <= 4 ? parseDigits(digits) : std::nullopt;
    return v ? std::optional<ast::Node>(ast::intNode(*v)) : std::nullopt;
  };
  size_t slash = pt.find('/');
  if (slash == std::string_view::npos) return std::string("a level band's numbers");
  std::optional<ast::Node> low = number(from), power = number(pt.substr(0, slash)),
                           toughness = number(pt.substr(slash + 1));
  std::optional<ast::Node> high = to.empty() ? ast::Node(ast::NodeKind::AnyNumber) : number(to);
  if (!low || !high || !power || !toughness) return std::string("a level band's numbers");
  if (high->kind == ast::NodeKind::Int && high->value < low->value)
    return std::string("a level range whose end is below its start");
  return ast::Node(ast::NodeKind::LevelBand, {*low, *high, *power, *toughness});
}

} // namespace oraclec::parse
