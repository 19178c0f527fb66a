// rules-check: units (numbers, cross-references, numerals, symbols), the
// crafted documents of tests/rulescheck (one defect each, and clean twins),
// bad inputs, and findings on the seeds that were verified by hand.
#include "RulesCheck/CrossRefs.h"
#include "RulesCheck/Glossary.h"
#include "RulesCheck/Numerals.h"
#include "RulesCheck/Report.h"
#include "RulesCheck/RulesCheck.h"
#include "RulesCheck/ShapeDetect.h"
#include "RulesCheck/Symbols.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

using namespace oraclec;
using namespace oraclec::rules;

namespace {
const std::string kCrafted = std::string(ORACLEC_SOURCE_DIR) + "/tests/rulescheck/";
const std::string kSeeds = std::string(ORACLEC_SHARED_DIR) + "/seeds/";

RulesChecker &checker() {
  static RulesChecker c([] {
    Options o;
    o.dataDir = ORACLEC_SOURCE_DIR;
    return o;
  }());
  return c;
}

std::multiset<std::string> kinds(const DocumentResult &r) {
  std::multiset<std::string> k;
  for (auto &f : r.findings) k.insert(nameOf(f.kind));
  return k;
}

const Finding *findAt(const DocumentResult &r, FindingKind kind, unsigned line) {
  for (auto &f : r.findings)
    if (f.kind == kind && r.document.file->lineColumn(f.range.begin).line == line) return &f;
  return nullptr;
}
} // namespace

TEST_CASE("rules-check: rule numbers parse, order and skip l and o") {
  auto n = parseRuleNumber("702.19b");
  REQUIRE(n);
  CHECK(n->rule == 702);
  CHECK(n->sub == 19);
  CHECK(n->letter == 'b');
  CHECK(parseRuleNumber("100.1.")->str() == "100.1");
  CHECK(parseRuleNumber("8")->level() == RuleNumber::Level::Section);
  CHECK_FALSE(parseRuleNumber("20230901.0"));
  CHECK_FALSE(parseRuleNumber("60"));
  CHECK(*parseRuleNumber("702.9") < *parseRuleNumber("702.10"));
  CHECK(*parseRuleNumber("702.22a") < *parseRuleNumber("702.212"));
  CHECK(nextSubruleLetter('k') == 'm');
  CHECK(nextSubruleLetter('n') == 'p');
}

TEST_CASE("rules-check: cross-references in four languages") {
  auto refs = [](std::string_view s) {
    std::vector<std::string> out;
    for (auto &r : findCrossRefs(s)) out.push_back(r.number.str() + (r.last ? "-" + r.last->str() : ""));
    return out;
  };
  CHECK(refs("(See rule 702.19, \"Trample.\")") == std::vector<std::string>{"702.19"});
  CHECK(refs("rule 103.2a-e で記された") == std::vector<std::string>{"103.2a-103.2e"});
  CHECK(refs("マリガンの手順(rule 103.5 参照)") == std::vector<std::string>{"103.5"});
  CHECK(refs("103.5項参照") == std::vector<std::string>{"103.5"});
  CHECK(refs("rule 723〔ゲームを再び開始する〕参照") == std::vector<std::string>{"723"});
  CHECK(refs("702.19를 보세요.") == std::vector<std::string>{"702.19"});
  CHECK(refs("8절 \"Multiplayer Rules.\"을 보세요") == std::vector<std::string>{"8"});
  CHECK(refs("See section 9, \"Casual Variants.\"") == std::vector<std::string>{"9"});
  CHECK(refs("rules 509 and 510") == std::vector<std::string>{"509", "510"});
  // Prose numbers are not references.
  CHECK(refs("\"133/249\"는 그 세트의 249장 중 133번째") .empty());
  CHECK(refs("최소한 60장이어야 합니다. 20 life, 100 cards").empty());
  CHECK(refs("和訳 20230901.0 版").empty());
}

