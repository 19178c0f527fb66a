// Throughput of every stage of oraclec on a card database, and of compiled
// card code at run time (JIT vs IR interpreter).
//
//   bench_pipeline [CORPUS.json] [--json FILE] [--threads N] [--limit CARDS]
//                  [--jit-cards N] [--effect-calls N] [--skip-jit]
//
// Stages, each timed on its own over the same cards:
//   load        loadCards (JSON parse + records)                 cards/s
//   parse+sema  parseCardText + sema::check, 1 thread and N      cards/s
//   lower       ir::lowerCard + ir::verify                       cards/s
//   render      the render check of compileFrontToIR             cards/s
//   codegen     JIT at -O0/-O1/-O2, batches of 512 and 64        card modules/s, LLVM modules/s
//               interpreter "codegen" (attaching the IR)         card modules/s
//   xcheck ja   en + ja parse, sema and AST comparison           pairs/s
// Run time: real cards compiled through both backends, their effect,
// predicate and layer functions called through CardCode::call with a real
// ExecContext on a Game with many creatures; and the whole layer pass
// (Game::computeCharacteristics) with N anthems.
#include "AST/Diff.h"
#include "Driver/Backend.h"
#include "Driver/CardCatalog.h"
#include "Driver/CardLoader.h"
#include "Driver/Pipeline.h"
#include "IR/Lower.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"
#include "runtime/Abi.h"
#include "runtime/Characteristics.h"
#include "runtime/Game/Game.h"
#include "runtime/LayerTrace.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace oraclec;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Options {
  std::string corpus = "/work/shared/corpus/AtomicCards.sample.json";
  std::string json;
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  size_t limit = 0;          // 0: every card
  size_t jitCards = 4096;    // card modules per JIT configuration (0: all)
  long effectCalls = 2000000;
  bool skipJit = false;
  bool runtimeOnly = false;  // only the run-time rows (no corpus needed)
  bool layersOnly = false;   // of those, only the layer pass rows
  double layerSeconds = 1.0; // time per layer-pass row
};

// One row of the table: a stage, its unit count, time and rate.
struct Row {
  std::string stage;
  std::string config;
  double items = 0;
  std::string unit;
  double seconds = 0;
  std::string note;
  double rate() const { return seconds > 0 ? items / seconds : 0; }
};

std::vector<Row> rows;
nlohmann::json extra = nlohmann::json::object();

void add(Row r) {
  std::cout << fmt::format("  {:<14} {:<26} {:>9.0f} {:<13} {:>8.3f} s {:>12.1f} /s  {}\n", r.stage, r.config,
                           r.items, r.unit, r.seconds, r.rate(), r.note)
            << std::flush;
  rows.push_back(std::move(r));
}

// CPU time of this thread: the layer-pass rows are timed with it, so that
// they say what a pass costs, not how busy the machine's other cores are.
double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// ------------------------------------------------------------------ front end
struct FaceWork {
  const driver::CardFaceRecord *face = nullptr;
  parse::ParseResult parsed;
  ir::LowerResult lowered;
};

void parseFace(FaceWork &w) {
  DiagnosticEngine diags;
  const driver::TextRef &t = w.face->text;
  w.parsed = parse::parseCardText({Language::En, w.face->printed.name, t.file, t.offset, t.length}, diags);
  sema::check(w.parsed.card, t.file, diags, &w.parsed.lineTexts);
}

template <class F> void parallelFor(size_t n, unsigned threads, F &&f) {
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i; (i = next.fetch_add(1)) < n;)
      f(i);
  };
  std::vector<std::thread> ts;
  for (unsigned t = 1; t < threads; ++t)
    ts.emplace_back(worker);
  worker();
  for (auto &t : ts)
    t.join();
}

