#include "RulesCheck/Numerals.h"

#include "RulesCheck/CrossRefs.h"

#include <unicode/utf8.h>

#include <array>
#include <cstring>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace oraclec::rules {

namespace {
bool isAsciiAlpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

UChar32 codePointAt(std::string_view s, size_t i, size_t *next) {
  int32_t k = int32_t(i);
  UChar32 c;
  U8_NEXT(s.data(), k, int32_t(s.size()), c);
  *next = size_t(k);
  return c;
}
UChar32 codePointBefore(std::string_view s, size_t i) {
  if (i == 0) return -1;
  int32_t k = int32_t(i);
  UChar32 c;
  U8_PREV(s.data(), 0, k, c);
  return c;
}
bool isHangul(UChar32 c) {
  return c >= 0xAC00 && c <= 0xD7A3;
}
bool isHan(UChar32 c) {
  return c >= 0x4E00 && c <= 0x9FFF;
}
bool isWordChar(UChar32 c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0x24F);
}

struct Word {
  const char *text;
  long value;
};

// English cardinals, "twice", and ordinals from "second" (first is too
// often not a count: "first strike", "the first time").
constexpr Word kEnglish[] = {
    {"one", 1},      {"two", 2},        {"three", 3},     {"four", 4},       {"five", 5},
    {"six", 6},      {"seven", 7},      {"eight", 8},     {"nine", 9},       {"ten", 10},
    {"eleven", 11},  {"twelve", 12},    {"thirteen", 13}, {"fourteen", 14},  {"fifteen", 15},
    {"sixteen", 16}, {"seventeen", 17}, {"eighteen", 18}, {"nineteen", 19},  {"twenty", 20},
    {"thirty", 30},  {"forty", 40},     {"fifty", 50},    {"sixty", 60},     {"seventy", 70},
    {"eighty", 80},  {"ninety", 90},    {"hundred", 100}, {"twice", 2},      {"second", 2},
    {"third", 3},    {"fourth", 4},     {"fifth", 5},     {"sixth", 6},      {"seventh", 7},
    {"eighth", 8},   {"ninth", 9},      {"tenth", 10},    {"thousand", 1000}};

// Polish cardinals in the cases rules text uses (nominative, genitive,
// instrumental), tens and hundreds; "dwadzieścia pięć" is combined below.
constexpr Word kPolish[] = {{"jeden", 1},
                            {"jedna", 1},
                            {"jedno", 1},
                            {"jednego", 1},
                            {"jednej", 1},
                            {"dwa", 2},
                            {"dwie", 2},
                            {"dwóch", 2},
                            {"dwoma", 2},
                            {"dwu", 2},
                            {"trzy", 3},
                            {"trzech", 3},
                            {"trzema", 3},
                            {"cztery", 4},
                            {"czterech", 4},
                            {"czterema", 4},
                            {"pięć", 5},
                            {"pięciu", 5},
                            {"pięcioma", 5},
                            {"sześć", 6},
                            {"sześciu", 6},
                            {"siedem", 7},
                            {"siedmiu", 7},
                            {"osiem", 8},
                            {"ośmiu", 8},
                            {"dziewięć", 9},
                            {"dziewięciu", 9},
                            {"dziesięć", 10},
                            {"dziesięciu", 10},
                            {"jedenaście", 11},
                            {"jedenastu", 11},
                            {"dwanaście", 12},
                            {"dwunastu", 12},
                            {"trzynaście", 13},
                            {"trzynastu", 13},
                            {"czternaście", 14},
                            {"czternastu", 14},
                            {"piętnaście", 15},
                            {"piętnastu", 15},
                            {"szesnaście", 16},
                            {"szesnastu", 16},
                            {"siedemnaście", 17},
                            {"siedemnastu", 17},
                            {"osiemnaście", 18},
                            {"osiemnastu", 18},
                            {"dziewiętnaście", 19},
                            {"dziewiętnastu", 19},
                            {"dwadzieścia", 20},
                            {"dwudziestu", 20},
                            {"trzydzieści", 30},
                            {"trzydziestu", 30},
                            {"czterdzieści", 40},
                            {"czterdziestu", 40},
                            {"pięćdziesiąt", 50},
                            {"pięćdziesięciu", 50},
                            {"sześćdziesiąt", 60},
                            {"sześćdziesięciu", 60},
                            {"siedemdziesiąt", 70},
                            {"siedemdziesięciu", 70},
                            {"osiemdziesiąt", 80},
                            {"osiemdziesięciu", 80},
                            {"dziewięćdziesiąt", 90},
                            {"dziewięćdziesięciu", 90},
                            {"sto", 100},
                            {"stu", 100},
                            {"dwieście", 200},
                            {"dwustu", 200},
                            {"tysiąc", 1000},
                            {"tysiąca", 1000}};

