#include "Driver/CardCatalog.h"

#include "Driver/CardLoader.h"
#include "Driver/Pipeline.h"

#include <ostream>

namespace oraclec::driver {

CardCatalog::CardCatalog(Backend &backend, std::string stdlibDir, std::ostream &diagnostics)
    : backend_(backend), stdlibDir_(std::move(stdlibDir)), diag_(diagnostics) {}

std::shared_ptr<const rt::CardDefinition> CardCatalog::compile(const CardRecord &card) {
  StageSeconds seconds;
  CardOutcome out = compileFrontToIR(card, {Language::En, /*renderCheck=*/true}, seconds);
  if (out.status != CardStatus::Compiled || out.faces.size() != 1) {
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
  auto defs = backend_.build({out.faces[0].module}, errors);
  if (!errors[0].empty()) {
    diag_ << card.name << ": error: codegen: " << errors[0] << "\n";
    return nullptr;
  }
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
  CardFaceRecord face;
  face.printed = {spec.name, spec.manaCost, spec.typeLine, spec.power, spec.toughness, spec.loyalty};
  auto file = std::make_shared<SourceFile>("scenario card '" + spec.name + "'", spec.text);
  face.text = TextRef{file, 0, uint32_t(spec.text.size())};
  card.faces.push_back(std::move(face));
  return compile(card);
}

} // namespace oraclec::driver