TEST_CASE("rules-check: numerals are normalised across scripts") {
  auto values = [](std::string_view s, Language l) {
    std::vector<long> out;
    for (auto &n : findNumerals(maskNonNumerals(s), l)) out.push_back(n.value);
    return out;
  };
  CHECK(values("クリーチャー２体", Language::Ja) == std::vector<long>{2});
  CHECK(values("三つの能力", Language::Ja) == std::vector<long>{3});
  CHECK(values("唯一の例外、一般的", Language::Ja).empty());
  CHECK(values("카운터 세 개를", Language::Ko) == std::vector<long>{3});
  CHECK(values("두 명 이상", Language::Ko) == std::vector<long>{2});
  CHECK(values("세트 세계", Language::Ko).empty());
  CHECK(values("at least sixty cards, twenty-five life", Language::En) == std::vector<long>{60, 25});
  CHECK(values("dwóch graczy", Language::Pl) == std::vector<long>{2});
  CHECK(values("{2}{W}: +1/+1 until M10", Language::En).empty());
}

TEST_CASE("rules-check: symbols, with Japanese printed forms") {
  auto syms = [](std::string_view s) {
    std::vector<std::string> out;
    for (auto &x : findSymbols(s)) out.push_back(x.canonical);
    return out;
  };
  CHECK(syms("{2}{W}, {T}: draw") == std::vector<std::string>{"{2}", "{W}", "{T}"});
  CHECK(syms("(Ｔ):マナを加える。（白）") == std::vector<std::string>{"{T}", "{W}"});
  CHECK(syms("(2) list item (a)").empty());
}

TEST_CASE("rules-check: shape and language detection") {
  CHECK(detectShape("msgid \"\"\nmsgstr \"\"\n") == Shape::Po);
  CHECK(detectShape("---\nlayout: post\n---\n") == Shape::Markdown);
  CHECK(detectShape("100.1. これは\n") == Shape::Plain);
  CHECK(detectLanguage("이 규칙은") == Language::Ko);
  CHECK(detectLanguage("このルールは") == Language::Ja);
  CHECK(detectLanguage("Gra dwuosobowa to gra, która zaczyna się z udziałem dwóch graczy") == Language::Pl);
  CHECK(detectEdition("   These rules are effective as of April 29, 2022.") == "2022-04-29");
  CHECK(detectEdition("マジック総合ルール(和訳 20230901.0 版)") == "2023-09-01");
}

TEST_CASE("rules-check: clean twins give no finding") {
  for (const char *name : {"ko_clean.txt", "md_clean.md"}) {
    CAPTURE(name);
    DocumentResult r = checker().checkFile(kCrafted + name);
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.ruleCount() > 0);
    CHECK(r.findings.empty());
  }
  DocumentResult po = checker().checkFile(kCrafted + "po_clean.po");
  REQUIRE_FALSE(po.inputError);
  CHECK(po.document.language == Language::Pl);
  CHECK(po.document.ruleCount() == 4);
  CHECK(po.document.po.obsolete == 1);
  CHECK(po.document.po.plural == 1);
  // Only the note that one rule text has no translation yet.
  REQUIRE(po.findings.size() == 1);
  CHECK(po.findings[0].severity == Severity::Note);
}

TEST_CASE("rules-check: one crafted defect per kind") {
  struct Case {
    const char *file;
    FindingKind kind;
    Severity severity;
    unsigned line;
    const char *quoted; // words the message must quote
  } cases[] = {
      {"ko_broken_xref.txt", FindingKind::BrokenXref, Severity::Error, 9, "399.9"},
      {"ko_duplicate_rule.txt", FindingKind::DuplicateRule, Severity::Error, 17, "line 15"},
      {"ko_bad_numbering.txt", FindingKind::BadNumbering, Severity::Error, 17, "'l'"},
      {"ko_number_mismatch.txt", FindingKind::NumberMismatch, Severity::Warning, 5, "'세'"},
      {"ko_symbol_mismatch.txt", FindingKind::SymbolMismatch, Severity::Warning, 9, "{Q}"},
      {"ko_term_inconsistent.txt", FindingKind::TermInconsistent, Severity::Warning, 11, "날기"},
      {"ko_untranslated.txt", FindingKind::Untranslated, Severity::Warning, 17, "Multiple instances"},
      {"ko_edition_drift.txt", FindingKind::EditionDrift, Severity::Warning, 11, "702.9"},
  };
  for (const Case &c : cases) {
    CAPTURE(c.file);
    DocumentResult r = checker().checkFile(kCrafted + c.file);
    REQUIRE_FALSE(r.inputError);
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    CHECK(f.kind == c.kind);
    CHECK(f.severity == c.severity);
    CHECK(r.document.file->lineColumn(f.range.begin).line == c.line);
    CHECK(f.message.find(c.quoted) != std::string::npos);
  }
}

