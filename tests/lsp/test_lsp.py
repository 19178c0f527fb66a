#!/usr/bin/env python3
"""Scripted LSP client against `oraclec lsp` (docs/lsp.md): the lifecycle,
diagnostics of a broken .card with the ranges and codes `oraclec build` prints,
hover, completion, go-to-definition from a scenario, a change that fixes the
card, malformed input, shutdown and the exit code.

Usage: test_lsp.py /path/to/oraclec /path/to/source-root
Prints one line per check; exits 1 if any failed."""
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient  # noqa: E402

ORACLEC, ROOT = sys.argv[1], sys.argv[2]
ENV = dict(os.environ, ORACLEC_DATA=ROOT)
failures = 0


def check(name, cond, detail=""):
    global failures
    if cond:
        print("ok   " + name)
    else:
        failures += 1
        print("FAIL " + name + (": " + str(detail) if detail else ""))


def uri(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


BROKEN = """name: Test Imp
mana_cost: "{1}{B}"
type: Creature — Imp
power: 1
toughness: 1
text: |-
  Flying
  When Test Imp enters, you gain 3 lifee.
"""
FIXED = BROKEN.replace("lifee", "life")

SCENARIO = """name: an imp and a bear
rules: [302.6]
players: [alice, bob]
setup:
  alice: {battlefield: [Test Imp, Grizzly Bears], library: [Swamp]}
  bob: {battlefield: [Unheard Of Card]}
steps:
  - expect: {alice.Test Imp.power: 1}
"""


def position_of(text, needle, delta=0):
    """LSP position (UTF-16 columns) of the first `needle` in `text`."""
    at = text.index(needle) + delta
    line = text.count("\n", 0, at)
    start = text.rfind("\n", 0, at) + 1
    return {"line": line, "character": len(text[start:at].encode("utf-16-le")) // 2}


def build_diagnostics(path):
    """(line, column, width, code) of each diagnostic `oraclec build` prints
    for a .card file: the location and the caret run under the words."""
    r = subprocess.run([ORACLEC, "build", path], capture_output=True, text=True, env=ENV, timeout=60)
    lines = r.stderr.splitlines()
    out = []
    for i, l in enumerate(lines):
        m = re.match(r".*?:(\d+):(\d+): (error|warning|note): .*\[(E\d+)\]$", l)
        if m and i + 2 < len(lines):
            carets = lines[i + 2]
            width = len(carets.strip())
            out.append((int(m.group(1)), int(m.group(2)), width, m.group(4)))
    return out


def main():
    work = tempfile.mkdtemp(prefix="oraclec-lsp-")
    cards = os.path.join(work, "cards")
    os.makedirs(cards)
    card_path = os.path.join(cards, "test-imp.card")
    with open(card_path, "w") as f:
        f.write(BROKEN)
    scenario_path = os.path.join(work, "imp.yaml")
    with open(scenario_path, "w") as f:
        f.write(SCENARIO)

    c = LspClient([ORACLEC, "lsp", "--max-message-bytes", "65536"], env=ENV)

    # Requests before initialize are refused; notifications are dropped.
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": {"line": 0, "character": 0}})
    check("request before initialize: ServerNotInitialized", r.get("error", {}).get("code") == -32002, r)

    r = c.call("initialize", {"processId": None, "rootUri": uri(work),
                              "workspaceFolders": [{"uri": uri(work), "name": "w"}], "capabilities": {}})
    caps = r.get("result", {}).get("capabilities", {})
    check("initialize: capabilities", caps.get("hoverProvider") and caps.get("definitionProvider")
          and "completionProvider" in caps and caps.get("textDocumentSync", {}).get("change") == 1, r)
    r = c.call("initialize", {"capabilities": {}})
    check("second initialize: InvalidRequest", r.get("error", {}).get("code") == -32600, r)
    c.notify("initialized", {})

    # didOpen of a broken .card: the diagnostics of `oraclec build`, same place and code.
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri(card_path), "languageId": "yaml",
                                                       "version": 1, "text": BROKEN}})
    d = c.diagnostics(uri(card_path))
    diags = d["diagnostics"]
    want = build_diagnostics(card_path)
    check("build reports the typo (reference for the ranges)", any(w[3] == "E0101" for w in want), want)
    got = [(x["range"]["start"]["line"] + 1, x["range"]["start"]["character"] + 1,
            x["range"]["end"]["character"] - x["range"]["start"]["character"], x.get("code")) for x in diags]
    check("didOpen: diagnostics as oraclec build gives them (line, column, width, code)",
          sorted(got) == sorted(want), "lsp %s, build %s" % (got, want))
    e0101 = [x for x in diags if x.get("code") == "E0101"]
    typo = position_of(BROKEN, "lifee")
    check("E0101 points at 'lifee'", e0101 and e0101[0]["range"]["start"] == typo
          and e0101[0]["range"]["end"]["character"] == typo["character"] + 5, diags)
    check("publishDiagnostics carries the version", d.get("version") == 1, d)

    # Hover: the broken ability says why; the keyword says what oraclec understood.
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": position_of(BROKEN, "gain")})
    text = json.dumps(r.get("result"))
    check("hover on a broken ability: its diagnostic", "lifee" in text and "E0101" in text, r)
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": position_of(BROKEN, "Flying", 2)})
    value = (r.get("result") or {}).get("contents", {}).get("value", "")
    check("hover on a keyword: its CR rule", "702.9" in value, value)
    check("hover on a compiled ability: AST and rendering",
          "(keyword flying)" in value and "Renders back as: *Flying*" in value, value)

    # Completion: keywords and templates from the compiler's tables.
    r = c.call("textDocument/completion", {"textDocument": {"uri": uri(card_path)},
                                           "position": {"line": 7, "character": 2}})
    items = (r.get("result") or {}).get("items", [])
    labels = {i["label"]: i for i in items}
    check("completion: keywords", "first strike" in labels and labels["first strike"]["kind"] == 14, len(items))
    check("completion: templates as snippets",
          any(i.get("insertTextFormat") == 2 and "deals ${2} damage to ${3}" in i.get("insertText", "")
              for i in items), len(items))

    # A scenario: unknown card names, go-to-definition to the workspace and the stdlib.
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri(scenario_path), "languageId": "yaml",
                                                       "version": 1, "text": SCENARIO}})
    d = c.diagnostics(uri(scenario_path))
    unknown = [x for x in d["diagnostics"] if "Unheard Of Card" in x["message"]]
    check("scenario: unknown card name flagged where it is written",
          unknown and unknown[0]["range"]["start"] == position_of(SCENARIO, "Unheard Of Card"), d)
    check("scenario: known names not flagged",
          not any("Test Imp" in x["message"] or "Grizzly" in x["message"] for x in d["diagnostics"]), d)
    r = c.call("textDocument/definition", {"textDocument": {"uri": uri(scenario_path)},
                                           "position": position_of(SCENARIO, "Test Imp", 3)})
    loc = r.get("result") or {}
    check("definition: workspace .card", loc.get("uri") == uri(os.path.realpath(card_path))
          and loc.get("range", {}).get("start") == position_of(BROKEN, "Test Imp"), r)
    r = c.call("textDocument/definition", {"textDocument": {"uri": uri(scenario_path)},
                                           "position": position_of(SCENARIO, "Grizzly Bears", 1)})
    loc = r.get("result") or {}
    check("definition: stdlib card", loc.get("uri", "").endswith("/stdlib-cards/grizzly-bears.card"), r)
    r = c.call("textDocument/definition", {"textDocument": {"uri": uri(scenario_path)},
                                           "position": position_of(SCENARIO, "players")})
    check("definition: nothing there is null", "result" in r and r["result"] is None, r)

    # The scenario reader's own errors.
    bad_scenario = SCENARIO.replace("steps:", "stepz:")
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(scenario_path), "version": 2},
                                        "contentChanges": [{"text": bad_scenario}]})
    d = c.diagnostics(uri(scenario_path))
    keys = [x for x in d["diagnostics"] if "unknown scenario key 'stepz'" in x["message"]]
    check("scenario: strict reader error at its place",
          keys and keys[0]["range"]["start"] == position_of(bad_scenario, "stepz"), d)

    # didChange fixing the card: its diagnostics are cleared.
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(card_path), "version": 2},
                                        "contentChanges": [{"text": FIXED}]})
    d = c.diagnostics(uri(card_path))
    check("didChange fixing the error clears the diagnostics", d["diagnostics"] == [] and d["version"] == 2, d)
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": position_of(FIXED, "gain")})
    value = (r.get("result") or {}).get("contents", {}).get("value", "")
    check("hover after the fix: compiled, rendered back",
          "**compiled**" in value and "you gain 3 life" in value, value)

    # With the card fixed, the scenario plays; an expectation that fails is a
    # warning at its step (the reader's errors are errors).
    failing = SCENARIO.replace("  bob: {battlefield: [Unheard Of Card]}\n", "").replace("power: 1", "power: 4")
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(scenario_path), "version": 3},
                                        "contentChanges": [{"text": failing}]})
    d = c.diagnostics(uri(scenario_path))
    while d.get("version") != 3:
        d = c.diagnostics(uri(scenario_path))
    fails = d["diagnostics"]
    check("scenario: a failing expectation is a warning at its step",
          len(fails) == 1 and fails[0]["severity"] == 2 and "alice.Test Imp.power" in fails[0]["message"]
          and fails[0]["range"]["start"]["line"] == position_of(failing, "alice.Test Imp.power")["line"], d)

    # Malformed input: errors, and the server goes on.
    c.send_raw(b"Content-Length: 9\r\n\r\n{not json")
    r = c.reply_with_null_id()
    check("malformed JSON: ParseError", r.get("error", {}).get("code") == -32700, r)
    c.send_raw(b"Content-Length: abc\r\n\r\n{}")
    r = c.reply_with_null_id()
    check("malformed header: ParseError", r.get("error", {}).get("code") == -32700, r)
    big = json.dumps({"jsonrpc": "2.0", "id": 999, "method": "x", "params": {"pad": "a" * 100000}}).encode()
    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(big) + big)
    r = c.reply_with_null_id()
    check("message over --max-message-bytes: an error, skipped", r.get("error", {}).get("code") == -32600, r)
    c.send_raw(b'Content-Length: 2\r\n\r\n[]')
    r = c.reply_with_null_id()
    check("not an object: InvalidRequest", r.get("error", {}).get("code") == -32600, r)
    r = c.call("textDocument/rename", {})
    check("unknown method: MethodNotFound", r.get("error", {}).get("code") == -32601, r)
    r = c.call("textDocument/hover", {"textDocument": {"uri": 3}})
    check("bad params: InvalidParams", r.get("error", {}).get("code") == -32602, r)
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": {"line": 10 ** 9, "character": 10 ** 9}})
    check("position past the end: an answer, no crash", "result" in r, r)

    # didClose clears the document's diagnostics (earlier ones, published when
    # the card changed, are dropped first).
    c.pending = [m for m in c.pending if m.get("method") != "textDocument/publishDiagnostics"]
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(scenario_path)}})
    d = c.diagnostics(uri(scenario_path))
    check("didClose clears diagnostics", d["diagnostics"] == [], d)

    # Shutdown, then only exit.
    r = c.call("shutdown")
    check("shutdown: null result", "result" in r and r["result"] is None, r)
    r = c.call("textDocument/hover", {"textDocument": {"uri": uri(card_path)},
                                      "position": {"line": 0, "character": 0}})
    check("request after shutdown: InvalidRequest", r.get("error", {}).get("code") == -32600, r)
    c.notify("exit")
    check("exit after shutdown: exit code 0", c.wait() == 0)

    # exit without shutdown: 1; the end of the input without exit: 1.
    c = LspClient([ORACLEC, "lsp"], env=ENV)
    c.call("initialize", {"capabilities": {}})
    c.notify("exit")
    check("exit without shutdown: exit code 1", c.wait() == 1)
    c = LspClient([ORACLEC, "lsp"], env=ENV)
    c.send_raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    c.proc.stdin.close()
    check("input cut in a message: exit code 1, no hang", c.wait() == 1)

    print("%d failed" % failures if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
