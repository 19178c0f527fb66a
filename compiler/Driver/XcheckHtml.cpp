#include "Driver/XcheckHtml.h"

#include "Basic/Html.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace oraclec::driver {

namespace {
using json = nlohmann::json;

// A side's line with its marked words in <mark> (offsets are bytes of the line).
std::string markedHtml(const json &side) {
  std::string line = side.value("line", "");
  size_t b = std::min<size_t>(side.value("begin", size_t(0)), line.size());
  size_t e = std::min<size_t>(std::max<size_t>(side.value("end", size_t(0)), b), line.size());
  if (e == b) return escapeHtml(line);
  return escapeHtml(line.substr(0, b)) + "<mark>" + escapeHtml(line.substr(b, e - b)) + "</mark>" +
         escapeHtml(line.substr(e));
}

std::string anchor(std::string_view status, size_t i) {
  return fmt::format("{}-{}", status, i);
}

constexpr const char *kStyle = R"CSS(
body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ccc}
table.totals td{padding:.1em 1em .1em 0}
.card{border:1px solid #ddd;border-radius:4px;padding:.5em .8em;margin:.6em 0}
.card h3{font-size:1em;margin:0 0 .3em}
.side{display:grid;grid-template-columns:3em 1fr;gap:.2em}
.lang{color:#777;font-family:monospace}
mark{background:#ffd54f;padding:0 .1em}
.detail{color:#555;font-family:monospace;font-size:.85em;margin-top:.3em}
ul.names{columns:3}
)CSS";
} // namespace

std::string xcheckHtml(const json &report) {
  std::string lang = report.value("language", "");
  const json &totals = report.at("totals");
  const json &cards = report.at("cards");
  auto count = [&](const char *k) { return totals.value(k, size_t(0)); };
  size_t pairs = count("pairs");
  auto pct = [&](size_t n) {
    return pairs ? fmt::format("{:.1f}%", 100.0 * double(n) / double(pairs)) : "-";
  };

  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">";
  out += fmt::format("<title>oraclec xcheck en/{}: {} mismatches in {} pairs</title>",
                     escapeHtml(lang), count("mismatch"), pairs);
  out += std::string("<style>") + kStyle + "</style></head><body>\n";
  out += fmt::format("<h1>oraclec xcheck: English and {} wording</h1>\n", escapeHtml(lang));
  out += "<table class=\"totals\">";
  for (const char *k :
       {"pairs", "equivalent", "mismatch", "unparsed_en", "unparsed_foreign", "error"})
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td></tr>", k, count(k),
                       k == std::string_view("pairs") ? "" : pct(count(k)));
  out +=
      "</table>\n<p>Contents: <a href=\"#mismatch\">mismatches</a> · <a href=\"#unparsed_foreign\">"
      "translations not read</a> · <a href=\"#unparsed_en\">English not read</a> · "
      "<a href=\"#error\">input errors</a> · <a href=\"#equivalent\">equivalent</a></p>\n";

  // Mismatches first: they are what a translator acts on.
  out += fmt::format("<h2 id=\"mismatch\">Mismatches ({})</h2>\n", count("mismatch"));
  out += "<p>The English and the translation were both read, and say different things. The marked "
         "words are where the first difference comes from; the line under them is the difference "
         "in the language-neutral AST.</p>\n";
  for (size_t i = 0; i < cards.size(); ++i) {
    const json &c = cards[i];
    if (c.value("status", "") != "mismatch") continue;
    std::string what = c.value("what", "");
    out += fmt::format("<div class=\"card\" id=\"{}\"><h3>{}{}</h3><div class=\"side\">",
                       anchor("mismatch", i), escapeHtml(c.value("name", "")),
                       what.empty() ? "" : ": the " + escapeHtml(what) + " differs");
    if (c.contains("words"))
      for (auto &[code, side] : c["words"].items())
        out += fmt::format("<span class=\"lang\">{}</span><span>{}</span>", escapeHtml(code),
                           markedHtml(side));
    out += fmt::format("</div><div class=\"detail\">{}</div></div>\n",
                       escapeHtml(c.value("diff", "")));
  }
  // Then what could not be compared, with the reader's first complaint.
  auto listed = [&](const char *status, const char *title) {
    out += fmt::format("<h2 id=\"{}\">{} ({})</h2>\n<ul>\n", status, title, count(status));
    for (size_t i = 0; i < cards.size(); ++i)
      if (cards[i].value("status", "") == status)
        out += fmt::format("<li id=\"{}\"><b>{}</b> <span class=\"detail\">{}</span></li>\n",
                           anchor(status, i), escapeHtml(cards[i].value("name", "")),
                           escapeHtml(cards[i].value("diff", "")));
    out += "</ul>\n";
  };
  listed("unparsed_foreign", "Translations not read");
  listed("unparsed_en", "English not read");
  listed("error", "Input errors");
  out += fmt::format("<h2 id=\"equivalent\">Equivalent "
                     "({})</h2>\n<details><summary>names</summary><ul class=\"names\">\n",
                     count("equivalent"));
  for (const json &c : cards)
    if (c.value("status", "") == "equivalent")
      out += "<li>" + escapeHtml(c.value("name", "")) + "</li>\n";
  out += "</ul></details>\n</body></html>\n";
  return out;
}

} // namespace oraclec::driver
