#include "InputText.h"

#include <iostream>
#include <iterator>

namespace oraclec::cli {

std::optional<InputText> readInputText(const std::string &arg, bool given, size_t limit) {
  if (given && arg != "-")
    return InputText{"<command line>", arg};
  InputText in{"<stdin>", {}};
  char buf[65536];
  while (std::cin.read(buf, sizeof buf) || std::cin.gcount() > 0) {
    in.text.append(buf, size_t(std::cin.gcount()));
    if (in.text.size() > limit) {
      std::cerr << "<stdin>: error: input is larger than " << limit << " bytes\n";
      return std::nullopt;
    }
  }
  return in;
}

} // namespace oraclec::cli
