#include "Driver/Build.h"

#include "Basic/OutputFile.h"
#include "Driver/BuildLibrary.h"
#include "Driver/CardLibrary.h"
#include "Driver/CardLoader.h"
#include "Driver/HtmlReport.h"
#include "Driver/LoadProblems.h"
#include "Driver/Pipeline.h"
#include "Driver/Progress.h"
#include "Driver/Version.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <ostream>
#include <thread>

namespace oraclec::driver {

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

constexpr size_t kJitBatch = 512; // cards per LLVM module

// Codegen for every card with lowered code, `jobs` batches at a time (each
// batch is its own LLVM module and context; the JIT compiles them
// concurrently). A card whose code failed to compile gets its lowered
// abilities marked as errors. With `library`, each batch's object code is
// kept for `-o`, added in batch order so the saved library does not depend on
// thread timing.
void codegen(std::vector<CardOutcome> &outcomes, Backend &backend, unsigned jobs,
             Progress &progress, LibraryCollector *library) {
  using Slot = std::pair<size_t, size_t>; // card, face
  std::vector<Slot> slots;
  std::vector<std::shared_ptr<const ir::Module>> modules;
  for (size_t c = 0; c < outcomes.size(); ++c)
    for (size_t f = 0; f < outcomes[c].faces.size(); ++f)
      if (outcomes[c].faces[f].module && !outcomes[c].faces[f].module->functions.empty()) {
        slots.push_back({c, f});
        modules.push_back(outcomes[c].faces[f].module);
      }
  struct BatchResult {
    std::vector<std::string> errors;
    codegen::ObjectCode saved;
  };
  const size_t batches = (modules.size() + kJitBatch - 1) / kJitBatch;
  std::vector<BatchResult> results(batches);
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t b; (b = next.fetch_add(1)) < batches;) {
      size_t begin = b * kJitBatch, end = std::min(modules.size(), begin + kJitBatch);
      std::vector<std::shared_ptr<const ir::Module>> batch(modules.begin() + long(begin),
                                                           modules.begin() + long(end));
      backend.build(batch, results[b].errors, library ? &results[b].saved : nullptr);
      progress.advance(end - begin);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < std::min<size_t>(jobs, batches); ++t)
    threads.emplace_back(worker);
  worker();
  for (auto &th : threads)
    th.join();
  for (size_t b = 0; b < batches; ++b) {
    size_t begin = b * kJitBatch, end = std::min(modules.size(), begin + kJitBatch);
    const std::vector<std::string> &errors = results[b].errors;
    if (library)
      library->addBatch({slots.begin() + long(begin), slots.begin() + long(end)},
                        std::move(results[b].saved), errors);
    for (size_t i = 0; i < errors.size(); ++i) {
      if (errors[i].empty())
        continue;
      FaceOutcome &face = outcomes[slots[begin + i].first].faces[slots[begin + i].second];
      for (auto &a : face.abilities)
        if (a.status == AbilityStatus::Compiled) {
          a.status = AbilityStatus::Error;
          a.diagnostic = "codegen: " + errors[i];
          a.construct = "codegen";
          a.code = codeOf(DiagKind::CodegenFailed);
        }
    }
  }
}

