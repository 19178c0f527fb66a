// Guessing what a document is from its bytes: the user never names the
// shape, and names the language only to override the guess.
#pragma once
#include "Basic/Language.h"
#include "RulesCheck/Document.h"

#include <string>
#include <string_view>

namespace oraclec::rules {

// PO when it has `msgid` and `msgstr` lines; Markdown when it has Jekyll
// front matter, Liquid tags, HTML anchors or bold rule numbers; else plain.
Shape detectShape(std::string_view text);

// By script: Hangul -> ko, kana/kanji -> ja, Polish letters -> pl, else en.
Language detectLanguage(std::string_view text);

// "These rules are effective as of April 29, 2022." -> "2022-04-29";
// Japanese "和訳 20230901.0 版" -> "2023-09-01"; "" when not stated.
std::string detectEdition(std::string_view text);

} // namespace oraclec::rules
