#include "Driver/JsonCards.h"

namespace oraclec::driver {

namespace {

using json = nlohmann::json;

const char *typeName(const json &j) {
  switch (j.type()) {
  case json::value_t::null:
    return "null";
  case json::value_t::object:
    return "an object";
  case json::value_t::array:
    return "an array";
  case json::value_t::string:
    return "a string";
  case json::value_t::boolean:
    return "a boolean";
  case json::value_t::binary:
    return "binary";
  case json::value_t::discarded:
    return "nothing";
  default:
    return "a number";
  }
}

TextRef wholeText(std::string path, std::string text) {
  uint32_t n = uint32_t(text.size());
  return TextRef{std::make_shared<SourceFile>(std::move(path), std::move(text)), 0, n};
}

// How a problem names a field: AtomicCards' face index is said in words.
struct Label {
  size_t skip = 0;    // leading path items not named (the face index)
  std::string suffix; // " (face 2)" on a card with several faces
  std::string of(const JsonPath &p) const {
    return toString(JsonPath(p.begin() + long(std::min(skip, p.size())), p.end()));
  }
};

// Reads the fields of one JSON object, recording each one of the wrong type.
class Fields {
public:
  Fields(const json &object, JsonPath at, const std::string &card,
         std::vector<EntryProblem> &problems, Label label = {})
      : object_(object), at_(std::move(at)), card_(card), problems_(problems),
        label_(std::move(label)) {}

