#include "RulesCheck/Numerals.h"

#include <unicode/utf8.h>

#include <array>
#include <cstring>
#include <utility>

namespace oraclec::rules {

namespace {
bool isAsciiAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

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
bool isHangul(UChar32 c) { return c >= 0xAC00 && c <= 0xD7A3; }
bool isHan(UChar32 c) { return c >= 0x4E00 && c <= 0x9FFF; }
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
    {"one", 1},       {"two", 2},        {"three", 3},    {"four", 4},       {"five", 5},
    {"six", 6},       {"seven", 7},      {"eight", 8},    {"nine", 9},       {"ten", 10},
    {"eleven", 11},   {"twelve", 12},    {"thirteen", 13}, {"fourteen", 14}, {"fifteen", 15},
    {"sixteen", 16},  {"seventeen", 17}, {"eighteen", 18}, {"nineteen", 19}, {"twenty", 20},
    {"thirty", 30},   {"forty", 40},     {"fifty", 50},   {"sixty", 60},     {"seventy", 70},
    {"eighty", 80},   {"ninety", 90},    {"hundred", 100}, {"twice", 2},     {"second", 2},
    {"third", 3},     {"fourth", 4},     {"fifth", 5},    {"sixth", 6},      {"seventh", 7},
    {"eighth", 8},    {"ninth", 9},      {"tenth", 10}};

constexpr Word kPolish[] = {
    {"jeden", 1},       {"jedna", 1},       {"jedno", 1},        {"dwa", 2},          {"dwie", 2},
    {"dwóch", 2},       {"dwoma", 2},       {"trzy", 3},         {"trzech", 3},       {"trzema", 3},
    {"cztery", 4},      {"czterech", 4},    {"pięć", 5},         {"pięciu", 5},       {"sześć", 6},
    {"sześciu", 6},     {"siedem", 7},      {"siedmiu", 7},      {"osiem", 8},        {"ośmiu", 8},
    {"dziewięć", 9},    {"dziewięciu", 9},  {"dziesięć", 10},    {"dziesięciu", 10},  {"piętnaście", 15},
    {"dwadzieścia", 20}, {"dwudziestu", 20}, {"czterdzieści", 40}, {"sześćdziesiąt", 60}};

// Korean native numerals count only before a counter ("두 명", "세 개").
constexpr Word kKoreanDeterminers[] = {
    {"한", 1},    {"두", 2},    {"세", 3},    {"네", 4},    {"다섯", 5},  {"여섯", 6},  {"일곱", 7},
    {"여덟", 8},  {"아홉", 9},  {"열", 10},   {"스무", 20}, {"서른", 30}, {"마흔", 40}, {"쉰", 50},
    {"예순", 60}, {"하나", 1},  {"둘", 2},    {"셋", 3},    {"넷", 4}};
constexpr const char *kKoreanCounters[] = {"명", "개", "장", "번", "가지", "턴", "점", "마리", "배",
                                           "쌍", "단계", "색", "체", "줄", "회", "이상", "이하",
                                           "의", "을", "를", "이", "가", "중", "은", "는", "와", "과"};
// Japanese kanji numerals count only before a counter ("三つ", "２体").
constexpr const char *kJapaneseCounters[] = {"人", "体", "枚", "つ", "点", "回", "個", "色", "度",
                                             "倍", "組", "番", "ターン", "種類", "語", "桁"};

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

long kanjiDigit(UChar32 c) {
  switch (c) {
  case 0x3007: case 0x96F6: return 0; // 〇 零
  case 0x4E00: return 1; case 0x4E8C: return 2; case 0x4E09: return 3; case 0x56DB: return 4;
  case 0x4E94: return 5; case 0x516D: return 6; case 0x4E03: return 7; case 0x516B: return 8;
  case 0x4E5D: return 9;
  case 0x5341: return -10; case 0x767E: return -100; case 0x5343: return -1000; // 十 百 千
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
      if (close != std::string::npos && close - i <= 8) { blank(i, close + 1); i = close; }
    } else if (startsWith(std::string_view(out).substr(i), "http")) {
      size_t e = i;
      while (e < out.size() && out[e] != ' ' && out[e] != ')' && out[e] != '\n' && (unsigned char)out[e] < 0x80) ++e;
      blank(i, e);
      i = e;
    } else if (startsWith(std::string_view(out).substr(i), "《")) { // Japanese card names
      size_t close = out.find("》", i);
      if (close != std::string::npos && close - i < 200) { blank(i, close + 3); i = close + 2; }
    } else if (out[i] == '+' || out[i] == '-') {
      // "+1/+1", "-N/-N": power/toughness changes are not counts of things.
      size_t e = i + 1;
      while (e < out.size() && ((out[e] >= '0' && out[e] <= '9') || out[e] == '/' || out[e] == '+' || out[e] == '-' || out[e] == 'X' || out[e] == 'N'))
        ++e;
      if (e - i >= 4 && std::string_view(out).substr(i, e - i).find('/') != std::string::npos) { blank(i, e); i = e - 1; }
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
      bool glued = (prev >= 0 && prev < 0x80 && (isAsciiAlpha(char(prev)) || prev == '.' || prev == '/')) ||
                   (end < s.size() && (isAsciiAlpha(s[end]) || (s[end] == '.' && end + 1 < s.size() && s[end + 1] >= '0' && s[end + 1] <= '9')));
      if (!glued && !overflow) out.push_back({v, start, end - start});
      i = end;
      continue;
    }
    UChar32 prev = codePointBefore(s, i);
    if ((lang == Language::En || lang == Language::Pl) && isWordChar(c) && !isWordChar(prev)) {
      size_t end = i;
      while (end < s.size()) {
        size_t n2;
        UChar32 d = codePointAt(s, end, &n2);
        if (!isWordChar(d)) break;
        end = n2;
      }
      std::string word(s.substr(i, end - i));
      for (char &ch : word)
        if (ch >= 'A' && ch <= 'Z') ch = char(ch - 'A' + 'a');
      long v = -1;
      if (lang == Language::En) {
        for (const Word &w : kEnglish)
          if (word == w.text) v = w.value;
        // "twenty-five"
        if (v >= 20 && v < 100 && end + 1 < s.size() && s[end] == '-') {
          size_t e2 = end + 1;
          while (e2 < s.size() && isAsciiAlpha(s[e2])) ++e2;
          std::string unit(s.substr(end + 1, e2 - end - 1));
          for (const Word &w : kEnglish)
            if (unit == w.text && w.value < 10) { v += w.value; end = e2; }
        }
      } else {
        for (const Word &w : kPolish)
          if (word == w.text) v = w.value;
      }
      if (v >= 0) out.push_back({v, i, end - i});
      i = end;
      continue;
    }
    if (lang == Language::Ko && isHangul(c) && !isHangul(prev)) {
      for (const Word &w : kKoreanDeterminers) {
        std::string_view t(w.text);
        if (!startsWith(s.substr(i), t)) continue;
        std::string_view rest = s.substr(i + t.size());
        bool spaced = startsWith(rest, " ");
        if (spaced) rest.remove_prefix(1);
        // Nouns 하나/둘/셋/넷 take particles; determiners take counters after a space.
        bool noun = w.value <= 4 && t.size() == 3 && (t == "둘" || t == "셋" || t == "넷");
        bool ok = false;
        for (const char *counter : kKoreanCounters) {
          std::string_view cn(counter);
          bool particle = cn.size() <= 3 && (cn == "의" || cn == "을" || cn == "를" || cn == "이" ||
                                             cn == "가" || cn == "중" || cn == "은" || cn == "는" ||
                                             cn == "와" || cn == "과" || cn == "이상" || cn == "이하");
          if (particle && !(noun || t == "하나")) continue;
          if (!particle && !(spaced || t.size() > 3 || cn == "번")) continue;
          if (startsWith(rest, cn)) { ok = true; break; }
        }
        if (ok) {
          out.push_back({w.value, i, t.size()});
          break;
        }
      }
      i = next;
      continue;
    }
    if (lang == Language::Ja && kanjiDigit(c) >= -1000 && kanjiDigit(c) != -1 && !isHan(prev)) {
      size_t end = i;
      long total = 0, current = 0;
      bool any = false;
      while (end < s.size()) {
        size_t n2;
        UChar32 d = codePointAt(s, end, &n2);
        long k = kanjiDigit(d);
        if (k == -1) break;
        // Keep far from overflow on absurdly long numerals (fuzzer-found).
        if (current > 1000000000L || total > 1000000000000L) { end = n2; continue; }
        if (k >= 0) current = current * 10 + k;
        else { total += (current ? current : 1) * -k; current = 0; }
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

} // namespace oraclec::rules