// ------------------------------------------------------------------ xcheck
bool checkPair(const driver::CardRecord &card, Language lang, bool &equivalent) {
  ast::CardAst en, foreign;
  bool any = false;
  for (const auto &face : card.faces) {
    auto ft = face.foreignText.find(lang);
    if (ft == face.foreignText.end() || face.text.length == 0)
      continue;
    any = true;
    auto fn = face.foreignName.find(lang);
    std::string foreignName = fn != face.foreignName.end() ? fn->second : face.printed.name;
    for (auto [text, l, name] : {std::tuple{&face.text, Language::En, face.printed.name},
                                 std::tuple{&ft->second, lang, foreignName}}) {
      DiagnosticEngine diags;
      auto r = parse::parseCardText({l, name, text->file, text->offset, text->length}, diags);
      sema::check(r.card, text->file, diags, l == Language::En ? &r.lineTexts : nullptr);
      auto &into = l == Language::En ? en : foreign;
      for (auto &a : r.card.abilities)
        into.abilities.push_back(std::move(a));
    }
  }
  equivalent = any && en.fullySupported() && foreign.fullySupported() &&
               ast::describeDifference(en, foreign, "en", codeOf(lang)).empty();
  return any;
}

// ------------------------------------------------------------------ run time
struct CompiledCard {
  std::string label;
  std::shared_ptr<const rt::CardDefinition> def;
};

// stdlib-cards/ of this source tree ($ORACLEC_STDLIB overrides).
std::string stdlibDir() {
  if (const char *env = std::getenv("ORACLEC_STDLIB"))
    return env;
  return (std::filesystem::path(__FILE__).parent_path().parent_path() / "stdlib-cards").string();
}

std::vector<CompiledCard> compileRuntimeCards(driver::Engine engine, std::string &error) {
  auto backend = driver::Backend::create(engine, 1, error);
  if (!backend)
    return {};
  std::ostringstream diag;
  driver::CardCatalog catalog(*backend, stdlibDir(), diag);
  struct Spec { const char *label, *name, *cost, *type, *text; };
  static const Spec specs[] = {
      {"anthem", "Bench Anthem", "{1}{W}{W}", "Enchantment", "Creatures you control get +1/+1."},
      {"ping", "Bench Ping", "{R}", "Instant", "Bench Ping deals 1 damage to any target."},
      {"pump", "Bench Pump", "{G}", "Instant", "Target creature gets +1/+1 until end of turn."},
  };
  std::vector<CompiledCard> out;
  for (const Spec &s : specs) {
    rt::CardSpec spec;
    spec.name = s.name;
    spec.manaCost = s.cost;
    spec.typeLine = s.type;
    spec.text = s.text;
    auto def = catalog.get(spec);
    if (!def) {
      error += fmt::format("'{}' did not compile: {}", s.text, diag.str());
      continue;
    }
    out.push_back({s.label, def});
  }
  for (const char *stdlibName : {"Glorious Anthem", "Shock", "Giant Growth"}) {
    rt::CardSpec spec;
    spec.name = stdlibName;
    if (auto def = catalog.get(spec))
      out.push_back({stdlibName, def});
  }
  return out;
}

const rt::AbilityDescriptor *firstOf(const rt::CardDefinition &d, rt::AbilityKind k) {
  for (auto &a : d.abilities)
    if (a.kind == k)
      return &a;
  return nullptr;
}

// A game with two players and `creatures` vanilla 2/2s, half each, plus the
// given permanents for alice.
struct Board {
  rt::Game game{{"alice", "bob"}};
  std::vector<rt::ObjId> creatures;
  Board(int n, const std::vector<std::shared_ptr<const rt::CardDefinition>> &alicePermanents) {
    game.setTurn(1, 0, rt::TurnStep::Main1);
    auto bear = std::make_shared<rt::CardDefinition>();
    bear->name = "Bench Bear";
    bear->types = {rt::CardType::Creature};
    bear->subtypes = {"Bear"};
    bear->hasPT = true;
    bear->power = bear->toughness = 2;
    for (int i = 0; i < n; ++i)
      creatures.push_back(game.createObject(rt::PlayerId(i % 2), bear, rt::Zone::Battlefield));
    for (auto &d : alicePermanents)
      game.createObject(0, d, rt::Zone::Battlefield);
  }
};

