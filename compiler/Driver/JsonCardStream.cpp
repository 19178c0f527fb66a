#include "Driver/JsonCardStream.h"

#include <iterator>
#include <sstream>
#include <vector>

namespace oraclec::driver {

namespace {

using json = nlohmann::json;

// Length of the well-formed UTF-8 sequence at s[0..n), 0 if ill-formed, or
// -1 if it may be completed by bytes not read yet (`n` too short).
int utf8SequenceLength(const unsigned char *s, size_t n) {
  unsigned char c = s[0];
  if (c < 0x80) return 1;
  int len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (len == 0) return 0;
  for (int i = 1; i < len; ++i) {
    if (size_t(i) >= n) return -1;
    unsigned char b = s[i];
    unsigned char lo = 0x80, hi = 0xBF; // the second byte's range is narrower (Unicode 3.9, D92)
    if (i == 1) {
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    }
    if (b < lo || b > hi) return 0;
  }
  return len;
}

// The file, read in 1 MB chunks, as an input iterator for nlohmann's parser;
// counts the bytes of the file the parser consumed (the position of each SAX
// event). Bytes that are not UTF-8 would stop nlohmann's parser and lose the
// rest of the file: each is handed to the parser as U+FFFD instead and its
// file offset is kept, so that the card it belongs to gets a diagnostic
// (invalidSince). Offsets stay those of the file.
class ChunkedInput {
public:
  explicit ChunkedInput(std::istream &in) : in_(in), raw_(size_t(1) << 20) { fill(); }
  bool atEnd() const { return pos_ == out_.size(); }
  char peek() const { return out_[pos_]; }
  void advance() {
    consumed_ += counts_[pos_];
    if (++pos_ == out_.size()) fill();
  }
  uint64_t consumed() const { return consumed_; }
  // File offsets of the bytes that were not UTF-8, in order.
  const std::vector<uint64_t> &invalid() const { return invalid_; }

private:
  void fill() {
    // Bytes of a sequence cut by the previous chunk's end come first.
    size_t carried = carry_.size();
    std::copy(carry_.begin(), carry_.end(), raw_.begin());
    carry_.clear();
    in_.read(raw_.data() + carried, std::streamsize(raw_.size() - carried));
    size_t n = carried + size_t(std::max<std::streamsize>(in_.gcount(), 0));
    bool eof = n < raw_.size();
    out_.clear();
    counts_.clear();
    pos_ = 0;
    const auto *s = reinterpret_cast<const unsigned char *>(raw_.data());
    for (size_t i = 0; i < n;) {
      int len = utf8SequenceLength(s + i, n - i);
      if (len < 0 && !eof) { // completed by the next chunk
        carry_.assign(raw_.begin() + long(i), raw_.begin() + long(n));
        break;
      }
      if (len <= 0) { // one ill-formed byte -> U+FFFD, counted as that byte
        invalid_.push_back(rawOffset_ + i);
        out_.insert(out_.end(), {'\xEF', '\xBF', '\xBD'});
        counts_.insert(counts_.end(), {0, 0, 1});
        ++i;
        continue;
      }
      out_.insert(out_.end(), raw_.begin() + long(i), raw_.begin() + long(i) + len);
      counts_.insert(counts_.end(), size_t(len), 1);
      i += size_t(len);
    }
    rawOffset_ += n - carry_.size();
  }
  std::istream &in_;
  std::vector<char> raw_, carry_, out_;
  std::vector<uint8_t> counts_; // file bytes each byte of out_ stands for
  size_t pos_ = 0;
  uint64_t consumed_ = 0, rawOffset_ = 0;
  std::vector<uint64_t> invalid_;
};

struct InputIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char *;
  using reference = char;
  ChunkedInput *in = nullptr; // null: the end
  char operator*() const { return in->peek(); }
  InputIterator &operator++() {
    in->advance();
    return *this;
  }
  InputIterator operator++(int) {
    InputIterator old = *this;
    in->advance();
    return old;
  }
  bool done() const { return !in || in->atEnd(); }
  bool operator==(const InputIterator &o) const { return done() == o.done(); }
  bool operator!=(const InputIterator &o) const { return done() != o.done(); }
};

// The members of a card that are kept in its DOM (JsonCards.cpp reads
// these); the others (legalities, rulings, prices, most identifiers...) are
// parsed but never built. The ids the report carries: MTGJSON "uuid" and
// "identifiers" {scryfallId, scryfallOracleId}; Scryfall "id", "oracle_id".
// A Scryfall printing's language: "lang", "printed_text", "printed_name".
// Double-faced cards (712): "layout", a face's colour indicator (204).
bool kept(std::string_view key) {
  static constexpr std::string_view kKept[] = {
      "name",        "faceName",   "manaCost",    "type",         "power",       "toughness",
      "loyalty",     "text",       "foreignData", "language",     "mana_cost",   "type_line",
      "oracle_text", "card_faces", "uuid",        "identifiers",  "scryfallId",  "scryfallOracleId",
      "id",          "oracle_id",  "lang",        "printed_text", "printed_name",
      "layout",      "colorIndicator", "color_indicator"}; // dfc: the layout and a back face's colours
  for (std::string_view k : kKept)
    if (k == key) return true;
  return false;
}

// What an open container of the document is to the reader.
enum class Role {
  Root,    // the top-level object
  Data,    // MTGJSON "data": set code or card name -> ..., or one set's fields
  Set,     // one set of AllPrintings: its "cards" are entries
  Entries, // an array whose elements are entries
  Skip,    // anything else
};

struct Frame {
  Role role = Role::Skip;
  JsonShape shape = JsonShape::Scryfall; // of Entries
  std::string key;                       // Set: its code
  std::string lastKey;
  bool sawCards = false;
  uint64_t begin = 0;
};

class Handler : public nlohmann::json_sax<json> {
public:
  Handler(ChunkedInput &in, const std::function<void(JsonEntry &&)> &onEntry)
      : in_(in), onEntry_(onEntry) {}