nlohmann::json report(const BuildOptions &opt, const std::vector<CardOutcome> &outcomes,
                      const std::map<std::string, double> &seconds) {
  nlohmann::json j;
  j["tool"] = "oraclec";
  j["version"] = versionString();
  j["language"] = std::string(codeOf(opt.language));
  j["engine"] = opt.engine == Engine::Jit ? "jit" : "interpreter";
  size_t compiled = 0, partial = 0, failed = 0, abilities = 0, abilitiesCompiled = 0, renderDiffers = 0;
  // Gaps are ranked by the smallest unreadable clause of each ability that
  // did not parse ("look at the top N cards"), other failures by their
  // construct ("behaviour: ...", "render-mismatch"); the first words of the
  // line are kept as a second ranking (`unsupported_by_line_start`).
  struct Example {
    std::string name, text, words, token;
    long tokenAt = -1;
  };
  struct Gap {
    size_t cards = 0, onlyGap = 0;
    std::string example;
    std::map<std::string, size_t> contexts;
    std::vector<Example> examples;
  };
  std::map<std::string, Gap> gaps, lineStarts;
  constexpr size_t kExamplesPerGap = 5;
  std::set<std::string> clauseKeys;
  for (const CardOutcome &c : outcomes)
    for (const FaceOutcome &f : c.faces)
      for (const AbilityOutcome &a : f.abilities)
        if (a.gap && !a.gap->key.empty())
          clauseKeys.insert(a.gap->key);
  const std::map<std::string, std::string> family = gapFamilies(clauseKeys);
  nlohmann::json cards = nlohmann::json::array();
  nlohmann::json renderExamples = nlohmann::json::array();
  for (const CardOutcome &c : outcomes) {
    compiled += c.status == CardStatus::Compiled;
    partial += c.status == CardStatus::Partial;
    failed += c.status == CardStatus::Failed;
    renderDiffers += c.renderDiffers;
    struct CardGap {
      std::string text, context, words, token;
      long tokenAt = -1;
    };
    std::map<std::string, CardGap> cardGaps;           // ranking key -> the first ability with it
    std::map<std::string, std::string> cardLineStarts; // construct -> example text
    nlohmann::json abilityList = nlohmann::json::array();
    for (const FaceOutcome &f : c.faces) {
      if (!f.cardProblem.empty()) {
        std::string key = "card: " + f.cardProblem.substr(0, f.cardProblem.find('\''));
        cardLineStarts.emplace(key, f.cardProblem);
        cardGaps.emplace(key, CardGap{f.cardProblem, "card", "", ""});
      }
      for (const AbilityOutcome &a : f.abilities) {
        ++abilities;
        abilitiesCompiled += a.status == AbilityStatus::Compiled;
        nlohmann::json aj{{"text", a.text}, {"status", nameOf(a.status)}};
        if (!a.diagnostic.empty())
          aj["diagnostic"] = a.diagnostic;
        if (!a.code.empty())
          aj["code"] = a.code;
        if (!a.construct.empty()) {
          aj["construct"] = a.construct;
          cardLineStarts.emplace(a.construct, a.text);
        }
        if (a.gap) {
          aj["gap"] = {{"clause", a.gap->clause},   {"key", a.gap->key},
                       {"context", a.gap->context}, {"rules", a.gap->rules},
                       {"words", a.gap->words},     {"token", a.gap->token}};
          std::string key = a.gap->key.empty() ? a.construct : family.at(a.gap->key);
          aj["gap"]["family"] = key;
          aj["gap"]["token_at"] = a.gap->tokenAt;
          cardGaps.emplace(key,
                           CardGap{a.text, a.gap->context, a.gap->words, a.gap->token, a.gap->tokenAt});
        } else if (!a.construct.empty()) {
          cardGaps.emplace(a.construct, CardGap{a.text, "", "", ""});
        }
        abilityList.push_back(std::move(aj));
      }
      if (!f.renderDiff.empty() && renderExamples.size() < 200)
        renderExamples.push_back({{"name", c.name}, {"diff", f.renderDiff}});
    }
    for (auto &[key, cg] : cardGaps) {
      Gap &g = gaps[key];
      ++g.cards;
      g.onlyGap += cardGaps.size() == 1;
      if (g.example.empty()) g.example = cg.text;
      if (!cg.context.empty()) ++g.contexts[cg.context];
      if (g.examples.size() < kExamplesPerGap)
        g.examples.push_back({c.name, cg.text, cg.words, cg.token, cg.tokenAt});
    }
    for (auto &[construct, example] : cardLineStarts) {
      Gap &g = lineStarts[construct];
      ++g.cards;
      g.onlyGap += cardLineStarts.size() == 1;
      if (g.example.empty())
        g.example = example;
    }
    nlohmann::json cj{{"name", c.name}, {"status", nameOf(c.status)}};
    if (!c.ids.empty()) {
      nlohmann::json ids = nlohmann::json::object();
      for (auto [key, value] : {std::pair{"mtgjson_uuid", &c.ids.mtgjsonUuid},
                                std::pair{"scryfall_id", &c.ids.scryfallId},
                                std::pair{"scryfall_oracle_id", &c.ids.scryfallOracleId}})
        if (!value->empty()) ids[key] = *value;
      cj["ids"] = std::move(ids);
    }
    cj["abilities"] = std::move(abilityList);
    cards.push_back(std::move(cj));
  }
  j["totals"] = {{"cards", outcomes.size()}, {"compiled", compiled}, {"partial", partial}, {"failed", failed}};
  j["abilities"] = {{"total", abilities}, {"compiled", abilitiesCompiled}};
  j["seconds"] = seconds;
  // Examples (beyond `example`) for the first kExamplesRanked gaps: the long
  // tail of one-card gaps would double the report for nothing.
  constexpr size_t kExamplesRanked = 200;
  auto rank = [](const std::map<std::string, Gap> &all, bool detailed, size_t limit) {
    std::vector<std::pair<std::string, const Gap *>> ranked;
    for (auto &[key, g] : all)
      ranked.push_back({key, &g});
    std::sort(ranked.begin(), ranked.end(), [](auto &a, auto &b) {
      return a.second->cards != b.second->cards ? a.second->cards > b.second->cards
                                                : a.first < b.first;
    });
    nlohmann::json list = nlohmann::json::array();
    for (auto &[construct, g] : ranked) {
      if (list.size() == limit)
        break;
      nlohmann::json e{{"construct", construct},
                       {"cards", g->cards},
                       {"only_gap_cards", g->onlyGap},
                       {"example", g->example}};
      if (detailed) {
        // The context most of its abilities failed in, then the others.
        std::vector<std::pair<std::string, size_t>> ctx(g->contexts.begin(), g->contexts.end());
        std::stable_sort(ctx.begin(), ctx.end(),
                         [](auto &a, auto &b) { return a.second > b.second; });
        e["context"] = ctx.empty() ? "" : ctx.front().first;
        e["contexts"] = nlohmann::json::object();
        for (auto &[name, n] : ctx)
          e["contexts"][name] = n;
        e["examples"] = nlohmann::json::array();
        for (const Example &x : g->examples)
          if (list.size() < kExamplesRanked)
          e["examples"].push_back(
              {{"name", x.name},
               {"text", x.text},
               {"words", x.words},
               {"token", x.token},
               {"token_at", x.tokenAt}});
      }
      list.push_back(std::move(e));
    }
    return list;
  };
  j["unsupported"] = rank(gaps, true, SIZE_MAX);
  // The former ranking, by a line's first words: its head is what it was for.
  j["unsupported_by_line_start"] = rank(lineStarts, false, kExamplesRanked);
  j["render_check"] = {{"cards_differing", renderDiffers}, {"examples", std::move(renderExamples)}};
  j["cards"] = std::move(cards);
  return j;
}

