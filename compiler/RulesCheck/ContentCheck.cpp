// number-mismatch, symbol-mismatch and untranslated: each translated rule
// against the reference rule of the same number (after renumbering).
//
// Numerals are compared as values (2 and up: "a"/"one" are too often not a
// count) and only a substitution is reported: a value the reference lacks
// AND a value the translation lacks. A translation that merely drops or
// adds a number ("two-player game" -> "2인전", "Two-Headed Giant" ->
// "쌍두거인") is not a mismatch.
#include "RulesCheck/Checks.h"
#include "RulesCheck/Numerals.h"
#include "RulesCheck/Symbols.h"

#include <unicode/utf8.h>

#include <fmt/format.h>

#include <map>

namespace oraclec::rules {

namespace {
template <typename T, typename Key>
std::map<Key, int> counts(const std::vector<T> &v, Key (*key)(const T &)) {
  std::map<Key, int> m;
  for (const T &x : v)
    ++m[key(x)];
  return m;
}
long numeralKey(const Numeral &n) {
  return n.value;
}
std::string symbolKey(const Symbol &s) {
  return s.canonical;
}

template <typename Key>
std::vector<Key> minus(const std::map<Key, int> &a, const std::map<Key, int> &b) {
  std::vector<Key> out;
  for (auto &[k, n] : a) {
    auto it = b.find(k);
    int m = it == b.end() ? 0 : it->second;
    for (int i = m; i < n; ++i)
      out.push_back(k);
  }
  return out;
}

template <typename Key> std::string list(const std::vector<Key> &v) {
  std::string s;
  for (auto &k : v)
    s += (s.empty() ? "" : ", ") + fmt::format("{}", k);
  return s;
}

// Latin letters vs letters of the translation's own script.
struct ScriptCount {
  size_t latin = 0, native = 0;
};
ScriptCount countScripts(std::string_view s) {
  ScriptCount c;
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    unsigned char b = static_cast<unsigned char>(s[size_t(i)]);
    if (b < 0x80) { // ASCII without decoding (markup, digits, Latin)
      c.latin += (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
      ++i;
      continue;
    }
    UChar32 ch;
    U8_NEXT(s.data(), i, len, ch);
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))
      ++c.latin;
    else if ((ch >= 0xAC00 && ch <= 0xD7A3) || (ch >= 0x3040 && ch <= 0x30FF) ||
             (ch >= 0x4E00 && ch <= 0x9FFF))
      ++c.native;
  }
  return c;
}

std::string squash(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '\n' || c == '\t') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return trimSpaces(out);
}
} // namespace

