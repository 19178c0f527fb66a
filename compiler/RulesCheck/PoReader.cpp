// gettext PO files, read only through libgettextpo (multi-line strings,
// escapes, plural forms, fuzzy and obsolete entries are the library's job).
// The library does not say on which PO line a message sits, so we find the
// `msgid` lines of the raw text in order; that is locating, not parsing.
//
// The Sphinx PO layout of the seed: a message "100.1" (the number), then a
// message with the rule text; "100. General" and "1. Game Concepts" carry
// number and title in one message; the rules end at the "Glossary" message.
#include "RulesCheck/Readers.h"

#include "RulesCheck/PoPlainReader.h"

#include <gettext-po.h>

#include <csetjmp>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace oraclec::rules {

namespace {

struct PoError {
  int severity;
  size_t line;
  size_t column;
  std::string text;
};

// libgettextpo's error callbacks take no user pointer, so the one read in
// progress on this thread is reached through a thread-local pointer that
// lives only for the duration of po_file_read (set and reset by PoReadScope).
struct PoReadState {
  std::vector<PoError> errors;
  std::jmp_buf fatal;
};
thread_local PoReadState *tlsRead = nullptr;

void onXerror(int severity, po_message_t, const char *, size_t lineno, size_t column, int,
              const char *text) {
  PoReadState *st = tlsRead;
  if (!st) std::abort();
  st->errors.push_back({severity, lineno, column, text ? text : ""});
  // "Must not return if SEVERITY is PO_SEVERITY_FATAL_ERROR."
  if (severity == PO_SEVERITY_FATAL_ERROR) std::longjmp(st->fatal, 1);
}

void onXerror2(int severity, po_message_t m1, const char *f1, size_t l1, size_t c1, int ml1,
               const char *t1, po_message_t, const char *, size_t, size_t, int, const char *) {
  onXerror(severity, m1, f1, l1, c1, ml1, t1);
}

// No C++ object lives in this frame, so longjmp back into it is safe.
po_file_t readWithFatalJump(const char *path, PoReadState *st) {
  static const po_xerror_handler handler = {onXerror, onXerror2};
  if (setjmp(st->fatal) != 0) return nullptr;
  return po_file_read(path, &handler);
}

struct PoReadScope {
  explicit PoReadScope(PoReadState *st) { tlsRead = st; }
  ~PoReadScope() { tlsRead = nullptr; }
};

bool startsWith(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// The raw lines where messages start, in file order, with the msgstr block.
struct RawMessage {
  uint32_t msgidBegin, msgidEnd;   // the `msgid "..."` line
  uint32_t msgstrBegin, msgstrEnd; // the msgstr line and its continuation lines
};

std::vector<RawMessage> locateMessages(std::string_view text) {
  std::vector<RawMessage> out;
  size_t pos = 0;
  enum { None, InMsgstr } state = None;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    size_t end = nl == std::string_view::npos ? text.size() : nl;
    std::string_view line = text.substr(pos, end - pos);
    std::string_view l = startsWith(line, "#~ ") ? line.substr(3) : line;
    if (startsWith(l, "msgid ")) {
      out.push_back({uint32_t(pos), uint32_t(end), uint32_t(end), uint32_t(end)});
      state = None;
    } else if (startsWith(l, "msgstr") && !out.empty()) {
      if (state != InMsgstr) out.back().msgstrBegin = uint32_t(pos);
      out.back().msgstrEnd = uint32_t(end);
      state = InMsgstr;
    } else if (state == InMsgstr && startsWith(l, "\"") && !out.empty()) {
      out.back().msgstrEnd = uint32_t(end);
    } else {
      state = None;
    }
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  return out;
}

uint32_t offsetOfLine(const SourceFile &f, size_t line) {
  const std::string &t = f.text();
  size_t pos = 0;
  for (size_t l = 1; l < line && pos < t.size(); ++l) {
    size_t nl = t.find('\n', pos);
    if (nl == std::string::npos) return uint32_t(t.size());
    pos = nl + 1;
  }
  return uint32_t(pos);
}

// "100.1" alone, "100. General" or "1. Game Concepts".
struct NumberedMsgid {
  RuleNumber number;
  EntryKind kind;
  size_t numberLength;
};
std::optional<NumberedMsgid> classifyMsgid(std::string_view id) {
  if (auto n = parseRuleNumber(id);
      n && id.back() != '.' &&
      (n->level() == RuleNumber::Level::Numbered || n->level() == RuleNumber::Level::Subrule))
    return NumberedMsgid{*n, EntryKind::Rule, id.size()};
  size_t sp = id.find(". ");
  if (sp == std::string_view::npos || sp > 3) return std::nullopt;
  auto n = parseRuleNumber(id.substr(0, sp));
  if (!n) return std::nullopt;
  if (n->level() == RuleNumber::Level::Rule) return NumberedMsgid{*n, EntryKind::Heading, sp + 1};
  if (n->level() == RuleNumber::Level::Section)
    return NumberedMsgid{*n, EntryKind::Section, sp + 1};
  return std::nullopt;
}

std::string trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ')
    s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ')
    s.remove_suffix(1);
  return std::string(s);
}

} // namespace