// The abilities that did not compile, for the card author (stderr).
void printAbilityDiagnostics(std::ostream &err, const std::vector<CardOutcome> &outcomes,
                             DiagnosticsMode mode) {
  if (mode == DiagnosticsMode::None)
    return;
  std::map<std::string, size_t> perCode;
  size_t failing = 0;
  for (const CardOutcome &c : outcomes)
    for (const FaceOutcome &f : c.faces)
      for (const AbilityOutcome &a : f.abilities) {
        if (a.status == AbilityStatus::Compiled)
          continue;
        ++failing;
        ++perCode[a.code.empty() ? "other" : a.code];
        if (mode != DiagnosticsMode::All || a.shownWhenLoaded)
          continue;
        if (!a.rendered.empty())
          err << a.rendered;
        else if (a.diagnostic.find(": error: ") != std::string::npos) // already located
          err << a.diagnostic
              << (a.code.empty() || a.diagnostic.find("[" + a.code + "]") != std::string::npos
                      ? ""
                      : " [" + a.code + "]")
              << "\n";
        else
          err << c.name << ": error: " << (a.diagnostic.empty() ? "not compiled" : a.diagnostic)
              << (a.code.empty() || a.diagnostic.find("[" + a.code + "]") != std::string::npos
                      ? ""
                      : " [" + a.code + "]")
              << "\n";
      }
  if (mode != DiagnosticsMode::Summary || failing == 0)
    return;
  std::vector<std::pair<std::string, size_t>> ranked(perCode.begin(), perCode.end());
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](auto &a, auto &b) { return a.second > b.second; });
  err << fmt::format(
      "oraclec build: {} abilities not compiled, by diagnostic code "
      "(--diagnostics all prints each; oraclec explain CODE says what a code means):\n",
      failing);
  for (auto &[code, n] : ranked) {
    auto kind = kindFromCode(code);
    err << fmt::format("  {:6} {:7}  {}\n", code, n,
                       kind ? titleOf(*kind) : std::string("other failures"));
  }
}