void checkContent(CheckContext &ctx, bool listEmpty) {
  const Document &doc = ctx.doc;
  Language lang = doc.language;
  bool drift = ctx.editionDiffers();
  size_t emptyRules = 0, ruleEntries = 0;
  for (const RuleEntry &e : doc.entries) {
    if (e.kind == EntryKind::Section) continue;
    ++ruleEntries;
    if (doc.shape == Shape::Po) {
      if (e.emptyTranslation) {
        ++emptyRules;
        if (listEmpty)
          ctx.add(
              FindingKind::Untranslated, Severity::Note, &e, e.bodyRange,
              fmt::format("rule {} has no translation yet: '{}'", e.number.str(), quote(e.source)));
        continue;
      }
      if (e.fuzzy)
        ctx.add(FindingKind::Untranslated, Severity::Warning, &e, e.bodyRange,
                fmt::format("the translation of rule {} is marked fuzzy, so it is not used until "
                            "reviewed: '{}'",
                            e.number.str(), quote(e.body)));
      if (squash(e.body) == squash(e.source) && countScripts(e.body).latin >= 3)
        ctx.add(FindingKind::Untranslated, Severity::Warning, &e, e.bodyRange,
                fmt::format("the msgstr of rule {} is a copy of the English msgid: '{}'",
                            e.number.str(), quote(e.body)));
    }
    std::string_view body = e.body;
    if (trimSpaces(body).empty()) continue;
    const ReferenceRule *ref = ctx.referenceFor(e);

    // untranslated: English left in a Korean or Japanese document, or a
    // Polish text identical to the English reference.
    if (doc.shape != Shape::Po && lang != Language::En) {
      ScriptCount sc = countScripts(body);
      bool english = (lang == Language::Ko || lang == Language::Ja)
                         ? sc.latin >= 3 && sc.native * 10 < sc.latin && sc.native < 8
                         : ref && squash(body) == squash(ref->text) && sc.latin >= 3;
      if (english) {
        size_t b = body.find_first_not_of(" \n\t");
        ctx.add(FindingKind::Untranslated, Severity::Warning, &e,
                doc.locate(e, b, trimSpaces(body).size()),
                fmt::format("rule {} is not translated: '{}'", e.number.str(), quote(body)));
        continue;
      }
    }
    if (!ref || ref->text.empty()) continue;
    std::string_view refText = ref->text;

    // number-mismatch
    auto mine = countableNumerals(body, lang);
    // The bundled reference's numerals and symbols were found once, when it was read.
    std::vector<Numeral> ownNumerals;
    std::vector<Symbol> ownSymbols;
    if (!ref->analysed) {
      ownNumerals = countableNumerals(refText, Language::En);
      ownSymbols = findSymbols(refText);
    }
    const std::vector<Numeral> &theirs = ref->analysed ? ref->numerals : ownNumerals;
    auto extra = minus(counts(mine, numeralKey), counts(theirs, numeralKey));
    auto missing = minus(counts(theirs, numeralKey), counts(mine, numeralKey));
    if (!extra.empty() && !missing.empty()) {
      const Numeral *at = nullptr;
      for (const Numeral &n : mine)
        if (n.value == extra.front()) {
          at = &n;
          break;
        }
      std::string words = at ? std::string(body.substr(at->pos, at->len)) : std::string();
      std::string msg = fmt::format("'{}' in rule {} is {}, but {} {} says {} ('{}')", words,
                                    e.number.str(), list(extra), ctx.reference.name(), ref->number,
                                    list(missing), quote(refText, 70));
      SourceRange where = at ? doc.locate(e, at->pos, at->len) : e.numberRange;
      if (drift)
        ctx.add(FindingKind::EditionDrift, Severity::Warning, &e, where,
                msg + "; " + ctx.editionNote() +
                    ", so the rule may have changed: check against that edition");
      else
        ctx.add(FindingKind::NumberMismatch,
                ctx.referenceIsSource ? Severity::Error : Severity::Warning, &e, where, msg);
    }

    // symbol-mismatch
    auto mySyms = findSymbols(body);
    const std::vector<Symbol> &refSyms = ref->analysed ? ref->symbols : ownSymbols;
    auto extraSyms = minus(counts(mySyms, symbolKey), counts(refSyms, symbolKey));
    auto missingSyms = minus(counts(refSyms, symbolKey), counts(mySyms, symbolKey));
    if (!extraSyms.empty() || !missingSyms.empty()) {
      const Symbol *at = nullptr;
      if (!extraSyms.empty())
        for (const Symbol &s : mySyms)
          if (s.canonical == extraSyms.front()) {
            at = &s;
            break;
          }
      std::string msg = fmt::format(
          "symbols in rule {} differ from {} {}:{}{}", e.number.str(), ctx.reference.name(),
          ref->number, extraSyms.empty() ? "" : " " + list(extraSyms) + " not in the reference",
          missingSyms.empty() ? ""
                              : (extraSyms.empty() ? " " : "; ") + list(missingSyms) + " missing");
      SourceRange where = at ? doc.locate(e, at->pos, at->len) : e.numberRange;
      if (drift)
        ctx.add(FindingKind::EditionDrift, Severity::Note, &e, where,
                msg + "; " + ctx.editionNote() + ", so the rule may have changed");
      else
        ctx.add(FindingKind::SymbolMismatch,
                ctx.referenceIsSource ? Severity::Error : Severity::Warning, &e, where, msg);
    }
  }
  if (doc.shape == Shape::Po && !listEmpty && emptyRules > 0) {
    const PoStatistics &st = doc.po;
    ctx.add(
        FindingKind::Untranslated, Severity::Note, nullptr, {0, 0},
        fmt::format("{} of {} rule texts and headings have no translation yet ({} of {} messages "
                    "translated, {} fuzzy, {} obsolete); --list-untranslated lists them",
                    emptyRules, ruleEntries, st.translated, st.messages, st.fuzzy, st.obsolete));
  }
}

} // namespace oraclec::rules
