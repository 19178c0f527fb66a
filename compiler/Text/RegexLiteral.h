// The words every match of a regular expression must contain, so a substring
// search can tell that it cannot match before std::regex runs.
//
// Why: std::regex (libstdc++) is a backtracking executor that allocates per
// call; the render check runs the ~40 regex rows of its rewrite table over
// every ability twice (the Oracle line and the render), and the profile of
// `oraclec build` showed a third of the front end's time there (session 11),
// while most rows cannot match most lines ("put the top ... of your library
// into your graveyard" on "Flying"). A row whose required literal is absent is
// skipped: the result is the same as running the regex, only faster.
#pragma once
#include <string>
#include <string_view>

namespace oraclec::text {

// The longest run of characters that every match of the ECMAScript `pattern`
// contains, or "" when none can be told (a top-level alternation, only
// classes and groups). Conservative: it may return a shorter run than the
// longest one, never a run some match lacks.
std::string requiredLiteral(std::string_view pattern);

} // namespace oraclec::text
