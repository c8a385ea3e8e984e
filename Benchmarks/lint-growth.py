#!/usr/bin/env python3
"""How `hig-activity lint` time and memory grow with one file's size, its nesting depth and its
number of violations: each input doubled four times, one file per run, release binary.

    python3 Benchmarks/lint-growth.py .build/release/hig-activity

A linear tool shows a time ratio near 2 at each doubling (less while start-up dominates). Each
shape is a file that mentions `UIActivityViewController`, so it is parsed and checked.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import time_and_peak  # noqa: E402

HEADER = "import UIKit\n\nfinal class Screen: UIViewController {\n"
PRESENT = "present(UIActivityViewController(activityItems: [item], applicationActivities: nil), animated: true)"


def file_size(n):
    """n functions of ordinary code, one violation in all."""
    body = "".join(
        f"    func step{i}(_ value: Int) -> Int {{\n        let doubled = value * 2\n"
        f"        return doubled > {i} ? doubled - {i} : doubled + {i}\n    }}\n" for i in range(n))
    return HEADER + body + f"    func share() {{ {PRESENT} }}\n}}\n"


def violations(n):
    """n functions, each presenting a share sheet without a popover anchor."""
    return HEADER + "".join(f"    func share{i}() {{ {PRESENT} }}\n" for i in range(n)) + "}\n"


def one_body(n):
    """n share sheets presented in one body (top-level code), each through the same local."""
    return ("import UIKit\nlet sheet = UIActivityViewController(activityItems: [item], applicationActivities: nil)\n"
            + "present(sheet, animated: true)\n" * n)


def nested_blocks(n):
    """Closures nested n deep around one violation."""
    return (HEADER + "    func share() {\n" + "        run {\n" * n + f"        {PRESENT}\n"
            + "        }\n" * n + "    }\n}\n")


def nested_calls(n):
    """A call nested n deep (parentheses, mixed with array literals)."""
    inner = "1"
    for i in range(n):
        inner = f"f([{inner}])" if i % 2 else f"g({inner})"
    return HEADER + f"    let value = {inner}\n    func share() {{ {PRESENT} }}\n}}\n"


def member_chain(n):
    """A member chain n long (a tree n levels deep)."""
    return HEADER + "    let value = base" + ".next" * n + f"\n    func share() {{ {PRESENT} }}\n}}\n"


SHAPES = [
    ("file size (functions)", file_size, 800),
    ("violations", violations, 800),
    ("violations in one body", one_body, 2000),
    ("nested closures", nested_blocks, 250),
    ("nested calls and arrays", nested_calls, 250),
    ("member chain length", member_chain, 1000),
]


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Screen.swift")
        for name, make, start in SHAPES:
            print(f"  {name}:")
            previous = None
            for step in range(5):
                n = start << step
                with open(path, "w") as f:
                    f.write(make(n))
                size = os.path.getsize(path)
                seconds, mib, status = min(
                    (time_and_peak([binary, "lint", path, "--format", "json"]) for _ in range(3)), key=lambda r: r[0])
                ratio = f", ×{seconds / previous:.2f}" if previous else ""
                print(f"    {n:>7,}: {seconds:6.3f} s{ratio}, peak {mib:4.0f} MiB, {size / 1024:7.0f} KiB, exit {status}")
                previous = seconds


if __name__ == "__main__":
    main()
