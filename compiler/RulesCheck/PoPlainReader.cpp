#include "RulesCheck/PoPlainReader.h"

#include <unordered_set>

namespace oraclec::rules {

namespace {
bool startsWith(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// `"..."` with only \n \t \" \\ escapes, nothing after the closing quote
// but spaces. Appends the unescaped text to `out`.
bool appendString(std::string_view s, std::string &out) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  if (s.size() < 2 || s.front() != '"' || s.back() != '"') return false;
  s = s.substr(1, s.size() - 2);
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') return false; // an unescaped quote inside
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i == s.size()) return false;
    switch (s[i]) {
    case 'n':
      out += '\n';
      break;
    case 't':
      out += '\t';
      break;
    case '"':
      out += '"';
      break;
    case '\\':
      out += '\\';
      break;
    default:
      return false; // \r, octal, hex...: libgettextpo decides
    }
  }
  return true;
}

bool hasFuzzyFlag(std::string_view flags) {
  // "#, fuzzy, python-format"
  size_t pos = 0;
  while (pos < flags.size()) {
    size_t comma = flags.find(',', pos);
    if (comma == std::string_view::npos) comma = flags.size();
    std::string_view f = flags.substr(pos, comma - pos);
    while (!f.empty() && f.front() == ' ')
      f.remove_prefix(1);
    while (!f.empty() && (f.back() == ' ' || f.back() == '\t'))
      f.remove_suffix(1);
    if (f == "fuzzy") return true;
    pos = comma + 1;
  }
  return false;
}
} // namespace

std::optional<PoCatalog> readPlainPo(std::string_view text) {
  PoCatalog cat;
  enum class State { Between, InMsgid, InMsgstr } state = State::Between;
  PoMessage current;
  bool pendingFuzzy = false;
  std::unordered_set<std::string_view> seen;
  auto finish = [&]() -> bool {
    if (state == State::InMsgid) return false; // msgid without msgstr
    if (state == State::InMsgstr) {
      if (current.msgid.empty()) {
        if (!cat.messages.empty()) return false; // a second header, or a header not first
        cat.header = current.msgstr;
      }
      cat.messages.push_back(std::move(current));
      current = PoMessage{};
    }
    state = State::Between;
    return true;
  };
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    size_t end = nl == std::string_view::npos ? text.size() : nl;
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    // Indented continuation strings are common ("  \"more\""); the lexer
    // skips whitespace between tokens.
    if (!line.empty() && (line[0] == ' ' || line[0] == '\t')) {
      size_t first = line.find_first_not_of(" \t");
      line = first == std::string_view::npos ? std::string_view() : line.substr(first);
      if (!line.empty() && line[0] != '"') return std::nullopt;
    }
    if (line.empty()) {
      if (!finish()) return std::nullopt;
    } else if (line[0] == '#') {
      if (startsWith(line, "#~")) return std::nullopt; // obsolete entries: the library's job
      if (!finish()) return std::nullopt;
      if (startsWith(line, "#,") && hasFuzzyFlag(line.substr(2))) pendingFuzzy = true;
    } else if (startsWith(line, "msgid ")) {
      if (!finish()) return std::nullopt;
      current.fuzzy = pendingFuzzy;
      pendingFuzzy = false;
      if (!appendString(line.substr(6), current.msgid)) return std::nullopt;
      state = State::InMsgid;
    } else if (startsWith(line, "msgstr ")) {
      if (state != State::InMsgid) return std::nullopt;
      if (!appendString(line.substr(7), current.msgstr)) return std::nullopt;
      state = State::InMsgstr;
    } else if (line[0] == '"') {
      std::string &into = state == State::InMsgid ? current.msgid : current.msgstr;
      if (state == State::Between || !appendString(line, into)) return std::nullopt;
    } else {
      return std::nullopt; // msgctxt, msgid_plural, msgstr[0], domain, stray text
    }
    if (nl == std::string_view::npos) break;
  }
  if (!finish() || pendingFuzzy) return std::nullopt;
  // A file without a UTF-8 header is read by libgettextpo (charset rules).
  if (cat.messages.empty() || !cat.messages.front().msgid.empty()) return std::nullopt;
  if (cat.header.find("charset=UTF-8") == std::string::npos) return std::nullopt;
  for (const PoMessage &m : cat.messages)
    if (!seen.insert(m.msgid).second) return std::nullopt; // duplicates: the library reports them
  return cat;
}

} // namespace oraclec::rules
