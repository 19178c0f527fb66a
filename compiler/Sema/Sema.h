// Semantic checks: what the grammar cannot see. Each check is a small
// function over one ability (Checks.cpp); `check` runs them all.
//  - schema: every node's children match NodeKinds.def (catches builder bugs
//    in any language);
//  - a target chosen but never used (CR 115.1);
//  - a duration on an effect that happens once (destroy ... until end of turn);
//  - a mana ability with a target (CR 605.1a: it would not be a mana ability);
//  - silent mis-parses: words of the English text that must leave a trace in
//    the AST ("instead", "until end of turn", "if", "you may", ...).
#pragma once
#include "AST/Ast.h"
#include "Basic/Diagnostic.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::sema {

// Returns false if any ability was marked Unsupported by a check.
bool check(ast::CardAst &card, const std::shared_ptr<const SourceFile> &file,
           DiagnosticEngine &diags, const std::vector<std::string> *lineTexts = nullptr);

// The schema check alone: empty string when `n` is well formed, else why not.
std::string schemaViolation(const ast::Node &n);

// True for an activated ability that is a mana ability (CR 605.1a).
bool isManaAbility(const ast::Node &ability);

} // namespace oraclec::sema
