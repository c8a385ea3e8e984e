#!/usr/bin/env python3
"""Mirrors a knowledge base for Hugo with hard links (same bytes, no copy): Hugo lowercases
language keys, so `entry.zh-Hans.md` becomes `entry.zh-hans.md` for it to see a translation."""
import os, sys

source, target = sys.argv[1:]
for folder, _, files in os.walk(source):
    out = os.path.join(target, os.path.relpath(folder, source))
    os.makedirs(out, exist_ok=True)
    for name in files:
        if name.endswith(".md"):
            destination = os.path.join(out, name.replace(".zh-Hans.", ".zh-hans."))
            if not os.path.exists(destination):
                os.link(os.path.join(folder, name), destination)
