// The card loader's pieces: the streaming JSON reader (shapes, entry byte
// ranges, errors), field positions, diagnostics on a window of a long line,
// and the merging of repeated printings.
#include "Driver/CardLoader.h"
#include "Driver/CardMerge.h"
#include "Driver/FileLocation.h"
#include "Driver/JsonCardStream.h"
#include "Driver/JsonCards.h"

#include <doctest/doctest.h>
#include <sstream>

using namespace oraclec;
using namespace oraclec::driver;

namespace {
std::vector<JsonEntry> stream(const std::string &text, bool expectOk = true) {
  std::istringstream in(text);
  std::vector<JsonEntry> out;
  JsonStreamError error;
  bool ok = streamJsonCards(
      in, [&](JsonEntry &&e) { out.push_back(std::move(e)); }, error);
  CHECK(ok == expectOk);
  return out;
}
std::string slice(const std::string &text, const JsonEntry &e) {
  std::string s = text.substr(size_t(e.begin), size_t(e.end - e.begin));
  return s.substr(s.find_first_not_of(" \n,:"));
}
} // namespace

TEST_CASE("json stream: AtomicCards entries are the name and its faces, with their bytes") {
  std::string text =
      R"({"meta": {"v": 1}, "data": {"A": [{"name": "A"}], "B": [{"name": "B"}, {"name": "C"}]}})";
  auto e = stream(text);
  REQUIRE(e.size() == 2);
  CHECK(e[0].shape == JsonShape::AtomicCards);
  CHECK(e[0].key == "A");
  CHECK(e[1].value.size() == 2);
  CHECK(slice(text, e[0]) == R"([{"name": "A"}])");
  CHECK(slice(text, e[1]) == R"([{"name": "B"}, {"name": "C"}])");
}

TEST_CASE("json stream: AllPrintings, one set, Scryfall array and list") {
  auto all = stream(
      R"({"data": {"S1": {"booster": {"x": [1]}, "cards": [{"name": "A"}, {"name": "B"}], "tokens": [{"name": "T"}]},
                                 "S2": {"cards": [{"name": "A"}]}}})");
  REQUIRE(all.size() == 3);
  CHECK(all[0].shape == JsonShape::AllPrintings);
  CHECK(all[2].value["name"] == "A");
  // Members the readers do not use are not kept; of "identifiers", only the
  // ids the report carries.
  auto kept = stream(
      R"([{"name": "A", "uuid": "u", "legalities": {"x": [1, {"y": 2}]}, "text": "T",)"
      R"( "identifiers": {"mtgoId": "9", "scryfallOracleId": "o"}}])");
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].value ==
        nlohmann::json::parse(
            R"({"name": "A", "text": "T", "uuid": "u", "identifiers": {"scryfallOracleId": "o"}})"));
  // A set file: its scalars and objects before "cards" are not cards.
  auto set = stream(
      R"({"data": {"baseSetSize": 2, "booster": {}, "cards": [{"name": "A"}], "code": "S", "tokens": [{"name": "T"}]}})");
  REQUIRE(set.size() == 1);
  CHECK(set[0].shape == JsonShape::SetFile);
  auto bulk = stream(R"([{"name": "A"}, 3, {"name": "B"}])");
  REQUIRE(bulk.size() == 3);
  CHECK(bulk[1].value == 3);
  CHECK(bulk[2].index == 2);
  auto list = stream(R"({"object": "list", "data": [{"name": "A"}]})");
  REQUIRE(list.size() == 1);
  CHECK(list[0].shape == JsonShape::Scryfall);
}

TEST_CASE("json stream: an AtomicCards entry that is not an array is still an entry") {
  auto e = stream(R"({"data": {"A": 7, "B": {"name": "B"}, "C": [{"name": "C"}]}})");
  REQUIRE(e.size() == 3);
  std::vector<std::string> keys;
  for (auto &x : e)
    keys.push_back(x.key);
  CHECK(std::count(keys.begin(), keys.end(), "A") == 1);
  CHECK(std::count(keys.begin(), keys.end(), "B") == 1);
}

TEST_CASE("json stream: a truncated file keeps the entries before the cut and says where it ends") {
  std::string text = R"([{"name": "A"}, {"name": "B)";
  std::istringstream in(text);
  std::vector<JsonEntry> out;
  JsonStreamError error;
  CHECK_FALSE(streamJsonCards(
      in, [&](JsonEntry &&e) { out.push_back(std::move(e)); }, error));
  CHECK(out.size() == 1);
  CHECK(error.offset == text.size());
  CHECK(error.message.find("at line") == std::string::npos);
  CHECK(error.message.find("syntax error") != std::string::npos);
}

TEST_CASE("json stream: not a card file") {
  stream(R"({"meta": {}})", false);
  stream(R"({"data": 3})", false);
}

