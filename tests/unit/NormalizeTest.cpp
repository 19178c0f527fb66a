#include "Text/Normalize.h"

#include <doctest/doctest.h>

using namespace oraclec;

TEST_CASE("normalize: full-width digits, letters and punctuation fold to ASCII") {
  auto t = text::normalize("{Ｔ}：カード２枚を引く。", {Language::Ja, "", true});
  CHECK(t.text == "{T}:カード2枚を引く。");
}

TEST_CASE("normalize: every normalised byte maps back to the original") {
  std::string original = "Ｄｒａｗ  two\tcards.";
  auto t = text::normalize(original, {Language::En, "", true});
  CHECK(t.text == "draw two cards.");
  REQUIRE(t.toSource.size() == t.text.size() + 1);
  // "two" starts at normalised 5; in the original after 4 x 3-byte letters and 2 spaces.
  CHECK(t.toSource[5] == 14);
  SourceRange r = t.sourceRange(5, 8);
  CHECK(original.substr(r.begin, r.end - r.begin) == "two");
}

TEST_CASE("normalize: the card's name, CARDNAME and Japanese 《name》 become ~") {
  CHECK(text::normalize("Shock deals 2 damage to any target.", {Language::En, "Shock", true}).text ==
        "~ deals 2 damage to any target.");
  CHECK(text::normalize("CARDNAME deals 2 damage.", {Language::En, "", true}).text == "~ deals 2 damage.");
  CHECK(text::normalize("《稲妻》は", {Language::Ja, "稲妻", true}).text == "~は");
  // Legendary short name (CR 201.4b): the part before the comma.
  CHECK(text::normalize("Whenever Jace attacks,", {Language::En, "Jace, the Mind Sculptor", true}).text ==
        "whenever ~ attacks,");
}

TEST_CASE("normalize: 2020 wordings are updated in one place") {
  CHECK(text::normalize("When ~ enters the battlefield, draw a card.", {Language::En, "", true}).text ==
        "when ~ enters, draw a card.");
  CHECK(text::normalize("converted mana cost 3", {Language::En, "", true}).text == "mana value 3");
  // "put ... token onto the battlefield" became "create ... token" (111.2).
  CHECK(text::normalize("Put a 5/5 red Dragon creature token with flying onto the battlefield. Put two "
                        "1/1 green Saproling creature tokens onto the battlefield.",
                        {Language::En, "", true})
            .text == "create a 5/5 red dragon creature token with flying. create two 1/1 green saproling "
                     "creature tokens.");
  CHECK(text::normalize("Put a +1/+1 counter on it. Put target creature onto the battlefield.",
                        {Language::En, "", true})
            .text == "put a +1/+1 counter on it. put target creature onto the battlefield.");
}

TEST_CASE("normalize: invalid UTF-8 is found before anything else") {
  CHECK(text::findInvalidUtf8("ok") == std::nullopt);
  CHECK(text::findInvalidUtf8(std::string("ab\xff") + "c") == 2u);
  CHECK(text::findInvalidUtf8("\xe3\x81") == 0u); // truncated sequence
}

TEST_CASE("normalize: NFC composes combining sequences") {
  // e + combining acute -> é (one code point, 2 bytes)
  auto t = text::normalize("e\xCC\x81", {Language::Pl, "", false});
  CHECK(t.text == "\xC3\xA9");
}