namespace {
// The whole file through libgettextpo: its messages, or the first error.
std::optional<PoCatalog> readThroughLibrary(const SourceFile &file, const std::string &diskPath,
                                            std::optional<InputError> &error) {
  PoReadState state;
  po_file_t po;
  {
    PoReadScope scope(&state);
    po = readWithFatalJump(diskPath.c_str(), &state);
  }
  for (auto &e : state.errors) {
    if (e.severity == PO_SEVERITY_WARNING) continue;
    std::optional<uint32_t> at;
    if (e.line != size_t(-1) && e.line > 0) at = offsetOfLine(file, e.line);
    std::string msg = e.text;
    while (!msg.empty() && msg.back() == '\n')
      msg.pop_back();
    error = InputError{DiagKind::UnreadableFile, "not a valid PO file: " + msg, at};
    break;
  }
  if (!po) {
    if (!error) error = InputError{DiagKind::UnreadableFile, "not a valid PO file", std::nullopt};
    return std::nullopt;
  }
  if (error) {
    po_file_free(po);
    return std::nullopt;
  }
  PoCatalog cat;
  if (const char *header = po_file_domain_header(po, nullptr)) cat.header = header;
  const char *const *domains = po_file_domains(po);
  for (size_t d = 0; domains && domains[d]; ++d) {
    po_message_iterator_t it = po_message_iterator(po, domains[d]);
    while (po_message_t m = po_next_message(it)) {
      PoMessage msg;
      msg.msgid = po_message_msgid(m);
      msg.obsolete = po_message_is_obsolete(m);
      msg.fuzzy = po_message_is_fuzzy(m);
      msg.msgstr = po_message_msgstr(m);
      if (po_message_msgid_plural(m)) {
        msg.plural = true;
        const char *first = po_message_msgstr_plural(m, 0);
        msg.msgstr = first ? first : "";
      }
      cat.messages.push_back(std::move(msg));
    }
    po_message_iterator_free(it);
  }
  po_file_free(po);
  return cat;
}

// "Language: pl\n" in the header.
std::string headerField(const std::string &header, std::string_view field) {
  size_t pos = 0;
  while (pos < header.size()) {
    size_t nl = header.find('\n', pos);
    if (nl == std::string::npos) nl = header.size();
    std::string_view line = std::string_view(header).substr(pos, nl - pos);
    if (line.size() > field.size() + 1 && line.substr(0, field.size()) == field &&
        line[field.size()] == ':')
      return trimmed(line.substr(field.size() + 1));
    pos = nl + 1;
  }
  return {};
}
} // namespace

