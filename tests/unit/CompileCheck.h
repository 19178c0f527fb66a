// A construct test's core check: English text parses to the expected
// s-expression with no error, every ability is supported and lowers to IR,
// and the card renders back to the same text (exactly, or as the build's
// render check compares them: both sides normalised).
#pragma once
#include "Driver/Pipeline.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

#include <string>

namespace oraclec::test {

enum class RenderBack { Exact, AsRenderCheck };

inline void checkCompilesAndRendersBack(const std::string &text, const std::string &sexpr,
                                        const std::string &typeLine,
                                        RenderBack compare = RenderBack::Exact) {
  CAPTURE(text);
  auto p = parseText(text, Language::En, "Test Card");
  CHECK(p.sexpr == sexpr);
  CHECK_FALSE(p.diags.hasErrors());
  CHECK(p.result.card.fullySupported());
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = typeLine;
  auto lowered = ir::lowerCard(face, p.result.card);
  for (auto &a : lowered.abilities) {
    CAPTURE(a.reason);
    CHECK(a.lowered);
  }
  std::string rendered = render::renderCard(p.result.card, Language::En, "Test Card").text;
  if (compare == RenderBack::Exact) {
    CHECK(rendered == text);
  } else {
    CAPTURE(rendered);
    CHECK(driver::normalizeForRenderCheck(rendered, "Test Card") ==
          driver::normalizeForRenderCheck(text, "Test Card"));
  }
}

// A test file's `check`: the type line its cards usually have and how it
// compares the render ("check(text, sexpr)" or with another type line).
struct CompileChecker {
  std::string typeLine;
  RenderBack compare = RenderBack::Exact;
  void operator()(const std::string &text, const std::string &sexpr) const {
    checkCompilesAndRendersBack(text, sexpr, typeLine, compare);
  }
  void operator()(const std::string &text, const std::string &sexpr,
                  const std::string &otherTypeLine) const {
    checkCompilesAndRendersBack(text, sexpr, otherTypeLine, compare);
  }
};

} // namespace oraclec::test
