#include "Driver/CardLoader.h"

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace oraclec::driver {

namespace fs = std::filesystem;

namespace {

std::shared_ptr<SourceFile> makeFile(std::string path, std::string text, unsigned firstLine = 1) {
  return std::make_shared<SourceFile>(std::move(path), std::move(text), firstLine);
}

TextRef wholeText(std::string path, std::string text, unsigned firstLine = 1) {
  uint32_t n = uint32_t(text.size());
  return TextRef{makeFile(std::move(path), std::move(text), firstLine), 0, n};
}

bool readFile(const std::string &path, std::string &out, DiagnosticEngine &diags) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    diags.report(DiagKind::UnreadableFile, nullptr, {}, path, std::strerror(errno));
    return false;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

// ------------------------------------------------------------------ .card
std::string scalar(const YAML::Node &n) { return n && n.IsScalar() ? n.as<std::string>() : std::string(); }

// A rules text field: its own SourceFile whose line numbers match the .card
// file (a block scalar starts on the line after its key).
TextRef yamlText(const std::string &path, const std::vector<std::string> &lines, const YAML::Node &n) {
  if (!n || !n.IsScalar())
    return wholeText(path, "");
  YAML::Mark mark = n.Mark();
  unsigned line = unsigned(mark.line) + 1;
  bool block = false;
  if (mark.line >= 0 && size_t(mark.line) < lines.size()) {
    const std::string &raw = lines[size_t(mark.line)];
    size_t col = size_t(std::max(mark.column, 0));
    if (col < raw.size() && (raw[col] == '|' || raw[col] == '>'))
      ++line, block = true;
  }
  auto file = makeFile(path, n.as<std::string>(), line);
  // Columns of the .card file: where each line of the text sits in the
  // file's line (after a block scalar's indentation, after "text: ").
  std::vector<SourceFile::LineOrigin> origins;
  std::string_view value = file->text();
  for (size_t i = 0, at = 0; at <= value.size(); ++i) {
    size_t end = std::min(value.find('\n', at), value.size());
    std::string_view v = value.substr(at, end - at);
    size_t fileLine = size_t(line - 1) + i;
    SourceFile::LineOrigin o;
    if (!v.empty() && fileLine < lines.size()) {
      const std::string &raw = lines[fileLine];
      size_t from = (i == 0 && !block) ? size_t(std::max(mark.column, 0)) : 0;
      size_t c = raw.find(v, std::min(from, raw.size()));
      bool indentOnly = c != std::string::npos && raw.find_first_not_of(' ') >= c;
      if (c != std::string::npos && (indentOnly || (i == 0 && !block)))
        o = {raw, uint32_t(c)};
    }
    origins.push_back(std::move(o));
    at = end + 1;
  }
  file->setLineOrigins(std::move(origins));
  uint32_t size = uint32_t(file->text().size());
  return TextRef{std::move(file), 0, size};
}

bool parseFace(const std::string &path, const std::vector<std::string> &lines, const YAML::Node &doc,
               CardFaceRecord &face, DiagnosticEngine &diags, const std::shared_ptr<SourceFile> &file) {
  if (!doc.IsMap()) {
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{0, 0}, "a card must be a YAML mapping");
    return false;
  }
  face.printed.name = scalar(doc["name"]);
  if (face.printed.name.empty()) {
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{0, 0}, "the card has no 'name'");
    return false;
  }
  face.printed.manaCost = scalar(doc["mana_cost"]);
  face.printed.typeLine = scalar(doc["type"]);
  face.printed.power = scalar(doc["power"]);
  face.printed.toughness = scalar(doc["toughness"]);
  face.printed.loyalty = scalar(doc["loyalty"]);
  face.text = yamlText(path, lines, doc["text"]);
  for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
    std::string code(codeOf(lang));
    if (doc["text." + code])
      face.foreignText[lang] = yamlText(path, lines, doc["text." + code]);
    if (doc["name." + code])
      face.foreignName[lang] = scalar(doc["name." + code]);
  }
  return true;
}

// ------------------------------------------------------------------ JSON
std::string str(const nlohmann::json &j, const char *key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null())
    return {};
  if (it->is_string())
    return it->get<std::string>();
  return it->dump();
}

CardFaceRecord mtgjsonFace(const std::string &source, const nlohmann::json &c) {
  CardFaceRecord f;
  std::string faceName = str(c, "faceName");
  f.printed.name = faceName.empty() ? str(c, "name") : faceName;
  f.printed.manaCost = str(c, "manaCost");
  f.printed.typeLine = str(c, "type");
  f.printed.power = str(c, "power");
  f.printed.toughness = str(c, "toughness");
  f.printed.loyalty = str(c, "loyalty");
  f.text = wholeText(source + ": " + f.printed.name, str(c, "text"));
  if (auto fd = c.find("foreignData"); fd != c.end() && fd->is_array()) {
    for (const auto &foreign : *fd) {
      if (!foreign.is_object())
        continue;
      auto lang = languageFromMtgjsonName(str(foreign, "language"));
      if (!lang || f.foreignText.count(*lang))
        continue;
      std::string text = str(foreign, "text");
      if (text.empty())
        continue;
      f.foreignName[*lang] = str(foreign, "name");
      f.foreignText[*lang] =
          wholeText(source + ": " + f.printed.name + " [" + std::string(codeOf(*lang)) + "]", text);
    }
  }
  return f;
}

