#include "Driver/CardLoader.h"

#include "Driver/CardMerge.h"
#include "Driver/FileLocation.h"
#include "Driver/JsonCards.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
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

uint32_t offsetOf(const YAML::Mark &mark, const std::string &content) {
  return uint32_t(std::min<size_t>(size_t(std::max(mark.pos, 0)), content.size()));
}

bool parseFace(const std::string &path, const std::vector<std::string> &lines, const YAML::Node &doc,
               CardFaceRecord &face, DiagnosticEngine &diags, const std::shared_ptr<SourceFile> &file,
               std::vector<std::string> &problems) {
  if (!doc.IsMap()) {
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{0, 0}, "a card must be a YAML mapping");
    return false;
  }
  face.printed.name = scalar(doc["name"]);
  if (face.printed.name.empty()) {
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{0, 0}, "the card has no 'name'");
    return false;
  }
  // A field that is a list or a mapping is an error of the card, not an
  // empty field.
  for (auto it = doc.begin(); it != doc.end(); ++it) {
    std::string key = scalar(it->first);
    bool read = key == "name" || key == "mana_cost" || key == "type" || key == "power" ||
                key == "toughness" || key == "loyalty" || key == "text" ||
                key == "color_indicator" || // --- dfc ---
                key.rfind("text.", 0) == 0 || key.rfind("name.", 0) == 0;
    if (!read || it->second.IsScalar() || it->second.IsNull())
      continue;
    uint32_t at = offsetOf(it->first.Mark(), file->text());
    Diagnostic &d = diags.report(
        DiagKind::MalformedCard, file, SourceRange{at, at + uint32_t(key.size())},
        "card '" + face.printed.name + "': '" + key + "' is a " +
            (it->second.IsSequence() ? "list" : "mapping") + "; expected text or a number");
    std::string line = formatDiagnostic(d);
    problems.push_back(line.substr(0, line.find('\n')));
  }
  face.printed.manaCost = scalar(doc["mana_cost"]);
  face.printed.typeLine = scalar(doc["type"]);
  if (face.printed.typeLine.empty()) {
    uint32_t at = offsetOf(doc.Mark(), file->text());
    diags.report(DiagKind::CardWarning, file, SourceRange{at, at + 1},
                 "card '" + face.printed.name +
                     "' has no 'type' line: it is compiled as a card with no types");
  }
  face.printed.power = scalar(doc["power"]);
  face.printed.toughness = scalar(doc["toughness"]);
  face.printed.loyalty = scalar(doc["loyalty"]);
  face.printed.colorIndicator = scalar(doc["color_indicator"]); // --- dfc --- "RG" (204)
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

// A second .card file defining a name an earlier one defined.
void warnIfDefined(const std::vector<CardRecord> &out, const CardRecord &card, const YAML::Node &doc,
                   const std::shared_ptr<SourceFile> &file, DiagnosticEngine &diags) {
  for (const CardRecord &other : out) {
    if (other.name != card.name || other.faces.empty() || !other.faces[0].text.file)
      continue;
    const std::string &where = other.faces[0].text.file->path();
    if (where.size() < 5 || where.compare(where.size() - 5, 5, ".card") != 0)
      continue;
    YAML::Node name = doc["name"];
    uint32_t at = offsetOf(name ? name.Mark() : doc.Mark(), file->text());
    diags.report(DiagKind::CardWarning, file,
                 SourceRange{at, at + uint32_t(std::max<size_t>(card.name.size(), 1))},
                 "card '" + card.name + "' is also defined in '" + where +
                     "'; both are compiled");
    return;
  }
}

// A file nothing could be read from: one failed card named by the path.
void addUnreadable(const std::string &path, const Diagnostic &d, std::vector<CardRecord> &out) {
  std::string line = formatDiagnostic(d);
  CardRecord card;
  card.name = path;
  card.problems.push_back(line.substr(0, line.find('\n')));
  out.push_back(std::move(card));
}

// ------------------------------------------------------------------ JSON
// A problem of one entry, located once the whole file has been read.
struct PendingProblem {
  size_t card;          // in `out`
  uint64_t begin, end;  // the entry's bytes
  EntryProblem problem;
};

