#pragma once
namespace oraclec {
const char *versionString();
// Root of the project's data (stdlib-cards/, i18n/, the bundled rules).
const char *dataDirectory();
} // namespace oraclec