TEST_CASE("json stream: bytes that are not UTF-8 are read as U+FFFD and given to their card") {
  // A valid character cut by the 1 MB chunk boundary is not one of them.
  const std::string dash = "\xE2\x80\x94"; // U+2014, as in type lines
  std::string head = R"([{"name": "Pad", "text": ")";
  std::string pad(size_t(1) << 20, 'x');
  pad.resize(pad.size() - head.size() - 1); // the dash starts 1 byte before the boundary
  std::string text = head + pad + dash + R"("}, {"name": "Bad)" + "\xFF" +
                     R"(", "text": "Draw )" + "\xC3\x28" + R"( card."}, {"name": "Good"}])";
  size_t firstBad = text.find('\xFF'), secondBad = text.find("\xC3\x28");
  auto e = stream(text);
  REQUIRE(e.size() == 3);
  CHECK(e[0].invalidUtf8.empty());
  CHECK(e[0].value["text"].get<std::string>().substr(pad.size()) == dash);
  CHECK(e[1].invalidUtf8 == std::vector<uint64_t>{firstBad, secondBad});
  CHECK(e[1].value["name"].get<std::string>() == "Bad\xEF\xBF\xBD");
  CHECK(e[1].value["text"].get<std::string>() == "Draw \xEF\xBF\xBD( card.");
  CHECK(e[2].invalidUtf8.empty());
  // Offsets stay those of the file: the last entry's bytes are where they were.
  CHECK(slice(text, e[2]) == R"({"name": "Good"})");
}

TEST_CASE("json path: the key of a member, the start of an element") {
  std::string text = R"(, {"name": "A", "foreignData": [{"x": 1}, "bad", {"text": 3}]})";
  CHECK(locateJsonPath(text, {}) == 2u);
  CHECK(locateJsonPath(text, {{"name", 0}}) == text.find("\"name\""));
  CHECK(locateJsonPath(text, {{"foreignData", 0}, {"", 1}}) == text.find("\"bad\""));
  CHECK(locateJsonPath(text, {{"foreignData", 0}, {"", 2}, {"text", 0}}) == text.find("\"text\""));
  CHECK(locateJsonPath(text, {{"foreignData", 0}, {"", 0}}) == text.find("{\"x\""));
  CHECK_FALSE(locateJsonPath(text, {{"nope", 0}}).has_value());
}

TEST_CASE("json cards: wrong types are problems naming the card and the field, not coercions") {
  JsonEntry e;
  e.shape = JsonShape::AtomicCards;
  e.key = "Odd";
  e.value = nlohmann::json::parse(
      R"([{"name": "Odd", "type": "Creature", "power": {}, "toughness": 2, "text": null, "foreignData": [1]}])");
  std::vector<EntryProblem> problems;
  CardRecord card = cardFromEntry("f.json", e, problems);
  REQUIRE(card.faces.size() == 1);
  CHECK(card.faces[0].printed.power.empty());    // not "{}"
  CHECK(card.faces[0].printed.toughness == "2"); // a whole number is accepted
  REQUIRE(problems.size() == 3);
  CHECK(problems[0].message == "card 'Odd': 'power' is an object; expected a string");
  CHECK(problems[1].message == "card 'Odd': 'text' is null; expected a string");
  CHECK(problems[2].message == "card 'Odd': 'foreignData[0]' is a number; expected an object");
  CHECK(toString(problems[2].path) == "[0].foreignData[0]");
}

TEST_CASE("file location: a window of a long line keeps the line's real column") {
  std::string line(5000, 'x');
  std::string text = "{\n" + line + "\"power\": {}\n}";
  uint64_t at = text.find("\"power\"");
  auto points = locateInText("f.json", text, {at, 0, text.size() + 10}, false);
  REQUIRE(points.size() == 3);
  CHECK(points[0].file->lineColumn(points[0].offset).line == 2);
  CHECK(points[0].file->lineColumn(points[0].offset).column == 5001);
  CHECK(points[0].file->text().size() < 400); // not the whole line
  CHECK(points[0].file->text().substr(points[0].offset, 7) == "\"power\"");
  CHECK(points[1].file->lineColumn(points[1].offset).line == 1);
  // Past the end: just after the last character.
  CHECK(points[2].file->lineColumn(points[2].offset).line == 3);
  CHECK(points[2].file->lineColumn(points[2].offset).column == 2);
}

TEST_CASE("file location: separators are skipped to the next token") {
  auto points = locateInText("f.json", "[1,\n   2]", {2}, true);
  CHECK(points[0].file->lineColumn(points[0].offset).line == 2);
  CHECK(points[0].file->lineColumn(points[0].offset).column == 4);
}

TEST_CASE("merge: repeated printings are one card, a different text is another") {
  auto card = [](std::string text, std::optional<std::string> ja = std::nullopt) {
    CardRecord c;
    c.name = "Bear";
    CardFaceRecord f;
    f.printed.name = "Bear";
    auto n = uint32_t(text.size());
    f.text = {std::make_shared<SourceFile>("x", std::move(text)), 0, n};
    if (ja)
      f.foreignText[Language::Ja] = {std::make_shared<SourceFile>("x", *ja), 0,
                                     uint32_t(ja->size())};
    c.faces.push_back(std::move(f));
    return c;
  };
  std::vector<CardRecord> out;
  CardMerger merger(out);
  CHECK(merger.add(card("Draw a card.")));
  CHECK_FALSE(merger.add(card("Draw a card.", "カードを１枚引く。")));
  CHECK(merger.add(card("Draw two cards.")));
  CardRecord bad = card("Draw a card.");
  bad.problems.push_back("x");
  CHECK(merger.add(std::move(bad))); // cards with problems are reported each
  CHECK(out.size() == 3);
  CHECK(merger.merged() == 1);
  CHECK(out[0].faces[0].foreignText.count(Language::Ja) == 1); // the translation was kept
}