// Korean native numerals count only before a counter ("두 명", "세 개").
constexpr Word kKoreanTens[] = {{"열", 10},   {"스물", 20}, {"서른", 30}, {"마흔", 40}, {"쉰", 50},
                                {"예순", 60}, {"일흔", 70}, {"여든", 80}, {"아흔", 90}};
constexpr Word kKoreanDeterminers[] = {
    {"일흔", 70}, {"여든", 80}, {"아흔", 90}, {"스물", 20}, {"한", 1},    {"두", 2},
    {"세", 3},    {"네", 4},    {"다섯", 5},  {"여섯", 6},  {"일곱", 7},  {"여덟", 8},
    {"아홉", 9},  {"열", 10},   {"스무", 20}, {"서른", 30}, {"마흔", 40}, {"쉰", 50},
    {"예순", 60}, {"하나", 1},  {"둘", 2},    {"셋", 3},    {"넷", 4}};
constexpr const char *kKoreanCounters[] = {
    "명", "개",   "장",   "번", "가지", "턴", "점", "마리", "배", "쌍", "단계", "색", "체", "줄",
    "회", "이상", "이하", "의", "을",   "를", "이", "가",   "중", "은", "는",   "와", "과"};
// Japanese kanji numerals count only before a counter ("三つ", "２体").
constexpr const char *kJapaneseCounters[] = {
    "人",     "体", "枚",   "つ",     "点",   "回",   "個",   "色",  "度",
    "倍",     "組", "番",   "ターン", "種類", "語",   "桁",   "分",  "秒",
    "ゲーム", "戦", "以上", "以下",   "未満", "段階", "ヶ所", "か所"};

// Word -> value, built once from a table (immutable after construction):
// one hash lookup per word instead of a comparison with every entry, which
// was the hottest spot of rules-check (profiled with perf on seed 003).
using WordTable = std::unordered_map<std::string_view, long>;
template <size_t N> WordTable makeTable(const Word (&words)[N]) {
  WordTable t;
  for (const Word &w : words)
    t.emplace(w.text, w.value);
  return t;
}
const WordTable &englishTable() {
  static const WordTable t = makeTable(kEnglish);
  return t;
}
const WordTable &polishTable() {
  static const WordTable t = makeTable(kPolish);
  return t;
}

// The value of a word (ASCII capitals folded), or -1. Number words are short:
// longer words are not looked up.
long wordValue(std::string_view word, const WordTable &table) {
  char buf[32];
  if (word.size() > sizeof buf) return -1;
  for (size_t i = 0; i < word.size(); ++i) {
    char ch = word[i];
    buf[i] = ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch;
  }
  auto it = table.find(std::string_view(buf, word.size()));
  return it == table.end() ? -1 : it->second;
}

long polishWordValue(std::string_view word) {
  return wordValue(word, polishTable());
}

// The first code points of Korean number words: only these start a lookup.
bool mayStartKoreanNumber(UChar32 c) {
  switch (c) { // 한 두 세 네 다 여 일 아 열 스 서 마 쉰 예 하 둘 셋 넷
  case 0xD55C:
  case 0xB450:
  case 0xC138:
  case 0xB124:
  case 0xB2E4:
  case 0xC5EC:
  case 0xC77C:
  case 0xC544:
  case 0xC5F4:
  case 0xC2A4:
  case 0xC11C:
  case 0xB9C8:
  case 0xC270:
  case 0xC608:
  case 0xD558:
  case 0xB458:
  case 0xC14B:
  case 0xB137:
    return true;
  default:
    return false;
  }
}

bool startsWith(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

long kanjiDigit(UChar32 c) {
  switch (c) {
  case 0x3007:
  case 0x96F6:
    return 0; // 〇 零
  case 0x4E00:
    return 1;
  case 0x4E8C:
    return 2;
  case 0x4E09:
    return 3;
  case 0x56DB:
    return 4;
  case 0x4E94:
    return 5;
  case 0x516D:
    return 6;
  case 0x4E03:
    return 7;
  case 0x516B:
    return 8;
  case 0x4E5D:
    return 9;
  case 0x5341:
    return -10;
  case 0x767E:
    return -100;
  case 0x5343:
    return -1000; // 十 百 千
  }
  return -1;
}
} // namespace

