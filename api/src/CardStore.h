// The cards of one oraclec_library: those it compiled (with their outcomes and
// object code, so they can be saved as a .ocl) and those it loaded from saved
// libraries, plus the bundled cards on demand. Games share it (shared_ptr):
// the native code of their cards lives in its JIT and loaded libraries, so it
// must outlive every game that plays them, whichever handle is freed first.
#pragma once
#include "Driver/Backend.h"
#include "Driver/BuildLibrary.h"
#include "Driver/CardCatalog.h"
#include "Driver/CardLibrary.h"
#include "Driver/CardRecord.h"
#include "Driver/Pipeline.h"

#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace oraclec::api {

// One card as the API lists it.
struct ListedAbility {
  std::string text;
  bool compiled = false;
  std::string diagnostic, code;
};
struct ListedCard {
  std::string name;
  driver::CardStatus status = driver::CardStatus::Failed;
  bool playable = false;
  std::vector<ListedAbility> abilities;
};

class CardStore {
public:
  // Throws Failure (ORACLEC_ERROR_ENGINE) when the JIT cannot run here.
  CardStore();

  // Compiles `records` (jobs threads for the front end), adds them to the
  // listing. Cards with load problems are listed as failed or partial.
  void compile(std::vector<driver::CardRecord> records, unsigned jobs);
  void load(const std::string &path); // a .ocl; throws Failure
  void save(const std::string &path); // the compiled cards; throws Failure

  const std::vector<ListedCard> &cards() const { return listed_; }
  // A definition a game may play: compiled or loaded (complete, one face),
  // else a bundled card; null with `why` otherwise.
  std::shared_ptr<const rt::CardDefinition> playable(const std::string &name, std::string &why);
  const std::string &dataDirectory() const { return dataDir_; }

private:
  std::unique_ptr<driver::Backend> backend_;
  std::vector<driver::CardOutcome> outcomes_; // compiled cards, for save()
  driver::LibraryCollector collected_;        // their object code
  std::vector<std::unique_ptr<driver::CardLibrary>> loaded_;
  std::vector<ListedCard> listed_;
  std::map<std::string, std::shared_ptr<const rt::CardDefinition>> playable_;
  std::map<std::string, size_t> listedIndex_; // name -> latest index in listed_
  std::string dataDir_;
  std::ostringstream catalogDiagnostics_;
  std::unique_ptr<driver::CardCatalog> stdlib_;
};

} // namespace oraclec::api
