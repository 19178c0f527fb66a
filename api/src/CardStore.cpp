#include "CardStore.h"

#include "Boundary.h"
#include "DataDirectory.h"
#include "Driver/LoadProblems.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace oraclec::api {

namespace {
constexpr size_t kJitBatch = 512; // card faces per LLVM module, as `oraclec build`
} // namespace

CardStore::CardStore() : dataDir_(libraryDataDirectory()) {
  std::string error;
  // Saved code must load on other machines: the JIT targets a generic CPU
  // (docs/library-format.md) and keeps each batch's object file for save().
  backend_ = driver::Backend::create(driver::Engine::Jit, /*optLevel=*/0, error,
                                     /*keepObjects=*/true, codegen::TargetCpu::Generic);
  if (!backend_) fail(ORACLEC_ERROR_ENGINE, "cannot create the JIT: " + error);
}

void CardStore::compile(std::vector<driver::CardRecord> records, unsigned jobs) {
  using namespace driver;
  const size_t first = outcomes_.size();
  outcomes_.resize(first + records.size());
  // The front end in parallel (every card is independent), as `oraclec build`.
  jobs = std::max(1u, std::min<unsigned>(jobs, unsigned(std::max<size_t>(records.size(), 1))));
  std::atomic<size_t> next{0};
  PipelineOptions options{Language::En, /*renderCheck=*/true, /*renderDiagnostics=*/false};
  auto worker = [&] {
    StageSeconds seconds;
    for (size_t i; (i = next.fetch_add(1)) < records.size();) {
      outcomes_[first + i] = compileFrontToIR(records[i], options, seconds);
      addLoadProblems(records[i], outcomes_[first + i]);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < jobs; ++t)
    threads.emplace_back(worker);
  worker();
  for (auto &t : threads)
    t.join();

  // Codegen, batched; every face with a module gets a definition (a vanilla
  // creature's has no functions but is still a card to play).
  using Slot = std::pair<size_t, size_t>; // card (in outcomes_), face
  std::vector<Slot> slots;
  std::vector<std::shared_ptr<const ir::Module>> modules;
  for (size_t c = first; c < outcomes_.size(); ++c)
    for (size_t f = 0; f < outcomes_[c].faces.size(); ++f)
      if (outcomes_[c].faces[f].module) {
        slots.push_back({c, f});
        modules.push_back(outcomes_[c].faces[f].module);
      }
  std::map<Slot, std::shared_ptr<const rt::CardDefinition>> definitions;
  for (size_t begin = 0; begin < modules.size(); begin += kJitBatch) {
    size_t end = std::min(modules.size(), begin + kJitBatch);
    std::vector<std::shared_ptr<const ir::Module>> batch(modules.begin() + long(begin),
                                                         modules.begin() + long(end));
    std::vector<std::string> errors;
    codegen::ObjectCode saved;
    auto defs = backend_->build(batch, errors, &saved);
    std::vector<Slot> batchSlots(slots.begin() + long(begin), slots.begin() + long(end));
    collected_.addBatch(batchSlots, std::move(saved), errors);
    for (size_t i = 0; i < batch.size(); ++i) {
      if (errors[i].empty()) {
        definitions[batchSlots[i]] = defs[i];
        continue;
      }
      for (auto &a : outcomes_[batchSlots[i].first].faces[batchSlots[i].second].abilities)
        if (a.status == AbilityStatus::Compiled) {
          a.status = AbilityStatus::Error;
          a.diagnostic = "codegen: " + errors[i];
          a.construct = "codegen";
          a.code = codeOf(DiagKind::CodegenFailed);
        }
    }
  }

  for (size_t c = first; c < outcomes_.size(); ++c) {
    CardOutcome &out = outcomes_[c];
    out.finish();
    ListedCard card{out.name, out.status, false, {}};
    for (const FaceOutcome &face : out.faces)
      for (const AbilityOutcome &a : face.abilities)
        card.abilities.push_back(
            {a.text, a.status == AbilityStatus::Compiled, a.diagnostic, a.code});
    // The rule CardCatalog applies: a partly understood card would play wrong.
    auto def = definitions.find({c, 0});
    if (out.status == CardStatus::Compiled && out.faces.size() == 1 && def != definitions.end() &&
        def->second) {
      card.playable = true;
      playable_[out.name] = def->second;
    } else {
      playable_.erase(out.name); // the latest card of a name wins
    }
    listedIndex_[out.name] = listed_.size();
    listed_.push_back(std::move(card));
  }
}

void CardStore::load(const std::string &path) {
  std::string why;
  auto lib = driver::CardLibrary::load(path, why);
  if (!lib)
    fail(why.rfind("cannot read", 0) == 0 ? ORACLEC_ERROR_IO : ORACLEC_ERROR_BAD_INPUT,
         path + ": " + why);
  // One listed card per card name (its faces are consecutive entries).
  for (const driver::LoadedCard &face : lib->cards()) {
    if (face.face == 0) {
      listedIndex_[face.cardName] = listed_.size();
      listed_.push_back({face.cardName,
                         face.complete ? driver::CardStatus::Compiled : driver::CardStatus::Partial,
                         false,
                         {}});
    }
    ListedCard &card = listed_[listedIndex_[face.cardName]];
    for (const auto &a : face.abilities)
      card.abilities.push_back({a.text, a.compiled, "", ""});
    if (auto def = lib->find(face.cardName)) {
      card.playable = true;
      playable_[face.cardName] = def;
    }
  }
  loaded_.push_back(std::move(lib));
}

void CardStore::save(const std::string &path) {
  // finish() hands over the collected objects: a copy keeps them for the next save.
  driver::LibraryCollector copy = collected_;
  driver::LibraryContents contents =
      copy.finish(outcomes_, backend_->jit()->target(), /*optLevel=*/0);
  std::string error;
  if (!driver::saveCardLibrary(path, contents, error))
    fail(ORACLEC_ERROR_IO, "cannot write '" + path + "': " + error);
}

std::shared_ptr<const rt::CardDefinition> CardStore::playable(const std::string &name,
                                                              std::string &why) {
  if (auto it = playable_.find(name); it != playable_.end()) return it->second;
  if (auto it = listedIndex_.find(name); it != listedIndex_.end()) {
    const ListedCard &card = listed_[it->second];
    why = "card '" + name + "' is " + driver::nameOf(card.status) +
          ": a game plays only cards whose every ability compiled (and single-faced ones)";
    for (const auto &a : card.abilities)
      if (!a.compiled && !a.diagnostic.empty()) {
        why += "; " + a.diagnostic;
        break;
      }
    return nullptr;
  }
  if (!stdlib_)
    stdlib_ = std::make_unique<driver::CardCatalog>(*backend_, dataDir_ + "/stdlib-cards",
                                                    catalogDiagnostics_);
  rt::CardSpec spec;
  spec.name = name;
  if (auto def = stdlib_->get(spec)) return def;
  why = "unknown card '" + name + "' (not in this library nor in " + dataDir_ + "/stdlib-cards)";
  return nullptr;
}

} // namespace oraclec::api
