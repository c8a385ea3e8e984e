#!/usr/bin/env python3
"""relevance.py BINARY RELEVANCE.tsv: top-1 accuracy and mean reciprocal rank of search.

RELEVANCE.tsv is either the project's own set (language, query, expected id) or a set written
from user situations (Benchmarks/relevance/situations.tsv: situation, half, language, kind,
query, expected id, and the entries a second judge found as right), whose figures are printed
for each half (tuning, held-out), then per language and per kind of query within it. The
held-out half is the result; the tuning half is what ranking may be adjusted on. Top-1 is the
first judge's entry first; "either" also counts a first result the second judge chose or found
as good. --list lists the tuning half's misses (never the held-out half's).
"""
import json, subprocess, sys
from collections import defaultdict

binary, path = sys.argv[1], sys.argv[2]
rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8") if line.strip() and not line.startswith("#")]


def ranked(language, query):
    out = subprocess.run([binary, "search", "--json", "--limit", "10", "--lang", language, query],
                         capture_output=True, text=True).stdout
    return [r["id"] for r in json.loads(out)["results"]] if out.strip() else []


def rank(language, query, expected):
    ids = ranked(language, query)
    return ids.index(expected) + 1 if expected in ids else None


def line(label, ranks, either=None):
    first = sum(1 for r in ranks if r == 1)
    reciprocal = sum(1 / r for r in ranks if r)
    text = f"  {label:<24} {len(ranks):4} queries: top-1 {first / len(ranks):6.1%} ({first}/{len(ranks)}), MRR {reciprocal / len(ranks):.3f}"
    if either is not None:
        right = sum(either)
        text += f", either judge {right / len(either):6.1%} ({right})"
    return text


if rows and len(rows[0]) == 3:
    ranks = []
    for language, query, expected in rows:
        r = rank(language, query, expected)
        if r is None:
            print(f"  not found in the top 10: {language} {query!r} (want {expected})")
        ranks.append(r)
    print(line("all", ranks))
else:
    groups = defaultdict(list)
    eithers = defaultdict(list)
    misses = []
    for _, half, language, kind, query, expected, also in rows:
        ids = ranked(language, query)
        right = bool(ids) and (ids[0] == expected or ids[0] in also.split(","))
        r = ids.index(expected) + 1 if expected in ids else None
        # Only the tuning half's misses are ever listed: reading a held-out query's result would
        # make it a query ranking was tuned on.
        if r != 1 and half == "tuning":
            first = ids[0] if ids else "nothing"
            misses.append(f"  {half} {language} {kind}: {query!r} want {expected}, "
                          f"{'rank ' + str(r) if r else 'not in the top 10'}, first {first}")
        for key in [(half, "all"), (half, language), (half, kind)]:
            groups[key].append(r)
            eithers[key].append(right)
    for half in ("held-out", "tuning"):
        print(f"{half}:")
        keys = ["all", "en", "zh-Hans", "ko", "question", "task", "symptom", "code", "word"]
        for key in keys:
            if groups[(half, key)]:
                print(line(key, groups[(half, key)], eithers[(half, key)]))
    if "--list" in sys.argv:
        print("\n".join(sorted(misses)))
