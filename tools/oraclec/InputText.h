// Reading the TEXT | - argument shared by parse and render.
#pragma once
#include <optional>
#include <string>

namespace oraclec::cli {

struct InputText {
  std::string path; // "<command line>" or "<stdin>"
  std::string text;
};

// TEXT, or standard input for "-" or no argument. Refuses more than `limit`
// bytes from stdin (reports and returns nullopt).
std::optional<InputText> readInputText(const std::string &arg, bool given, size_t limit);

} // namespace oraclec::cli
