// The compilation pipeline for one card, stage by stage:
//   parse (per face, per language) -> sema -> lower to IR -> render check
// and, batched over many cards, codegen (Backend.h). Each ability ends with a
// status and, when it failed, the diagnostic and the "construct" it failed on
// (used to rank gaps in the coverage report).
#pragma once
#include "AST/Ast.h"
#include "Basic/Diagnostic.h"
#include "Driver/CardRecord.h"
#include "Driver/GapClause.h"
#include "IR/IR.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace oraclec::driver {

enum class AbilityStatus { Compiled, Unsupported, Error };
enum class CardStatus { Compiled, Partial, Failed };
const char *nameOf(AbilityStatus s);
const char *nameOf(CardStatus s);

struct AbilityOutcome {
  std::string text;        // the words of the ability line
  AbilityStatus status = AbilityStatus::Unsupported;
  std::string diagnostic;  // first diagnostic, Clang-style, one line
  std::string construct;   // a short key naming the gap
  std::string code;        // the diagnostic's stable code ("E0101"), when it failed
  std::string rendered;    // with PipelineOptions::renderDiagnostics: the full Clang-style
                           // diagnostics (source line, carets, notes) for the card author
  bool shownWhenLoaded = false; // a loading problem, already printed by the loader
  // With PipelineOptions::keepDiagnostics: the diagnostics of `rendered` as
  // data (file, range, code), for clients that place them (oraclec lsp).
  std::vector<Diagnostic> located;
  std::optional<GapClause> gap; // text that did not parse: its smallest unreadable clause
};

struct FaceOutcome {
  ast::CardAst ast;
  std::shared_ptr<ir::Module> module; // lowered abilities only
  std::vector<AbilityOutcome> abilities;
  std::string renderDiff; // non-empty when the English render disagrees
  std::string cardProblem;
};

struct CardOutcome {
  std::string name;
  CardIds ids; // the card's database ids (report `ids`)
  CardStatus status = CardStatus::Failed;
  std::vector<FaceOutcome> faces;
  bool renderDiffers = false;
  void finish(); // computes `status` from the abilities
};

struct PipelineOptions {
  Language language = Language::En;
  bool renderCheck = true; // the no-silent-misparse check (English only)
  bool renderDiagnostics = false; // fill AbilityOutcome::rendered (build --diagnostics all)
  bool keepDiagnostics = false;   // fill AbilityOutcome::located (oraclec lsp)
};

struct StageSeconds {
  double parse = 0, lower = 0, codegen = 0;
};

// A card's input is checked first: the card's name, the face's printed
// characteristics and its text (and name) in `language` must be valid UTF-8.
// Returns the first problem as a one-line diagnostic naming the byte offset
// ("FILE:LINE:COL: error: invalid UTF-8 at byte N of the rules text", "FILE:
// error: invalid UTF-8 at byte N of the card name"), or "" when all is valid.
std::string invalidUtf8InFace(const CardRecord &card, const CardFaceRecord &face,
                              Language language);

// A face that cannot be compiled (invalid UTF-8 in its card's input): no
// module, one ability with status `error`, the diagnostic and construct
// "input: invalid UTF-8"; its text shown with U+FFFD for the bad bytes.
FaceOutcome inputErrorFace(std::string_view text, const std::string &diagnostic);

CardOutcome compileFrontToIR(const CardRecord &card, const PipelineOptions &options,
                             StageSeconds &seconds);

// Both sides of the render check, normalised for comparison (exposed for tests).
std::string normalizeForRenderCheck(std::string_view text, const std::string &cardName);

} // namespace oraclec::driver
