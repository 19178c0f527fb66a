#include "Driver/HtmlReport.h"

#include "Basic/Html.h"

#include <nlohmann/json.hpp>

#include <fmt/format.h>

namespace oraclec::driver {

namespace {

using json = nlohmann::json;

constexpr size_t kGapsShown = 200;

// What the page needs, compact: the cards as arrays, not objects.
json pageData(const json &r) {
  json d;
  d["totals"] = r.value("totals", json::object());
  d["abilities"] = r.value("abilities", json::object());
  d["seconds"] = r.value("seconds", json::object());
  d["version"] = r.value("version", "");
  d["language"] = r.value("language", "");
  d["render_differing"] =
      r.contains("render_check") ? r["render_check"].value("cards_differing", 0) : 0;
  json gaps = json::array();
  if (r.contains("unsupported"))
    for (const json &g : r["unsupported"]) {
      if (gaps.size() == kGapsShown) break;
      json ex = json::array();
      for (const json &x : g.value("examples", json::array()))
        ex.push_back({x.value("name", ""), x.value("text", ""), x.value("words", ""),
                      x.value("token", ""), x.value("token_at", -1)});
      gaps.push_back({{"c", g.value("construct", "")},
                      {"n", g.value("cards", 0)},
                      {"only", g.value("only_gap_cards", 0)},
                      {"ctx", g.value("context", "")},
                      {"ex", std::move(ex)}});
    }
  d["gaps"] = std::move(gaps);
  json cards = json::array();
  if (r.contains("cards"))
    for (const json &c : r["cards"]) {
      json abilities = json::array();
      for (const json &a : c.value("abilities", json::array())) {
        std::string status = a.value("status", "");
        if (status == "compiled") {
          abilities.push_back({a.value("text", ""), "c"});
          continue;
        }
        json gap = a.value("gap", json::object());
        abilities.push_back({a.value("text", ""), status == "error" ? "e" : "u",
                             a.value("code", ""), a.value("diagnostic", ""), gap.value("words", ""),
                             gap.value("token", ""),
                             gap.contains("family") ? gap.value("family", "") : a.value("construct", ""),
                             gap.value("context", ""), gap.value("token_at", -1)});
      }
      json ids = json::array();
      if (c.contains("ids"))
        for (auto &[k, v] : c["ids"].items())
          ids.push_back(k + " " + v.get<std::string>());
      std::string status = c.value("status", "");
      cards.push_back(
          {c.value("name", ""), status.substr(0, 1), std::move(ids), std::move(abilities)});
    }
  d["cards"] = std::move(cards);
  return d;
}

// The page; @TITLE@ and @DATA@ are filled in.
constexpr const char *kPage = R"HTML(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 16px 40px; color: #1d1d1f; }
h1 { font-size: 22px; margin: 18px 0 4px; } h2 { font-size: 18px; margin: 26px 0 8px; border-bottom: 1px solid #ddd; }
.sub { color: #666; margin: 0 0 12px; }
.tiles { display: flex; flex-wrap: wrap; gap: 10px; }
.tile { border: 1px solid #ddd; border-radius: 6px; padding: 8px 14px; min-width: 110px; }
.tile b { display: block; font-size: 20px; } .tile span { color: #666; font-size: 12px; }
.bar { display: flex; height: 12px; border-radius: 6px; overflow: hidden; margin: 12px 0; background: #eee; }
.bar .c { background: #2e9d4f; } .bar .p { background: #e0a526; } .bar .f { background: #d0453c; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eee; vertical-align: top; }
th { background: #f6f6f6; position: sticky; top: 0; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
code { background: #f3f3f3; padding: 0 3px; border-radius: 3px; }
.ctx { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 8px; background: #e8eefc; color: #274b9f; }
details summary { cursor: pointer; color: #274b9f; }
.ex { margin: 4px 0 4px 10px; } .ex i { color: #666; }
mark { background: #ffe08a; padding: 0 1px; } mark strong { color: #b3261e; text-decoration: underline wavy #b3261e; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; position: sticky; top: 0; background: #fff; padding: 6px 0; z-index: 2; }
.controls input[type=search] { flex: 1; min-width: 220px; padding: 5px 8px; font-size: 14px; }
.controls select, .controls button { padding: 4px 8px; font-size: 13px; }
.card { border: 1px solid #e3e3e3; border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
.card h3 { font-size: 15px; margin: 0 0 4px; display: flex; gap: 8px; align-items: center; }
.badge { font-size: 11px; padding: 1px 7px; border-radius: 8px; color: #fff; }
.badge.c { background: #2e9d4f; } .badge.p { background: #c98b0b; } .badge.f { background: #d0453c; }
.ids { color: #888; font-size: 11px; font-weight: normal; }
.ab { margin: 2px 0; padding-left: 18px; position: relative; white-space: pre-wrap; }
.ab::before { position: absolute; left: 0; }
.ab.c::before { content: "\2713"; color: #2e9d4f; } .ab.u::before, .ab.e::before { content: "\2717"; color: #d0453c; }
.ab .why { display: block; color: #777; font-size: 12px; }
.more { margin: 10px 0; } .count { color: #666; }
a.gap { color: #274b9f; cursor: pointer; text-decoration: underline dotted; }
</style>
</head>
<body>
<div class="overview">
<h1>@TITLE@</h1>
<p class="sub" id="sub"></p>
<div class="tiles" id="tiles"></div>
<div class="bar" id="bar"></div>
<h2>Gaps ranked by the unreadable clause</h2>
<p class="sub">Each ability that did not parse is named by the smallest clause holding the words the
parser stopped at (numbers as N, mana as {M}, the card's own name as ~, colour and subtype words as
&lt;colour&gt; and &lt;subtype&gt;), with the part of the ability it is in. Other failures (behaviour
not lowered, render check) keep their construct name. Click a gap to list its cards.</p>
<table id="gaps"><thead><tr><th>cards</th><th>only gap</th><th>clause</th><th>context</th><th>examples</th></tr></thead><tbody></tbody></table>
</div>
<h2>Cards</h2>
<div class="controls">
<input type="search" id="q" placeholder="Search card names and rules text">
<select id="status"><option value="">every status</option><option value="c">compiled</option><option value="p">partial</option><option value="f">failed</option></select>
<select id="ctx"><option value="">every context</option></select>
<span id="gapFilter"></span>
<span class="count" id="count"></span>
</div>
<div id="cards"></div>
<div class="more"><button id="more">Show more</button></div>
<script type="application/json" id="data">@DATA@</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const $ = (id) => document.getElementById(id);
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k);
  return e;
}
const pct = (n, d) => d ? (100 * n / d).toFixed(1) + "%" : "-";
// The ability's text with its unreadable clause marked and the words the
// parser stopped at in bold (found by their words: offsets would be bytes).
function highlighted(text, words, token, tokenAt) {
  const frag = document.createDocumentFragment();
  const at = words ? text.indexOf(words) : -1;
  if (at < 0) { frag.append(text); return frag; }
  frag.append(text.slice(0, at));
  const m = el("mark", {title: "the unreadable clause"});
  const t = !token ? -1 : tokenAt >= 0 && words.startsWith(token, tokenAt) ? tokenAt : words.indexOf(token);
  if (t < 0) m.append(words);
  else m.append(words.slice(0, t), el("strong", {title: "the parser stopped here"}, token), words.slice(t + token.length));
  frag.append(m, text.slice(at + words.length));
  return frag;
}
const t = D.totals, a = D.abilities;
$("sub").textContent = `oraclec ${D.version}, language ${D.language}. A card is compiled only if every ability parsed, lowered to IR the runtime performs, compiled to native code and renders back to its Oracle wording.`;
for (const [v, l] of [[t.cards, "cards"], [`${t.compiled} (${pct(t.compiled, t.cards)})`, "compiled"], [t.partial, "partial"], [t.failed, "failed"],
                      [`${a.compiled}/${a.total} (${pct(a.compiled, a.total)})`, "abilities compiled"], [D.render_differing, "render check: cards differing"],
                      [(D.seconds.total || 0).toFixed(2) + " s", "build time"]])
  $("tiles").append(el("div", {class: "tile"}, el("b", {}, String(v)), el("span", {}, l)));
for (const [k, n] of [["c", t.compiled], ["p", t.partial], ["f", t.failed]])
  $("bar").append(el("div", {class: k, style: `width:${t.cards ? 100 * n / t.cards : 0}%`, title: `${n} cards`}));
let gapFilter = "";
const gapBody = $("gaps").tBodies[0];
const contexts = new Set();
for (const g of D.gaps) {
  if (g.ctx) contexts.add(g.ctx);
  const link = el("a", {class: "gap"}, g.c);
  link.onclick = () => { gapFilter = g.c; render(true); $("cards").scrollIntoView(); };
  const det = el("details", {}, el("summary", {}, `${g.ex.length} example${g.ex.length == 1 ? "" : "s"}`));
  for (const [name, text, words, token, tokenAt] of g.ex)
    det.append(el("div", {class: "ex"}, el("i", {}, name + ": "), highlighted(text, words, token, tokenAt)));
  gapBody.append(el("tr", {}, el("td", {class: "n"}, String(g.n)), el("td", {class: "n"}, String(g.only)),
                     el("td", {}, link), el("td", {}, g.ctx ? el("span", {class: "ctx"}, g.ctx) : ""), el("td", {}, det)));
}
for (const c of D.cards) for (const ab of c[3]) if (ab[7]) contexts.add(ab[7]);
for (const c of [...contexts].sort()) $("ctx").append(el("option", {value: c}, c));
const statusName = {c: "compiled", p: "partial", f: "failed"};
let shown = 0, matches = [];
function cardView(c) {
  const [name, status, ids, abilities] = c;
  const box = el("div", {class: "card"}, el("h3", {}, name, el("span", {class: "badge " + status}, statusName[status] || status),
                                         el("span", {class: "ids"}, ids.join(" \u00b7 "))));
  for (const ab of abilities) {
    const [text, st, code, diag, words, token, key, ctx, tokenAt] = ab;
    const line = el("div", {class: "ab " + st});
    if (st == "c") line.append(text);
    else {
      line.append(highlighted(text, words, token, tokenAt));
      line.append(el("span", {class: "why"}, [code, ctx, key, diag].filter(Boolean).join(" \u2014 ")));
    }
    box.append(line);
  }
  return box;
}
function render(reset) {
  const q = $("q").value.trim().toLowerCase(), st = $("status").value, ctx = $("ctx").value;
  if (reset) {
    matches = D.cards.filter((c) => (!st || c[1] == st)
      && (!q || c[0].toLowerCase().includes(q) || c[3].some((ab) => ab[0].toLowerCase().includes(q)))
      && (!ctx || c[3].some((ab) => ab[7] == ctx))
      && (!gapFilter || c[3].some((ab) => ab[6] == gapFilter)));
    shown = 0;
    $("cards").replaceChildren();
  }
  const next = matches.slice(shown, shown + 100);
  for (const c of next) $("cards").append(cardView(c));
  shown += next.length;
  $("count").textContent = `${matches.length} cards` + (shown < matches.length ? `, ${shown} shown` : "");
  $("more").style.display = shown < matches.length ? "" : "none";
  $("gapFilter").replaceChildren();
  if (gapFilter) {
    const clear = el("button", {}, "\u00d7 gap: " + gapFilter);
    clear.onclick = () => { gapFilter = ""; render(true); };
    $("gapFilter").append(clear);
  }
}
// A link can open the page filtered: #q=WORDS&status=p&ctx=effect&gap=KEY,
// and &only=cards shows the card list alone.
const hash = new URLSearchParams(location.hash.slice(1));
$("q").value = hash.get("q") || "";
$("status").value = hash.get("status") || "";
$("ctx").value = hash.get("ctx") || "";
gapFilter = hash.get("gap") || "";
if (hash.get("only") == "cards")
  for (const e of document.querySelectorAll(".overview")) e.style.display = "none";
let timer = 0;
$("q").oninput = () => { clearTimeout(timer); timer = setTimeout(() => render(true), 150); };
$("status").onchange = $("ctx").onchange = () => render(true);
$("more").onclick = () => render(false);
render(true);
</script>
</body>
</html>
)HTML";

} // namespace

std::string htmlReport(const json &report) {
  // Inside <script>, "</" could close the element: JSON allows "<\/".
  std::string data = pageData(report).dump(-1, ' ', false, json::error_handler_t::replace);
  for (size_t p = 0; (p = data.find("</", p)) != std::string::npos; p += 3)
    data.replace(p, 2, "<\\/");
  std::string title = escapeHtml(fmt::format("oraclec coverage: {} cards, {} compiled",
                                             report["totals"].value("cards", 0),
                                             report["totals"].value("compiled", 0)));
  std::string page = kPage;
  for (size_t p; (p = page.find("@TITLE@")) != std::string::npos;)
    page.replace(p, 7, title);
  page.replace(page.find("@DATA@"), 6, data);
  return page;
}

} // namespace oraclec::driver
