// The words an editor may offer, taken from the compiler's own tables (never
// a hand-written list): keyword abilities from runtime/Vocabulary/Keywords.def
// spelled by the English templates (i18n/en/templates.tsv, "kw.*"), the
// phrase templates of the renderer (the wordings the compiler writes back,
// with their {N} slots), and the literal words of the generated English lexer.
#pragma once
#include "AST/Ast.h"

#include <string>
#include <vector>

namespace oraclec::lsp {

struct KeywordEntry {
  ast::Keyword keyword;
  std::string words;     // as Oracle text writes it: "first strike"
  std::string canonical; // "first-strike"
  std::string rule;      // "702.7"
  std::string parameter; // "", "a mana cost", "a filter", "a number"
};

struct TemplateEntry {
  std::string key;     // "deal-damage"
  std::string text;    // "{0} deals {1} damage to {2}"
  std::string snippet; // "${1} deals ${2} damage to ${3}" (LSP snippet syntax)
};

const std::vector<KeywordEntry> &keywordEntries();
const std::vector<TemplateEntry> &templateEntries();
// Words the English lexer knows as literals ('flying', 'destroy', ...).
const std::vector<std::string> &lexerWords();

// The keyword written at byte `column` of `line` (whole words, any case), or
// null. The longest match wins ("double strike" over "strike").
const KeywordEntry *keywordAt(std::string_view line, size_t column);

} // namespace oraclec::lsp
