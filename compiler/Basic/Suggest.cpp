#include "Basic/Suggest.h"

#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>
#include <tuple>

namespace oraclec {

namespace {
std::u32string codePoints(std::string_view s) {
  std::u32string out;
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    out.push_back(char32_t(c < 0 ? 0xFFFD : c));
  }
  return out;
}
} // namespace

unsigned editDistance(std::string_view as, std::string_view bs, unsigned limit) {
  std::u32string a = codePoints(as), b = codePoints(bs);
  const size_t n = a.size(), m = b.size();
  const unsigned over = limit == ~0u ? limit : limit + 1;
  if ((n > m ? n - m : m - n) > limit)
    return over;
  // Three rows of the optimal-string-alignment table.
  std::vector<unsigned> prev2(m + 1), prev(m + 1), cur(m + 1);
  for (size_t j = 0; j <= m; ++j)
    prev[j] = unsigned(j);
  for (size_t i = 1; i <= n; ++i) {
    cur[0] = unsigned(i);
    unsigned rowMin = cur[0];
    for (size_t j = 1; j <= m; ++j) {
      unsigned cost = a[i - 1] == b[j - 1] ? 0 : 1;
      unsigned d = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d = std::min(d, prev2[j - 2] + 1);
      cur[j] = d;
      rowMin = std::min(rowMin, d);
    }
    if (rowMin > limit)
      return over;
    std::swap(prev2, prev);
    std::swap(prev, cur);
  }
  return prev[m] > limit ? over : prev[m];
}

unsigned suggestionThreshold(std::string_view word) {
  size_t letters = codePoints(word).size();
  return letters <= 2 ? 0 : letters <= 7 ? 1 : 2;
}

std::vector<std::string> suggestWords(std::string_view word,
                                      const std::vector<std::string> &vocabulary, size_t max) {
  unsigned limit = suggestionThreshold(word);
  if (limit == 0 || std::find(vocabulary.begin(), vocabulary.end(), word) != vocabulary.end())
    return {};
  std::vector<std::tuple<unsigned, bool, std::string_view>> found;
  for (const std::string &v : vocabulary) {
    unsigned d = editDistance(word, v, limit);
    if (d <= limit)
      found.emplace_back(d, !(v.front() == word.front()), v);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end(),
                          [](auto &x, auto &y) { return std::get<2>(x) == std::get<2>(y); }),
              found.end());
  std::vector<std::string> out;
  for (auto &[d, otherFirst, v] : found) {
    if (out.size() == max || d > std::get<0>(found.front()))
      break;
    out.emplace_back(v);
  }
  return out;
}

} // namespace oraclec
