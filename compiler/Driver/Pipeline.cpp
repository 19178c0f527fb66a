#include "Driver/Pipeline.h"

#include "Driver/DoubleFaced.h" // dfc
#include "IR/Lower.h"
#include "Parse/DungeonRooms.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"
#include "Text/Normalize.h"
#include "Text/RenderCheckRewrites.h"
#include "Text/WordingUpdates.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <regex>

namespace oraclec::driver {

const char *nameOf(AbilityStatus s) {
  switch (s) {
  case AbilityStatus::Compiled: return "compiled";
  case AbilityStatus::Unsupported: return "unsupported";
  case AbilityStatus::Error: return "error";
  }
  return "?";
}
const char *nameOf(CardStatus s) {
  switch (s) {
  case CardStatus::Compiled: return "compiled";
  case CardStatus::Partial: return "partial";
  case CardStatus::Failed: return "failed";
  }
  return "?";
}

void CardOutcome::finish() {
  size_t total = 0, ok = 0;
  bool problem = false;
  for (auto &f : faces) {
    problem |= !f.cardProblem.empty();
    for (auto &a : f.abilities) {
      ++total;
      ok += a.status == AbilityStatus::Compiled;
    }
  }
  if (ok == total && !problem)
    status = CardStatus::Compiled;
  else if (ok > 0)
    status = CardStatus::Partial;
  else
    status = CardStatus::Failed;
}

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// A short, stable name for what an unsupported line is: its first words with
// numbers, mana symbols and the card name abstracted ("when ~ enters", "{M}:
// put").
std::string constructKey(std::string_view line, const std::string &cardName) {
  std::string norm = normalizeForRenderCheck(line, cardName);
  std::string out;
  int words = 0;
  size_t i = 0;
  while (i < norm.size() && words < 3) {
    while (i < norm.size() && norm[i] == ' ')
      ++i;
    size_t j = i;
    while (j < norm.size() && norm[j] != ' ')
      ++j;
    std::string w = norm.substr(i, j - i);
    i = j;
    if (w.empty())
      continue;
    if (w[0] == '{') w = "{M}" + std::string(w.back() == ':' ? ":" : "");
    else if (std::isdigit(static_cast<unsigned char>(w[0]))) w = "N";
    else if (w[0] == '+' || w[0] == '-') w = "+N/+N";
    out += (out.empty() ? "" : " ") + w;
    ++words;
  }
  return out;
}

// Where the parser (or the builder) gave up on an Unsupported line: its
// first error's words, located in the line as written, and the grammar rules
// open there.
GapClause gapOf(const ast::Node &line, const DiagnosticEngine &diags, const std::string &cardName) {
  const Diagnostic *at = nullptr;
  for (auto &d : diags.all())
    if (d.severity == Severity::Error && d.file && d.range.begin >= line.range.begin &&
        d.range.begin <= std::max(line.range.end, line.range.begin)) {
      at = &d;
      break;
    }
  std::string_view text;
  if (at && line.range.end <= at->file->text().size())
    text = std::string_view(at->file->text())
               .substr(line.range.begin, line.range.end - line.range.begin);
  if (!at || text.empty())
    return findGapClause(text, std::string_view::npos, std::string_view::npos, "", cardName);
  // A diagnostic on the whole line ("this ability") says nothing about where.
  bool whole = at->range.begin == line.range.begin && at->range.end >= line.range.end;
  size_t b = whole ? std::string_view::npos : at->range.begin - line.range.begin;
  size_t e = whole ? b : std::min<size_t>(at->range.end, line.range.end) - line.range.begin;
  return findGapClause(text, b, e, at->grammarContext, cardName);
}

std::string firstLine(const std::string &s) {
  return s.substr(0, s.find('\n'));
}
} // namespace