std::string maskNonNumerals(std::string_view text) {
  std::string out(text);
  auto blank = [&](size_t b, size_t e) {
    for (size_t i = b; i < e && i < out.size(); ++i)
      if (out[i] != '\n') out[i] = ' ';
  };
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '{') {
      size_t close = out.find('}', i);
      if (close != std::string::npos && close - i <= 8) {
        blank(i, close + 1);
        i = close;
      }
    } else if (out[i] == 'h' && startsWith(std::string_view(out).substr(i), "http")) {
      size_t e = i;
      while (e < out.size() && out[e] != ' ' && out[e] != ')' && out[e] != '\n' &&
             (unsigned char)out[e] < 0x80)
        ++e;
      blank(i, e);
      i = e;
    } else if (out[i] == '\xE3' &&
               startsWith(std::string_view(out).substr(i), "《")) { // Japanese card names
      size_t close = out.find("》", i);
      if (close != std::string::npos && close - i < 200) {
        blank(i, close + 3);
        i = close + 2;
      }
    } else if (out[i] == '+' || out[i] == '-') {
      // "+1/+1", "-N/-N": power/toughness changes are not counts of things.
      size_t e = i + 1;
      while (e < out.size() && ((out[e] >= '0' && out[e] <= '9') || out[e] == '/' ||
                                out[e] == '+' || out[e] == '-' || out[e] == 'X' || out[e] == 'N'))
        ++e;
      if (e - i >= 4 && std::string_view(out).substr(i, e - i).find('/') != std::string::npos) {
        blank(i, e);
        i = e - 1;
      }
    }
  }
  return out;
}