  bool null() override { return scalar(json(nullptr)); }
  bool boolean(bool v) override { return scalar(json(v)); }
  bool number_integer(number_integer_t v) override { return scalar(json(v)); }
  bool number_unsigned(number_unsigned_t v) override { return scalar(json(v)); }
  bool number_float(number_float_t v, const string_t &) override { return scalar(json(v)); }
  bool string(string_t &v) override { return scalar(json(std::move(v))); }
  bool binary(binary_t &) override { return scalar(json(nullptr)); }

  bool start_object(std::size_t) override { return open(false); }
  bool start_array(std::size_t) override { return open(true); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool key(string_t &k) override {
    if (capturing_) {
      if (skipDepth_ == 0 && !(skipNext_ = !kept(k))) domKey_ = std::move(k);
    } else if (!frames_.empty())
      frames_.back().lastKey = std::move(k);
    return done();
  }

  bool parse_error(std::size_t position, const std::string &,
                   const nlohmann::detail::exception &e) override {
    std::string what = e.what();
    // nlohmann's own "at line L, column C" counts differently from ours: the
    // position is given once, by the diagnostic.
    if (auto p = what.find("parse error"); p != std::string::npos) what = what.substr(p);
    if (auto at = what.find(" at line "); at != std::string::npos)
      if (auto colon = what.find(": ", at); colon != std::string::npos) what.erase(at, colon - at);
    // "; last read: '...'" quotes the token, which may be a whole long string
    // or invalid UTF-8: the source line and caret show where it is.
    if (auto p = what.find("; last read: '"); p != std::string::npos) {
      auto q = what.find("'; expected", p);
      q = q != std::string::npos ? q + 1 : what.size();
      what.erase(p, q - p);
    }
    error = {what, position > 0 ? uint64_t(position - 1) : 0};
    failed = true;
    return false;
  }

  bool finish() {
    if (failed) return false;
    if (!sawData_ && !topArray_) {
      error = {"expected an MTGJSON file (an object with \"data\") or a Scryfall array", 0};
      return false;
    }
    return true;
  }

  JsonStreamError error;
  bool failed = false;

private:
  bool done() {
    prevEnd_ = in_.consumed();
    return true;
  }

  // Where an entry that starts with this event begins.
  uint64_t scalarBegin() const { return prevEnd_; }
  uint64_t containerBegin() const { return in_.consumed() - 1; }

  bool scalar(json v) {
    if (capturing_) {
      if (skipDepth_ == 0 && !skipNext_) place(std::move(v));
      skipNext_ = false;
      return done();
    }
    if (frames_.empty()) {
      error = {"expected an MTGJSON file (an object with \"data\") or a Scryfall array",
               scalarBegin()};
      failed = true;
      return false;
    }
    Frame &f = frames_.back();
    switch (f.role) {
    case Role::Root:
      if (f.lastKey == "data") {
        error = {"\"data\" must be an object (MTGJSON) or an array (Scryfall list)", scalarBegin()};
        failed = true;
        return false;
      }
      break;
    case Role::Data: // AtomicCards: a card whose faces are not an array
      if (!f.sawCards)
        pending_.push_back(entry(JsonShape::AtomicCards, f.lastKey, std::move(v), scalarBegin()));
      break;
    case Role::Entries:
      onEntry_(entry(f.shape, "", std::move(v), scalarBegin()));
      break;
    default:
      break;
    }
    return done();
  }

  JsonEntry entry(JsonShape shape, std::string key, json v, uint64_t begin) {
    JsonEntry e;
    e.shape = shape;
    e.key = std::move(key);
    e.value = std::move(v);
    e.begin = begin;
    e.end = in_.consumed();
    e.index = entries_++;
    takeInvalidBytes(e);
    return e;
  }

  // The ill-formed bytes up to the entry's end that no earlier entry took:
  // its own, and those just before it (an AtomicCards entry's key, the card
  // name, comes before its value; so does a set's own data in AllPrintings).
  void takeInvalidBytes(JsonEntry &e) {
    const std::vector<uint64_t> &bad = in_.invalid();
    for (; nextInvalid_ < bad.size() && bad[nextInvalid_] < e.end; ++nextInvalid_)
      e.invalidUtf8.push_back(bad[nextInvalid_]);
  }

  void place(json v) {
    json &parent = *dom_.back();
    if (parent.is_array())
      parent.push_back(std::move(v));
    else
      parent[domKey_] = std::move(v);
  }

  bool open(bool array) {
    if (capturing_ && (skipDepth_ > 0 || skipNext_)) {
      ++skipDepth_;
      skipNext_ = false;
      return done();
    }
    if (capturing_) {
      json v = array ? json::array() : json::object();
      json *child;
      if (dom_.back()->is_array()) {
        dom_.back()->push_back(std::move(v));
        child = &dom_.back()->back();
      } else {
        child = &(*dom_.back())[domKey_];
        *child = std::move(v);
      }
      dom_.push_back(child);
      return done();
    }
    Frame next;
    next.role = Role::Skip;
    next.begin = containerBegin();
    if (frames_.empty()) {
      topArray_ = array;
      next.role = array ? Role::Entries : Role::Root;
    } else {
      Frame &f = frames_.back();
      switch (f.role) {
      case Role::Root:
        if (f.lastKey == "data") {
          sawData_ = true;
          next.role = array ? Role::Entries : Role::Data;
        }
        break;
      case Role::Data:
        if (array && f.lastKey == "cards") {
          f.sawCards = true;
          next.role = Role::Entries;
          next.shape = JsonShape::SetFile;
        } else if (array && !f.sawCards) {
          return capture(JsonShape::AtomicCards, f.lastKey, next.begin, true);
        } else if (!array) {
          next.role = Role::Set;
          next.key = f.lastKey;
        }
        break;
      case Role::Set:
        if (array && f.lastKey == "cards") {
          f.sawCards = true;
          next.role = Role::Entries;
          next.shape = JsonShape::AllPrintings;
        }
        break;
      case Role::Entries:
        return capture(f.shape, "", next.begin, array);
      case Role::Skip:
        break;
      }
    }
    frames_.push_back(std::move(next));
    return done();
  }

  bool capture(JsonShape shape, std::string key, uint64_t begin, bool array) {
    current_ = JsonEntry{};
    current_.shape = shape;
    current_.key = std::move(key);
    current_.begin = begin;
    current_.value = array ? json::array() : json::object();
    dom_.assign(1, &current_.value);
    capturing_ = true;
    return done();
  }

  bool close() {
    if (capturing_ && skipDepth_ > 0) {
      --skipDepth_;
      return done();
    }
    if (capturing_) {
      dom_.pop_back();
      if (dom_.empty()) {
        capturing_ = false;
        current_.end = in_.consumed();
        current_.index = entries_++;
        takeInvalidBytes(current_);
        onEntry_(std::move(current_));
      }
      return done();
    }
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    if (f.role == Role::Set && !f.sawCards && !frames_.empty() && !frames_.back().sawCards) {
      // AtomicCards: a card whose faces are an object, not an array.
      pending_.push_back(entry(JsonShape::AtomicCards, f.key, json::object(), f.begin));
    }
    if (f.role == Role::Data) {
      if (!f.sawCards) // AtomicCards after all: its malformed entries count
        for (auto &e : pending_)
          onEntry_(std::move(e));
      pending_.clear();
    }
    return done();
  }

  ChunkedInput &in_;
  const std::function<void(JsonEntry &&)> &onEntry_;
  std::vector<Frame> frames_;
  std::vector<JsonEntry> pending_;
  bool capturing_ = false;
  std::vector<json *> dom_;
  std::string domKey_;
  JsonEntry current_;
  size_t skipDepth_ = 0;  // inside a member that is not kept
  bool skipNext_ = false; // the next value belongs to a member that is not kept
  uint64_t prevEnd_ = 0;
  size_t entries_ = 0;
  size_t nextInvalid_ = 0; // into in_.invalid(): the first not given to an entry
  bool sawData_ = false, topArray_ = false;
};

bool separator(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ':';
}

// Finds one path in a small text, by the same SAX events.
class Locator : public nlohmann::json_sax<json> {
public:
  Locator(ChunkedInput &in, std::string_view text, const JsonPath &target)
      : in_(in), text_(text), target_(target) {}
  std::optional<uint64_t> found;

