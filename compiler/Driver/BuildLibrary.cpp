#include "Driver/BuildLibrary.h"

#include "Driver/Version.h"

namespace oraclec::driver {

void LibraryCollector::addBatch(const std::vector<std::pair<size_t, size_t>> &faces,
                                codegen::ObjectCode &&saved,
                                const std::vector<std::string> &errors) {
  int32_t object = -1;
  if (!saved.object.empty()) {
    object = int32_t(objects_.size());
    objects_.push_back(std::move(saved.object));
  }
  for (size_t i = 0; i < faces.size(); ++i)
    if (errors[i].empty() && i < saved.functionNames.size())
      faces_[faces[i]] = {saved.functionNames[i].empty() ? -1 : object,
                          std::move(saved.functionNames[i])};
}

LibraryContents LibraryCollector::finish(const std::vector<CardOutcome> &outcomes,
                                         const codegen::TargetInfo &target, int optLevel) {
  LibraryContents lib;
  lib.oraclecVersion = versionString();
  lib.target = target;
  lib.runtimeFingerprint = runtimeFingerprint();
  lib.optLevel = uint32_t(optLevel);
  lib.objects = std::move(objects_);
  for (size_t c = 0; c < outcomes.size(); ++c) {
    const CardOutcome &card = outcomes[c];
    if (card.status == CardStatus::Failed)
      continue; // nothing the runtime could use
    for (size_t f = 0; f < card.faces.size(); ++f) {
      const FaceOutcome &face = card.faces[f];
      if (!face.module)
        continue;
      LibraryEntry e;
      if (!face.module->functions.empty()) {
        auto it = faces_.find({c, f});
        if (it == faces_.end())
          continue; // its code failed to compile
        e.object = it->second.object;
        e.functions = std::move(it->second.functions);
      }
      e.cardName = card.name;
      e.face = uint32_t(f);
      e.faceCount = uint32_t(card.faces.size());
      e.complete = card.status == CardStatus::Compiled;
      for (const AbilityOutcome &a : face.abilities)
        e.abilities.push_back({a.text, a.status == AbilityStatus::Compiled});
      e.definition = face.module->card;
      e.definition.code = nullptr;
      lib.entries.push_back(std::move(e));
    }
  }
  return lib;
}

} // namespace oraclec::driver