struct CallResult {
  double callsPerSecond = 0;
  long calls = 0;
};

// Calls `body` (which makes `per` CardCode calls) until `total` calls are
// done; every `chunk` calls the game is restored from `pristine` (untimed),
// so effects that add state (damage, continuous effects) do not grow it.
CallResult timeCalls(long total, long per, long chunk, Board &board, const rt::Game &pristine,
                     const std::function<void(rt::Game &, long)> &body) {
  CallResult r;
  double seconds = 0;
  long done = 0;
  while (done < total) {
    board.game = pristine;
    double c0 = threadCpuSeconds(); // CPU time: the machine is shared
    long i = 0;
    for (; i < chunk && done < total; i += per, done += per)
      body(board.game, i);
    seconds += threadCpuSeconds() - c0;
  }
  r.calls = done;
  r.callsPerSecond = seconds > 0 ? double(done) / seconds : 0;
  return r;
}

void runtimeBench(const Options &opt) {
  std::cout << "\nrun time: card code through CardCode::call (ExecContext as the runtime builds it)\n";
  std::map<std::string, std::map<std::string, double>> perEngine; // probe -> engine -> calls/s
  for (driver::Engine engine : {driver::Engine::Jit, driver::Engine::Interpreter}) {
    if (opt.layersOnly) break;
    const char *en = engine == driver::Engine::Jit ? "jit" : "interpreter";
    std::string error;
    auto cards = compileRuntimeCards(engine, error);
    if (!error.empty())
      std::cout << "  (" << en << ") " << error << "\n";
    for (const CompiledCard &c : cards) {
      const rt::CardDefinition &d = *c.def;
      Board board(200, {});
      rt::Game pristine = board.game;
      const long N = opt.effectCalls;
      rt::ObjId source = board.creatures[0];
      if (auto *st = firstOf(d, rt::AbilityKind::Static); st && st->continuous.affects != rt::kNoFn) {
        // The layer system's calls: affects(obj) over the battlefield, apply(obj).
        auto view = *board.game.computeCharacteristics();
        auto r1 = timeCalls(N, 1, N, board, pristine, [&](rt::Game &g, long i) {
          rt::ExecContext ctx = g.contextFor(source, 0, &d);
          ctx.layer = &view;
          ctx.readOnly = true;
          rt::ObjId id = board.creatures[size_t(i) % board.creatures.size()];
          d.code->call(st->continuous.affects, &ctx, g.objectRef(id));
        });
        auto r2 = timeCalls(N, 1, N, board, pristine, [&](rt::Game &g, long i) {
          rt::ExecContext ctx = g.contextFor(source, 0, &d);
          ctx.layer = &view;
          ctx.readOnly = true;
          rt::ObjId id = board.creatures[size_t(i) % board.creatures.size()];
          d.code->call(st->continuous.apply, &ctx, g.objectRef(id));
        });
        perEngine[c.label + ": affects (layer predicate)"][en] = r1.callsPerSecond;
        perEngine[c.label + ": apply (layer function)"][en] = r2.callsPerSecond;
        // The same calls with one ExecContext for all of them, as the layer
        // system makes one per effect (Layers.cpp `affected`/`applyTo`), not
        // one per object, in a plain loop (no std::function call of the
        // harness per call): what is left is CardCode::call, the card function
        // and its operations.
        for (bool apply : {false, true}) {
          rt::LayerTrace trace; // the layer system always traces (Layers.cpp `context`)
          rt::FnId fn = apply ? st->continuous.apply : st->continuous.affects;
          auto r = timeCalls(N, N, N, board, pristine, [&](rt::Game &g, long) {
            rt::ExecContext ctx = g.contextFor(source, 0, &d);
            ctx.layer = &view;
            ctx.readOnly = true;
            ctx.trace = &trace;
            for (long k = 0; k < N; ++k)
              d.code->call(fn, &ctx,
                           g.objectRef(board.creatures[size_t(k) % board.creatures.size()]));
          });
          perEngine[c.label + (apply ? ": apply, one context" : ": affects, one context")][en] =
              r.callsPerSecond;
        }
      }
      auto *spell = firstOf(d, rt::AbilityKind::Spell);
      if (spell && spell->effect != rt::kNoFn) {
        bool targetsPlayer = !spell->targets.empty() && spell->targets[0].cls != rt::TargetClass::Object;
        if (!spell->targets.empty() && spell->targets[0].legal != rt::kNoFn) {
          auto r = timeCalls(N, 1, N, board, pristine, [&](rt::Game &g, long i) {
            rt::ExecContext ctx = g.contextFor(source, 0, &d);
            ctx.readOnly = true;
            rt::ObjId id = board.creatures[size_t(i) % board.creatures.size()];
            d.code->call(spell->targets[0].legal, &ctx, g.objectRef(id));
          });
          perEngine[c.label + ": target legality"][en] = r.callsPerSecond;
          auto r3 = timeCalls(N, N, N, board, pristine, [&](rt::Game &g, long) {
            rt::ExecContext ctx = g.contextFor(source, 0, &d);
            ctx.readOnly = true;
            for (long k = 0; k < N; ++k)
              d.code->call(spell->targets[0].legal, &ctx,
                           g.objectRef(board.creatures[size_t(k) % board.creatures.size()]));
          });
          perEngine[c.label + ": target legality, one context"][en] = r3.callsPerSecond;
        }
        // The resolving effect; the game is restored every 2000 calls
        // (damage and until-end-of-turn effects accumulate).
        long calls = std::max(1L, N / 10);
        auto r = timeCalls(calls, 1, 2000, board, pristine, [&](rt::Game &g, long i) {
          rt::ExecContext ctx = g.contextFor(source, 0, &d);
          rt::Value t = targetsPlayer ? g.playerRef(1)
                                      : g.objectRef(board.creatures[size_t(i) % board.creatures.size()]);
          ctx.targets = {t};
          d.code->call(spell->effect, &ctx, 0);
        });
        perEngine[c.label + ": effect (resolve)"][en] = r.callsPerSecond;
      }
    }
  }
  std::cout << fmt::format("  {:<44} {:>14} {:>14} {:>8}\n", "function", "jit calls/s", "interp calls/s", "ratio");
  nlohmann::json j = nlohmann::json::array();
  for (auto &[probe, m] : perEngine) {
    double jit = m.count("jit") ? m["jit"] : 0, in = m.count("interpreter") ? m["interpreter"] : 0;
    double ratio = in > 0 ? jit / in : 0;
    std::cout << fmt::format("  {:<44} {:>14.0f} {:>14.0f} {:>7.2f}x\n", probe, jit, in, ratio);
    j.push_back({{"function", probe}, {"jit_calls_per_s", jit}, {"interpreter_calls_per_s", in},
                 {"jit_over_interpreter", ratio}});
  }
  extra["effects"] = j;

  // The whole layer pass with N anthems, both backends: N copies of one
  // anthem, and N anthems of N different definitions (same text, each
  // compiled on its own), which share no work between them.
  std::cout << "\nlayer pass: Game::computeCharacteristics, 200 creatures (passes per CPU second)\n";
  std::cout << fmt::format("  {:<10} {:>14} {:>14} {:>16} {:>16}\n", "anthems", "jit passes/s",
                           "interp passes/s", "jit, distinct", "interp, distinct");
  nlohmann::json lj = nlohmann::json::array();
  std::map<int, std::map<std::string, double>> passes;
  const std::vector<int> counts = {0, 1, 4, 8, 16, 32};
  for (driver::Engine engine : {driver::Engine::Jit, driver::Engine::Interpreter}) {
    const char *en = engine == driver::Engine::Jit ? "jit" : "interpreter";
    std::string error;
    auto backend = driver::Backend::create(engine, 1, error);
    if (!backend) continue;
    std::ostringstream diag;
    driver::CardCatalog catalog(*backend, stdlibDir(), diag);
    std::vector<std::shared_ptr<const rt::CardDefinition>> anthems; // distinct definitions
    for (int k = 0; k < counts.back(); ++k) {
      rt::CardSpec spec;
      spec.name = fmt::format("Bench Anthem {}", k);
      spec.manaCost = "{1}{W}{W}";
      spec.typeLine = "Enchantment";
      spec.text = "Creatures you control get +1/+1.";
      if (auto def = catalog.get(spec)) anthems.push_back(def);
    }
    if (anthems.size() != size_t(counts.back())) {
      std::cout << "  (" << en << ") the anthem did not compile: " << diag.str() << "\n";
      continue;
    }
    for (bool distinct : {false, true})
      for (int n : counts) {
        std::vector<std::shared_ptr<const rt::CardDefinition>> defs;
        for (int k = 0; k < n; ++k)
          defs.push_back(anthems[distinct ? size_t(k) : 0]);
        Board board(200, defs);
        double c0 = threadCpuSeconds();
        int iters = 0;
        while (threadCpuSeconds() - c0 < opt.layerSeconds && iters < 100000) {
          board.game.touch();
          auto v = board.game.computeCharacteristics();
          ++iters;
        }
        passes[n][std::string(en) + (distinct ? "/distinct" : "")] = iters / (threadCpuSeconds() - c0);
        // Sanity: an alice creature is 2 + n.
        auto v = board.game.computeCharacteristics();
        if (v->at(board.creatures[0]).power != 2 + n || v->at(board.creatures[1]).power != 2)
          std::cout << fmt::format("  warning: {} anthems, {}{}: power {} / {} (expected {} / 2)\n",
                                   n, en, distinct ? ", distinct" : "",
                                   v->at(board.creatures[0]).power, v->at(board.creatures[1]).power,
                                   2 + n);
      }
  }
  for (auto &[n, m] : passes) {
    std::cout << fmt::format("  {:<10} {:>14.1f} {:>14.1f} {:>16.1f} {:>16.1f}\n", n, m["jit"],
                             m["interpreter"], m["jit/distinct"], m["interpreter/distinct"]);
    lj.push_back({{"anthems", n},
                  {"creatures", 200},
                  {"jit_passes_per_s", m["jit"]},
                  {"interpreter_passes_per_s", m["interpreter"]},
                  {"jit_distinct_passes_per_s", m["jit/distinct"]},
                  {"interpreter_distinct_passes_per_s", m["interpreter/distinct"]}});
  }
  extra["layer_pass"] = lj;

  // Effects that depend on each other (613.8a): in layer 5, "Creatures you
  // control are black." writes what "Black creatures are white." reads, so
  // the layer is ordered by probing. N effects, alternating the two texts.
  std::cout << "\nlayer pass, dependent effects (layer 5: 'are black' / 'black creatures are "
               "white'), 200 creatures\n";
  std::cout << fmt::format("  {:<10} {:>14} {:>14}\n", "effects", "jit passes/s",
                           "interp passes/s");
  nlohmann::json dj = nlohmann::json::array();
  std::map<int, std::map<std::string, double>> dependent;
  for (driver::Engine engine : {driver::Engine::Jit, driver::Engine::Interpreter}) {
    const char *en = engine == driver::Engine::Jit ? "jit" : "interpreter";
    std::string error;
    auto backend = driver::Backend::create(engine, 1, error);
    if (!backend) continue;
    std::ostringstream diag;
    driver::CardCatalog catalog(*backend, stdlibDir(), diag);
    std::vector<std::shared_ptr<const rt::CardDefinition>> defs;
    for (const char *text : {"Creatures you control are black.", "Black creatures are white."}) {
      rt::CardSpec spec;
      spec.name = fmt::format("Bench Paint {}", defs.size());
      spec.manaCost = "{2}";
      spec.typeLine = "Enchantment";
      spec.text = text;
      if (auto def = catalog.get(spec)) defs.push_back(def);
    }
    if (defs.size() != 2) {
      std::cout << "  (" << en << ") did not compile: " << diag.str() << "\n";
      continue;
    }
    for (int n : {2, 4, 8, 16}) {
      std::vector<std::shared_ptr<const rt::CardDefinition>> onBoard;
      for (int k = 0; k < n; ++k)
        onBoard.push_back(defs[size_t(k % 2)]);
      Board board(200, onBoard);
      double c0 = threadCpuSeconds();
      int iters = 0;
      while (threadCpuSeconds() - c0 < opt.layerSeconds && iters < 100000) {
        board.game.touch();
        auto v = board.game.computeCharacteristics();
        ++iters;
      }
      dependent[n][en] = iters / (threadCpuSeconds() - c0);
      auto v = board.game.computeCharacteristics();
      if (v->at(board.creatures[0]).colors != 1u << int(rt::Color::White) ||
          v->at(board.creatures[1]).colors != 0)
        std::cout << fmt::format(
            "  warning: {} effects, {}: colors {:#x} / {:#x} (expected white / none)\n", n, en,
            v->at(board.creatures[0]).colors, v->at(board.creatures[1]).colors);
    }
  }
  for (auto &[n, m] : dependent) {
    std::cout << fmt::format("  {:<10} {:>14.1f} {:>14.1f}\n", n, m["jit"], m["interpreter"]);
    dj.push_back({{"effects", n},
                  {"creatures", 200},
                  {"jit_passes_per_s", m["jit"]},
                  {"interpreter_passes_per_s", m["interpreter"]}});
  }
  extra["layer_pass_dependent"] = dj;

  // Copying a game state (what an engine's search does at every node): 200
  // creatures, with the layer view cached, as the game keeps it.
  std::cout << "\nstate copy: rt::Game with 200 creatures on the battlefield\n";
  {
    Board board(200, {});
    board.game.characteristics(board.creatures[0]); // the view is computed and cached, as in play
    const int copies = 20000;
    long sink = 0;
    auto t0 = Clock::now();
    for (int i = 0; i < copies; ++i) {
      rt::Game copy = board.game;
      sink += copy.playerCount();
    }
    double us = since(t0) * 1e6 / copies;
    std::cout << fmt::format("  {:<44} {:>10.2f} us/copy ({} copies{})\n", "copy", us, copies, sink ? "" : "!");
    extra["state_copy_us"] = us;
  }
}