std::vector<Numeral> findNumerals(std::string_view s, Language lang) {
  std::vector<Numeral> out;
  size_t i = 0;
  while (i < s.size()) {
    size_t next;
    UChar32 c = codePointAt(s, i, &next);
    // Digits, ASCII or full-width (０-９).
    auto digitValue = [](UChar32 d) -> int {
      if (d >= '0' && d <= '9') return d - '0';
      if (d >= 0xFF10 && d <= 0xFF19) return d - 0xFF10;
      return -1;
    };
    if (digitValue(c) >= 0) {
      size_t start = i, end = next;
      long v = digitValue(c);
      bool overflow = false;
      while (end < s.size()) {
        size_t n2;
        UChar32 d = codePointAt(s, end, &n2);
        if (digitValue(d) < 0) break;
        if (v > 100000000) overflow = true; // too long to be a rules numeral
        if (!overflow) v = v * 10 + digitValue(d);
        end = n2;
      }
      UChar32 prev = codePointBefore(s, start);
      bool glued =
          (prev >= 0 && prev < 0x80 && (isAsciiAlpha(char(prev)) || prev == '.' || prev == '/')) ||
          (end < s.size() && (isAsciiAlpha(s[end]) || (s[end] == '.' && end + 1 < s.size() &&
                                                       s[end + 1] >= '0' && s[end + 1] <= '9')));
      if (!glued && !overflow) out.push_back({v, start, end - start});
      i = end;
      continue;
    }
    // The code point before, only where a number word may start (it is a
    // backwards UTF-8 decode, and most characters start nothing).
    auto prev = [&] { return codePointBefore(s, i); };
    if ((lang == Language::En || lang == Language::Pl) && isWordChar(c) && !isWordChar(prev())) {
      size_t end = i;
      while (end < s.size()) {
        size_t n2;
        UChar32 d = codePointAt(s, end, &n2);
        if (!isWordChar(d)) break;
        end = n2;
      }
      std::string_view word = s.substr(i, end - i);
      long v = -1;
      if (lang == Language::En) {
        v = wordValue(word, englishTable());
        // "twenty-five"
        if (v >= 20 && v < 100 && end + 1 < s.size() && s[end] == '-') {
          size_t e2 = end + 1;
          while (e2 < s.size() && isAsciiAlpha(s[e2]))
            ++e2;
          long unit = wordValue(s.substr(end + 1, e2 - end - 1), englishTable());
          if (unit > 0 && unit < 10) {
            v += unit;
            end = e2;
          }
        }
      } else {
        v = polishWordValue(word);
        // "dwadzieścia pięć", "sto dwadzieścia": a ten or a hundred, then smaller parts.
        long unit = v >= 100 && v % 100 == 0 ? 100 : v >= 20 && v % 10 == 0 ? 10 : 0;
        while (unit && end + 1 < s.size() && s[end] == ' ') {
          size_t e2 = end + 1;
          while (e2 < s.size()) {
            size_t n2;
            if (!isWordChar(codePointAt(s, e2, &n2))) break;
            e2 = n2;
          }
          long part = polishWordValue(s.substr(end + 1, e2 - end - 1));
          if (part <= 0 || part >= unit) break;
          v += part;
          end = e2;
          unit = part >= 20 && part % 10 == 0 ? 10 : 0;
        }
      }
      if (v >= 0) out.push_back({v, i, end - i});
      i = end;
      continue;
    }
    if (lang == Language::Ko && mayStartKoreanNumber(c) && !isHangul(prev())) {
      // Candidates at i: "열두" (a ten and a unit, written together) first,
      // then single words; the first one followed by a counter counts.
      struct Candidate {
        long value;
        std::string_view text;
      };
      std::vector<Candidate> candidates;
      std::string_view here = s.substr(i);
      for (const Word &ten : kKoreanTens) {
        if (!startsWith(here, ten.text)) continue;
        std::string_view after = here.substr(std::strlen(ten.text));
        for (const Word &unit : kKoreanDeterminers)
          if (unit.value < 10 && startsWith(after, unit.text))
            candidates.push_back({ten.value + unit.value,
                                  here.substr(0, std::strlen(ten.text) + std::strlen(unit.text))});
      }
      for (const Word &w : kKoreanDeterminers)
        if (startsWith(here, w.text))
          candidates.push_back({w.value, here.substr(0, std::strlen(w.text))});
      for (const Candidate &cand : candidates) {
        std::string_view t = cand.text;
        std::string_view rest = s.substr(i + t.size());
        bool spaced = startsWith(rest, " ");
        if (spaced) rest.remove_prefix(1);
        // Nouns 하나/둘/셋/넷 take particles; determiners take counters after a space.
        bool noun = t.size() == 3 && (t == "둘" || t == "셋" || t == "넷");
        bool ok = false;
        for (const char *counter : kKoreanCounters) {
          std::string_view cn(counter);
          bool particle =
              cn.size() <= 3 && (cn == "의" || cn == "을" || cn == "를" || cn == "이" ||
                                 cn == "가" || cn == "중" || cn == "은" || cn == "는" ||
                                 cn == "와" || cn == "과" || cn == "이상" || cn == "이하");
          if (particle && !(noun || t == "하나")) continue;
          if (!particle && !(spaced || t.size() > 3 || cn == "번")) continue;
          if (startsWith(rest, cn)) {
            ok = true;
            break;
          }
        }
        if (ok) {
          out.push_back({cand.value, i, t.size()});
          break;
        }
      }
      i = next;
      continue;
    }
    if (lang == Language::Ja && kanjiDigit(c) >= -1000 && kanjiDigit(c) != -1 && !isHan(prev())) {
      size_t end = i;
      long total = 0, current = 0;
      bool any = false;
      while (end < s.size()) {
        size_t n2;
        UChar32 d = codePointAt(s, end, &n2);
        long k = kanjiDigit(d);
        if (k == -1) break;
        // Keep far from overflow on absurdly long numerals (fuzzer-found).
        if (current > 1000000000L || total > 1000000000000L) {
          end = n2;
          continue;
        }
        if (k >= 0)
          current = current * 10 + k;
        else {
          total += (current ? current : 1) * -k;
          current = 0;
        }
        any = true;
        end = n2;
      }
      total += current;
      std::string_view rest = s.substr(end);
      bool counter = false;
      for (const char *cn : kJapaneseCounters)
        if (startsWith(rest, cn)) counter = true;
      if (any && counter) out.push_back({total, i, end - i});
      i = end > i ? end : next;
      continue;
    }
    i = next;
  }
  return out;
}

std::vector<Numeral> countableNumerals(std::string_view text, Language lang) {
  std::string blanked(text);
  for (const CrossRef &r : findCrossRefs(text))
    for (size_t i = r.pos; i < r.pos + r.len && i < blanked.size(); ++i)
      blanked[i] = ' ';
  std::vector<Numeral> out;
  for (const Numeral &n : findNumerals(maskNonNumerals(blanked), lang))
    if (n.value >= 2) out.push_back(n);
  return out;
}

} // namespace oraclec::rules
