#include "Render/Templates.h"

#include "Render/EmbeddedData.h"

#include <array>
#include <mutex>

namespace oraclec {
std::string_view embeddedFile(std::string_view path) {
  for (unsigned i = 0; i < kEmbeddedFileCount; ++i)
    if (path == kEmbeddedFiles[i].path)
      return kEmbeddedFiles[i].content;
  return {};
}
} // namespace oraclec

namespace oraclec::render {

Templates::Templates(Language language) {
  std::string path = std::string(codeOf(language)) + "/templates.tsv";
  std::string_view data = embeddedFile(path);
  size_t pos = 0;
  while (pos < data.size()) {
    size_t end = data.find('\n', pos);
    if (end == std::string_view::npos)
      end = data.size();
    std::string_view line = data.substr(pos, end - pos);
    pos = end + 1;
    if (line.empty() || line[0] == '#')
      continue;
    size_t tab = line.find('\t');
    if (tab == std::string_view::npos)
      continue;
    entries_.emplace(std::string(line.substr(0, tab)), std::string(line.substr(tab + 1)));
  }
}

const Templates &Templates::forLanguage(Language language) {
  // Immutable after construction; built once per language on first use.
  static const std::array<Templates, 4> all = {Templates(Language::En), Templates(Language::Ja),
                                               Templates(Language::Ko), Templates(Language::Pl)};
  return all[size_t(language)];
}

bool Templates::has(std::string_view key) const { return entries_.find(key) != entries_.end(); }

const std::string &Templates::get(std::string_view key) const {
  if (auto it = entries_.find(key); it != entries_.end())
    return it->second;
  static const std::string empty;
  return empty;
}

std::string fill(std::string_view pattern, const std::vector<std::string> &args) {
  std::string out;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
        pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
      size_t idx = size_t(pattern[i + 1] - '0');
      if (idx < args.size())
        out += args[idx];
      i += 2;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

std::string Templates::format(std::string_view key, const std::vector<std::string> &args) const {
  return fill(get(key), args);
}

} // namespace oraclec::render
