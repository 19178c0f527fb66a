// Clang-style diagnostics: `file:line:col: error: message`, the source line,
// and a caret range under the offending words (display-width aware, so the
// carets line up under Japanese and Korean text).
#pragma once
#include "Basic/SourceFile.h"

#include <fmt/format.h>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec {

enum class Severity { Note, Warning, Error };

enum class DiagCategory { Input, Syntax, Unsupported, Semantic, Lowering, CodeGen, RulesDocument, Render };

enum class DiagKind {
#define DIAG(Name, Code, Sev, Cat, Fmt) Name,
#include "Basic/DiagnosticKinds.def"
};

inline constexpr int kDiagKindCount = 0
#define DIAG(Name, Code, Sev, Cat, Fmt) +1
#include "Basic/DiagnosticKinds.def"
    ;

Severity severityOf(DiagKind kind);
DiagCategory categoryOf(DiagKind kind);
const char *formatOf(DiagKind kind);
const char *nameOf(DiagKind kind);
// The stable code ("E0101") of a kind, and back (case-insensitive).
const char *codeOf(DiagKind kind);
std::optional<DiagKind> kindFromCode(std::string_view code);
// The explanation of a code, with an example (docs/diagnostics.md, compiled
// into the binary): its section without the heading; empty if none.
std::string explanationOf(DiagKind kind);
// The short title of a code (its heading in docs/diagnostics.md).
std::string titleOf(DiagKind kind);
const char *nameOf(DiagCategory category);
const char *nameOf(Severity severity);

struct Diagnostic {
  DiagKind kind;
  Severity severity;
  std::shared_ptr<const SourceFile> file; // may be null (no location)
  SourceRange range;
  std::string message;
  // For a line the parser could not read: the grammar rules open at the
  // failure, outermost first ("abilityLine/ability/trigger"); used to name the
  // unreadable clause when ranking coverage gaps. Empty otherwise.
  std::string grammarContext = {};
};

class DiagnosticEngine {
public:
  template <typename... Args>
  Diagnostic &report(DiagKind kind, std::shared_ptr<const SourceFile> file, SourceRange range,
                     Args &&...args) {
    std::string msg = fmt::format(fmt::runtime(formatOf(kind)), std::forward<Args>(args)...);
    diags_.push_back({kind, severityOf(kind), std::move(file), range, std::move(msg), {}});
    return diags_.back();
  }
  const std::vector<Diagnostic> &all() const { return diags_; }
  unsigned errorCount() const;
  bool hasErrors() const { return errorCount() != 0; }
  void clear() { diags_.clear(); }

private:
  std::vector<Diagnostic> diags_;
};

// Renders one diagnostic the Clang way; `color` adds ANSI bold/red/green.
// The message ends with the code ("[E0101]"). A source line wider than
// kMaxExcerptColumns is shown as a window around the caret with "..." on the
// cut sides, so a huge line is never echoed back whole.
inline constexpr unsigned kMaxExcerptColumns = 120;
std::string formatDiagnostic(const Diagnostic &d, bool color = false);
void printDiagnostics(std::ostream &os, const DiagnosticEngine &engine, bool color = false);

// At most `maxColumns` display columns of `s`, with "..." if cut (for quoting
// the user's words in a message).
std::string excerpt(std::string_view s, unsigned maxColumns = 40);

// Terminal display width of a UTF-8 string (East Asian wide characters = 2).
unsigned displayWidth(std::string_view utf8);

} // namespace oraclec
