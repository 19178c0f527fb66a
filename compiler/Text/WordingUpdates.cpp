#include "Text/WordingUpdates.h"

#include <iterator>

namespace oraclec::text {

namespace {
constexpr WordingUpdate kUpdates[] = {
    {"converted mana cost", "mana value"},
    {"enters the battlefield", "enters"},
    {"enter the battlefield", "enter"},
};
} // namespace

const WordingUpdate *wordingUpdates(size_t &count) {
  count = std::size(kUpdates);
  return kUpdates;
}

void applyWordingUpdates(NormalizedText &t) {
  for (auto &u : kUpdates) {
    std::string_view before = u.before;
    size_t pos = 0;
    while ((pos = t.text.find(before, pos)) != std::string::npos) {
      t.replace(pos, pos + before.size(), u.after);
      pos += std::string_view(u.after).size();
    }
  }
}

std::string applyWordingUpdates(std::string s) {
  for (auto &u : kUpdates) {
    std::string_view before = u.before;
    size_t pos = 0;
    while ((pos = s.find(before, pos)) != std::string::npos) {
      s.replace(pos, before.size(), u.after);
      pos += std::string_view(u.after).size();
    }
  }
  return s;
}

} // namespace oraclec::text
