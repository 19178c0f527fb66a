#include "RulesCheck/RulesCheck.h"

#include "Basic/OutputFile.h"
#include "RulesCheck/Checks.h"
#include "RulesCheck/Readers.h"
#include "RulesCheck/ShapeDetect.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <unistd.h>

namespace oraclec::rules {

std::string bundledReferencePath(const std::string &dataDir) {
  return dataDir + "/data/rules/MagicCompRules-2022-04-29.txt";
}

unsigned DocumentResult::count(Severity s) const {
  unsigned n = 0;
  for (auto &f : findings) n += f.severity == s;
  return n;
}

ParsedDocument parseDocument(const std::string &name, const std::string &diskPath, std::string text,
                             std::optional<Language> language) {
  ParsedDocument r;
  Shape shape = detectShape(text);
  std::string edition = detectEdition(text);
  auto file = std::make_shared<const SourceFile>(name, std::move(text));
  if (shape == Shape::Po) {
    ReadResult rr = readPoDocument(file, diskPath);
    r.document = std::move(rr.document);
    r.error = rr.error;
    // The PO's English is its reference; the language is the header's,
    // or the script of the translations.
    if (!r.error && r.document.language == Language::En) {
      std::string translations;
      for (auto &e : r.document.entries) translations += e.body + "\n";
      r.document.language = detectLanguage(translations);
    }
  } else if (shape == Shape::Markdown) {
    r.document = readMarkdownDocument(file);
    r.document.language = detectLanguage(file->text());
  } else {
    r.document = readPlainDocument(file);
    r.document.language = detectLanguage(file->text());
  }
  if (language) r.document.language = *language;
  if (r.document.edition.empty()) r.document.edition = edition;
  if (shape == Shape::Po) {
    // "These rules are effective as of November 1, 2013." is a msgid.
    r.document.edition = edition;
  }
  return r;
}

RulesChecker::RulesChecker(Options options) : options_(std::move(options)) {
  std::string path = options_.referencePath.empty() ? bundledReferencePath(options_.dataDir)
                                                    : options_.referencePath;
  LoadedText loaded = loadDocumentText(path, options_.maxBytes);
  if (loaded.error) {
    setupError_ = "cannot use the reference '" + path + "': " +
                  fmt::format(fmt::runtime(formatOf(loaded.error->kind)),
                              loaded.error->kind == DiagKind::UnreadableFile ? path : loaded.error->detail,
                              loaded.error->kind == DiagKind::UnreadableFile ? loaded.error->detail
                                                                              : std::to_string(options_.maxBytes));
    return;
  }
  ParsedDocument ref = parseDocument(path, path, std::move(loaded.text), Language::En);
  if (ref.error || ref.document.ruleCount() == 0) {
    setupError_ = "the reference '" + path + "' contains no numbered rules";
    return;
  }
  std::string name = ref.document.edition.empty() ? "the reference" : "the " + ref.document.edition + " reference";
  reference_ = ReferenceIndex::fromDocument(ref.document, name);
}

const ReferenceIndex &RulesChecker::reference() {
  static const ReferenceIndex empty;
  return reference_ ? *reference_ : empty;
}

const Glossary *RulesChecker::glossaryFor(Language lang, std::vector<std::string> &errors) {
  auto it = glossaries_.find(lang);
  if (it == glossaries_.end()) it = glossaries_.emplace(lang, loadGlossary(options_.dataDir, lang)).first;
  if (!it->second) return nullptr;
  errors = it->second->errors;
  return &it->second->glossary;
}

namespace {
bool startsWithByteOrderMark(const std::string &path) {
  char head[3] = {};
  std::ifstream in(path, std::ios::binary);
  return in.read(head, 3) && std::string_view(head, 3) == "\xEF\xBB\xBF";
}
} // namespace

DocumentResult RulesChecker::checkFile(const std::string &path) {
  LoadedText loaded = loadDocumentText(path, options_.maxBytes);
  // libgettextpo reads the file itself and does not skip a byte order mark:
  // such a PO is given to it as the text we read (without the mark).
  if (!loaded.error && detectShape(loaded.text) == Shape::Po && startsWithByteOrderMark(path))
    return checkPoCopy(path, std::move(loaded));
  return checkLoaded(path, path, std::move(loaded));
}

DocumentResult RulesChecker::checkText(const std::string &name, std::string bytes) {
  LoadedText loaded = validateDocumentText(std::move(bytes), options_.maxBytes);
  if (loaded.error || detectShape(loaded.text) != Shape::Po) return checkLoaded(name, name, std::move(loaded));
  return checkPoCopy(name, std::move(loaded)); // libgettextpo reads only files
}

DocumentResult RulesChecker::checkPoCopy(const std::string &name, LoadedText loaded) {
  std::string tmpl = (std::filesystem::temp_directory_path() / "oraclec-rules-XXXXXX.po").string();
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  int fd = mkstemps(buf.data(), 3);
  if (fd < 0) {
    DocumentResult r;
    r.inputError = InputError{DiagKind::UnreadableFile, "cannot create a temporary file", std::nullopt};
    return r;
  }
  std::string tmp(buf.data());
  ::close(fd);
  if (std::string why = writeOutputFile(tmp, loaded.text); !why.empty()) {
    std::remove(tmp.c_str());
    DocumentResult r;
    r.inputError =
        InputError{DiagKind::UnreadableFile, "cannot write a temporary file: " + why, std::nullopt};
    return r;
  }
  DocumentResult r = checkLoaded(name, tmp, std::move(loaded));
  std::remove(tmp.c_str());
  return r;
}

DocumentResult RulesChecker::checkLoaded(const std::string &path, const std::string &diskPath,
                                         LoadedText loaded) {
  DocumentResult r;
  if (loaded.error) {
    r.inputError = loaded.error;
    r.document.path = path;
    r.document.file = std::make_shared<const SourceFile>(path, std::move(loaded.text));
    return r;
  }
  ParsedDocument parsed = parseDocument(path, diskPath, std::move(loaded.text), options_.language);
  r.document = std::move(parsed.document);
  if (parsed.error) {
    r.inputError = parsed.error;
    return r;
  }
  // No numbered rules: not a rules document, or not one we can read; almost
  // nothing would be checked, so say so unless asked for a term check only.
  if (r.document.ruleCount() == 0 && !options_.allowUnnumbered) {
    r.inputError = InputError{DiagKind::NoRulesInDocument, "", std::nullopt};
    return r;
  }
  const Glossary *glossary = glossaryFor(r.document.language, r.glossaryErrors);
  bool po = r.document.shape == Shape::Po;
  std::optional<ReferenceIndex> poReference;
  if (po) poReference = ReferenceIndex::fromPoSources(r.document);
  const ReferenceIndex &ref = po ? *poReference : reference();
  r.referenceName = ref.name();
  CheckContext ctx{r.document, ref, glossary, po, r.findings, {}, {}, {}};
  runAllChecks(ctx, options_.listEmptyTranslations);
  return r;
}

} // namespace oraclec::rules
