#include "AST/Printer.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace oraclec::ast {

namespace {
std::string quoteString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + '"';
}

// The payload of a leaf as a bare atom, or empty if the kind has none.
std::string payloadAtom(const Node &n) {
  switch (n.kind) {
  case NodeKind::Int: return std::to_string(n.value);
  case NodeKind::KeywordLeaf: return std::string(canonicalName(Keyword(n.value)));
  case NodeKind::CardTypeLeaf: return std::string(spelling(Vocabulary::CardType, n.value));
  case NodeKind::ColorLeaf: return std::string(spelling(Vocabulary::Color, n.value));
  case NodeKind::ZoneLeaf: return std::string(spelling(Vocabulary::Zone, n.value));
  case NodeKind::CounterLeaf: return std::string(spelling(Vocabulary::CounterKind, n.value));
  case NodeKind::StepLeaf: return std::string(spelling(Vocabulary::Step, n.value));
  default: return {};
  }
}

bool hasTextPayload(NodeKind k) {
  return k == NodeKind::SubtypeLeaf || k == NodeKind::SupertypeLeaf || k == NodeKind::ManaCost ||
         k == NodeKind::Unsupported ||
         k == NodeKind::AttachedObject
         // --- begin cast ---
         || k == NodeKind::CastTiming
         // --- end cast ---
         || k == NodeKind::RoomName  // dungeon (309.4)
         || k == NodeKind::TokenName // search8: a token's given name (111.4)
         ;
}

void print(const Node &n, std::string &out) {
  if (std::string atom = payloadAtom(n); !atom.empty()) {
    out += atom;
    return;
  }
  bool textPayload = hasTextPayload(n.kind);
  bool indexPayload = n.kind == NodeKind::TargetRef;
  if (n.children.empty() && !textPayload && !indexPayload) {
    out += headOf(n.kind);
    return;
  }
  out += '(';
  out += headOf(n.kind);
  if (textPayload)
    out += ' ' + quoteString(n.text);
  if (indexPayload)
    out += ' ' + std::to_string(n.value);
  for (auto &c : n.children) {
    out += ' ';
    print(c, out);
  }
  out += ')';
}
} // namespace

std::string toSExpr(const Node &node) {
  std::string out;
  print(node, out);
  return out;
}

std::string toSExpr(const CardAst &card) {
  std::string out;
  for (auto &a : card.abilities) {
    print(a, out);
    out += '\n';
  }
  return out;
}

nlohmann::json toJson(const Node &n) {
  nlohmann::json j;
  j["kind"] = std::string(headOf(n.kind));
  if (std::string atom = payloadAtom(n); !atom.empty())
    j["value"] = n.kind == NodeKind::Int ? nlohmann::json(n.value) : nlohmann::json(atom);
  if (hasTextPayload(n.kind))
    j["text"] = n.text;
  if (n.kind == NodeKind::TargetRef)
    j["index"] = n.value;
  if (!n.children.empty()) {
    j["children"] = nlohmann::json::array();
    for (auto &c : n.children)
      j["children"].push_back(toJson(c));
  }
  return j;
}

nlohmann::json toJson(const CardAst &card) {
  nlohmann::json arr = nlohmann::json::array();
  for (auto &a : card.abilities)
    arr.push_back(toJson(a));
  return arr;
}

} // namespace oraclec::ast
