// Card libraries (`oraclec build -o`, docs/library-format.md): the stdlib is
// built to a file, loaded back and played with; broken files are refused
// with a reason, never a crash.
#include "Driver/CardLibrary.h"
#include "Driver/Build.h"
#include "Driver/ByteCodec.h"
#include "Driver/CardCatalog.h"
#include "Driver/DefinitionCodec.h"
#include "Driver/LibraryFormat.h"
#include "TestSupport.h"
#include "runtime/Scenario/Scenario.h"

#include <doctest/doctest.h>
#include <llvm/Support/xxhash.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace oraclec;
using namespace oraclec::driver;
namespace fs = std::filesystem;

namespace {

// A fresh directory per test case, removed at the end.
struct TempDir {
  fs::path path;
  TempDir() {
    static int counter = 0;
    path = fs::temp_directory_path() /
           ("oraclec-lib-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string file(const std::string &name) const { return (path / name).string(); }
};

std::string stdlibLibrary(const TempDir &dir) {
  BuildOptions opt;
  opt.inputs = {test::sourcePath("stdlib-cards")};
  opt.outputPath = dir.file("stdlib.ocl");
  opt.quiet = true;
  std::ostringstream out, err;
  int rc = runBuild(opt, out, err);
  INFO(err.str());
  REQUIRE(rc == 0);
  REQUIRE(fs::exists(opt.outputPath));
  return opt.outputPath;
}

std::string readFile(const std::string &path) {
  std::ifstream f(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), {}};
}
void writeFile(const std::string &path, const std::string &bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// A library file around `payload`, with a correct header and checksum: what
// a buggy or malicious writer could produce.
std::string withHeader(const std::string &payload) {
  ByteWriter w;
  w.raw(std::string_view("\x89OCL\r\n\x1a\n", 8));
  w.u32(kLibraryFormatVersion);
  w.u32(0);
  w.u64(payload.size());
  w.u64(llvm::xxh3_64bits(payload));
  w.raw(payload);
  return std::move(w.bytes());
}

std::string loadError(const std::string &path) {
  std::string error;
  auto lib = CardLibrary::load(path, error);
  CHECK_MESSAGE(!lib, "loaded a broken library: " << path);
  CHECK_MESSAGE(!error.empty(), "no reason given for " << path);
  return error;
}

std::string encoded(const rt::CardDefinition &d) {
  ByteWriter w;
  encodeDefinition(w, d);
  return std::move(w.bytes());
}

rt::ScenarioResult play(const CardLibrary &lib, const std::string &yaml) {
  std::ostringstream trace;
  // Only the library: a card it lacks makes the scenario malformed.
  rt::CompileCallback fromLibrary = [&](const rt::CardSpec &s) { return lib.find(s.name); };
  return rt::runScenarioText(yaml, "test.yaml", {}, fromLibrary, trace);
}

} // namespace

TEST_CASE("library: every CardDefinition field survives encoding") {
  rt::CardDefinition d;
  d.name = "Everything";
  d.manaCost.symbols = "{2}{G}";
  d.types = {rt::CardType::Creature, rt::CardType::Artifact};
  d.subtypes = {"Elf", "Druid"};
  d.supertypes = {"Legendary"};
  d.colors = {rt::Color(1), rt::Color(4)};
  d.power = 2;
  d.toughness = -3;
  d.loyalty = 5;
  d.hasPT = true;
  d.handModifier = -2; // a vanguard's (312.6, 312.7)
  d.lifeModifier = 7;
  rt::AbilityDescriptor a;
  a.kind = rt::AbilityKind::Activated;
  a.text = "{1}, {T}: ...";
  a.keyword = rt::Keyword(3);
  a.amount = 4;
  a.cost = {{"{1}"}, true, true, 2, 1, 0, true, true, true};
  a.manaAbility = true;
  a.targets = {{rt::TargetClass::Object, 1, 2}, {rt::TargetClass::Opponent, rt::kNoFn, 1}};
  a.targets[0].divided = 5;                               // dmg: 601.2d
  a.targets[1].cls = rt::TargetClass::OpponentOrPlaneswalker; // dmg: the last target class
  a.trigger.event = rt::TriggerEvent::Draws;
  a.trigger.subject = 2;
  a.trigger.step = rt::Step(2);
  a.trigger.yoursOnly = false;
  a.trigger.combatOnly = true;
  a.trigger.damageTo = rt::DamageRecipient::Creature;
  a.trigger.condition = 1;
  a.trigger.other = 2;
  a.continuous = {7, 'b', 1, 2, true};
  a.replacement = {rt::ReplacedEvent::CreateTokens, 0, 1, true, true}; // rules15: token creation, copyEffect
  a.effect = 2;
  a.modal.min = 1;
  a.modal.max = 2;
  a.modal.modes = {{{{rt::TargetClass::Any, rt::kNoFn, 1}}, 1}, {{}, 2}};
  a.restriction = {rt::CombatRestrictionKind::AttacksOnlyIf, 1, 2};
  a.rule = {rt::PlayerRuleKind::CantCast, 1, 2, "{2}"};
  // zones2: costs that move cards (118.3) and the zone the ability functions in (113.6m)
  a.cost.exileSelf = a.cost.discardSelf = a.cost.discardRandom = true;
  a.cost.exileFilter = 1;
  a.cost.exileCount = 2;
  a.cost.exileZones = rt::zoneBit(rt::Zone::Graveyard);
  a.cost.exileTop = 3;
  a.cost.sacrificeCount = rt::kCostX; // library2: "Sacrifice X lands"
  a.cost.discardFilter = 2;           // library2: "Discard a creature card"
  a.cost.exertSelf = true;            // keywords7: "Exert ~" (701.39a)
  a.functionsIn = rt::Zone::Graveyard;
  a.counterKind = int(rt::CounterKind::Lore); // rules17 (704.5r)
  rt::AbilityDescriptor limit;                // rules17: the last ability kind
  limit.kind = rt::AbilityKind::CounterLimit;
  limit.amount = 7;
  limit.counterKind = int(rt::CounterKind::Charge);
  d.abilities = {a, rt::AbilityDescriptor{}, limit};
  d.tokens = {
      {"Goblin", 1, 1, {rt::CardType::Creature}, {"Goblin"}, {rt::Color(3)}, {rt::Keyword(1)}, {}}};

  std::string bytes = encoded(d);
  ByteReader in(bytes);
  rt::CardDefinition back;
  decodeDefinition(in, back, /*functionCount=*/3);
  REQUIRE_MESSAGE(in.ok(), in.error());
  CHECK(in.remaining() == 0);
  CHECK(encoded(back) == bytes);
  CHECK(back.abilities[0].trigger.damageTo == rt::DamageRecipient::Creature);
  CHECK(back.abilities[0].continuous.sublayer == 'b');
  CHECK(back.abilities[0].trigger.condition == 1);
  CHECK(back.abilities[0].trigger.other == 2);
  CHECK(back.abilities[0].amount == 4);
  CHECK(back.abilities[0].targets[0].divided == 5);                                    // dmg
  CHECK(back.abilities[0].targets[1].cls == rt::TargetClass::OpponentOrPlaneswalker); // dmg
  CHECK(back.abilities[0].modal.max == 2);
  CHECK(back.abilities[0].modal.modes.size() == 2);
  CHECK(back.abilities[0].modal.modes[0].targets.size() == 1);
  CHECK(back.abilities[0].modal.modes[1].effect == 2);
  CHECK(back.tokens[0].keywords == d.tokens[0].keywords);
  CHECK(back.abilities[0].restriction.kind == rt::CombatRestrictionKind::AttacksOnlyIf);
  CHECK(back.abilities[0].restriction.test == 2);
  CHECK(back.abilities[0].rule.kind == rt::PlayerRuleKind::CantCast);
  CHECK(back.abilities[0].functionsIn == rt::Zone::Graveyard); // zones2
  CHECK(back.abilities[0].replacement.event == rt::ReplacedEvent::CreateTokens); // rules15
  CHECK(back.abilities[0].replacement.copyEffect); // rules15 (616.1c)
  CHECK(back.abilities[0].cost.exileZones == rt::zoneBit(rt::Zone::Graveyard));
  CHECK(back.abilities[0].cost.exileTop == 3);
  CHECK(back.abilities[0].cost.sacrificeCount == rt::kCostX);
  CHECK(back.abilities[0].cost.discardFilter == 2);
  CHECK(back.abilities[0].cost.discardRandom);
  CHECK(back.abilities[0].cost.exertSelf); // keywords7
  CHECK(back.abilities[0].rule.spells == 2);
  CHECK(back.abilities[0].rule.mana == "{2}");
  CHECK(back.abilities[0].counterKind == int(rt::CounterKind::Lore)); // rules17
  CHECK(back.abilities[2].kind == rt::AbilityKind::CounterLimit);     // rules17 (704.5r)
  CHECK(back.abilities[2].counterKind == int(rt::CounterKind::Charge));
  CHECK(back.abilities[2].amount == 7);

  SUBCASE("a function id the card does not have is refused") {
    ByteReader few(bytes);
    decodeDefinition(few, back, /*functionCount=*/2);
    CHECK(!few.ok());
    CHECK(few.error().find("out of range") != std::string::npos);
  }
}

TEST_CASE("library: stdlib built, loaded back and played without compiling [120.3]") {
  TempDir dir;
  std::string path = stdlibLibrary(dir);
  std::string error;
  auto lib = CardLibrary::load(path, error);
  REQUIRE_MESSAGE(lib, error);
  CHECK(lib->cards().size() >= 14);
  CHECK(lib->definitions().size() == lib->cards().size());
  CHECK(lib->stats().objects >= 1);
  CHECK(lib->stats().functions > 0);
  REQUIRE(lib->find("Lightning Bolt"));
  CHECK(lib->find("No Such Card") == nullptr);

  SUBCASE("definitions are those a fresh compile gives") {
    std::string why;
    auto backend = Backend::create(Engine::Jit, 0, why);
    REQUIRE(backend);
    std::ostringstream diag;
    CardCatalog catalog(*backend, test::sourcePath("stdlib-cards"), diag);
    for (const auto &c : lib->cards()) {
      rt::CardSpec byName;
      byName.name = c.cardName;
      auto fresh = catalog.get(byName);
      REQUIRE_MESSAGE(fresh, c.cardName);
      CHECK_MESSAGE(encoded(*fresh) == encoded(*c.definition), c.cardName);
      CHECK(c.definition->code);
    }
  }
  SUBCASE("the loaded code runs: Lightning Bolt deals 3") {
    rt::ScenarioResult r = play(*lib, R"(name: bolt to the face
players: [alice, bob]
setup:
  alice: {hand: [Lightning Bolt], battlefield: [Mountain]}
  bob: {life: 20}
steps:
  - cast: {player: alice, card: Lightning Bolt, targets: [bob]}
  - resolve: 1
  - expect: {bob.life: 17, alice.Mountain.tapped: true}
)");
    CHECK_MESSAGE(r.passed, r.failedExpectation << ": " << r.message);
  }
  SUBCASE("an existing scenario passes with library cards only") {
    std::ostringstream trace;
    rt::CompileCallback fromLibrary = [&](const rt::CardSpec &s) { return lib->find(s.name); };
    auto r = rt::runScenarioFile(test::sourcePath("tests/scenarios/lightning-bolt-kills-bear.yaml"),
                                 {}, fromLibrary, trace);
    CHECK_MESSAGE(r.passed, r.failedExpectation << ": " << r.message);
  }
}

TEST_CASE("library: broken files are refused with a reason") {
  TempDir dir;
  std::string good = readFile(stdlibLibrary(dir));
  REQUIRE(good.size() > kLibraryHeaderSize);
  std::string path = dir.file("bad.ocl");

  CHECK(loadError(dir.file("missing.ocl")).find("cannot read") != std::string::npos);
  CHECK(loadError(dir.path.string()).find("cannot read") != std::string::npos); // a directory

  writeFile(path, "");
  CHECK(loadError(path).find("empty") != std::string::npos);
  writeFile(path, "name: not a library\n");
  CHECK(loadError(path).find("not an oraclec card library") != std::string::npos);

  SUBCASE("truncated anywhere") {
    for (size_t n : {size_t(3), size_t(8), size_t(20), kLibraryHeaderSize, good.size() / 3,
                     good.size() / 2, good.size() - 1}) {
      writeFile(path, good.substr(0, n));
      CHECK_MESSAGE(loadError(path).find("truncated") != std::string::npos, n);
    }
  }
  SUBCASE("another format version") {
    std::string v = good;
    v[8] = 99;
    writeFile(path, v);
    CHECK(loadError(path).find("format version 99") != std::string::npos);
  }
  SUBCASE("a flipped bit") {
    for (size_t at : {kLibraryHeaderSize + 1, good.size() / 2, good.size() - 1}) {
      std::string v = good;
      v[at] = char(v[at] ^ 0x10);
      writeFile(path, v);
      CHECK_MESSAGE(loadError(path).find("checksum") != std::string::npos, at);
    }
  }
  SUBCASE("trailing bytes") {
    writeFile(path, good + "x");
    CHECK(loadError(path).find("unexpected bytes") != std::string::npos);
  }
  SUBCASE("well-formed files that must still be refused") {
    LibraryContents c;
    std::string decodeError;
    REQUIRE_MESSAGE(decodeLibrary(good, c, decodeError), decodeError);
    auto save = [&](const LibraryContents &v) {
      std::string why;
      REQUIRE(saveCardLibrary(path, v, why));
    };
    LibraryContents other = c;
    other.runtimeFingerprint ^= 1;
    save(other);
    CHECK(loadError(path).find("different runtime") != std::string::npos);
    other = c;
    other.target.triple = "sparc-sun-solaris2.11";
    save(other);
    CHECK(loadError(path).find("cannot run here") != std::string::npos);
    other = c;
    other.target.features += ",+no-such-cpu-feature";
    save(other);
    CHECK(loadError(path).find("no-such-cpu-feature") != std::string::npos);
    other = c;
    other.objects[0] = "this is not an object file";
    save(other);
    CHECK(loadError(path).find("cannot link") != std::string::npos);
    other = c;
    for (auto &e : other.entries)
      if (!e.functions.empty()) {
        e.functions[0] = "no_such_symbol";
        break;
      }
    save(other);
    CHECK(loadError(path).find("no_such_symbol") != std::string::npos);
  }
}

TEST_CASE("library: the decoder survives any single corrupted byte") {
  // Definitions only (no object code, which the checksum guards and LLVM
  // parses): every byte of the payload flipped in turn, the checksum made
  // right again, must decode or fail cleanly.
  LibraryContents c;
  c.oraclecVersion = "test";
  for (int i = 0; i < 3; ++i) {
    LibraryEntry e;
    e.cardName = "Card " + std::to_string(i);
    e.abilities = {{"Flying", true}, {"Something odd.", false}};
    e.definition.name = e.cardName;
    e.definition.types = {rt::CardType::Creature};
    e.definition.abilities.resize(2);
    e.definition.tokens.resize(1);
    c.entries.push_back(std::move(e));
  }
  std::string file = encodeLibrary(c);
  std::string payload = file.substr(kLibraryHeaderSize);
  size_t failed = 0;
  for (size_t at = 0; at < payload.size(); ++at)
    for (uint8_t mask : {uint8_t(0x01), uint8_t(0x80), uint8_t(0xFF)}) {
      std::string p = payload;
      p[at] = char(uint8_t(p[at]) ^ mask);
      LibraryContents out;
      std::string error;
      if (!decodeLibrary(withHeader(p), out, error)) {
        ++failed;
        CHECK(error.find("corrupt") == 0);
      }
    }
  CHECK(failed > 0);
}
