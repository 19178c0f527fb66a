// A document line as a reader sees it in a browser, not as the translator's
// file spells it: Markdown/Jekyll markup (HTML tags, **bold**, {% liquid %},
// [link text](url)) removed, the finding's words marked. HTML-escaped.
#pragma once
#include "Basic/Html.h"
#include "Basic/SourceFile.h"

#include <string>
#include <string_view>

namespace oraclec::rules {

using oraclec::escapeHtml; // Basic/Html.h
// `line` with [markBegin, markEnd) (byte offsets into `line`) in <mark>.
std::string renderMarkedLine(std::string_view line, size_t markBegin, size_t markEnd);
// The line of `range` in `file`, rendered, with the range marked.
std::string renderMarkedLine(const SourceFile &file, SourceRange range);

} // namespace oraclec::rules
