#include "Lsp/ScenarioAnalysis.h"

#include "Driver/Backend.h"
#include "Driver/CardCatalog.h"
#include "Driver/CardLoader.h"
#include "runtime/Scenario/Scenario.h"

#include <fmt/format.h>
#include <map>
#include <set>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace oraclec::lsp {

namespace {

uint32_t offsetOf(const YAML::Mark &m, const std::string &text) {
  return uint32_t(std::min<size_t>(size_t(std::max(m.pos, 0)), text.size()));
}

// Byte offset of a 1-based line and byte column (the scenario reader's).
uint32_t offsetOfLineColumn(const std::string &text, size_t line, size_t column) {
  size_t pos = 0;
  for (size_t l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos) return uint32_t(text.size());
    ++pos;
  }
  size_t end = text.find('\n', pos);
  end = end == std::string::npos ? text.size() : end;
  return uint32_t(std::min(pos + (column > 0 ? column - 1 : 0), end));
}

class Walker {
public:
  Walker(const std::string &text, CardIndex &index, ScenarioAnalysis &out)
      : text_(text), index_(index), out_(out) {}

  void run(const YAML::Node &root) {
    if (!root.IsMap()) return;
    if (auto players = root["players"]; players && players.IsSequence())
      for (const auto &p : players)
        if (p.IsScalar()) out_.players.push_back(p.Scalar());
    if (auto cards = root["cards"]; cards && cards.IsSequence())
      for (const auto &c : cards)
        if (c.IsMap() && c["name"] && c["name"].IsScalar()) {
          inline_.insert(c["name"].Scalar());
          reference(c["name"], c["name"].Scalar(), true);
        }
    if (auto setup = root["setup"]; setup && setup.IsMap())
      for (const auto &player : setup)
        if (player.second.IsMap())
          for (const auto &zone : player.second)
            if (zone.second.IsSequence())
              for (const auto &entry : zone.second) {
                if (entry.IsScalar())
                  strict(entry);
                else if (entry.IsMap() && entry["name"] && entry["name"].IsScalar())
                  strict(entry["name"]);
              }
    if (auto steps = root["steps"]; steps && steps.IsSequence())
      for (const auto &s : steps)
        walk(s, false);
  }

private:
  const std::string &text_;
  CardIndex &index_;
  ScenarioAnalysis &out_;
  std::set<std::string> inline_;
  int depth_ = 0;

  bool known(const std::string &name) { return inline_.count(name) || index_.find(name); }

  // Anything in a step: `card:` values must be cards; other words may name
  // one ("bob.Grizzly Bears#2.power").
  void walk(const YAML::Node &n, bool isCard) {
    if (++depth_ > 64) { // a hostile nesting is not walked further
      --depth_;
      return;
    }
    if (n.IsScalar()) {
      if (isCard)
        strict(n);
      else
        lenient(n);
    } else if (n.IsSequence()) {
      for (const auto &e : n)
        walk(e, isCard);
    } else if (n.IsMap()) {
      for (const auto &kv : n) {
        walk(kv.first, false);
        walk(kv.second, kv.first.IsScalar() && kv.first.Scalar() == "card");
      }
    }
    --depth_;
  }

  void strict(const YAML::Node &n) {
    const std::string &name = n.Scalar();
    if (known(name)) {
      reference(n, name, inline_.count(name) != 0);
      return;
    }
    LspDiagnostic d;
    d.range = rangeOfName(n, name);
    d.message = fmt::format("unknown card '{}': no .card file of the workspace, stdlib card or "
                            "`cards:` entry defines it",
                            name);
    out_.diagnostics.push_back(std::move(d));
  }

  void lenient(const YAML::Node &n) {
    std::string s = n.Scalar();
    if (s.empty() || s.size() > 200) return;
    if (size_t dot = s.find('.'); dot != std::string::npos)
      for (const auto &p : out_.players)
        if (s.compare(0, dot, p) == 0 && dot == p.size()) {
          s = s.substr(dot + 1);
          break;
        }
    // The longest known name at the start, ending at '#', '.' or the end.
    for (size_t end = s.size(); end > 0; --end) {
      if (end != s.size() && s[end] != '#' && s[end] != '.') continue;
      std::string name = s.substr(0, end);
      if (known(name)) {
        reference(n, name, inline_.count(name) != 0);
        return;
      }
    }
  }

