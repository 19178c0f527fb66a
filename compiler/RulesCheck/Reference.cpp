#include "RulesCheck/Reference.h"

namespace oraclec::rules {

std::string trimSpaces(std::string_view s) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
  while (!s.empty() && space(s.front()))
    s.remove_prefix(1);
  while (!s.empty() && space(s.back()))
    s.remove_suffix(1);
  return std::string(s);
}

std::string asciiLower(std::string_view s) {
  std::string out(s);
  for (char &c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

namespace {
bool isTitleChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' ' || c == '\'' || c == '-' ||
         c == ',';
}
} // namespace

std::string_view trailingEnglish(std::string_view body, size_t *pos) {
  size_t end = body.size();
  while (end > 0 && (body[end - 1] == ' ' || body[end - 1] == '\n'))
    --end;
  size_t b = end;
  while (b > 0 && isTitleChar(body[b - 1]))
    --b;
  while (b < end && !((body[b] >= 'a' && body[b] <= 'z') || (body[b] >= 'A' && body[b] <= 'Z')))
    ++b;
  *pos = b;
  return body.substr(b, end - b);
}

bool looksLikeTitle(std::string_view body) {
  std::string t = trimSpaces(body);
  if (t.empty() || t.size() > 60 || t.back() == '.' || t.find('\n') != std::string::npos)
    return false;
  int words = 1;
  for (char c : t)
    words += c == ' ';
  return words <= 6;
}

void ReferenceIndex::add(const RuleEntry &e, std::string text, bool analyse) {
  std::string key = e.number.str();
  if (rules_.count(key)) return; // the contents list repeats headings; keep the first
  ReferenceRule r;
  r.number = key;
  r.text = trimSpaces(text);
  if (e.kind != EntryKind::Rule || (e.number.letter == 0 && looksLikeTitle(r.text))) {
    r.title = r.text;
    titles_.emplace(asciiLower(r.title), key);
  }
  if (analyse) {
    r.numerals = countableNumerals(r.text, Language::En);
    r.symbols = findSymbols(r.text);
    r.analysed = true;
  }
  rules_.emplace(key, std::move(r));
  for (RuleNumber n = e.number;; n = n.parent()) {
    known_.insert(n.str());
    if (n.level() == RuleNumber::Level::Section) break;
  }
}

ReferenceIndex ReferenceIndex::fromDocument(const Document &doc, std::string name) {
  ReferenceIndex idx;
  idx.name_ = std::move(name);
  idx.edition_ = doc.edition;
  // Headings in the contents list come first and would shadow nothing but
  // titles; rules are unique in a well-formed reference.
  for (const RuleEntry &e : doc.entries)
    idx.add(e, e.body, /*analyse=*/true);
  return idx;
}

ReferenceIndex ReferenceIndex::fromPoSources(const Document &po) {
  ReferenceIndex idx;
  idx.name_ = "the PO msgids";
  idx.edition_ = po.edition;
  for (const RuleEntry &e : po.entries)
    idx.add(e, e.source, /*analyse=*/false);
  return idx;
}

const ReferenceRule *ReferenceIndex::find(const RuleNumber &n) const {
  auto it = rules_.find(n.str());
  return it == rules_.end() ? nullptr : &it->second;
}

std::string ReferenceIndex::numberOfTitle(std::string_view title) const {
  auto it = titles_.find(asciiLower(trimSpaces(title)));
  return it == titles_.end() ? std::string() : it->second;
}

} // namespace oraclec::rules
