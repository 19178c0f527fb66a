// oraclec_library_*: compile, load, save and list cards.
#include "Boundary.h"
#include "Driver/CardLoader.h"
#include "Handles.h"

#include <filesystem>
#include <sstream>

using namespace oraclec;
using api::fail;

namespace {

std::string text(const char *s) {
  return s ? s : "";
}

void require(const void *p, const char *what) {
  if (!p) fail(ORACLEC_ERROR_INVALID_ARGUMENT, std::string(what) + " is null");
}

// Compiles what a loader read; a batch of which nothing could be read is bad
// input (as `oraclec build` exits 2), with the loader's diagnostics.
// `path`: `what` names a file or folder (not text given in memory).
void compileRecords(oraclec_library *lib, std::vector<driver::CardRecord> records,
                    const DiagnosticEngine &diags, bool opened, const std::string &what,
                    bool path) {
  if (!opened || !driver::anyReadable(records)) {
    std::ostringstream messages;
    printDiagnostics(messages, diags);
    for (const auto &r : records)
      for (const auto &p : r.problems)
        messages << p << "\n";
    std::string m = messages.str();
    while (!m.empty() && m.back() == '\n')
      m.pop_back();
    // A path that is not there is an I/O error; one that is, bad input.
    std::error_code ec;
    bool exists = !path || std::filesystem::exists(what, ec);
    fail(opened || exists ? ORACLEC_ERROR_BAD_INPUT : ORACLEC_ERROR_IO,
         m.empty() ? "no card could be read from " + what : m);
  }
  lib->store->compile(std::move(records), lib->jobs);
}

const api::ListedCard *card(const oraclec_library *lib, size_t index) {
  if (!lib || !lib->store || index >= lib->store->cards().size()) return nullptr;
  return &lib->store->cards()[index];
}

const api::ListedAbility *ability(const oraclec_library *lib, size_t c, size_t a) {
  const api::ListedCard *k = card(lib, c);
  return k && a < k->abilities.size() ? &k->abilities[a] : nullptr;
}

} // namespace

extern "C" {

oraclec_status oraclec_library_create(oraclec_library **out) {
  if (!out) return ORACLEC_ERROR_INVALID_ARGUMENT;
  *out = nullptr;
  std::string error;
  oraclec_library *lib = nullptr;
  oraclec_status s = api::guard(error, [&] {
    auto handle = std::make_unique<oraclec_library>();
    handle->store = std::make_shared<api::CardStore>();
    lib = handle.release();
  });
  *out = lib;
  return s;
}

void oraclec_library_destroy(oraclec_library *library) {
  delete library;
}

const char *oraclec_library_last_error(const oraclec_library *library) {
  return library ? library->lastError.c_str() : "library is null";
}

oraclec_status oraclec_library_set_jobs(oraclec_library *library, unsigned jobs) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    if (jobs == 0) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "jobs must be at least 1");
    library->jobs = jobs;
  });
}

oraclec_status oraclec_library_add_card(oraclec_library *library, const char *name,
                                        const char *mana_cost, const char *type_line,
                                        const char *power, const char *toughness,
                                        const char *rules_text) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(name, "name");
    require(type_line, "type_line");
    if (!*name) fail(ORACLEC_ERROR_BAD_INPUT, "a card needs a name");
    // The same record a scenario's inline card becomes (CardCatalog).
    driver::CardRecord card;
    card.name = name;
    driver::CardFaceRecord face;
    face.printed = {name, text(mana_cost), type_line, text(power), text(toughness), ""};
    std::string body = text(rules_text);
    auto file = std::make_shared<SourceFile>("card '" + card.name + "'", body);
    face.text = driver::TextRef{file, 0, uint32_t(body.size())};
    card.faces.push_back(std::move(face));
    std::vector<driver::CardRecord> records;
    records.push_back(std::move(card));
    library->store->compile(std::move(records), 1);
  });
}

oraclec_status oraclec_library_add_card_source(oraclec_library *library, const char *file_name,
                                               const char *source) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(source, "source");
    std::string name = file_name && *file_name ? file_name : "<card source>";
    DiagnosticEngine diags;
    std::vector<driver::CardRecord> records;
    bool ok = driver::loadCardFile(name, source, records, diags);
    compileRecords(library, std::move(records), diags, ok, name, /*path=*/false);
  });
}

oraclec_status oraclec_library_add_path(oraclec_library *library, const char *path) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(path, "path");
    DiagnosticEngine diags;
    std::vector<driver::CardRecord> records;
    bool opened = driver::loadCards(path, records, diags);
    compileRecords(library, std::move(records), diags, opened, path, /*path=*/true);
  });
}

oraclec_status oraclec_library_load(oraclec_library *library, const char *path) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(path, "path");
    library->store->load(path);
  });
}

oraclec_status oraclec_library_save(oraclec_library *library, const char *path) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(path, "path");
    library->store->save(path);
  });
}

const char *oraclec_library_data_directory(oraclec_library *library) {
  if (!library) return "";
  return api::query<const char *>("", [&] {
    library->scratch = library->store->dataDirectory();
    return library->scratch.c_str();
  });
}

size_t oraclec_library_card_count(const oraclec_library *library) {
  return library && library->store ? library->store->cards().size() : 0;
}

const char *oraclec_library_card_name(const oraclec_library *library, size_t index) {
  const api::ListedCard *c = card(library, index);
  return c ? c->name.c_str() : "";
}

oraclec_card_status oraclec_library_card_status(const oraclec_library *library, size_t index) {
  const api::ListedCard *c = card(library, index);
  if (!c) return ORACLEC_CARD_FAILED;
  switch (c->status) {
  case driver::CardStatus::Compiled:
    return ORACLEC_CARD_COMPILED;
  case driver::CardStatus::Partial:
    return ORACLEC_CARD_PARTIAL;
  case driver::CardStatus::Failed:
    break;
  }
  return ORACLEC_CARD_FAILED;
}

int oraclec_library_card_playable(const oraclec_library *library, size_t index) {
  const api::ListedCard *c = card(library, index);
  return c && c->playable ? 1 : 0;
}

size_t oraclec_library_ability_count(const oraclec_library *library, size_t index) {
  const api::ListedCard *c = card(library, index);
  return c ? c->abilities.size() : 0;
}

const char *oraclec_library_ability_text(const oraclec_library *library, size_t c, size_t a) {
  const api::ListedAbility *ab = ability(library, c, a);
  return ab ? ab->text.c_str() : "";
}

int oraclec_library_ability_compiled(const oraclec_library *library, size_t c, size_t a) {
  const api::ListedAbility *ab = ability(library, c, a);
  return ab && ab->compiled ? 1 : 0;
}

const char *oraclec_library_ability_diagnostic(const oraclec_library *library, size_t c, size_t a) {
  const api::ListedAbility *ab = ability(library, c, a);
  return ab ? ab->diagnostic.c_str() : "";
}

const char *oraclec_library_ability_code(const oraclec_library *library, size_t c, size_t a) {
  const api::ListedAbility *ab = ability(library, c, a);
  return ab ? ab->code.c_str() : "";
}

oraclec_status oraclec_library_find_card(oraclec_library *library, const char *name, size_t *out) {
  if (!library) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(library->lastError, [&] {
    require(name, "name");
    require(out, "out");
    const auto &cards = library->store->cards();
    for (size_t i = cards.size(); i-- > 0;) // the latest card of that name
      if (cards[i].name == name) {
        *out = i;
        return;
      }
    fail(ORACLEC_ERROR_NOT_FOUND, std::string("no card named '") + name + "' in this library");
  });
}

} // extern "C"
