// Text for HTML pages the tools write (build --html, xcheck --html,
// rules-check --format html).
#pragma once
#include <string>
#include <string_view>

namespace oraclec {

// `s` as HTML element content or a quoted attribute value (& < > " escaped).
std::string escapeHtml(std::string_view s);

} // namespace oraclec
