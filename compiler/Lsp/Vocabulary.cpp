#include "Lsp/Vocabulary.h"

#include "Render/Templates.h"

#include "OracleEnLexer.h"
#include <antlr4-runtime.h>

#include <algorithm>
#include <cctype>
#include <set>

namespace oraclec::lsp {

namespace {
std::vector<KeywordEntry> makeKeywords() {
  std::vector<KeywordEntry> out;
  const auto &en = render::Templates::forLanguage(Language::En);
  for (int i = 0; i < ast::kKeywordCount; ++i) {
    auto k = ast::Keyword(i);
    KeywordEntry e;
    e.keyword = k;
    e.canonical = std::string(ast::canonicalName(k));
    std::string key = "kw." + e.canonical;
    if (en.has(key)) {
      e.words = en.get(key);
    } else { // no template of its own: the canonical name is its words
      e.words = e.canonical;
      std::replace(e.words.begin(), e.words.end(), '-', ' ');
    }
    e.rule = std::string(ast::ruleOf(k));
    e.parameter = ast::keywordTakesCost(k)     ? "a mana cost"
                  : ast::keywordTakesFilter(k) ? "what it enchants or protects from"
                  : ast::keywordTakesAmount(k) ? "a number"
                                               : "";
    out.push_back(std::move(e));
  }
  return out;
}

// "{0} deals {1} damage to {2}" -> "${1} deals ${2} damage to ${3}"; `$`, `}`
// and `\` of the text are escaped as the snippet syntax asks.
std::string toSnippet(const std::string &text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '{') {
      size_t close = text.find('}', i);
      std::string inner = close == std::string::npos ? "" : text.substr(i + 1, close - i - 1);
      if (!inner.empty() && std::all_of(inner.begin(), inner.end(), ::isdigit)) {
        out += "${" + std::to_string(std::stoi(inner) + 1) + "}";
        i = close;
        continue;
      }
    }
    if (c == '$' || c == '}' || c == '\\') out.push_back('\\');
    out.push_back(c);
  }
  return out;
}

std::vector<TemplateEntry> makeTemplates() {
  std::vector<TemplateEntry> out;
  std::set<std::string> seen;
  for (const auto &[key, text] : render::Templates::forLanguage(Language::En).entries()) {
    // Phrases only: keyword spellings are offered as keywords, and single
    // words (vocabulary entries, numbers) are not templates one would insert.
    if (key.rfind("kw.", 0) == 0 || text.find(' ') == std::string::npos ||
        !seen.insert(text).second)
      continue;
    out.push_back({key, text, toSnippet(text)});
  }
  return out;
}

std::vector<std::string> makeLexerWords() {
  antlr4::ANTLRInputStream input("");
  en_grammar::OracleEnLexer lexer(&input);
  const antlr4::dfa::Vocabulary &v = lexer.getVocabulary();
  std::set<std::string> words;
  for (size_t t = 0; t <= v.getMaxTokenType(); ++t) {
    std::string lit = v.getLiteralName(t);
    if (lit.size() < 3 || lit.front() != '\'' || lit.back() != '\'') continue;
    lit = lit.substr(1, lit.size() - 2);
    // Words only: punctuation and mana symbols are typed, not completed.
    if (lit.size() > 1 && std::all_of(lit.begin(), lit.end(), [](unsigned char c) {
          return std::isalpha(c) || c == ' ' || c == '-' || c == '\'' || c >= 0x80;
        }))
      words.insert(lit);
  }
  return {words.begin(), words.end()};
}

bool isWordByte(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
}
} // namespace

const std::vector<KeywordEntry> &keywordEntries() {
  static const std::vector<KeywordEntry> all = makeKeywords(); // immutable once built
  return all;
}

const std::vector<TemplateEntry> &templateEntries() {
  static const std::vector<TemplateEntry> all = makeTemplates();
  return all;
}

const std::vector<std::string> &lexerWords() {
  static const std::vector<std::string> all = makeLexerWords();
  return all;
}

const KeywordEntry *keywordAt(std::string_view line, size_t column) {
  std::string lower(line);
  for (char &c : lower)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  const KeywordEntry *best = nullptr;
  for (const KeywordEntry &k : keywordEntries()) {
    if (k.words.empty() || (best && best->words.size() >= k.words.size())) continue;
    for (size_t at = lower.find(k.words); at != std::string::npos;
         at = lower.find(k.words, at + 1)) {
      size_t end = at + k.words.size();
      bool whole = (at == 0 || !isWordByte(lower[at - 1])) &&
                   (end >= lower.size() || !isWordByte(lower[end]));
      if (whole && column >= at && column <= end) {
        best = &k;
        break;
      }
    }
  }
  return best;
}

} // namespace oraclec::lsp