void addMtgjsonCard(const std::string &source, const std::string &name, const nlohmann::json &faces,
                    std::vector<CardRecord> &out) {
  CardRecord card;
  card.name = name;
  if (faces.is_array()) {
    for (const auto &f : faces)
      if (f.is_object())
        card.faces.push_back(mtgjsonFace(source, f));
  } else if (faces.is_object()) {
    card.faces.push_back(mtgjsonFace(source, faces));
  }
  if (!card.faces.empty())
    out.push_back(std::move(card));
}

CardFaceRecord scryfallFace(const std::string &source, const nlohmann::json &c) {
  CardFaceRecord f;
  f.printed.name = str(c, "name");
  f.printed.manaCost = str(c, "mana_cost");
  f.printed.typeLine = str(c, "type_line");
  f.printed.power = str(c, "power");
  f.printed.toughness = str(c, "toughness");
  f.printed.loyalty = str(c, "loyalty");
  f.text = wholeText(source + ": " + f.printed.name, str(c, "oracle_text"));
  return f;
}

bool loadJson(const std::string &path, const std::string &content, std::vector<CardRecord> &out,
              DiagnosticEngine &diags) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(content);
  } catch (const nlohmann::json::parse_error &e) {
    auto file = makeFile(path, content);
    uint32_t at = uint32_t(std::min<size_t>(e.byte > 0 ? e.byte - 1 : 0, content.size()));
    std::string what = e.what();
    if (auto p = what.find("parse error"); p != std::string::npos)
      what = what.substr(p);
    diags.report(DiagKind::MalformedJson, file, SourceRange{at, at + 1}, what);
    return false;
  }
  if (j.is_array()) { // Scryfall bulk data
    for (const auto &c : j) {
      if (!c.is_object() || !c.contains("name"))
        continue;
      CardRecord card;
      card.name = str(c, "name");
      if (auto faces = c.find("card_faces"); faces != c.end() && faces->is_array() && !c.contains("oracle_text")) {
        for (const auto &f : *faces)
          if (f.is_object())
            card.faces.push_back(scryfallFace(path, f));
      } else {
        card.faces.push_back(scryfallFace(path, c));
      }
      out.push_back(std::move(card));
    }
    return true;
  }
  auto data = j.find("data");
  if (!j.is_object() || data == j.end()) {
    diags.report(DiagKind::MalformedJson, makeFile(path, content), SourceRange{0, 1},
                 "expected an MTGJSON file (an object with \"data\") or a Scryfall array");
    return false;
  }
  if (data->is_object() && data->contains("cards") && (*data)["cards"].is_array()) {
    for (const auto &c : (*data)["cards"]) // one set file
      if (c.is_object())
        addMtgjsonCard(path, str(c, "name"), c, out);
    return true;
  }
  if (!data->is_object()) {
    diags.report(DiagKind::MalformedJson, makeFile(path, content), SourceRange{0, 1},
                 "\"data\" must be an object");
    return false;
  }
  for (auto it = data->begin(); it != data->end(); ++it) {
    const auto &v = it.value();
    if (v.is_object() && v.contains("cards") && v["cards"].is_array()) { // AllPrintings
      for (const auto &c : v["cards"])
        if (c.is_object())
          addMtgjsonCard(path, str(c, "name"), c, out);
    } else { // AtomicCards: name -> [faces]
      addMtgjsonCard(path, it.key(), v, out);
    }
  }
  return true;
}

} // namespace

bool loadCardFile(const std::string &path, const std::string &content, std::vector<CardRecord> &out,
                  DiagnosticEngine &diags) {
  auto file = makeFile(path, content);
  std::vector<std::string> lines;
  {
    std::istringstream ss(content);
    for (std::string l; std::getline(ss, l);)
      lines.push_back(l);
  }
  try {
    YAML::Node doc = YAML::Load(content);
    CardRecord card;
    if (doc.IsMap() && doc["faces"] && doc["faces"].IsSequence()) {
      for (const auto &f : doc["faces"]) {
        CardFaceRecord face;
        if (!parseFace(path, lines, f, face, diags, file))
          return false;
        card.faces.push_back(std::move(face));
      }
      card.name = scalar(doc["name"]);
    } else {
      CardFaceRecord face;
      if (!parseFace(path, lines, doc, face, diags, file))
        return false;
      card.name = face.printed.name;
      card.faces.push_back(std::move(face));
    }
    out.push_back(std::move(card));
    return true;
  } catch (const YAML::Exception &e) {
    // Map the YAML mark (0-based line/column) to a byte offset.
    uint32_t offset = 0;
    for (int l = 0; l < e.mark.line && size_t(l) < lines.size(); ++l)
      offset += uint32_t(lines[size_t(l)].size() + 1);
    offset += uint32_t(std::max(e.mark.column, 0));
    offset = std::min<uint32_t>(offset, uint32_t(content.size()));
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{offset, offset + 1}, e.msg);
    return false;
  }
}

bool loadCards(const std::string &path, std::vector<CardRecord> &out, DiagnosticEngine &diags) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    std::vector<std::string> files;
    for (auto &entry : fs::recursive_directory_iterator(path, ec))
      if (entry.is_regular_file() && entry.path().extension() == ".card")
        files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    bool ok = true;
    for (auto &f : files)
      ok &= loadCards(f, out, diags);
    return ok;
  }
  std::string content;
  if (!readFile(path, content, diags))
    return false;
  if (fs::path(path).extension() == ".card")
    return loadCardFile(path, content, out, diags);
  size_t first = content.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && (content[first] == '{' || content[first] == '['))
    return loadJson(path, content, out, diags);
  diags.report(DiagKind::UnreadableFile, makeFile(path, content), SourceRange{0, 1}, path,
               "not a .card file, a folder of them, MTGJSON or Scryfall JSON");
  return false;
}

} // namespace oraclec::driver
