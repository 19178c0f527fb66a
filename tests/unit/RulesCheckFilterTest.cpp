// rules-check for people: --min-severity / --kind filters, baseline files
// (round trip, stable under edits elsewhere, new and fixed findings), the
// HTML page (errors first, contents, anchors, rendered text) and number
// words in every language.
#include "RulesCheck/Baseline.h"
#include "RulesCheck/FindingFilter.h"
#include "RulesCheck/Numerals.h"
#include "RulesCheck/Readers.h"
#include "RulesCheck/RenderedLine.h"
#include "RulesCheck/Report.h"
#include "RulesCheck/RulesCheck.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace oraclec;
using namespace oraclec::rules;

namespace {
const std::string kCrafted = std::string(ORACLEC_SOURCE_DIR) + "/tests/rulescheck/";
const std::string kSeeds = std::string(ORACLEC_SHARED_DIR) + "/seeds/";

RulesChecker &checkerFor(std::optional<Language> lang) {
  static std::map<int, std::unique_ptr<RulesChecker>> cache;
  int key = lang ? int(*lang) : -1;
  auto &c = cache[key];
  if (!c) {
    Options o;
    o.dataDir = ORACLEC_SOURCE_DIR;
    o.language = lang;
    c = std::make_unique<RulesChecker>(o);
  }
  return *c;
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<long> values(std::string_view s, Language l) {
  std::vector<long> out;
  for (auto &n : findNumerals(maskNonNumerals(s), l))
    out.push_back(n.value);
  return out;
}

unsigned countKind(const DocumentResult &r, FindingKind k) {
  unsigned n = 0;
  for (auto &f : r.findings)
    n += f.kind == k;
  return n;
}
} // namespace

TEST_CASE("rules-check: number words in Polish, Korean and Japanese") {
  CHECK(values("co najmniej pięćdziesiąt kart", Language::Pl) == std::vector<long>{50});
  CHECK(values("Pięćdziesięciu graczy", Language::Pl) == std::vector<long>{50});
  CHECK(values("dwadzieścia pięć punktów życia", Language::Pl) == std::vector<long>{25});
  CHECK(values("sto dwadzieścia trzy", Language::Pl) == std::vector<long>{123});
  CHECK(values("piętnastu kart", Language::Pl) == std::vector<long>{15});
  CHECK(values("카드 열네 장까지", Language::Ko) == std::vector<long>{14});
  CHECK(values("스물한 장", Language::Ko) == std::vector<long>{21});
  CHECK(values("예순 장", Language::Ko) == std::vector<long>{60});
  CHECK(values("열쇠를 연다", Language::Ko).empty());
  CHECK(values("ライフが二十以上", Language::Ja) == std::vector<long>{20});
  CHECK(values("十体のクリーチャー", Language::Ja) == std::vector<long>{10});
  CHECK(values("one thousand", Language::En) == std::vector<long>{1, 1000});
}

TEST_CASE("rules-check: a changed number word is found in every language") {
  struct Case {
    Language lang;
    const char *text;
    long wrong;
  } cases[] = {
      {Language::Pl,
       "100.2a W grze konstruowanej talia musi liczyć co najmniej pięćdziesiąt kart.\n", 50},
      {Language::Ko, "100.4a 구축전에서 사이드보드에는 카드를 열네 장까지 넣을 수 있습니다.\n", 14},
      {Language::Ja, "100.2a 構築戦では、各デッキの最小枚数は五十枚である。\n", 50},
  };
  for (const Case &c : cases) {
    CAPTURE(c.text);
    DocumentResult r = checkerFor(c.lang).checkText("doc.txt", c.text);
    REQUIRE_FALSE(r.inputError);
    REQUIRE(countKind(r, FindingKind::NumberMismatch) == 1);
    for (auto &f : r.findings)
      if (f.kind == FindingKind::NumberMismatch)
        CHECK(f.message.find(std::to_string(c.wrong)) != std::string::npos);
  }
}

TEST_CASE("rules-check: --min-severity and --kind keep what was asked") {
  FindingFilter filter;
  CHECK(severityFromName("warning") == Severity::Warning);
  CHECK_FALSE(severityFromName("fatal"));
  CHECK(addKinds(filter, {"broken-xref,bad-numbering", "untranslated"}).empty());
  CHECK(filter.kinds.size() == 3);
  CHECK(addKinds(filter, {"broken-xref,typo"}).find("unknown finding kind 'typo'") !=
        std::string::npos);

  DocumentResult all = checkerFor(std::nullopt).checkFile(kCrafted + "md_defects.md");
  REQUIRE_FALSE(all.inputError);
  REQUIRE(all.count(Severity::Error) > 0);
  REQUIRE(all.count(Severity::Warning) > 0);

  DocumentResult errors = all;
  FindingFilter onlyErrors;
  onlyErrors.minSeverity = Severity::Error;
  errors.hiddenByFilter = applyFilter(errors.findings, onlyErrors);
  CHECK(errors.findings.size() == all.count(Severity::Error));
  CHECK(errors.hiddenByFilter == all.findings.size() - all.count(Severity::Error));
  CHECK(hiddenSummary(errors).find("hidden by --min-severity/--kind") != std::string::npos);

  DocumentResult xrefs = all;
  FindingFilter onlyXrefs;
  REQUIRE(addKinds(onlyXrefs, {"broken-xref"}).empty());
  applyFilter(xrefs.findings, onlyXrefs);
  CHECK_FALSE(xrefs.findings.empty());
  for (auto &f : xrefs.findings)
    CHECK(f.kind == FindingKind::BrokenXref);
}

TEST_CASE("rules-check: baseline round trip, stable when lines move") {
  std::string text = readFile(kCrafted + "md_defects.md");
  RulesChecker &checker = checkerFor(std::nullopt);
  DocumentResult first = checker.checkText("dir/md_defects.md", text);
  REQUIRE_FALSE(first.inputError);
  REQUIRE(first.findings.size() >= 2);
  BaselineLoad load = parseBaseline(writeBaseline({first}));
  REQUIRE(load.error.empty());
  REQUIRE(load.findings.size() == first.findings.size());
  CHECK(load.findings[0].document == "md_defects.md");

  SUBCASE("the same document: everything known, nothing new or fixed") {
    DocumentResult again = checker.checkText("elsewhere/md_defects.md", text);
    applyBaseline(again, load.findings);
    CHECK(again.findings.empty());
    CHECK(again.suppressedByBaseline == first.findings.size());
    CHECK(again.fixedSinceBaseline.empty());
  }
  SUBCASE("lines added above every finding: still known") {
    size_t body = text.find("\n\n");
    REQUIRE(body != std::string::npos);
    std::string moved = text.substr(0, body) + "\n\nA new paragraph of notes.\n\nAnd another one." +
                        text.substr(body);
    DocumentResult again = checker.checkText("md_defects.md", moved);
    REQUIRE(again.findings.size() == first.findings.size());
    applyBaseline(again, load.findings);
    CHECK(again.findings.empty());
  }
  SUBCASE("a new defect is reported, a fixed one is listed") {
    // Drop the first finding's words' line and add a broken cross-reference.
    const Finding &gone = first.findings.front();
    uint32_t lineStart = first.document.file->lineStart(gone.range.begin);
    size_t lineEnd = text.find('\n', gone.range.begin);
    std::string edited =
        text.substr(0, lineStart) + text.substr(lineEnd + 1) + "\n**100.9.** See rule 998.7.\n";
    DocumentResult again = checker.checkText("md_defects.md", edited);
    applyBaseline(again, load.findings);
    bool newXref = false;
    for (auto &f : again.findings)
      newXref = newXref ||
                (f.kind == FindingKind::BrokenXref && f.message.find("998.7") != std::string::npos);
    CHECK(newXref);
    CHECK_FALSE(again.fixedSinceBaseline.empty());
    std::ostringstream os;
    writeTextReport(os, {again}, false);
    CHECK(os.str().find("fixed since the baseline") != std::string::npos);
  }
  SUBCASE("another document's baseline suppresses nothing") {
    DocumentResult other = checker.checkText("other.md", text);
    applyBaseline(other, load.findings);
    CHECK(other.findings.size() == first.findings.size());
    CHECK(other.fixedSinceBaseline.empty());
  }
}

TEST_CASE("rules-check: unusable baselines are refused with a reason") {
  CHECK(parseBaseline("not json").error == "not valid JSON");
  CHECK_FALSE(parseBaseline("{\"findings\":[]}").error.empty());
  CHECK(
      parseBaseline(
          R"({"oraclec_rules_baseline":1,"findings":[{"document":"a","rule":"1","kind":"nope","fingerprint":"x"}]})")
          .error.find("finding 1") != std::string::npos);
  CHECK(parseBaseline(R"({"oraclec_rules_baseline":1,"findings":[]})").error.empty());
}

TEST_CASE("rules-check: HTML has errors first, contents, anchors and rendered text") {
  std::vector<DocumentResult> rs{checkerFor(std::nullopt).checkFile(kCrafted + "md_defects.md")};
  REQUIRE(rs[0].count(Severity::Error) > 0);
  std::ostringstream os;
  writeHtmlReport(os, rs);
  std::string html = os.str();
  size_t toc = html.find("<nav class=\"toc\">");
  REQUIRE(toc != std::string::npos);
  CHECK(html.find("<h3>Errors</h3>", toc) < html.find("<h3>Warnings</h3>", toc));
  // Every section has an id that the contents links to.
  size_t firstSection = html.find("<section class=\"rule ");
  REQUIRE(firstSection != std::string::npos);
  CHECK(html.compare(firstSection, 30, "<section class=\"rule error\" id") == 0);
  size_t id = html.find("id=\"", firstSection) + 4;
  std::string anchor = html.substr(id, html.find('"', id) - id);
  CHECK(html.find("href=\"#" + anchor + "\"") < firstSection);
  // No warning section before the last error section.
  CHECK(html.rfind("<section class=\"rule error\"") < html.find("<section class=\"rule warning\""));
  // The translation is shown as text, not as Markdown source.
  size_t translation = html.find("<b>translation</b>");
  REQUIRE(translation != std::string::npos);
  std::string pane = html.substr(translation, html.find("</div>", translation) - translation);
  CHECK(pane.find("**") == std::string::npos);
  CHECK(pane.find("&lt;a name") == std::string::npos);
}

TEST_CASE("rules-check: Markdown lines are rendered as text") {
  std::string line =
      R"(<p class="clause" markdown="1">**702.22a** 광란은 (See rule [509](/500#509), "Declare Blockers Step.")</p>)";
  size_t at = line.find("509");
  CHECK(renderMarkedLine(line, at, at + 3) ==
        "702.22a 광란은 (See rule <mark>509</mark>, &quot;Declare Blockers Step.&quot;)");
  CHECK(renderMarkedLine("{% include x %}100.1. Text", 15, 21) == "<mark>100.1.</mark> Text");
}

// The fast PO reader must agree with libgettextpo message for message, or
// decline (the library then reads the file).
TEST_CASE("rules-check: the fast PO reader agrees with libgettextpo") {
  std::vector<std::string> files = {kCrafted + "po_clean.po", kCrafted + "po_defects.po",
                                    kCrafted + "po_truncated.po"};
  if (std::filesystem::exists(kSeeds)) files.push_back(kSeeds + "001_d49318f54fbe96a5.txt");
  std::string escapes = "/tmp/oraclec-fastpo-" + std::to_string(::getpid()) + ".po";
  {
    std::ofstream out(escapes, std::ios::binary);
    out << "# comment\nmsgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; "
           "charset=UTF-8\\n\"\n\"Language: pl\\n\"\n\n"
           "#: a.rst:1\n#, fuzzy, python-format\nmsgid \"100.1\"\nmsgstr \"\"\n\n"
           "msgid \"\"\n\"Tab\\there, \\\"quoted\\\" \\\\ back\\n\"\n\"second line\"\nmsgstr "
           "\"Zakładka\\t\"\n  \"dalej\"\n";
  }
  files.push_back(escapes);
  unsigned fast = 0;
  for (const std::string &path : files) {
    CAPTURE(path);
    SourceFile file(path, readFile(path));
    std::optional<InputError> errLibrary, errFast;
    auto library = readPoMessages(file, path, errLibrary, false);
    auto either = readPoMessages(file, path, errFast, true);
    fast += readPlainPo(file.text()).has_value();
    CHECK(library.has_value() == either.has_value());
    CHECK(errLibrary.has_value() == errFast.has_value());
    if (!library || !either) continue;
    REQUIRE(library->messages.size() == either->messages.size());
    for (size_t i = 0; i < library->messages.size(); ++i) {
      const PoMessage &a = library->messages[i], &b = either->messages[i];
      CAPTURE(a.msgid);
      CHECK(a.msgid == b.msgid);
      CHECK(a.msgstr == b.msgstr);
      CHECK(a.fuzzy == b.fuzzy);
      CHECK(a.obsolete == b.obsolete);
      CHECK(a.plural == b.plural);
    }
    CHECK(library->header == either->header);
  }
  std::remove(escapes.c_str());
  // The seed and the escapes file take the fast path (the crafted defects
  // have obsolete entries and go through the library).
  CHECK(fast >= 2);
}
