// The build report as one self-contained HTML page (`oraclec build --html
// FILE`, docs/coverage/index.html): the totals, the gaps ranked by their
// unreadable clause with examples, and every card's status with the words
// that did not parse highlighted; search and filters in inline JavaScript.
// No external resource (no CDN, no font, no image): the file works offline
// and from a file:// URL.
#pragma once
#include <nlohmann/json_fwd.hpp>

#include <string>

namespace oraclec::driver {

// `report` is the JSON build report (Build.cpp); the page embeds the parts it
// shows as JSON data.
std::string htmlReport(const nlohmann::json &report);

} // namespace oraclec::driver
