#include "RulesCheck/Glossary.h"

#include "RulesCheck/Reference.h"

#include <fstream>
#include <sstream>

namespace oraclec::rules {

namespace {
bool validId(std::string_view id) {
  if (id.empty() || id.front() == '-' || id.back() == '-') return false;
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (true) {
    size_t at = s.find(sep, pos);
    out.emplace_back(s.substr(pos, at == std::string_view::npos ? std::string_view::npos : at - pos));
    if (at == std::string_view::npos) break;
    pos = at + 1;
  }
  return out;
}
} // namespace

const GlossaryTerm *Glossary::byEnglish(std::string_view english) const {
  std::string key = asciiLower(english);
  for (auto &t : terms)
    if (asciiLower(t.english) == key) return &t;
  return nullptr;
}

const GlossaryTerm *Glossary::byId(std::string_view id) const {
  for (auto &t : terms)
    if (t.id == id) return &t;
  return nullptr;
}

GlossaryLoad parseGlossary(std::string_view tsv, std::string path) {
  GlossaryLoad r;
  r.glossary.path = path;
  unsigned lineNo = 0;
  size_t pos = 0;
  while (pos <= tsv.size()) {
    size_t nl = tsv.find('\n', pos);
    std::string_view line = tsv.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line.front() != '#') {
      auto cols = split(line, '\t');
      auto where = path + ":" + std::to_string(lineNo) + ": ";
      if (cols.size() != 3) {
        r.errors.push_back(where + "expected 3 tab-separated columns, found " + std::to_string(cols.size()));
      } else if (!validId(cols[0])) {
        r.errors.push_back(where + "term id '" + cols[0] + "' must be lower-case ASCII with hyphens");
      } else if (cols[1].empty() || cols[2].empty()) {
        r.errors.push_back(where + "empty English term or translation");
      } else if (r.glossary.byId(cols[0])) {
        r.errors.push_back(where + "duplicate term id '" + cols[0] + "'");
      } else {
        GlossaryTerm t;
        t.id = cols[0];
        t.english = cols[1];
        for (auto &v : split(cols[2], '|'))
          if (!v.empty()) t.renderings.push_back(v);
        t.line = lineNo;
        r.glossary.terms.push_back(std::move(t));
      }
    }
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  return r;
}

std::optional<GlossaryLoad> loadGlossary(const std::string &dataDir, Language lang) {
  std::string path = dataDir + "/i18n/" + std::string(codeOf(lang)) + "/glossary.tsv";
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return parseGlossary(ss.str(), path);
}

} // namespace oraclec::rules