constexpr size_t kShownPerFile = 20; // card problems printed per file; all are in the report

std::string readRange(std::ifstream &in, uint64_t begin, uint64_t end) {
  std::string s(size_t(end - begin), '\0');
  in.clear();
  in.seekg(std::streamoff(begin));
  in.read(s.data(), std::streamsize(s.size()));
  s.resize(size_t(std::max<std::streamsize>(in.gcount(), 0)));
  return s;
}

void reportProblems(const std::string &path, const std::vector<PendingProblem> &pending,
                    std::vector<CardRecord> &out, DiagnosticEngine &diags) {
  if (pending.empty())
    return;
  std::vector<uint64_t> offsets;
  std::vector<uint32_t> lengths;
  {
    std::ifstream in(path, std::ios::binary);
    for (const PendingProblem &p : pending) {
      if (p.problem.fileOffset) {
        offsets.push_back(*p.problem.fileOffset);
        lengths.push_back(1);
        continue;
      }
      std::string text = readRange(in, p.begin, p.end);
      auto at = locateJsonPath(text, p.problem.path);
      offsets.push_back(p.begin + at.value_or(0));
      bool key = !p.problem.path.empty() && !p.problem.path.back().key.empty();
      lengths.push_back(key ? uint32_t(p.problem.path.back().key.size() + 2) : 1);
    }
  }
  std::vector<FilePoint> points = locateInFile(path, offsets, true);
  for (size_t i = 0; i < pending.size(); ++i) {
    uint32_t at = points[i].offset;
    uint32_t end = std::min<uint32_t>(at + lengths[i], uint32_t(points[i].file->text().size()));
    Diagnostic d{DiagKind::MalformedCard,
                 Severity::Error,
                 points[i].file,
                 {at, std::max(end, at + 1)},
                 pending[i].problem.message,
                 {}};
    std::string line = formatDiagnostic(d);
    out[pending[i].card].problems.push_back(line.substr(0, line.find('\n')));
    if (i < kShownPerFile)
      diags.report(DiagKind::MalformedCard, d.file, d.range, d.message);
  }
  if (pending.size() > kShownPerFile)
    diags.report(DiagKind::MoreCardProblems, nullptr, {}, pending.size() - kShownPerFile, path);
}

void loadJson(const std::string &path, std::istream &in, std::vector<CardRecord> &out,
              DiagnosticEngine &diags) {
  CardMerger merger(out);
  std::vector<PendingProblem> pending;
  // The faces of one card are adjacent printings with its name and their
  // own "faceName" (MTGJSON lists each face of a printing on its own).
  std::optional<CardRecord> group;
  auto flush = [&] {
    if (group)
      merger.add(std::move(*group));
    group.reset();
  };
  JsonStreamError error;
  bool ok = streamJsonCards(
      in,
      [&](JsonEntry &&e) {
        std::vector<EntryProblem> problems;
        CardRecord card = cardFromEntry(path, e, problems);
        for (uint64_t at : e.invalidUtf8) // read as U+FFFD: this card's error, not the file's
          problems.push_back({{}, "card '" + card.name +
                                      "': invalid UTF-8 at byte " + std::to_string(at) +
                                      " of the file (read as U+FFFD)", at});
        if (!problems.empty()) {
          flush();
          for (auto &p : problems)
            pending.push_back({out.size(), e.begin, e.end, std::move(p)});
          out.push_back(std::move(card));
          return;
        }
        std::string faceName = mtgjsonFaceName(e);
        if (group && !faceName.empty() && group->name == card.name && card.faces.size() == 1 &&
            std::none_of(group->faces.begin(), group->faces.end(),
                         [&](const CardFaceRecord &f) { return f.printed.name == faceName; })) {
          group->faces.push_back(std::move(card.faces[0]));
          return;
        }
        flush();
        group = std::move(card);
      },
      error);
  flush();
  reportProblems(path, pending, out, diags);
  if (!ok) {
    FilePoint p = locateInFile(path, {error.offset}, false)[0];
    Diagnostic &d = diags.report(DiagKind::MalformedJson, p.file, SourceRange{p.offset, p.offset + 1},
                                 error.message);
    addUnreadable(path, d, out);
  }
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
        if (!parseFace(path, lines, f, face, diags, file, card.problems))
          return false;
        card.faces.push_back(std::move(face));
      }
      card.name = scalar(doc["name"]);
      card.layout = scalar(doc["layout"]); // --- dfc --- "transform": front face, then back face
      if (card.faces.empty()) {
        uint32_t at = offsetOf(doc["faces"].Mark(), content);
        diags.report(DiagKind::CardWarning, file, SourceRange{at, at + 1},
                     "card '" + card.name + "' has no faces ('faces' is empty): it is skipped");
        return true;
      }
      if (card.name.empty())
        card.name = card.faces[0].printed.name;
    } else {
      CardFaceRecord face;
      if (!parseFace(path, lines, doc, face, diags, file, card.problems))
        return false;
      card.name = face.printed.name;
      card.faces.push_back(std::move(face));
    }
    warnIfDefined(out, card, doc, file, diags);
    out.push_back(std::move(card));
    return true;
  } catch (const YAML::Exception &e) {
    uint32_t offset = offsetOf(e.mark, content);
    // At the end of the file: just after its last character (as for JSON).
    size_t last = content.find_last_not_of(" \t\r\n");
    offset = std::min<uint32_t>(offset, last == std::string::npos ? 0 : uint32_t(last + 1));
    diags.report(DiagKind::MalformedCardFile, file, SourceRange{offset, offset + 1}, e.msg);
    return false;
  }
}

