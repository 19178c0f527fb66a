#!/usr/bin/env python3
"""Writes an MTGJSON AllPrintings-shaped file for the memory benchmark
(bench/build-memory.sh): the cards of an AtomicCards file printed again and
again in many sets, each printing with the per-printing fields real
AllPrintings entries carry (uuid, number, artist, identifiers, legalities...),
until the file reaches --size-mb. Every printing of a card has its Oracle
text, so `oraclec build` should find exactly the AtomicCards file's cards.

usage: gen-allprintings.py [--sample ATOMIC.json] [--size-mb N] [--set-size N] OUT.json
Generate into /tmp: the output is never committed."""
import argparse
import hashlib
import json
import sys

p = argparse.ArgumentParser()
p.add_argument("out")
p.add_argument("--sample", default="/work/shared/corpus/AtomicCards.sample.json")
p.add_argument("--size-mb", type=float, default=500)
p.add_argument("--set-size", type=int, default=1200, help="printings per set")
a = p.parse_args()

atomic = json.load(open(a.sample, encoding="utf-8"))["data"]
# One template per card: its faces as printings, with {SET}/{UUID}/{NUM} filled per printing.
templates = []
for name, faces in atomic.items():
    parts = []
    for face in faces:
        entry = dict(face)
        entry["name"] = name
        entry.update({
            "artist": "Bench Artist", "availability": ["paper", "mtgo"], "borderColor": "black",
            "colorIdentity": [], "colors": [], "finishes": ["nonfoil", "foil"], "frameVersion": "2015",
            "hasFoil": True, "hasNonFoil": True, "rarity": "common",
            "identifiers": {"scryfallId": "@UUID@", "mtgjsonV4Id": "@UUID@", "multiverseId": "@NUM@"},
            "legalities": {"commander": "Legal", "legacy": "Legal", "vintage": "Legal", "modern": "Legal"},
            "purchaseUrls": {"cardmarket": "https://example.invalid/@UUID@"},
            "number": "@NUM@", "setCode": "@SET@", "uuid": "@UUID@",
        })
        parts.append(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
    templates.append(parts)

limit = int(a.size_mb * 1e6)
written = 0
printings = 0
sets = 0
card = 0
with open(a.out, "w", encoding="utf-8") as f:
    def put(s):
        global written
        f.write(s)
        written += len(s.encode("utf-8")) if not s.isascii() else len(s)
    put('{"meta":{"date":"2026-11-24","version":"bench"},"data":{')
    while written < limit:
        code = "B%04d" % sets
        put(('' if sets == 0 else ',') + '"%s":{"baseSetSize":%d,"block":"Bench","booster":{},"cards":['
            % (code, a.set_size))
        for i in range(a.set_size):
            uuid = hashlib.md5(f"{code}-{i}".encode()).hexdigest()
            for k, t in enumerate(templates[card % len(templates)]):
                s = t.replace("@SET@", code).replace("@UUID@", uuid).replace("@NUM@", str(i + 1))
                put(("" if i == 0 and k == 0 else ",") + s)
                printings += 1
            card += 1
        put('],"code":"%s","name":"Bench set %d","tokens":[],"type":"expansion"}' % (code, sets))
        sets += 1
    put("}}\n")
print(f"{a.out}: {written / 1e6:.0f} MB, {sets} sets, {printings} printings "
      f"of {min(card, len(templates))} distinct cards", file=sys.stderr)