  bool null() override { return value(false, false); }
  bool boolean(bool) override { return value(false, false); }
  bool number_integer(number_integer_t) override { return value(false, false); }
  bool number_unsigned(number_unsigned_t) override { return value(false, false); }
  bool number_float(number_float_t, const string_t &) override { return value(false, false); }
  bool string(string_t &) override { return value(false, false); }
  bool binary(binary_t &) override { return value(false, false); }
  bool start_object(std::size_t) override { return value(true, false); }
  bool start_array(std::size_t) override { return value(true, true); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t &k) override {
    path_.back() = JsonPathItem{k, 0};
    return check(tokenStart());
  }
  bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override {
    return false;
  }

private:
  uint64_t tokenStart() const {
    uint64_t at = prevEnd_;
    while (at < text_.size() && separator(text_[size_t(at)]))
      ++at;
    return at;
  }
  bool check(uint64_t at) {
    bool same = path_.size() == target_.size();
    for (size_t i = 0; same && i < path_.size(); ++i)
      same = path_[i].key == target_[i].key && path_[i].index == target_[i].index;
    if (same) {
      found = at;
      return false; // stop here
    }
    prevEnd_ = in_.consumed();
    return true;
  }
  bool value(bool container, bool array) {
    uint64_t at = container ? in_.consumed() - 1 : tokenStart();
    if (!arrays_.empty() && arrays_.back().first) {
      path_.back() = JsonPathItem{"", arrays_.back().second++};
      if (!check(at)) return false;
    }
    if (container) {
      arrays_.push_back({array, 0});
      path_.emplace_back();
    }
    prevEnd_ = in_.consumed();
    return true;
  }
  bool close() {
    arrays_.pop_back();
    path_.pop_back();
    prevEnd_ = in_.consumed();
    return true;
  }