namespace {
// One file. False only when it cannot be opened or is of no known kind.
bool loadFile(const std::string &path, std::vector<CardRecord> &out, DiagnosticEngine &diags) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    diags.report(DiagKind::UnreadableFile, nullptr, {}, path, std::strerror(errno));
    return false;
  }
  if (fs::path(path).extension() == ".card") {
    std::string content;
    if (!readFile(path, content, diags))
      return false;
    size_t before = diags.all().size();
    if (!loadCardFile(path, content, out, diags)) {
      for (size_t i = before; i < diags.all().size(); ++i)
        if (diags.all()[i].severity == Severity::Error) {
          addUnreadable(path, diags.all()[i], out);
          break;
        }
    }
    return true;
  }
  // JSON is recognised by its first character (after a UTF-8 byte order
  // mark, which the JSON parser skips too) and streamed, never held whole.
  char first = 0, bom[3] = {};
  if (!in.read(bom, 3) || std::string_view(bom, 3) != "\xEF\xBB\xBF") {
    in.clear();
    in.seekg(0);
  }
  while (in.get(first) && (first == ' ' || first == '\t' || first == '\r' || first == '\n'))
    ;
  if (in && (first == '{' || first == '[')) {
    in.clear();
    in.seekg(0);
    loadJson(path, in, out, diags);
    return true;
  }
  diags.report(DiagKind::UnreadableFile, nullptr, {}, path,
               "not a .card file, a folder of them, MTGJSON or Scryfall JSON");
  return false;
}
} // namespace

bool loadCards(const std::string &path, std::vector<CardRecord> &out, DiagnosticEngine &diags) {
  std::error_code ec;
  if (!fs::is_directory(path, ec))
    return loadFile(path, out, diags);
  std::vector<std::string> files;
  for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::end(it); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".card")
      files.push_back(it->path().string());
  if (ec) {
    diags.report(DiagKind::UnreadableFile, nullptr, {}, path, ec.message());
    return false;
  }
  std::sort(files.begin(), files.end());
  for (auto &f : files)
    if (!loadFile(f, out, diags)) // a file that cannot be opened: reported, the rest is read
      addUnreadable(f, diags.all().back(), out);
  return true;
}

bool anyReadable(const std::vector<CardRecord> &cards) {
  return cards.empty() ||
         std::any_of(cards.begin(), cards.end(), [](const CardRecord &c) { return !c.unreadable(); });
}

} // namespace oraclec::driver
