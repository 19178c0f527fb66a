#include "Lsp/CardIndex.h"

#include "Driver/CardLoader.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace oraclec::lsp {

namespace {
bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

// The range of the value of the first line `name: VALUE` at `indent`
// columns (the top level, or a face under `faces:` written "- name:").
Range nameValueRange(const std::string &text, const std::string &name) {
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view l(text.data() + pos, end - pos);
    size_t key = l.find("name:");
    if (key != std::string_view::npos &&
        l.substr(0, key).find_first_not_of(" -") == std::string_view::npos) {
      size_t at = l.find(name, key + 5);
      if (at != std::string_view::npos)
        return {positionAt(text, uint32_t(pos + at)),
                positionAt(text, uint32_t(pos + at + name.size()))};
    }
    if (end == text.size()) break;
    pos = end + 1;
  }
  return {};
}
} // namespace

std::vector<std::pair<std::string, Range>> cardNamesIn(const std::string &path,
                                                       const std::string &text) {
  std::vector<std::pair<std::string, Range>> out;
  std::vector<driver::CardRecord> cards;
  DiagnosticEngine diags;
  if (!driver::loadCardFile(path, text, cards, diags)) return out;
  for (const auto &c : cards) {
    out.emplace_back(c.name, nameValueRange(text, c.name));
    for (const auto &f : c.faces)
      if (f.printed.name != c.name)
        out.emplace_back(f.printed.name, nameValueRange(text, f.printed.name));
  }
  return out;
}

void CardIndex::setRoots(std::vector<std::string> workspaceFolders, std::string stdlibDir) {
  roots_ = std::move(workspaceFolders);
  stdlib_ = std::move(stdlibDir);
  stale_ = true;
}

namespace {
// The same file under one name, whether the client or the folder scan names it.
std::string canonical(const std::string &path) {
  std::error_code ec;
  std::string c = fs::weakly_canonical(path, ec).string();
  return ec || c.empty() ? path : c;
}
} // namespace

void CardIndex::setOpenText(const std::string &path, const std::string *text) {
  if (text)
    openTexts_[canonical(path)] = *text;
  else
    openTexts_.erase(canonical(path));
  stale_ = true;
}

const std::string *CardIndex::openText(const std::string &path) const {
  auto it = openTexts_.find(canonical(path));
  return it == openTexts_.end() ? nullptr : &it->second;
}

void CardIndex::addFile(const std::string &path, const std::string &text, bool stdlib) {
  for (auto &[name, range] : cardNamesIn(path, text))
    names_.try_emplace(name,
                       CardLocation{path, range, stdlib}); // the first definition wins, as in build
}

void CardIndex::rebuild() {
  names_.clear();
  std::map<std::string, bool> files; // path -> stdlib; sorted, as `build` reads a folder
  size_t count = 0;
  auto scan = [&](const std::string &root, bool stdlib) {
    std::error_code ec;
    if (root.empty() || !fs::is_directory(root, ec)) return;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec),
        end;
    for (; !ec && it != end && count < kMaxIndexedCardFiles; it.increment(ec)) {
      const fs::path &p = it->path();
      std::string leaf = p.filename().string();
      if (it->is_directory(ec)) {
        if (!leaf.empty() && leaf[0] == '.') // .git and other hidden folders
          it.disable_recursion_pending();
        continue;
      }
      if (p.extension() == ".card" && it->is_regular_file(ec)) {
        files.try_emplace(canonical(p.string()), stdlib);
        ++count;
      }
    }
  };
  for (const auto &r : roots_)
    scan(r, false);
  scan(stdlib_, true);
  for (const auto &[path, text] : openTexts_)
    addFile(path, text, false);
  for (const auto &[path, stdlib] : files) {
    if (openTexts_.count(path)) continue;
    std::string text;
    if (readFile(path, text)) addFile(path, text, stdlib);
  }
  stale_ = false;
}

const CardLocation *CardIndex::find(const std::string &name) {
  if (stale_) rebuild();
  auto it = names_.find(name);
  return it == names_.end() ? nullptr : &it->second;
}

const std::map<std::string, CardLocation> &CardIndex::all() {
  if (stale_) rebuild();
  return names_;
}

} // namespace oraclec::lsp