void summary(std::ostream &out, const nlohmann::json &r) {
  auto &t = r["totals"];
  size_t cards = t["cards"].get<size_t>();
  auto pct = [&](size_t n, size_t of) { return of ? 100.0 * double(n) / double(of) : 0.0; };
  size_t compiled = t["compiled"].get<size_t>();
  size_t ab = r["abilities"]["total"].get<size_t>(), abOk = r["abilities"]["compiled"].get<size_t>();
  out << fmt::format("oraclec build: {} cards ({})\n", cards, r["language"].get<std::string>());
  out << fmt::format("  compiled {:6} ({:.1f}%)\n  partial  {:6}\n  failed   {:6}\n", compiled,
                     pct(compiled, cards), t["partial"].get<size_t>(), t["failed"].get<size_t>());
  out << fmt::format("  abilities compiled {}/{} ({:.1f}%)\n", abOk, ab, pct(abOk, ab));
  out << fmt::format("  render check: {} cards differ from their Oracle text\n",
                     r["render_check"]["cards_differing"].get<size_t>());
  auto &s = r["seconds"];
  out << fmt::format("  seconds: load {:.2f} parse {:.2f} lower {:.2f} codegen {:.2f} total {:.2f}\n",
                     s["load"].get<double>(), s["parse"].get<double>(), s["lower"].get<double>(),
                     s["codegen"].get<double>(), s["total"].get<double>());
  if (r.contains("library")) {
    auto &l = r["library"];
    out << fmt::format(
        "  saved {} ({} card faces, {} playable; {} object files, {:.1f} MB) in {:.2f} s\n",
        l["path"].get<std::string>(), l["faces"].get<size_t>(), l["playable"].get<size_t>(),
        l["objects"].get<size_t>(), double(l["bytes"].get<uintmax_t>()) / 1e6,
        s["save"].get<double>());
  }
  const auto &gaps = r["unsupported"];
  if (!gaps.empty()) {
    out << "  top gaps by unreadable clause (cards affected / cards where it is the only gap):\n";
    for (size_t i = 0; i < std::min<size_t>(gaps.size(), 10); ++i) {
      std::string context = gaps[i].value("context", "");
      out << fmt::format("    {:5} {:5}  {}{}\n", gaps[i]["cards"].get<size_t>(),
                         gaps[i]["only_gap_cards"].get<size_t>(),
                         gaps[i]["construct"].get<std::string>(),
                         context.empty() ? "" : "  [" + context + "]");
    }
  }
}
} // namespace

DiagnosticsMode resolveDiagnosticsMode(const BuildOptions &opt) {
  if (opt.diagnostics != DiagnosticsMode::Auto)
    return opt.diagnostics;
  for (const auto &input : opt.inputs) {
    std::error_code ec;
    if (!std::filesystem::is_directory(input, ec) &&
        std::filesystem::path(input).extension() != ".card")
      return DiagnosticsMode::Summary;
  }
  return DiagnosticsMode::All;
}

