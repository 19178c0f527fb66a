// The checker families of rules-check, in the order runAllChecks runs them.
#pragma once
#include "RulesCheck/CheckContext.h"

namespace oraclec::rules {

// edition-drift: headings whose English title sits at another number in the
// reference (renumbering), rules absent from the reference, stated editions.
void checkEdition(CheckContext &ctx);
// duplicate-rule and bad-numbering: duplicates, letters l/o, order, gaps,
// anchors that label another rule, the document's own "100.1." convention.
void checkNumbering(CheckContext &ctx);
// broken-xref: cited rules that exist neither in the document nor the reference.
void checkCrossReferences(CheckContext &ctx);
// number-mismatch, symbol-mismatch and untranslated, rule by rule against
// the reference text.
void checkContent(CheckContext &ctx, bool listEmptyTranslations);
// term-inconsistent: one glossary term rendered two ways in the document,
// and keyword titles that do not use the glossary's rendering.
void checkTerms(CheckContext &ctx);

void runAllChecks(CheckContext &ctx, bool listEmptyTranslations = false);

} // namespace oraclec::rules