std::optional<PoCatalog> readPoMessages(const SourceFile &file, const std::string &diskPath,
                                        std::optional<InputError> &error, bool allowFastPath) {
  if (allowFastPath)
    if (std::optional<PoCatalog> fast = readPlainPo(file.text())) return fast;
  return readThroughLibrary(file, diskPath, error);
}

ReadResult readPoDocument(std::shared_ptr<const SourceFile> file, const std::string &diskPath) {
  ReadResult r;
  Document &doc = r.document;
  doc.file = file;
  doc.path = file->path();
  doc.shape = Shape::Po;

  std::optional<PoCatalog> catalog =
      readPoMessages(*file, diskPath, r.error, /*allowFastPath=*/true);
  if (!catalog) return r;
  if (std::string l = headerField(catalog->header, "Language"); l.size() >= 2)
    if (auto code = languageFromCode(l.substr(0, 2))) doc.language = *code;

  std::vector<RawMessage> raw = locateMessages(file->text());
  size_t rawIndex = 0;
  bool inRules = true;
  long pendingNumber = -1; // entry waiting for its rule text message

  for (const PoMessage &m : catalog->messages) {
    RawMessage where = rawIndex < raw.size() ? raw[rawIndex] : RawMessage{0, 0, 0, 0};
    ++rawIndex;
    std::string_view id = m.msgid;
    if (id.empty()) continue; // the header
    PoStatistics &st = doc.po;
    ++st.messages;
    if (m.obsolete) {
      ++st.obsolete;
      continue;
    }
    bool fuzzy = m.fuzzy;
    const std::string &str = m.msgstr;
    st.plural += m.plural;
    st.fuzzy += fuzzy;
    if (str.empty())
      ++st.empty;
    else
      ++st.translated;
    if (!str.empty() && str == id) ++st.copiedSource;

    if (id == "Glossary") inRules = false;
    if (!inRules) continue;

    auto numbered = classifyMsgid(id);
    if (numbered) {
      RuleEntry e;
      e.kind = numbered->kind;
      e.number = numbered->number;
      e.fuzzy = fuzzy;
      e.numberRange = {where.msgidBegin, where.msgidEnd};
      e.bodyMapsExactly = false;
      if (numbered->kind == EntryKind::Rule) {
        // The translator may have rewritten the number; keep what they wrote.
        e.numberText = str.empty() ? std::string(id) : str;
        if (!str.empty()) e.numberRange = {where.msgstrBegin, where.msgstrEnd};
        e.emptyTranslation = true; // until its text message arrives
        e.bodyRange = {where.msgstrBegin, where.msgstrEnd};
        doc.entries.push_back(std::move(e));
        pendingNumber = long(doc.entries.size()) - 1;
      } else {
        e.numberText = std::string(id.substr(0, numbered->numberLength));
        e.source = trimmed(id.substr(numbered->numberLength));
        std::string_view s(str);
        // A translated heading repeats its number ("100. Ogólne").
        if (auto tn = classifyMsgid(s); tn && tn->kind == numbered->kind) {
          e.numberText = std::string(s.substr(0, tn->numberLength));
          s.remove_prefix(tn->numberLength);
        }
        e.body = trimmed(s);
        e.emptyTranslation = str.empty();
        e.bodyRange = {where.msgstrBegin, where.msgstrEnd};
        doc.entries.push_back(std::move(e));
        pendingNumber = -1;
      }
      continue;
    }
    if (pendingNumber >= 0) {
      RuleEntry &e = doc.entries[size_t(pendingNumber)];
      e.source = std::string(id);
      e.body = str;
      e.fuzzy = e.fuzzy || fuzzy;
      e.emptyTranslation = str.empty();
      e.bodyRange = {where.msgstrBegin, where.msgstrEnd};
      pendingNumber = -1;
    }
  }
  return r;
}

} // namespace oraclec::rules