int runBuild(const BuildOptions &opt, std::ostream &out, std::ostream &err) {
  auto start = Clock::now();
  // Output paths are checked before a long compile, not after it.
  for (const std::string *path : {&opt.reportPath, &opt.outputPath, &opt.htmlPath})
    if (!path->empty())
      if (std::string why = checkOutputPath(*path); !why.empty()) {
        err << cannotWriteMessage(*path, why);
        return 2;
      }
  if (isStdoutPath(opt.reportPath) && isStdoutPath(opt.htmlPath)) {
    err << "oraclec: error: --report and --html cannot both be '-' (standard output)\n";
    return 2;
  }
  if (isStdoutPath(opt.outputPath)) {
    err << "oraclec: error: -o writes a binary card library: give a file name, not '-'\n";
    return 2;
  }
  const DiagnosticsMode diagMode = resolveDiagnosticsMode(opt);
  DiagnosticEngine diags;
  std::vector<CardRecord> cards;
  bool readable = true;
  for (const auto &input : opt.inputs)
    readable &= loadCards(input, cards, diags);
  printDiagnostics(err, diags);
  if (!readable || !anyReadable(cards)) // one bad file among good ones is not exit 2
    return 2;
  double loadSeconds = since(start);

  const bool save = !opt.outputPath.empty();
  if (save && opt.engine != Engine::Jit) {
    err << "oraclec: error: -o saves native code: it needs --engine jit (the interpreter has "
           "no object code)\n";
    return 2;
  }
  std::string error;
  // Saved code must load on other machines: a generic CPU unless asked.
  auto backend = Backend::create(opt.engine, opt.optLevel, error, /*keepObjects=*/save,
                                 save && !opt.hostCpu ? codegen::TargetCpu::Generic
                                                      : codegen::TargetCpu::Host);
  if (!backend) {
    err << "oraclec: error: cannot create the JIT: " << error << "\n";
    return 2;
  }

  // Front end and lowering, in parallel: every card is independent.
  std::vector<CardOutcome> outcomes(cards.size());
  LibraryCollector library;
  unsigned jobs = std::max(1u, std::min<unsigned>(opt.jobs, unsigned(cards.size() ? cards.size() : 1)));
  std::vector<StageSeconds> perThread(jobs);
  std::atomic<size_t> next{0};
  {
    Progress progress("compiling", cards.size(), opt.progress);
    PipelineOptions popt{opt.language, opt.renderCheck, diagMode == DiagnosticsMode::All};
    auto worker = [&](unsigned t) {
      for (size_t i; (i = next.fetch_add(1)) < cards.size();) {
        outcomes[i] = compileFrontToIR(cards[i], popt, perThread[t]);
        addLoadProblems(cards[i], outcomes[i]);
        progress.advance();
      }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < jobs; ++t)
      threads.emplace_back(worker, t);
    worker(0);
    for (auto &th : threads)
      th.join();
  }
  // Cards with no text in the requested language are not part of the batch.
  if (opt.language != Language::En)
    outcomes.erase(std::remove_if(outcomes.begin(), outcomes.end(),
                                  [](const CardOutcome &c) { return c.faces.empty(); }),
                   outcomes.end());
  auto codegenStart = Clock::now();
  {
    size_t withCode = 0;
    for (auto &c : outcomes)
      for (auto &f : c.faces)
        withCode += f.module && !f.module->functions.empty();
    Progress progress("codegen  ", withCode, opt.progress);
    codegen(outcomes, *backend, jobs, progress, save ? &library : nullptr);
  }
  double codegenSeconds = since(codegenStart);
  for (auto &c : outcomes)
    c.finish();
  printAbilityDiagnostics(err, outcomes, diagMode);

  nlohmann::json libraryReport;
  double saveSeconds = 0;
  if (save) {
    auto saveStart = Clock::now();
    LibraryContents contents = library.finish(outcomes, backend->jit()->target(), opt.optLevel);
    if (!saveCardLibrary(opt.outputPath, contents, error)) {
      err << cannotWriteMessage(opt.outputPath, error);
      return 2;
    }
    saveSeconds = since(saveStart);
    size_t playable = 0; // what `oraclec run --cards` may use (CardLibrary::find)
    for (const auto &e : contents.entries)
      playable += e.complete && e.faceCount == 1;
    std::error_code ec;
    libraryReport = {{"path", opt.outputPath},
                     {"faces", contents.entries.size()},
                     {"playable", playable},
                     {"objects", contents.objects.size()},
                     {"target", {{"triple", contents.target.triple}, {"cpu", contents.target.cpu}}},
                     {"bytes", uintmax_t(std::filesystem::file_size(opt.outputPath, ec))}};
  }

  StageSeconds total;
  for (auto &s : perThread) {
    total.parse += s.parse;
    total.lower += s.lower;
  }
  std::map<std::string, double> seconds{{"load", loadSeconds}, {"parse", total.parse},
                                        {"lower", total.lower}, {"codegen", codegenSeconds},
                                        {"total", since(start)}};
  if (save)
    seconds["save"] = saveSeconds;
  nlohmann::json r = report(opt, outcomes, seconds);
  if (save)
    r["library"] = libraryReport;
  // The summary goes to stderr when the report takes stdout.
  if (!opt.quiet)
    summary(isStdoutPath(opt.reportPath) || isStdoutPath(opt.htmlPath) ? err : out, r);
  if (!opt.reportPath.empty()) {
    // `replace`: a writer never throws on text that is not UTF-8 (the
    // pipeline reports such text as an error of its card).
    std::string bytes = r.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (std::string why = writeOutputFile(opt.reportPath, bytes); !why.empty()) {
      err << cannotWriteMessage(opt.reportPath, why);
      return 2;
    }
  }
  if (!opt.htmlPath.empty())
    if (std::string why = writeOutputFile(opt.htmlPath, htmlReport(r)); !why.empty()) {
      err << cannotWriteMessage(opt.htmlPath, why);
      return 2;
    }
  const size_t compiledCards = r["totals"]["compiled"].get<size_t>();
  if (opt.failUnder) // a batch's threshold: below it is a failure, at or above a success
    return !outcomes.empty() &&
                   100.0 * double(compiledCards) / double(outcomes.size()) < *opt.failUnder
               ? 1
               : 0;
  return compiledCards == outcomes.size() ? 0 : 1;
}

} // namespace oraclec::driver