  Range rangeOfName(const YAML::Node &n, const std::string &name) {
    uint32_t at = offsetOf(n.Mark(), text_);
    size_t lineEnd = text_.find('\n', at);
    lineEnd = lineEnd == std::string::npos ? text_.size() : lineEnd;
    size_t found = text_.find(name, at);
    if (found != std::string::npos && found + name.size() <= lineEnd)
      return {positionAt(text_, uint32_t(found)), positionAt(text_, uint32_t(found + name.size()))};
    return {positionAt(text_, at), positionAt(text_, uint32_t(std::min(lineEnd, size_t(at) + 1)))};
  }

  void reference(const YAML::Node &n, const std::string &name, bool isInline) {
    out_.references.push_back({rangeOfName(n, name), name, isInline});
  }
};

// Plays the scenario as `oraclec run --engine interpreter` does, cards from
// the workspace's .card files too (as if built with `--cards`).
void runStrict(const std::string &path, const std::string &text, CardIndex &index,
               driver::Backend &backend, ScenarioAnalysis &out) {
  std::ostringstream compileErrors, trace;
  driver::CardCatalog catalog(backend, index.stdlibDir(), compileErrors);
  std::map<std::string, std::string> failed; // workspace card -> its .card file
  rt::CompileCallback compile =
      [&](const rt::CardSpec &spec) -> std::shared_ptr<const rt::CardDefinition> {
    const CardLocation *loc = spec.nameOnly() ? index.find(spec.name) : nullptr;
    if (!loc || loc->stdlib) return catalog.get(spec);
    // A workspace card, with the unsaved text of its document if it is open.
    std::vector<driver::CardRecord> cards;
    DiagnosticEngine ignored;
    if (const std::string *open = index.openText(loc->path))
      driver::loadCardFile(loc->path, *open, cards, ignored);
    else
      driver::loadCards(loc->path, cards, ignored);
    for (const auto &c : cards)
      if (c.name == spec.name && c.faces.size() == 1 && c.problems.empty()) {
        const auto &f = c.faces[0];
        rt::CardSpec full{c.name,
                          f.printed.manaCost,
                          f.printed.typeLine,
                          f.printed.power,
                          f.printed.toughness,
                          f.printed.loyalty,
                          std::string(f.text.text())};
        if (auto def = catalog.get(full)) return def;
      }
    failed[spec.name] = loc->path;
    return nullptr;
  };
  rt::ScenarioResult r = rt::runScenarioText(text, path, {}, compile, trace);
  if (r.passed) return;
  // An unknown name is already marked where it is used (every one of them).
  if (r.message.rfind("unknown card '", 0) == 0)
    for (const LspDiagnostic &d : out.diagnostics)
      if (d.message.rfind("unknown card '", 0) == 0) return;
  const std::string prefix = path + ":";
  for (const std::string &line : r.diagnostics) {
    LspDiagnostic d;
    d.severity = r.malformed ? LspSeverity::Error : LspSeverity::Warning;
    std::string rest =
        line.compare(0, prefix.size(), prefix) == 0 ? line.substr(prefix.size()) : line;
    size_t l = 0, c = 0;
    int used = 0;
    if (std::sscanf(rest.c_str(), "%zu:%zu: %n", &l, &c, &used) == 2 && used > 0) {
      uint32_t at = offsetOfLineColumn(text, l, c);
      d.range = {positionAt(text, at), positionAt(text, at)};
      size_t lineEnd = text.find('\n', at);
      d.range.end =
          positionAt(text, uint32_t(lineEnd == std::string::npos ? text.size() : lineEnd));
      rest = rest.substr(size_t(used));
    }
    if (rest.rfind("error: ", 0) == 0) rest = rest.substr(7);
    d.message = r.malformed ? rest : "the scenario fails here: " + rest;
    if (!compileErrors.str().empty()) d.message += "\n" + compileErrors.str();
    out.diagnostics.push_back(std::move(d));
  }
}

} // namespace

ScenarioAnalysis analyzeScenario(const std::string &path, const std::string &text, CardIndex &index,
                                 driver::Backend *backend) {
  ScenarioAnalysis out;
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception &e) {
    LspDiagnostic d;
    uint32_t at = offsetOf(e.mark, text);
    d.range = {positionAt(text, at), positionAt(text, at)};
    d.message = e.msg;
    out.diagnostics.push_back(std::move(d));
    return out;
  }
  try {
    Walker(text, index, out).run(root);
  } catch (const YAML::Exception &) {
    // A node of an unexpected shape: the strict reader below says what.
  }
  if (backend) runStrict(path, text, index, *backend, out);
  return out;
}

} // namespace oraclec::lsp