  ChunkedInput &in_;
  std::string_view text_;
  const JsonPath &target_;
  JsonPath path_;
  std::vector<std::pair<bool, size_t>> arrays_; // per open container: is an array, next index
  uint64_t prevEnd_ = 0;
};

} // namespace

std::string toString(const JsonPath &path) {
  std::string s;
  for (const auto &p : path) {
    if (!p.key.empty())
      s += (s.empty() ? "" : ".") + p.key;
    else
      s += "[" + std::to_string(p.index) + "]";
  }
  return s;
}

std::optional<uint64_t> locateJsonPath(std::string_view text, const JsonPath &path) {
  size_t lead = 0;
  while (lead < text.size() && separator(text[lead]))
    ++lead;
  if (path.empty()) return lead;
  std::istringstream ss{std::string(text.substr(lead))};
  ChunkedInput input(ss);
  Locator locator(input, text.substr(lead), path);
  json::sax_parse(InputIterator{&input}, InputIterator{}, &locator);
  if (locator.found) return *locator.found + lead;
  return std::nullopt;
}

bool streamJsonCards(std::istream &in, const std::function<void(JsonEntry &&)> &onEntry,
                     JsonStreamError &error) {
  ChunkedInput input(in);
  Handler handler(input, onEntry);
  bool ok = json::sax_parse(InputIterator{&input}, InputIterator{}, &handler);
  ok = handler.finish() && ok;
  if (!ok) error = handler.error;
  return ok;
}

} // namespace oraclec::driver