TEST_CASE("rules-check: edition drift compares subrules with the renumbered rule") {
  DocumentResult r = checker().checkFile(kCrafted + "ko_edition_drift.txt");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].message.find("702.8 there is 'Flash'") != std::string::npos);
}

TEST_CASE("rules-check: Markdown anchors and links") {
  DocumentResult r = checker().checkFile(kCrafted + "md_defects.md");
  REQUIRE_FALSE(r.inputError);
  CHECK(kinds(r) == std::multiset<std::string>{"bad-numbering", "broken-xref"});
  const Finding *x = findAt(r, FindingKind::BrokenXref, 19);
  REQUIRE(x);
  // The caret is on the link text, not on the URL.
  std::string_view line = r.document.file->lineText(x->range.begin);
  CHECK(line.substr(x->range.begin - r.document.file->lineStart(x->range.begin), 7) == "702.17z");
}

TEST_CASE("rules-check: PO defects through libgettextpo") {
  DocumentResult r = checker().checkFile(kCrafted + "po_defects.po");
  REQUIRE_FALSE(r.inputError);
  CHECK(kinds(r) == std::multiset<std::string>{"bad-numbering", "number-mismatch", "term-inconsistent",
                                               "untranslated", "untranslated"});
  // Against its own msgids a numeral difference is an error, not drift.
  const Finding *n = findAt(r, FindingKind::NumberMismatch, 30);
  REQUIRE(n);
  CHECK(n->severity == Severity::Error);
  CHECK(n->message.find("'trzech'") != std::string::npos);
}

TEST_CASE("rules-check: unreadable inputs are refused with a reason") {
  for (const char *name : {"empty.txt", "binary.bin", "invalid_utf8.txt", "po_truncated.po", "no-such-file.txt"}) {
    CAPTURE(name);
    DocumentResult r = checker().checkFile(kCrafted + name);
    REQUIRE(r.inputError);
    std::string msg = formatInputError(r, kMaxDocumentBytes, false);
    CHECK(msg.find("error:") != std::string::npos);
  }
  DocumentResult utf = checker().checkFile(kCrafted + "invalid_utf8.txt");
  CHECK(utf.inputError->kind == DiagKind::InvalidUtf8);
  CHECK(formatInputError(utf, kMaxDocumentBytes, false).find("invalid_utf8.txt:1:4: error: invalid UTF-8") != std::string::npos);
  DocumentResult po = checker().checkFile(kCrafted + "po_truncated.po");
  CHECK(formatInputError(po, kMaxDocumentBytes, false).find("end-of-file within string") != std::string::npos);
  // The size limit is checked before reading.
  Options small;
  small.dataDir = ORACLEC_SOURCE_DIR;
  small.maxBytes = 100;
  RulesChecker limited(small);
  DocumentResult big = limited.checkFile(kCrafted + "ko_clean.txt");
  REQUIRE(big.inputError);
  CHECK(big.inputError->kind == DiagKind::TextTooLong);
  // The JSON and HTML reports give the reason as a sentence, not the raw
  // detail (a byte offset or a size).
  std::vector<DocumentResult> refused{utf, big};
  std::ostringstream json, html;
  writeJsonReport(json, refused, small.maxBytes);
  writeHtmlReport(html, refused, small.maxBytes);
  auto j = nlohmann::json::parse(json.str());
  auto &u = j.at("documents").at(0);
  CHECK(u.at("error") == "invalid UTF-8 at byte 3; rules documents must be UTF-8");
  CHECK(u.at("error_kind") == "InvalidUtf8");
  CHECK(u.at("error_line") == 1);
  CHECK(u.at("error_column") == 4);
  std::string tooBig = j.at("documents").at(1).at("error");
  CHECK(tooBig.find("/ko_clean.txt: document is ") != std::string::npos);
  CHECK(tooBig.find("bytes; the limit is 100") != std::string::npos);
  CHECK(html.str().find("not checked: invalid UTF-8 at byte 3; rules documents must be UTF-8") !=
        std::string::npos);
}

TEST_CASE("rules-check: a document without numbered rules is refused") {
  DocumentResult r =
      checker().checkText("prose.md", "# Notes\n\nSome text about Magic, with no rules.\n");
  REQUIRE(r.inputError);
  CHECK(r.inputError->kind == DiagKind::NoRulesInDocument);
  std::string msg = formatInputError(r, kMaxDocumentBytes, false);
  CHECK(msg.find("prose.md: no numbered rules in this document") != std::string::npos);
  CHECK(msg.find("--unnumbered") != std::string::npos);
}