int usage() {
  std::cerr
      << "usage: bench_pipeline [CORPUS.json] [--json FILE] [--threads N] [--limit CARDS]\n"
         "                      [--jit-cards N] [--effect-calls N] [--skip-jit] [--runtime-only]\n"
         "                      [--layers-only] [--layer-seconds S]\n";
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "bench_pipeline: " << a << " needs a value\n";
        std::exit(usage());
      }
      return argv[++i];
    };
    try {
      if (a == "--json") opt.json = value();
      else if (a == "--threads") opt.threads = unsigned(std::max(1, std::stoi(value())));
      else if (a == "--limit") opt.limit = size_t(std::stoul(value()));
      else if (a == "--jit-cards") opt.jitCards = size_t(std::stoul(value()));
      else if (a == "--effect-calls") opt.effectCalls = std::max(1L, std::stol(value()));
      else if (a == "--skip-jit") opt.skipJit = true;
      else if (a == "--runtime-only") opt.runtimeOnly = true;
      else if (a == "--layers-only")
        opt.runtimeOnly = opt.layersOnly = true;
      else if (a == "--layer-seconds")
        opt.layerSeconds = std::max(0.05, std::stod(value()));
      else if (a == "-h" || a == "--help") return usage(), 0;
      else if (!a.empty() && a[0] == '-') return usage();
      else opt.corpus = a;
    } catch (const std::exception &) {
      std::cerr << "bench_pipeline: bad value for " << a << "\n";
      return usage();
    }
  }
  if (opt.runtimeOnly) {
    runtimeBench(opt);
    return 0;
  }
  std::error_code ec;
  if (!std::filesystem::exists(opt.corpus, ec)) {
    std::cerr << "bench_pipeline: corpus '" << opt.corpus << "' not found (pass an MTGJSON or Scryfall file)\n";
    return 2;
  }

  std::cout << fmt::format("oraclec pipeline benchmark: {} ({} threads for the parallel rows)\n", opt.corpus,
                           opt.threads);
  std::cout << fmt::format("  {:<14} {:<26} {:>9} {:<13} {:>10} {:>15}\n", "stage", "config", "items", "unit",
                           "time", "rate");

  // ---- load
  std::vector<driver::CardRecord> cards;
  {
    DiagnosticEngine diags;
    auto t0 = Clock::now();
    bool ok = driver::loadCards(opt.corpus, cards, diags);
    double s = since(t0);
    if (!ok) {
      printDiagnostics(std::cerr, diags);
      std::cerr << "bench_pipeline: cannot read '" << opt.corpus << "'\n";
      return 2;
    }
    add({"load", "loadCards", double(cards.size()), "cards", s, ""});
  }
  if (opt.limit && cards.size() > opt.limit)
    cards.resize(opt.limit);
  std::vector<FaceWork> faces;
  for (auto &c : cards)
    for (auto &f : c.faces)
      faces.push_back({&f, {}, {}});
  double nCards = double(cards.size());

  // ---- parse + sema
  {
    auto t0 = Clock::now();
    for (auto &w : faces)
      parseFace(w);
    add({"parse+sema", "1 thread", nCards, "cards", since(t0), fmt::format("{} faces", faces.size())});
  }
  if (opt.threads > 1) {
    std::vector<FaceWork> copy = faces;
    auto t0 = Clock::now();
    parallelFor(copy.size(), opt.threads, [&](size_t i) { parseFace(copy[i]); });
    add({"parse+sema", fmt::format("{} threads", opt.threads), nCards, "cards", since(t0), ""});
  }

  // ---- lower
  size_t abilities = 0, lowered = 0;
  {
    auto t0 = Clock::now();
    for (auto &w : faces) {
      w.lowered = ir::lowerCard(w.face->printed, w.parsed.card);
      (void)ir::verify(w.lowered.module);
    }
    double s = since(t0);
    for (auto &w : faces) {
      abilities += w.lowered.abilities.size();
      for (auto &a : w.lowered.abilities)
        lowered += a.lowered;
    }
    add({"lower", "lowerCard+verify", nCards, "cards", s, fmt::format("{}/{} abilities lowered", lowered, abilities)});
  }

  // ---- render check (as compileFrontToIR does it: each lowered ability
  // rendered alone, both sides normalised)
  {
    size_t checked = 0, differ = 0;
    auto t0 = Clock::now();
    for (auto &w : faces) {
      const std::string &name = w.face->printed.name;
      for (size_t i = 0; i < w.parsed.card.abilities.size() && i < w.lowered.abilities.size(); ++i) {
        if (!w.lowered.abilities[i].lowered || i >= w.parsed.lineTexts.size())
          continue;
        ast::CardAst one;
        one.abilities.push_back(w.parsed.card.abilities[i]);
        auto r = render::renderCard(one, Language::En, name);
        differ += driver::normalizeForRenderCheck(r.text, name) !=
                  driver::normalizeForRenderCheck(w.parsed.lineTexts[i], name);
        ++checked;
      }
    }
    add({"render check", "render+normalise", nCards, "cards", since(t0),
         fmt::format("{} abilities, {} differ (before keyword split)", checked, differ)});
  }

  // ---- whole front end as `oraclec build` runs it (for reference)
  {
    driver::StageSeconds ss;
    auto t0 = Clock::now();
    for (auto &c : cards)
      (void)driver::compileFrontToIR(c, {Language::En, true}, ss);
    add({"front total", "compileFrontToIR 1 thr", nCards, "cards", since(t0),
         fmt::format("parse {:.2f}s lower {:.2f}s", ss.parse, ss.lower)});
  }

  // ---- codegen
  std::vector<std::shared_ptr<const ir::Module>> modules;
  for (auto &w : faces)
    if (!w.lowered.module.functions.empty())
      modules.push_back(std::make_shared<ir::Module>(w.lowered.module));
  std::cout << fmt::format("  ({} faces have code)\n", modules.size());
  {
    std::string error;
    auto backend = driver::Backend::create(driver::Engine::Interpreter, 0, error);
    auto t0 = Clock::now();
    std::vector<std::string> errors;
    auto defs = backend->build(modules, errors);
    add({"codegen", "interpreter (attach)", double(modules.size()), "card modules", since(t0), ""});
  }
  if (!opt.skipJit) {
    std::vector<std::shared_ptr<const ir::Module>> jitModules = modules;
    if (opt.jitCards && jitModules.size() > opt.jitCards)
      jitModules.resize(opt.jitCards);
    for (int level : {0, 1, 2})
      for (size_t batch : {size_t(512), size_t(64)}) {
        std::string error;
        auto backend = driver::Backend::create(driver::Engine::Jit, level, error);
        if (!backend) {
          std::cout << "  codegen: cannot create the JIT: " << error << "\n";
          break;
        }
        size_t failed = 0, batches = 0;
        std::vector<std::shared_ptr<const rt::CardDefinition>> keep;
        auto t0 = Clock::now();
        for (size_t b = 0; b < jitModules.size(); b += batch) {
          std::vector<std::shared_ptr<const ir::Module>> part(
              jitModules.begin() + long(b), jitModules.begin() + long(std::min(jitModules.size(), b + batch)));
          std::vector<std::string> errors;
          auto defs = backend->build(part, errors);
          for (auto &e : errors)
            failed += !e.empty();
          keep.insert(keep.end(), defs.begin(), defs.end());
          ++batches;
        }
        double s = since(t0);
        add({"codegen", fmt::format("jit -O{} batch {}", level, batch), double(jitModules.size()), "card modules",
             s,
             fmt::format("{:.2f} LLVM modules/s{}", batches / s,
                         failed ? fmt::format(", {} failed", failed) : std::string())});
      }
  }

  // ---- xcheck ja
  {
    size_t pairs = 0, equivalent = 0;
    auto t0 = Clock::now();
    for (auto &c : cards) {
      bool eq = false;
      pairs += checkPair(c, Language::Ja, eq);
      equivalent += eq;
    }
    add({"xcheck ja", "1 thread", double(pairs), "pairs", since(t0),
         fmt::format("{} equivalent", equivalent)});
    if (opt.threads > 1) {
      std::atomic<size_t> n{0};
      auto t1 = Clock::now();
      parallelFor(cards.size(), opt.threads, [&](size_t i) {
        bool eq = false;
        n += checkPair(cards[i], Language::Ja, eq);
      });
      add({"xcheck ja", fmt::format("{} threads", opt.threads), double(n), "pairs", since(t1), ""});
    }
  }

  runtimeBench(opt);

  if (!opt.json.empty()) {
    nlohmann::json j;
    j["corpus"] = opt.corpus;
    j["cards"] = cards.size();
    j["threads"] = opt.threads;
    j["hardware_concurrency"] = std::thread::hardware_concurrency();
    nlohmann::json st = nlohmann::json::array();
    for (auto &r : rows)
      st.push_back({{"stage", r.stage}, {"config", r.config}, {"items", r.items}, {"unit", r.unit},
                    {"seconds", r.seconds}, {"per_second", r.rate()}, {"note", r.note}});
    j["stages"] = st;
    for (auto &[k, v] : extra.items())
      j[k] = v;
    std::ofstream f(opt.json);
    if (!f) {
      std::cerr << "bench_pipeline: cannot write '" << opt.json << "'\n";
      return 2;
    }
    f << j.dump(1) << "\n";
  }
  return 0;
}
