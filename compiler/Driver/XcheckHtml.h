// The cross-check report as one self-contained HTML page for translators
// (`oraclec xcheck --html FILE`): mismatches first, each with both texts and
// the differing words marked, then the translations that did not parse, then
// the equivalent pairs. No script and no external resource.
#pragma once
#include <nlohmann/json_fwd.hpp>

#include <string>

namespace oraclec::driver {

// `report` is the JSON xcheck report (Xcheck.cpp).
std::string xcheckHtml(const nlohmann::json &report);

} // namespace oraclec::driver
