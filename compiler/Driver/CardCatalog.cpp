#include "Driver/CardCatalog.h"

#include "Driver/CardLoader.h"
#include "Driver/DoubleFaced.h" // dfc
#include "Driver/Pipeline.h"

#include <ostream>

namespace oraclec::driver {

CardCatalog::CardCatalog(Backend &backend, std::string stdlibDir, std::ostream &diagnostics)
    : backend_(backend), stdlibDir_(std::move(stdlibDir)), diag_(diagnostics) {}

std::shared_ptr<const rt::CardDefinition> CardCatalog::compile(const CardRecord &card) {
  StageSeconds seconds;
  CardOutcome out = compileFrontToIR(card, {Language::En, /*renderCheck=*/true}, seconds);
  // --- dfc --- a transforming double-faced card is played as one card (712.1);
  // other multi-face layouts (split, flip, meld, modal) are not played yet.
  const size_t faces = card.transforming() ? 2 : 1;
  if (out.status != CardStatus::Compiled || out.faces.size() != faces) {
    for (auto &f : out.faces) {
      if (!f.cardProblem.empty())
        diag_ << card.name << ": error: " << f.cardProblem << "\n";
      for (auto &a : f.abilities)
        if (a.status != AbilityStatus::Compiled)
          diag_ << card.name << ": error: cannot compile '" << a.text << "': " << a.diagnostic << "\n";
    }
    return nullptr;
  }
  std::vector<std::string> errors;
  std::vector<std::shared_ptr<const ir::Module>> modules;
  for (auto &f : out.faces)
    modules.push_back(f.module);
  auto defs = backend_.build(modules, errors);
  for (const std::string &e : errors)
    if (!e.empty()) {
      diag_ << card.name << ": error: codegen: " << e << "\n";
      return nullptr;
    }
  if (faces == 2) // --- dfc ---
    return withBackFace(defs[0], defs[1]);
  return defs[0];
}

std::shared_ptr<const rt::CardDefinition> CardCatalog::get(const rt::CardSpec &spec) {
  if (spec.nameOnly()) {
    if (auto it = cache_.find(spec.name); it != cache_.end())
      return it->second;
    std::vector<CardRecord> cards;
    DiagnosticEngine diags;
    loadCards(stdlibDir_, cards, diags);
    for (auto &c : cards)
      if (c.name == spec.name) {
        auto def = compile(c);
        cache_[spec.name] = def;
        return def;
      }
    return nullptr;
  }
  // A card defined by the scenario itself.
  CardRecord card;
  card.name = spec.name;
  for (const rt::CardSpec *s : {&spec, spec.back.empty() ? nullptr : &spec.back[0]}) {
    if (!s)
      continue;
    CardFaceRecord face;
    face.printed = {s->name, s->manaCost, s->typeLine, s->power, s->toughness, s->loyalty, s->colorIndicator};
    auto file = std::make_shared<SourceFile>("scenario card '" + s->name + "'", s->text);
    face.text = TextRef{file, 0, uint32_t(s->text.size())};
    card.faces.push_back(std::move(face));
  }
  if (!spec.back.empty()) // --- dfc --- a transforming double-faced card (712.1)
    card.layout = "transform";
  return compile(card);
}

} // namespace oraclec::driver
