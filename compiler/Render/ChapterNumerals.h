// The head of a Saga's chapter line, "I, II" (715.2b): the chapter numbers in
// Roman numerals, written the same in every language the renderers write.
#pragma once
#include "AST/Ast.h"

#include <optional>
#include <string>

namespace oraclec::render {

// "I, II" for a (chapter 1 2) event; nullopt for a number no Saga has (the
// renderer reports a gap rather than print a wrong numeral).
inline std::optional<std::string> chapterNumerals(const ast::Node &chapterEvent) {
  static const char *kNumerals[] = {"I", "II", "III", "IV", "V", "VI"};
  std::string head;
  for (const ast::Node &n : chapterEvent.children) {
    if (n.value < 1 || n.value > 6) return std::nullopt;
    head += (head.empty() ? "" : ", ") + std::string(kNumerals[n.value - 1]);
  }
  return head;
}

} // namespace oraclec::render
