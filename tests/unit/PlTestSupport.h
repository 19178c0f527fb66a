// pl8: one Polish checker object instead of the one-line wrappers (roundTripsToPolish,
// readsAsEnglish, refused, polish) each Pl*ClassesTest file carried (as test::CompileChecker in
// CompileCheck.h does for compiling). Polish only: Korean has its own (ko8).
#pragma once
#include "I18nTestSupport.h"

#include <initializer_list>
#include <string>
#include <utility>

namespace oraclec::test {

struct PolishChecker {
  std::string name = "Test Imp"; // the card name of the English lines

  // Every ability of each English line renders to Polish and reads back to the same AST.
  void roundTrips(std::initializer_list<const char *> lines) const {
    checkRoundTrips(lines, Language::Pl, name);
  }
  // Each (Polish, English) pair reads to the same canonical AST.
  void readsAsEnglish(std::initializer_list<std::pair<const char *, const char *>> cases) const {
    checkReadsAsEnglish(cases, Language::Pl, name);
  }
  // The Polish line does not read (a gap, never another AST).
  bool refused(const char *polish) const { return refusedIn(polish, Language::Pl, name); }
  // The Polish text of an English line (empty when the renderer refuses it).
  std::string render(const char *english) const {
    return renderEnglishTo(english, Language::Pl, name).text;
  }
  // The renderer refuses the English line (E0701 / E0702), printing nothing for it.
  bool renderRefused(const char *english) const {
    render::CheckedRender out = renderEnglishTo(english, Language::Pl, name);
    return !out.ok();
  }
};

} // namespace oraclec::test
