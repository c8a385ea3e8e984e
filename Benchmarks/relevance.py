#!/usr/bin/env python3
"""relevance.py BINARY RELEVANCE.tsv: top-1 accuracy and mean reciprocal rank of search."""
import json, subprocess, sys

binary, path = sys.argv[1], sys.argv[2]
rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8") if line.strip() and not line.startswith("#")]
first, reciprocal = 0, 0.0
for language, query, expected in rows:
    out = subprocess.run([binary, "search", "--json", "--limit", "10", "--lang", language, query], capture_output=True, text=True).stdout
    ids = [r["id"] for r in json.loads(out)["results"]] if out.strip() else []
    if ids[:1] == [expected]:
        first += 1
    if expected in ids:
        reciprocal += 1 / (ids.index(expected) + 1)
    else:
        print(f"  not found in the top 10: {language} {query!r} (want {expected})")
print(f"  {len(rows)} queries: top-1 accuracy {first / len(rows):.1%} ({first}/{len(rows)}), mean reciprocal rank {reciprocal / len(rows):.3f}")