TEST_CASE("rules-check: a UTF-8 byte order mark is not part of the document") {
  std::string md = "**100.1.** 이 규칙은 마법에 관한 것이다.\n\n**100.2.** 두 번째 규칙.\n";
  std::string po = "msgid \"\"\nmsgstr \"Language: pl\\n\"\n\nmsgid \"100.1\"\nmsgstr \"100.1\"\n\n"
                   "msgid \"Two players.\"\nmsgstr \"Dwóch graczy.\"\n";
  auto dir = std::filesystem::temp_directory_path() / ("oraclec-bom-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const std::string &text : {md, po}) {
    CAPTURE(text);
    // From files: libgettextpo reads the PO file itself.
    std::string ext = text == md ? ".md" : ".po";
    std::ofstream((dir / ("plain" + ext)).string(), std::ios::binary) << text;
    std::ofstream((dir / ("bom" + ext)).string(), std::ios::binary) << "\xEF\xBB\xBF" << text;
    DocumentResult plain = checker().checkFile((dir / ("plain" + ext)).string());
    DocumentResult bom = checker().checkFile((dir / ("bom" + ext)).string());
    REQUIRE_FALSE(plain.inputError);
    REQUIRE_FALSE(bom.inputError);
    CHECK(bom.document.shape == plain.document.shape);
    CHECK(bom.document.ruleCount() == plain.document.ruleCount());
    CHECK(kinds(bom) == kinds(plain));
    CHECK(plain.document.ruleCount() >= 1);
    // And from memory.
    DocumentResult mem = checker().checkText("doc" + ext, "\xEF\xBB\xBF" + text);
    REQUIRE_FALSE(mem.inputError);
    CHECK(mem.document.ruleCount() == plain.document.ruleCount());
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("rules-check: in-memory PO text goes through a temporary file") {
  std::string po = "msgid \"\"\nmsgstr \"Language: pl\\n\"\n\nmsgid \"100.1\"\nmsgstr \"\"\n\nmsgid \"Two players.\"\n"
                   "msgstr \"Trzech graczy.\"\n";
  DocumentResult r = checker().checkText("mem.po", po);
  REQUIRE_FALSE(r.inputError);
  CHECK(kinds(r) == std::multiset<std::string>{"number-mismatch"});
  CHECK_FALSE(checker().checkText("bad.po", "msgid \"a\nmsgstr").inputError == std::nullopt);
}

TEST_CASE("rules-check: glossaries parse and share term ids") {
  for (Language l : kAllLanguages) {
    CAPTURE(codeOf(l));
    auto g = loadGlossary(ORACLEC_SOURCE_DIR, l);
    REQUIRE(g);
    CHECK(g->errors.empty());
    CHECK(g->glossary.byId("flying"));
    auto en = loadGlossary(ORACLEC_SOURCE_DIR, Language::En);
    for (auto &t : g->glossary.terms) CHECK(en->glossary.byId(t.id));
  }
  auto ko = loadGlossary(ORACLEC_SOURCE_DIR, Language::Ko);
  for (const char *id : {"vigilance", "haste", "trample", "first-strike", "double-strike", "deathtouch", "lifelink",
                         "reach", "defender", "menace", "hexproof", "indestructible", "flash", "battlefield",
                         "graveyard", "library", "hand", "exile", "stack", "target", "creature", "damage"})
    CHECK(ko->glossary.byId(id));
  CHECK(ko->glossary.byId("combat-damage")->renderings.size() == 2);
  auto bad = parseGlossary("# c\nFlying\tFlying\n", "x.tsv");
  CHECK(bad.errors.size() == 1);
}

TEST_CASE("rules-check: JSON report follows the contract") {
  std::vector<DocumentResult> rs{checker().checkFile(kCrafted + "ko_broken_xref.txt")};
  std::ostringstream os;
  writeJsonReport(os, rs);
  auto j = nlohmann::json::parse(os.str());
  auto &d = j.at("documents").at(0);
  CHECK(d.at("language") == "ko");
  CHECK(d.at("rules") == 8);
  auto &f = d.at("findings").at(0);
  CHECK(f.at("rule") == "107.5");
  CHECK(f.at("line") == 9);
  CHECK(f.at("kind") == "broken-xref");
  CHECK(f.at("severity") == "error");
  CHECK(f.at("message").get<std::string>().find("399.9") != std::string::npos);
  std::ostringstream html;
  writeHtmlReport(html, rs);
  CHECK(html.str().find("<mark>399.9</mark>") != std::string::npos);
}

// Findings on the seeds, each checked by hand against the seed text.
TEST_CASE("rules-check: seeds") {
  if (!std::filesystem::exists(kSeeds)) return;
  SUBCASE("003 Korean Jekyll, section 7") {
    DocumentResult r = checker().checkFile(kSeeds + "003_b3e8973a60215f5c.txt");
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.shape == Shape::Markdown);
    CHECK(r.document.language == Language::Ko);
    // "702.212 광란 보너스는…" is the lost 702.22b.
    const Finding *typo = findAt(r, FindingKind::BadNumbering, 866);
    REQUIRE(typo);
    CHECK(typo->message.find("expected 702.22b") != std::string::npos);
    // Vanishing's last subrule is numbered 702.61c (Suspend's) instead of 702.62c.
    const Finding *dup = findAt(r, FindingKind::DuplicateRule, 1346);
    REQUIRE(dup);
    CHECK(dup->message.find("702.62c") != std::string::npos);
    // 717.1a written as 716.1a.
    CHECK(findAt(r, FindingKind::BadNumbering, 2634));
    // Rampage is 702.22 here, 702.23 in 2022 (Ward was inserted at 702.21).
    const Finding *drift = findAt(r, FindingKind::EditionDrift, 861);
    REQUIRE(drift);
    CHECK(drift->message.find("702.23") != std::string::npos);
    // "702.18 은폐/은신 Shroud": shroud rendered two ways.
    CHECK(findAt(r, FindingKind::TermInconsistent, 779));
    // "**701.20.** Fateseal" left in English.
    CHECK(findAt(r, FindingKind::Untranslated, 322));
    CHECK(r.count(Severity::Error) >= 9);
  }
  SUBCASE("000 Korean Jekyll, section 1") {
    DocumentResult r = checker().checkFile(kSeeds + "000_bd5ccad345f95da2.txt");
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.ruleCount() == 381);
    // "106.6 …" lost its full stop, unlike the 154 other numbered rules.
    CHECK(findAt(r, FindingKind::BadNumbering, 231));
    // An undated older edition: differences are drift, not errors.
    CHECK(r.count(Severity::Error) == 0);
  }
  SUBCASE("001 Polish PO, 5,126 messages") {
    DocumentResult r = checker().checkFile(kSeeds + "001_d49318f54fbe96a5.txt");
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.shape == Shape::Po);
    CHECK(r.document.po.messages + 1 == 5126); // + the header entry
    CHECK(r.document.po.translated == 9);
    CHECK(r.document.ruleCount() == 1952);
    CHECK(r.document.edition == "2013-11-01");
    CHECK(r.count(Severity::Error) == 0);
  }
  SUBCASE("002 Korean basic rulebook has no numbered rules") {
    // Refused unless asked for a term check only (--unnumbered).
    DocumentResult refused = checker().checkFile(kSeeds + "002_01a70801dbc77556.txt");
    REQUIRE(refused.inputError);
    CHECK(refused.inputError->kind == DiagKind::NoRulesInDocument);
    Options o;
    o.dataDir = ORACLEC_SOURCE_DIR;
    o.allowUnnumbered = true;
    RulesChecker terms(o);
    DocumentResult r = terms.checkFile(kSeeds + "002_01a70801dbc77556.txt");
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.ruleCount() == 0);
  }
  SUBCASE("004 Japanese 2023-09-01 plain text") {
    DocumentResult r = checker().checkFile(kSeeds + "004_5b900e1a5ef93c8f.txt");
    REQUIRE_FALSE(r.inputError);
    CHECK(r.document.language == Language::Ja);
    CHECK(r.document.edition == "2023-09-01");
    // "rule 103.2a-e": 103.2e is newer than the 2022 reference: drift, not an error.
    const Finding *range = findAt(r, FindingKind::EditionDrift, 42);
    REQUIRE(range);
    CHECK(range->message.find("103.2e") != std::string::npos);
    CHECK(r.count(Severity::Error) == 0);
  }
}
