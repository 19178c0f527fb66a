#include "Driver/Xcheck.h"

#include "AST/Canonicalize.h"
#include "AST/Diff.h"
#include "AST/Printer.h"
#include "Basic/OutputFile.h"
#include "Driver/CardLoader.h"
#include "Driver/Pipeline.h"
#include "Driver/Progress.h"
#include "Driver/XcheckCompare.h"
#include "Driver/XcheckHtml.h"
#include "Driver/XcheckMarks.h"
#include "Parse/Parser.h"
#include "Sema/Sema.h"
#include "Text/Normalize.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <map>
#include <ostream>
#include <thread>

namespace oraclec::driver {

namespace {
struct PairResult {
  std::string name;
  std::string status; // equivalent | mismatch | unparsed_en | unparsed_foreign | error
  std::string diff;
  bool counted = false;
  // A mismatch: the words on each side (the card's faces joined by newlines).
  std::optional<ast::Difference> difference;
  MarkedLine en, foreign;
};

// Appends a face's text to a side's whole text and moves the face's AST
// ranges (offsets in the face's own file) to match.
void appendFace(std::string &whole, const TextRef &face, std::vector<ast::Node> &abilities) {
  if (!whole.empty())
    whole += '\n';
  int64_t delta = int64_t(whole.size()) - int64_t(face.offset);
  whole += face.text();
  for (auto &a : abilities)
    shiftRanges(a, delta);
}

ast::CardAst parseChecked(const TextRef &text, Language lang, const std::string &name, std::string &firstError) {
  DiagnosticEngine diags;
  auto r = parse::parseCardText({lang, name, text.file, text.offset, text.length}, diags);
  sema::check(r.card, text.file, diags, lang == Language::En ? &r.lineTexts : nullptr);
  for (auto &d : diags.all())
    if (d.severity == Severity::Error) {
      std::string s = formatDiagnostic(d);
      firstError = s.substr(0, s.find('\n'));
      break;
    }
  if (r.inputError)
    r.card.abilities.push_back(ast::unsupported("<unreadable>", {}));
  return std::move(r.card);
}

PairResult checkCard(const CardRecord &card, Language lang) {
  PairResult res;
  res.name = text::replaceInvalidUtf8(card.name); // reports hold only UTF-8
  if (!card.problems.empty()) { // the input could not be read as written
    res.counted = true;
    res.status = "error";
    res.diff = card.problems.front();
    return res;
  }
  // Text that is not UTF-8 is an error of this card (status `error`), not an
  // unparsed side.
  for (const CardFaceRecord &face : card.faces) {
    if (!face.foreignText.count(lang) || face.text.length == 0) continue;
    for (Language side : {Language::En, lang})
      if (std::string bad = invalidUtf8InFace(card, face, side); !bad.empty()) {
        res.counted = true;
        res.status = "error";
        res.diff = bad;
        return res;
      }
  }
  ast::CardAst en, foreign;
  std::string enErr, foreignErr;
  std::string enText, foreignText;
  bool any = false;
  for (const CardFaceRecord &face : card.faces) {
    auto ft = face.foreignText.find(lang);
    if (ft == face.foreignText.end() || face.text.length == 0)
      continue;
    any = true;
    auto fn = face.foreignName.find(lang);
    std::string foreignName = fn != face.foreignName.end() ? fn->second : face.printed.name;
    ast::CardAst e = parseChecked(face.text, Language::En, face.printed.name, enErr);
    ast::CardAst f = parseChecked(ft->second, lang, foreignName, foreignErr);
    appendFace(enText, face.text, e.abilities);
    appendFace(foreignText, ft->second, f.abilities);
    // Per face: layout (line breaks, order) is not meaning (XcheckCompare.h, issue 16).
    for (auto *side : {&e, &f}) {
      std::vector<ast::Node> plain;
      for (auto &a : side->abilities)
        plain.push_back(ast::withoutWording(std::move(a)));
      side->abilities = comparableAbilities(std::move(plain));
    }
    for (auto &a : e.abilities)
      en.abilities.push_back(std::move(a));
    for (auto &a : f.abilities)
      foreign.abilities.push_back(std::move(a));
  }
  if (!any)
    return res;
  res.counted = true;
  if (!en.fullySupported()) {
    res.status = "unparsed_en";
    res.diff = enErr;
  } else if (!foreign.fullySupported()) {
    res.status = "unparsed_foreign";
    res.diff = foreignErr;
  } else {
    res.difference = ast::findDifference(en, foreign, "en", codeOf(lang));
    res.status = res.difference ? "mismatch" : "equivalent";
    if (res.difference) {
      res.diff = res.difference->text;
      res.en = markedLine(enText, res.difference->leftRange);
      res.foreign = markedLine(foreignText, res.difference->rightRange);
    }
  }
  return res;
}
// A mismatch as a translator reads it: both lines with the differing words
// pointed at, and the AST path as a detail.
std::string describeMismatch(const PairResult &r, Language lang) {
  const ast::Difference &d = *r.difference;
  std::string out = fmt::format("mismatch: {}{}\n", r.name, d.role.empty() ? "" : ": the " + d.role + " differs");
  std::string code(codeOf(lang));
  out += withCarets(r.en, "  en: ");
  out += withCarets(r.foreign, fmt::format("  {}: ", code));
  out += fmt::format("  = {}\n", d.text);
  return out;
}
} // namespace

int runXcheck(const XcheckOptions &opt, std::ostream &out, std::ostream &err) {
  auto start = std::chrono::steady_clock::now();
  if (isStdoutPath(opt.reportPath) && isStdoutPath(opt.htmlPath)) {
    err << "oraclec xcheck: --report and --html can't both be written to standard output ('-')\n";
    return 2;
  }
  for (const std::string *path : {&opt.reportPath, &opt.htmlPath})
    if (!path->empty())
      if (std::string why = checkOutputPath(*path); !why.empty()) {
        err << cannotWriteMessage(*path, why);
        return 2;
      }
  DiagnosticEngine diags;
  std::vector<CardRecord> cards;
  bool readable = true;
  for (auto &in : opt.inputs)
    readable &= loadCards(in, cards, diags);
  printDiagnostics(err, diags);
  if (!readable || !anyReadable(cards)) // one bad file among good ones is not exit 2
    return 2;
  std::vector<PairResult> results(cards.size());
  std::atomic<size_t> next{0};
  {
    Progress progress("xcheck", cards.size(), opt.progress);
    auto worker = [&] {
      for (size_t i; (i = next.fetch_add(1)) < cards.size();) {
        results[i] = checkCard(cards[i], opt.language);
        progress.advance();
      }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < std::max(1u, opt.jobs); ++t)
      threads.emplace_back(worker);
    worker();
    for (auto &t : threads)
      t.join();
  }
  std::map<std::string, size_t> totals{{"pairs", 0},       {"equivalent", 0},       {"mismatch", 0},
                                       {"unparsed_en", 0}, {"unparsed_foreign", 0}, {"error", 0}};
  nlohmann::json list = nlohmann::json::array();
  for (auto &r : results) {
    if (!r.counted)
      continue;
    ++totals["pairs"];
    ++totals[r.status];
    nlohmann::json j{{"name", r.name}, {"status", r.status}};
    if (!r.diff.empty())
      j["diff"] = r.diff;
    if (r.difference) {
      j["path"] = r.difference->path;
      j["what"] = r.difference->role;
      auto words = [](const MarkedLine &m) {
        return nlohmann::json{{"line", m.line}, {"marked", std::string(m.words())}, {"begin", m.begin}, {"end", m.end}};
      };
      j["words"] = {{"en", words(r.en)}, {std::string(codeOf(opt.language)), words(r.foreign)}};
    }
    list.push_back(std::move(j));
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  nlohmann::json report{{"language", std::string(codeOf(opt.language))},
                        {"totals", totals},
                        {"seconds", seconds},
                        {"cards", std::move(list)}};
  if (!opt.quiet) { // on stderr when the report takes stdout
    std::ostream &o = isStdoutPath(opt.reportPath) || isStdoutPath(opt.htmlPath) ? err : out;
    size_t pairs = totals["pairs"];
    auto pct = [&](size_t n) { return pairs ? 100.0 * double(n) / double(pairs) : 0.0; };
    if (opt.showMismatches)
      for (auto &r : results)
        if (r.difference)
          o << describeMismatch(r, opt.language);
    o << fmt::format("oraclec xcheck: {} en/{} pairs\n", pairs, codeOf(opt.language));
    for (const char *k : {"equivalent", "mismatch", "unparsed_en", "unparsed_foreign", "error"})
      if (totals[k] || std::string_view(k) != "error")
        o << fmt::format("  {:17} {:6} ({:.1f}%)\n", k, totals[k], pct(totals[k]));
    o << fmt::format("  seconds {:.2f}\n", seconds);
  }
  if (!opt.htmlPath.empty())
    if (std::string why = writeOutputFile(opt.htmlPath, xcheckHtml(report)); !why.empty()) {
      err << cannotWriteMessage(opt.htmlPath, why);
      return 2;
    }
  if (!opt.reportPath.empty()) {
    // `replace`: a writer never throws on text that is not UTF-8.
    std::string bytes = report.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (std::string why = writeOutputFile(opt.reportPath, bytes); !why.empty()) {
      err << cannotWriteMessage(opt.reportPath, why);
      return 2;
    }
  }
  return totals["mismatch"] == 0 && totals["unparsed_en"] == 0 && totals["unparsed_foreign"] == 0 &&
                 totals["error"] == 0
             ? 0
             : 1;
}

} // namespace oraclec::driver
