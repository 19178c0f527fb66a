#!/usr/bin/env python3
"""Check that every Comprehensive Rules citation in the tests exists.

Citations checked:
  * every entry of a `rules:` list in tests/scenarios/**/*.yaml
    (must-fail/ and known-bugs/ included);
  * every rule number (e.g. 613.8a, 704.5g, 613.4) in a doctest TEST_CASE / SUBCASE
    name under tests/unit.
A citation is valid when the rule exists in the reference rules text
(/work/shared/reference/MagicCompRules-2022-04-29.txt, or the copy in
data/rules/ when /work/shared is absent). Exit 0 when all exist, 1 naming the
bad citations (file:line: rule), 2 when the rules text can't be read.

Usage: check-cr-citations.py [--root REPO] [--rules FILE] [--self-test] [EXTRA_FILE...]
EXTRA_FILE: more .yaml or .cpp files to check (same rules as above).
Python 3 standard library + PyYAML (python3-yaml).
"""
import argparse
import os
import re
import sys
import tempfile

try:
    import yaml
except ImportError:  # pragma: no cover - PyYAML is a declared dependency
    yaml = None

RULES_NAME = "MagicCompRules-2022-04-29.txt"
SHARED_RULES = os.path.join("/work/shared/reference", RULES_NAME)

# A rule number: section 100-999, a dot, a number, an optional letter (CR skips l and o).
CITATION = re.compile(r"(?<![\w.])([1-9]\d{2}\.\d+[a-z]?)(?![\w])")
# A rule definition at the start of a line of the rules text ("613.4." / "613.4c ").
DEFINITION = re.compile(r"^\s*([1-9]\d{2}(?:\.\d+[a-z]?)?)\.?\s")
TEST_NAME = re.compile(r"\b(?:TEST_CASE|SUBCASE|TEST_CASE_FIXTURE|SCENARIO)\s*\(\s*(?:\w+\s*,\s*)?\"((?:[^\"\\]|\\.)*)\"")
RULES_LINE = re.compile(r"^\s*rules\s*:\s*\[(.*)\]\s*(?:#.*)?$")


def default_rules_file(root):
    if os.path.isfile(SHARED_RULES):
        return SHARED_RULES
    return os.path.join(root, "data", "rules", RULES_NAME)


def load_rules(path):
    rules = set()
    with open(path, encoding="utf-8-sig", errors="replace") as f:
        for line in f:
            line = line.rstrip("\r\n")
            m = DEFINITION.match(line)
            if not m:
                continue
            rules.add(m.group(1))
    # Section numbers ("613") are valid too; they are matched by DEFINITION already.
    return rules


