// Compiled cards on demand, for scenarios: the stdlib cards by name, and
// cards a scenario defines inline. A card is handed to the runtime only if
// every ability compiled (a partly understood card would play wrong).
#pragma once
#include "Driver/Backend.h"
#include "runtime/Scenario/CardSpec.h"

#include <iosfwd>
#include <map>
#include <memory>
#include <string>

namespace oraclec::driver {

class CardCatalog {
public:
  CardCatalog(Backend &backend, std::string stdlibDir, std::ostream &diagnostics);
  std::shared_ptr<const rt::CardDefinition> get(const rt::CardSpec &spec);

private:
  std::shared_ptr<const rt::CardDefinition> compile(const struct CardRecord &card);
  Backend &backend_;
  std::string stdlibDir_;
  std::ostream &diag_;
  std::map<std::string, std::shared_ptr<const rt::CardDefinition>> cache_;
  std::map<std::string, std::string> stdlibFiles_; // name -> .card path
};

} // namespace oraclec::driver
