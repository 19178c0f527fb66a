// Repeated printings of one card merge into one record before compiling:
// MTGJSON AllPrintings holds a card once per set it was printed in, with the
// same Oracle text each time. Same name and same faces (printed
// characteristics and English text) is one card; a later printing's
// translations fill in languages the first one lacked. Cards with problems
// (CardRecord::problems) are never merged: each is reported.
#pragma once
#include "Driver/CardRecord.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace oraclec::driver {

class CardMerger {
public:
  explicit CardMerger(std::vector<CardRecord> &out); // knows the cards already in `out`
  // Appends `card` or merges it into the same card in `out`; true if appended.
  bool add(CardRecord &&card);
  size_t merged() const { return merged_; }

private:
  std::vector<CardRecord> &out_;
  std::unordered_multimap<std::string, size_t> byName_;
  size_t merged_ = 0;
};

// Same printed characteristics and English text on every face.
bool sameCard(const CardRecord &a, const CardRecord &b);

} // namespace oraclec::driver