  // A string field; absent is empty. `integers`: a whole number is its digits
  // (power, toughness and loyalty as .card files may write them).
  std::string text(const char *key, bool integers = false) const {
    auto it = object_.find(key);
    if (it == object_.end()) return {};
    if (it->is_string()) return it->get<std::string>();
    if (integers && (it->is_number_integer())) return it->dump();
    wrong(key, *it, "a string");
    return {};
  }
  // An array field, or null when absent or of the wrong type.
  const json *array(const char *key) const {
    auto it = object_.find(key);
    if (it == object_.end()) return nullptr;
    if (it->is_array()) return &*it;
    wrong(key, *it, "an array");
    return nullptr;
  }
  bool has(const char *key) const { return object_.contains(key); }
  // An object field, or null when absent or of the wrong type.
  const json *object(const char *key) const {
    auto it = object_.find(key);
    if (it == object_.end()) return nullptr;
    if (it->is_object()) return &*it;
    wrong(key, *it, "an object");
    return nullptr;
  }
  JsonPath path(const char *key) const {
    JsonPath p = at_;
    p.push_back({key, 0});
    return p;
  }
  void wrong(const char *key, const json &v, const char *expected) const {
    JsonPath p = path(key);
    problems_.push_back({p, "card '" + card_ + "': '" + label_.of(p) + "' is " + typeName(v) +
                                "; expected " + expected + label_.suffix});
  }
  const Label &label() const { return label_; }

private:
  const json &object_;
  JsonPath at_;
  const std::string &card_;
  std::vector<EntryProblem> &problems_;
  Label label_;
};

JsonPath child(const JsonPath &at, size_t index) {
  JsonPath p = at;
  p.push_back({"", index});
  return p;
}

// The elements of `array` that are objects; the others are problems.
template <typename F>
void eachObject(const json &array, const JsonPath &at, const std::string &card, const char *what,
                std::vector<EntryProblem> &problems, const Label &label, F &&f) {
  for (size_t i = 0; i < array.size(); ++i) {
    JsonPath p = child(at, i);
    std::string name = at.empty() ? "face " + std::to_string(i + 1) : "'" + label.of(p) + "'";
    if (array[i].is_object())
      f(array[i], p, i);
    else
      problems.push_back({p, "card '" + card + "': " + name + " is " + typeName(array[i]) +
                                 "; expected " + what + label.suffix});
  }
}

// --- begin dfc ---
// A colour indicator (204): an array of colour letters, ["R", "G"] -> "RG".
// A back face has no mana cost; this is where its colours come from (712.4d).
std::string colorLetters(const Fields &f, const char *key) {
  std::string out;
  if (const json *a = f.array(key))
    for (const json &c : *a)
      if (c.is_string() && c.get<std::string>().size() == 1)
        out += c.get<std::string>();
  return out;
}
// --- end dfc ---

CardFaceRecord mtgjsonFace(const std::string &source, const json &c, const JsonPath &at,
                           const std::string &card, std::vector<EntryProblem> &problems,
                           const Label &label = {}) {
  Fields f(c, at, card, problems, label);
  CardFaceRecord face;
  std::string faceName = f.text("faceName");
  std::string name = f.text("name");
  face.printed.name = faceName.empty() ? name : faceName;
  face.printed.manaCost = f.text("manaCost");
  face.printed.typeLine = f.text("type");
  face.printed.power = f.text("power", true);
  face.printed.toughness = f.text("toughness", true);
  face.printed.loyalty = f.text("loyalty", true);
  face.printed.colorIndicator = colorLetters(f, "colorIndicator"); // --- dfc ---
  face.text = wholeText(source + ": " + face.printed.name, f.text("text"));
  if (const json *foreign = f.array("foreignData")) {
    eachObject(*foreign, f.path("foreignData"), card, "an object", problems, label,
               [&](const json &fd, const JsonPath &p, size_t) {
                 Fields ff(fd, p, card, problems, label);
                 auto lang = languageFromMtgjsonName(ff.text("language"));
                 std::string text = ff.text("text");
                 std::string foreignName = ff.text("name");
                 if (!lang || face.foreignText.count(*lang) || text.empty()) return;
                 face.foreignName[*lang] = foreignName;
                 face.foreignText[*lang] = wholeText(source + ": " + face.printed.name + " [" +
                                                         std::string(codeOf(*lang)) + "]",
                                                     text);
               });
  }
  return face;
}

// MTGJSON ids: a printing's "uuid"; "identifiers" (a printing's or, in
// AtomicCards, a face's) holds Scryfall's ids.
void mtgjsonIds(const Fields &f, const std::string &card, std::vector<EntryProblem> &problems,
                const Label &label, CardIds &ids) {
  if (ids.mtgjsonUuid.empty()) ids.mtgjsonUuid = f.text("uuid");
  if (const json *identifiers = f.object("identifiers")) {
    Fields i(*identifiers, f.path("identifiers"), card, problems, label);
    if (ids.scryfallId.empty()) ids.scryfallId = i.text("scryfallId");
    if (ids.scryfallOracleId.empty()) ids.scryfallOracleId = i.text("scryfallOracleId");
  }
}

// A Scryfall printing in another language ("lang": "ja") carries that
// language's words in "printed_text" and "printed_name" (its "oracle_text" is
// still the English Oracle text): they are the face's translation, what
// xcheck compares.
CardFaceRecord scryfallFace(const std::string &source, const json &c, const JsonPath &at,
                            const std::string &card, std::vector<EntryProblem> &problems,
                            const std::string &lang, const Label &label = {}) {
  Fields f(c, at, card, problems, label);
  CardFaceRecord face;
  face.printed.name = f.text("name");
  face.printed.manaCost = f.text("mana_cost");
  face.printed.typeLine = f.text("type_line");
  face.printed.power = f.text("power", true);
  face.printed.toughness = f.text("toughness", true);
  face.printed.loyalty = f.text("loyalty", true);
  face.printed.colorIndicator = colorLetters(f, "color_indicator"); // --- dfc ---
  face.text = wholeText(source + ": " + face.printed.name, f.text("oracle_text"));
  if (auto language = languageFromCode(lang); language && *language != Language::En) {
    std::string printed = f.text("printed_text");
    if (!printed.empty()) {
      face.foreignName[*language] = f.text("printed_name");
      face.foreignText[*language] = wholeText(
          source + ": " + face.printed.name + " [" + std::string(codeOf(*language)) + "]", printed);
    }
  }
  return face;
}

// The card's name, for an entry that is a card object.
std::string nameOf(const JsonEntry &e, std::vector<EntryProblem> &problems) {
  std::string unnamed = "entry " + std::to_string(e.index + 1);
  auto it = e.value.find("name");
  if (it != e.value.end() && it->is_string() && !it->get_ref<const std::string &>().empty())
    return it->get<std::string>();
  if (it == e.value.end())
    problems.push_back({{}, "card " + unnamed + " has no 'name'"});
  else if (it->is_string())
    problems.push_back({{{"name", 0}}, "card " + unnamed + " has an empty 'name'"});
  else
    problems.push_back(
        {{{"name", 0}},
         "card " + unnamed + ": 'name' is " + typeName(*it) + "; expected a string"});
  return unnamed;
}

} // namespace

std::string mtgjsonFaceName(const JsonEntry &entry) {
  if (entry.shape == JsonShape::AtomicCards || entry.shape == JsonShape::Scryfall ||
      !entry.value.is_object())
    return {};
  auto it = entry.value.find("faceName");
  return it != entry.value.end() && it->is_string() ? it->get<std::string>() : std::string();
}

CardRecord cardFromEntry(const std::string &source, const JsonEntry &e,
                         std::vector<EntryProblem> &problems) {
  CardRecord card;
  if (e.shape == JsonShape::AtomicCards) {
    card.name = e.key;
    if (!e.value.is_array()) {
      problems.push_back(
          {{}, "card '" + e.key + "' is " + typeName(e.value) + "; expected an array of faces"});
      return card;
    }
    eachObject(e.value, {}, card.name, "a face object", problems, Label{},
               [&](const json &f, const JsonPath &p, size_t i) {
                 Label label{1, e.value.size() > 1 ? " (face " + std::to_string(i + 1) + ")" : ""};
                 card.faces.push_back(mtgjsonFace(source, f, p, card.name, problems, label));
                 if (i == 0) // --- dfc --- every face repeats the card's layout
                   card.layout = Fields(f, p, card.name, problems, label).text("layout");
                 mtgjsonIds(Fields(f, p, card.name, problems, label), card.name, problems, label,
                            card.ids);
               });
    return card;
  }
  if (!e.value.is_object()) {
    card.name = "entry " + std::to_string(e.index + 1);
    problems.push_back(
        {{}, "card " + card.name + " is " + typeName(e.value) + "; expected a card object"});
    return card;
  }
  card.name = nameOf(e, problems);
  if (e.shape != JsonShape::Scryfall) { // one printing: one face
    card.faces.push_back(mtgjsonFace(source, e.value, {}, card.name, problems));
    card.layout = Fields(e.value, {}, card.name, problems).text("layout"); // --- dfc ---
    mtgjsonIds(Fields(e.value, {}, card.name, problems), card.name, problems, Label{}, card.ids);
    return card;
  }
  Fields f(e.value, {}, card.name, problems);
  card.ids.scryfallId = f.text("id");
  card.ids.scryfallOracleId = f.text("oracle_id");
  const std::string lang = f.text("lang");
  card.layout = f.text("layout"); // --- dfc ---
  const json *faces = f.array("card_faces");
  if (faces && !f.has("oracle_text")) {
    eachObject(*faces, f.path("card_faces"), card.name, "a face object", problems, Label{},
               [&](const json &face, const JsonPath &p, size_t) {
                 card.faces.push_back(scryfallFace(source, face, p, card.name, problems, lang));
                 // A reversible card's oracle_id is on its faces.
                 if (card.ids.scryfallOracleId.empty() && face.contains("oracle_id"))
                   card.ids.scryfallOracleId =
                       Fields(face, p, card.name, problems).text("oracle_id");
               });
  } else {
    card.faces.push_back(scryfallFace(source, e.value, {}, card.name, problems, lang));
  }
  return card;
}

} // namespace oraclec::driver