std::string normalizeForRenderCheck(std::string_view text, const std::string &cardName) {
  std::string s = text::foldForComparison(text, Language::En);
  // Reminder text is not rules text (CR 207.2).
  std::string out;
  int depth = 0;
  for (char c : s) {
    if (c == '(') ++depth;
    else if (c == ')') { if (depth > 0) --depth; }
    else if (depth == 0) out += c;
  }
  if (!cardName.empty()) {
    std::string name = text::foldForComparison(cardName, Language::En);
    for (size_t p; (p = out.find(name)) != std::string::npos;)
      out.replace(p, name.size(), "~");
    // Legendary short names (CR 201.4b) and the old CARDNAME placeholder.
    if (size_t comma = name.find(','); comma != std::string::npos && comma > 2)
      for (size_t p; (p = out.find(name.substr(0, comma))) != std::string::npos;)
        out.replace(p, comma, "~");
  }
  for (size_t p; (p = out.find("cardname")) != std::string::npos;)
    out.replace(p, 8, "~");
  out = text::applyWordingUpdates(out);
  std::string collapsed;
  for (char c : out) {
    if (c == ' ' && (collapsed.empty() || collapsed.back() == ' ' || collapsed.back() == '\n')) continue;
    if (c == '\n' && !collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
    collapsed += c;
  }
  while (!collapsed.empty() && (collapsed.back() == ' ' || collapsed.back() == '\n'))
    collapsed.pop_back();
  // Every rewrite from here on is a row of one table, with its reason and a
  // tested example (compiler/Text/RenderCheckRewrites.cpp): wording, never meaning.
  return text::applyRenderCheckRewrites(std::move(collapsed));
}

std::string invalidUtf8InFace(const CardRecord &card, const CardFaceRecord &face,
                              Language language) {
  const TextRef *text = &face.text;
  const std::string *foreignName = nullptr;
  if (language != Language::En) {
    auto t = face.foreignText.find(language);
    text = t != face.foreignText.end() ? &t->second : nullptr;
    auto n = face.foreignName.find(language);
    foreignName = n != face.foreignName.end() ? &n->second : nullptr;
  }
  const TextRef &located = text && text->file ? *text : face.text; // the file the card came from
  std::string where = located.file ? located.file->path() : "<input>";
  auto inField = [&](const std::string &value, const char *what) -> std::string {
    auto bad = text::findInvalidUtf8(value);
    return bad ? fmt::format("{}: error: invalid UTF-8 at byte {} of {}", where, *bad, what) : "";
  };
  const std::pair<const std::string *, const char *> fields[] = {
      {&card.name, "the card name"},
      {&face.printed.name, "the face name"},
      {&face.printed.manaCost, "the mana cost"},
      {&face.printed.typeLine, "the type line"},
      {&face.printed.power, "the power"},
      {&face.printed.toughness, "the toughness"},
      {&face.printed.loyalty, "the loyalty"}};
  for (auto &[value, what] : fields)
    if (std::string p = inField(*value, what); !p.empty()) return p;
  if (foreignName)
    if (std::string p = inField(*foreignName, "the translated name"); !p.empty()) return p;
  if (text && text->file)
    if (auto bad = text::findInvalidUtf8(text->text())) {
      Diagnostic d{DiagKind::InvalidUtf8,
                   Severity::Error,
                   text->file,
                   {uint32_t(text->offset + *bad), uint32_t(text->offset + *bad + 1)},
                   fmt::format("invalid UTF-8 at byte {} of the rules text", *bad),
                   {}};
      return firstLine(formatDiagnostic(d));
    }
  return {};
}

FaceOutcome inputErrorFace(std::string_view text, const std::string &diagnostic) {
  FaceOutcome fo;
  AbilityOutcome ao;
  ao.text = text::replaceInvalidUtf8(text.substr(0, 80));
  ao.status = AbilityStatus::Error;
  ao.diagnostic = diagnostic;
  ao.construct = "input: invalid UTF-8";
  ao.code = codeOf(DiagKind::InvalidUtf8);
  fo.abilities.push_back(std::move(ao));
  return fo;
}

CardOutcome compileFrontToIR(const CardRecord &card, const PipelineOptions &options,
                             StageSeconds &seconds) {
  CardOutcome outcome;
  // Shown in reports: never bytes a JSON writer would refuse.
  outcome.name = text::replaceInvalidUtf8(card.name);
  outcome.ids = card.ids;
  for (const CardFaceRecord &face : card.faces) {
    FaceOutcome fo;
    const TextRef *text = &face.text;
    std::string selfName = face.printed.name;
    if (options.language != Language::En) {
      auto it = face.foreignText.find(options.language);
      if (it == face.foreignText.end())
        continue;
      text = &it->second;
      auto n = face.foreignName.find(options.language);
      selfName = n != face.foreignName.end() ? n->second : selfName;
    }
    if (std::string bad = invalidUtf8InFace(card, face, options.language); !bad.empty()) {
      outcome.faces.push_back(inputErrorFace(text->text(), bad));
      continue;
    }
    auto t0 = Clock::now();
    DiagnosticEngine diags;
    parse::ParseResult parsed =
        parse::parseCardText({options.language, selfName, text->file, text->offset, text->length,
                              parse::isDungeonTypeLine(face.printed.typeLine)},
                             diags);
    sema::check(parsed.card, text->file, diags, &parsed.lineTexts);
    seconds.parse += since(t0);

    // Diagnostics belong to the ability whose words they point at: the first
    // error is its diagnostic; rendered for the author with the notes after it.
    auto within = [](const Diagnostic &d, const ast::Node &a) {
      return d.range.begin >= a.range.begin &&
             d.range.begin <= std::max(a.range.end, a.range.begin);
    };
    auto diagFor = [&](const ast::Node &a, AbilityOutcome &ao) {
      for (auto &d : diags.all())
        if (d.severity == Severity::Error && within(d, a)) {
          ao.diagnostic = firstLine(formatDiagnostic(d));
          ao.code = codeOf(d.kind);
          break;
        }
      for (auto &d : diags.all())
        if (d.severity != Severity::Warning && within(d, a)) {
          if (options.renderDiagnostics) ao.rendered += formatDiagnostic(d);
          if (options.keepDiagnostics) ao.located.push_back(d);
        }
    };
    // A failure after the front end, reported on the ability's words.
    auto failAt = [&](const ast::Node &a, AbilityOutcome &ao, DiagKind kind,
                      const std::string &what) {
      ao.code = codeOf(kind);
      if (options.renderDiagnostics || options.keepDiagnostics) {
        DiagnosticEngine one;
        one.report(kind, text->file, a.range, what);
        if (options.renderDiagnostics) ao.rendered = formatDiagnostic(one.all()[0]);
        if (options.keepDiagnostics) ao.located.push_back(one.all()[0]);
      }
    };

    auto t1 = Clock::now();
    ir::LowerResult lowered = ir::lowerCard(face.printed, parsed.card);
    std::string verifyError = ir::verify(lowered.module);
    seconds.lower += since(t1);
    fo.cardProblem = lowered.cardProblem;
    for (size_t i = 0; i < parsed.card.abilities.size(); ++i) {
      const ast::Node &a = parsed.card.abilities[i];
      AbilityOutcome ao;
      ao.text = i < parsed.lineTexts.size() ? parsed.lineTexts[i] : "";
      if (a.kind == ast::NodeKind::Unsupported) {
        ao.status = AbilityStatus::Unsupported;
        diagFor(a, ao);
        ao.construct = "text: " + constructKey(ao.text, selfName);
        ao.gap = gapOf(a, diags, selfName);
      } else if (!lowered.abilities[i].lowered) {
        ao.status = AbilityStatus::Unsupported;
        ao.diagnostic = lowered.abilities[i].reason;
        ao.construct = "behaviour: " + lowered.abilities[i].reason;
        failAt(a, ao, DiagKind::NotLowerable, lowered.abilities[i].reason);
      } else if (!verifyError.empty()) {
        ao.status = AbilityStatus::Error;
        ao.diagnostic = "IR verifier: " + verifyError;
        ao.construct = "ir-verifier";
      } else {
        ao.status = AbilityStatus::Compiled;
      }
      fo.abilities.push_back(std::move(ao));
    }
    if (parsed.inputError) {
      AbilityOutcome ao;
      ao.text = text::replaceInvalidUtf8(text->text().substr(0, 80)); // a cut character -> U+FFFD
      ao.status = AbilityStatus::Error;
      ao.diagnostic = diags.all().empty() ? "unreadable text" : firstLine(formatDiagnostic(diags.all()[0]));
      ao.construct = "input";
      if (!diags.all().empty())
        ao.code = codeOf(diags.all()[0].kind);
      if (options.renderDiagnostics)
        for (auto &d : diags.all())
          ao.rendered += formatDiagnostic(d);
      if (options.keepDiagnostics) ao.located = diags.all();
      fo.abilities.push_back(std::move(ao));
    }

    // The render check: each ability written back in English must say what
    // its Oracle line says (design notes: the strongest detector of silent
    // mis-parses). A keyword is checked against the items of its line
    // ("Flying, vigilance"); any other ability against its whole line.
    if (options.renderCheck && options.language == Language::En && !parsed.inputError) {
      for (size_t i = 0; i < fo.abilities.size() && i < parsed.card.abilities.size(); ++i) {
        AbilityOutcome &ao = fo.abilities[i];
        if (ao.status != AbilityStatus::Compiled)
          continue;
        ast::CardAst one;
        one.abilities.push_back(parsed.card.abilities[i]);
        render::RenderResult r = render::renderCard(one, Language::En, face.printed.name);
        std::string got = normalizeForRenderCheck(r.text, face.printed.name);
        std::string line = normalizeForRenderCheck(ao.text, face.printed.name);
        bool same = got == line;
        if (!same && parsed.card.abilities[i].kind == ast::NodeKind::KeywordAbility) {
          // One keyword of a line: "flying, protection from black and protection from red".
          static const std::regex kKeywordSeparator(", and |, | and ");
          for (std::sregex_token_iterator part(line.begin(), line.end(), kKeywordSeparator, -1), end;
               part != end && !same; ++part)
            same = part->str() == got;
        }
        if (!same) {
          ao.status = AbilityStatus::Error;
          ao.diagnostic = "render differs from the Oracle text";
          ao.construct = "render-mismatch";
          failAt(parsed.card.abilities[i], ao, DiagKind::RenderMismatch, excerpt(r.text, 80));
          fo.renderDiff += fmt::format("{}oracle: {} | rendered: {}", fo.renderDiff.empty() ? "" : "; ", line, got);
          outcome.renderDiffers = true;
        }
      }
    }
    fo.ast = std::move(parsed.card);
    fo.module = std::make_shared<ir::Module>(std::move(lowered.module));
    outcome.faces.push_back(std::move(fo));
  }
  // --- begin dfc --- a layout the runtime does not play is the card's gap (DoubleFaced.h)
  if (std::string problem = layoutProblem(card.layout); !problem.empty() && !outcome.faces.empty() &&
                                                        outcome.faces[0].cardProblem.empty())
    outcome.faces[0].cardProblem = problem;
  // --- end dfc ---
  outcome.finish();
  return outcome;
}

} // namespace oraclec::driver
