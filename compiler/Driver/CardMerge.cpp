#include "Driver/CardMerge.h"

namespace oraclec::driver {

namespace {
bool sameFace(const CardFaceRecord &a, const CardFaceRecord &b) {
  const ir::CardFace &x = a.printed, &y = b.printed;
  return x.name == y.name && x.manaCost == y.manaCost && x.typeLine == y.typeLine &&
         x.power == y.power && x.toughness == y.toughness && x.loyalty == y.loyalty &&
         a.text.text() == b.text.text();
}
} // namespace

bool sameCard(const CardRecord &a, const CardRecord &b) {
  if (a.name != b.name || a.faces.size() != b.faces.size()) return false;
  for (size_t i = 0; i < a.faces.size(); ++i)
    if (!sameFace(a.faces[i], b.faces[i])) return false;
  return true;
}

CardMerger::CardMerger(std::vector<CardRecord> &out) : out_(out) {
  for (size_t i = 0; i < out_.size(); ++i)
    if (out_[i].problems.empty()) byName_.emplace(out_[i].name, i);
}

bool CardMerger::add(CardRecord &&card) {
  if (card.problems.empty()) {
    auto [from, to] = byName_.equal_range(card.name);
    for (auto it = from; it != to; ++it) {
      CardRecord &kept = out_[it->second];
      if (!sameCard(kept, card)) continue;
      for (size_t f = 0; f < kept.faces.size(); ++f) {
        CardFaceRecord &k = kept.faces[f], &n = card.faces[f];
        for (auto &[lang, text] : n.foreignText)
          if (!k.foreignText.count(lang)) {
            k.foreignText[lang] = std::move(text);
            if (auto name = n.foreignName.find(lang); name != n.foreignName.end())
              k.foreignName[lang] = std::move(name->second);
          }
      }
      for (auto [have, other] : {std::pair{&kept.ids.mtgjsonUuid, &card.ids.mtgjsonUuid},
                                 std::pair{&kept.ids.scryfallId, &card.ids.scryfallId},
                                 std::pair{&kept.ids.scryfallOracleId, &card.ids.scryfallOracleId}})
        if (have->empty()) *have = std::move(*other);
      ++merged_;
      return false;
    }
    byName_.emplace(card.name, out_.size());
  }
  out_.push_back(std::move(card));
  return true;
}

} // namespace oraclec::driver