def scenario_citations(path):
    """(line, rule) pairs of the rules: list of one scenario file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    out = []
    entries = None
    if yaml is not None:
        try:
            # BaseLoader keeps every scalar a string: 702.10 stays "702.10", not 702.1.
            doc = yaml.load(text, Loader=yaml.BaseLoader)
            if isinstance(doc, dict) and "rules" in doc:
                entries = doc["rules"]
                if isinstance(entries, str):
                    entries = [entries]
                if not isinstance(entries, list):
                    out.append((0, "<rules: is not a list>"))
                    entries = []
        except yaml.YAMLError:
            entries = None
    lines = text.splitlines()
    if entries is None:  # not YAML (a malformed scenario): read the rules: line itself
        entries = []
        for line in lines:
            m = RULES_LINE.match(line)
            if m:
                entries += [e.strip().strip("'\"") for e in m.group(1).split(",") if e.strip()]
    # Locate each entry for the message.
    rules_line = next((i + 1 for i, l in enumerate(lines) if re.match(r"^\s*rules\s*:", l)), 0)
    for e in entries:
        out.append((rules_line, str(e).strip()))
    return out


def test_citations(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    out = []
    for m in TEST_NAME.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        for c in CITATION.finditer(m.group(1)):
            out.append((line, c.group(1)))
    return out


def valid(rule, rules):
    if rule in rules:
        return True
    # "704.5" is written "704.5." in the rules text; DEFINITION strips the dot. A bare
    # section ("613") is valid when it is a heading.
    return False


def collect_files(root):
    scen, unit = [], []
    sdir = os.path.join(root, "tests", "scenarios")
    for d, _, files in os.walk(sdir):
        scen += [os.path.join(d, f) for f in files if f.endswith((".yaml", ".yml"))]
    udir = os.path.join(root, "tests", "unit")
    for d, _, files in os.walk(udir):
        unit += [os.path.join(d, f) for f in files if f.endswith((".cpp", ".h", ".hpp"))]
    return sorted(scen), sorted(unit)


def check(files_yaml, files_cpp, rules, root):
    bad = []
    count = 0
    for path in files_yaml:
        for line, rule in scenario_citations(path):
            count += 1
            if not CITATION.fullmatch(rule) and not re.fullmatch(r"[1-9]\d{2}", rule):
                bad.append((path, line, rule, "not a rule number"))
            elif not valid(rule, rules):
                bad.append((path, line, rule, "no such rule"))
    for path in files_cpp:
        for line, rule in test_citations(path):
            count += 1
            if not valid(rule, rules):
                bad.append((path, line, rule, "no such rule"))
    for path, line, rule, why in bad:
        rel = os.path.relpath(path, root) if root else path
        print(f"{rel}:{line}: error: CR citation '{rule}': {why}", file=sys.stderr)
    return bad, count


def self_test(rules):
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "tests", "scenarios", "must-fail"))
        os.makedirs(os.path.join(tmp, "tests", "unit"))
        with open(os.path.join(tmp, "tests", "scenarios", "a.yaml"), "w") as f:
            f.write("name: x\nrules: [613.4c, 702.10, 999.9, 613.4x, 704.5g]\nsteps: []\n")
        with open(os.path.join(tmp, "tests", "scenarios", "must-fail", "b.yaml"), "w") as f:
            f.write("name: y\nrules: [120.3, banana]\nsteps: [\n")  # not YAML: line fallback
        with open(os.path.join(tmp, "tests", "unit", "T.cpp"), "w") as f:
            f.write('TEST_CASE("layers: 613.8a and 123.45q, not 3.14 or 2022") {}\n'
                    'SUBCASE("704.5b") {}\n')
        ys, cs = collect_files(tmp)
        bad, count = check(ys, cs, rules, tmp)
        got = sorted(r for _, _, r, _ in bad)
        want = sorted(["999.9", "613.4x", "banana", "123.45q"])
        if got != want or count != 10:
            print(f"self-test FAILED: bad {got} (want {want}), {count} citations (want 10)", file=sys.stderr)
            return 1
    print("self-test ok: the checker reports exactly the 4 planted bad citations")
    return 0


def main():
    ap = argparse.ArgumentParser(description="check CR rule citations in tests")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--rules", help="rules text (default: /work/shared/reference or data/rules)")
    ap.add_argument("--self-test", action="store_true", help="check that planted bad citations are found")
    ap.add_argument("extra", nargs="*", help="more scenario .yaml / unit .cpp files")
    a = ap.parse_args()
    rules_path = a.rules or default_rules_file(a.root)
    try:
        rules = load_rules(rules_path)
    except OSError as e:
        print(f"{rules_path}:1:1: error: cannot read the rules text: {e.strerror}", file=sys.stderr)
        return 2
    if len(rules) < 1000:
        print(f"{rules_path}:1:1: error: only {len(rules)} rules found; is this the CR text?", file=sys.stderr)
        return 2
    if a.self_test:
        return self_test(rules)
    ys, cs = collect_files(a.root)
    ys += [p for p in a.extra if p.endswith((".yaml", ".yml"))]
    cs += [p for p in a.extra if not p.endswith((".yaml", ".yml"))]
    bad, count = check(ys, cs, rules, a.root)
    if bad:
        print(f"{len(bad)} bad CR citation(s) of {count} checked ({os.path.basename(rules_path)})", file=sys.stderr)
        return 1
    print(f"{count} CR citations checked in {len(ys)} scenarios and {len(cs)} unit test files: all exist")
    return 0


if __name__ == "__main__":
    sys.exit(main())
