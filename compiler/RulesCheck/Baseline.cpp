#include "RulesCheck/Baseline.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <tuple>

namespace oraclec::rules {

namespace {
uint64_t fnv1a(std::string_view s, uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string squashSpaces(std::string_view s) {
  std::string out;
  for (char c : s) {
    bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ')
    out.pop_back();
  return out;
}

using Key = std::tuple<std::string, std::string, FindingKind, std::string>;
Key keyOf(const KnownFinding &k) {
  return {k.document, k.rule, k.kind, k.fingerprint};
}
} // namespace

std::string baselineDocumentName(const std::string &path) {
  std::string name = std::filesystem::path(path).filename().string();
  return name.empty() ? path : name;
}

std::string fingerprintOf(const Document &doc, const Finding &f) {
  std::string words;
  if (doc.file && f.range.end > f.range.begin && f.range.end <= doc.file->text().size())
    words = squashSpaces(doc.file->text().substr(f.range.begin, f.range.end - f.range.begin));
  if (words.empty()) // a document-level finding: its counts change, its wording does not
    for (char c : f.message)
      if (c < '0' || c > '9') words += c;
  uint64_t h = fnv1a(words, fnv1a(f.rule + '\x1f' + nameOf(f.kind) + '\x1f'));
  return fmt::format("{:016x}", h);
}

std::string writeBaseline(const std::vector<DocumentResult> &results) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const DocumentResult &r : results) {
    if (r.inputError) continue;
    std::string doc = baselineDocumentName(r.document.path);
    for (const Finding &f : r.findings) {
      nlohmann::ordered_json j;
      j["document"] = doc;
      j["rule"] = f.rule;
      j["kind"] = nameOf(f.kind);
      j["fingerprint"] = fingerprintOf(r.document, f);
      j["message"] = f.message;
      list.push_back(std::move(j));
    }
  }
  nlohmann::ordered_json root;
  root["oraclec_rules_baseline"] = 1;
  root["findings"] = std::move(list);
  return root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

BaselineLoad parseBaseline(std::string_view text) {
  BaselineLoad out;
  nlohmann::json root = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) {
    out.error = "not valid JSON";
    return out;
  }
  if (!root.is_object() || !root.contains("oraclec_rules_baseline") || !root.contains("findings") ||
      !root["findings"].is_array()) {
    out.error =
        "not an oraclec rules-check baseline (no \"oraclec_rules_baseline\" and \"findings\")";
    return out;
  }
  if (root["oraclec_rules_baseline"] != 1) {
    out.error = "unsupported baseline version " + root["oraclec_rules_baseline"].dump();
    return out;
  }
  size_t index = 0;
  for (const nlohmann::json &j : root["findings"]) {
    auto str = [&](const char *field) -> const std::string * {
      auto it = j.find(field);
      return it != j.end() && it->is_string() ? it->get_ptr<const std::string *>() : nullptr;
    };
    const std::string *doc = j.is_object() ? str("document") : nullptr;
    const std::string *rule = doc ? str("rule") : nullptr;
    const std::string *kind = rule ? str("kind") : nullptr;
    const std::string *fp = kind ? str("fingerprint") : nullptr;
    std::optional<FindingKind> k = kind ? findingKindFromName(*kind) : std::nullopt;
    if (!fp || !k) {
      out.error = fmt::format(
          "finding {} needs the strings document, rule, kind (a known kind) and fingerprint",
          index + 1);
      out.findings.clear();
      return out;
    }
    const std::string *msg = str("message");
    out.findings.push_back({*doc, *rule, *k, *fp, msg ? *msg : std::string()});
    ++index;
  }
  return out;
}

void applyBaseline(DocumentResult &r, const std::vector<KnownFinding> &baseline) {
  if (r.inputError) return;
  std::string doc = baselineDocumentName(r.document.path);
  std::map<Key, std::vector<const KnownFinding *>> known;
  for (const KnownFinding &k : baseline)
    if (k.document == doc) known[keyOf(k)].push_back(&k);
  std::vector<Finding> kept;
  for (Finding &f : r.findings) {
    auto it = known.find(Key{doc, f.rule, f.kind, fingerprintOf(r.document, f)});
    if (it != known.end() && !it->second.empty()) {
      it->second.pop_back();
      ++r.suppressedByBaseline;
    } else {
      kept.push_back(std::move(f));
    }
  }
  r.findings = std::move(kept);
  for (const KnownFinding &k : baseline) // baseline order, for a stable "fixed" list
    if (k.document == doc) {
      auto &left = known[keyOf(k)];
      for (auto p = left.begin(); p != left.end(); ++p)
        if (*p == &k) {
          r.fixedSinceBaseline.push_back(k);
          left.erase(p);
          break;
        }
    }
}

} // namespace oraclec::rules
