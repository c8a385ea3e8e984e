#!/usr/bin/env python3
"""Mutation fuzzer for hig-activity: mutates real inputs and runs the built binary on them.

Inputs come from the repository: the sample iOS project under Tests/Fixtures/SampleApp (Swift
files, Info.plist files, an asset catalog with Contents.json and PNG files, .hig-activity.yml),
the Swift examples of every entry, a baseline the binary writes, and the knowledge base in
Content/ (entry Markdown with front matter, glossary.yml, and figures: their SVG drawings and
labels files). Each input mutates one file
(bytes flipped, cut, repeated or spliced; tokens of the file's own language inserted, some
repeated thousands of times, which is how deep nesting and many violations are made) and runs
one command on it: `lint` (in every output format, with a baseline), `check`, `search`,
`build html` or `build man`.

An input fails when the command is killed by a signal, exits with a status the README does not
list, prints a runtime error or a Foundation error description, takes longer than the time
limit, uses more memory than the limit, or (for builds) leaves an output folder after failing.
Failing inputs are saved with the command that ran them, for regression tests. Exit status:
0 when no input failed, 1 otherwise.

    python3 Tests/Fuzz/fuzz.py --binary .build/release/hig-activity --count 10000
"""
import argparse
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLE = os.path.join(ROOT, "Tests", "Fixtures", "SampleApp")
CONTENT = os.path.join(ROOT, "Content")

# Words of each input language, inserted by the mutator.
TOKENS = {
    "svg": [
        "<g>", "</g>", "<rect width=\"10\" height=\"10\" class=\"fill-panel\"/>", "<text data-label=\"x\"></text>",
        "<text data-label=\"a-b\" data-fit=\"nope\"></text>", "data-fit=\"box\" ", "<script>alert(1)</script>",
        " onload=\"alert(1)\"", "<foreignObject>", "href=\"https://example.com\" ", "<!DOCTYPE svg [<!ENTITY a \"a\">]>",
        "&a;", "&amp;", "&#0;", "&#x1F600;", "<![CDATA[", "]]>", "<!--", "-->", "<", ">", "\"", "'", "=",
        "viewBox=\"0 0 1e308 -1\" ", "font-size=\"-1e308\" ", "width=\"NaN\" ", "marker-end=\"url(#x)\" ",
        "class=\"fill-none stroke-none\" ", "\u4e2d\u6587", "\r\n",
    ],
    "swift": [
        "[", "]", "(", ")", "{", "}", "<", ">", '"', '"""', '#"', "\\(", "/*", "*/", "//", "\n", ".b", "?.", "!",
        "[0]", "A<", "f(", "{ ", "if a {", "present(", "UIActivityViewController(activityItems: [], applicationActivities: nil)",
        "present(UIActivityViewController(activityItems: [x], applicationActivities: nil), animated: true)\n",
        "override var activityTitle: String? { \"Send this document to Acme Cloud\" }\n",
        "override var activityImage: UIImage? { UIImage(named: \"ExportIcon\") }\n",
        "override var activityType: UIActivity.ActivityType? { .print }\n",
        "class X: UIActivity {\n", "class V: UIViewController {\n", "extension X {\n", "func f() {\n",
        "// hig-activity:disable:next all\n", "// hig-activity:disable activity-popover-anchor\n",
        "// hig-activity:enable all\n", "// hig-activity:disable:this nope\n", "// hig-activity:bogus\n",
        "UNUserNotificationCenter.current().add(r)\n", "Button(\"Share\") { share() }\n",
        "NSLocalizedString(\"k\", value: \"v\", comment: \"\")", "#if DEBUG\n", "#endif\n", "@objc ", "\u00e9", "\U0001F600",
        "\u4e2d\u6587", "\r\n", "\t", "\\", "'", "`", "$0", "#selector(", "case ", "switch x {\n",
    ],
    "plist": [
        "<dict>", "</dict>", "<key>NSExtension</key>", "<key>NSExtensionPointIdentifier</key>",
        "<string>com.apple.share-services</string>", "<string>com.apple.ui-services</string>",
        "<key>NSExtensionPrincipalClass</key>", "<string>$(PRODUCT_MODULE_NAME).ShareViewController</string>",
        "<key>CFBundleDisplayName</key>", "<string></string>", "<array>", "</array>", "<true/>", "<integer>",
        "99999999999999999999999", "</integer>", "<!DOCTYPE plist>", "&amp;", "&#0;", "&#xFFFF;", "<![CDATA[",
        "]]>", "<!--", "-->", "<?xml version=\"1.0\"?>", "bplist00", "<data>AAAA</data>", "<", ">", "\"",
    ],
    "json": [
        "{", "}", "[", "]", ",", ":", '"filename" : "ExportIcon@2x.png"', '"scale" : "2x"', '"scale" : "0x"',
        '"scale" : "-3x"', '"idiom" : "universal"', '"template-rendering-intent" : "template"', '"properties" : {',
        "1e999", "-0", "null", "true", '"\\u0000"', '"\\ud800"', '"../../../../etc/passwd"', '"' + "x" * 300 + '"',
    ],
    "png": [b"\x89PNG\r\n\x1a\n", b"IHDR", b"\xff\xff\xff\xff", b"\x00\x00\x00\x00", b"\x7f\xff\xff\xff", b"IEND"],
    "yaml": [
        "disabled: ", "only: ", "brands: ", "included: ", "excluded: ", "help-base-url: ", "rules:\n",
        "  activity-icon-template: {min-points: 80, max-points: 60}\n", "  activity-title-succinct: { max-words: 0 }\n",
        "  activity-title-succinct: { severity: off }\n", "  nope: {}\n", "[", "]", "{", "}", "- ", ": ", "? ", "&a ",
        "*a", "!!binary ", "!!int ", "~", "null", "99999999999999999999", "-1", "1.5", "'", '"', "|\n", ">\n", "\t",
        "https://example.com/a b", "https://docs.example.com/hig/", "[Nope]", "[Sources, /, ..]", "\n", "#",
    ],
    "markdown": [
        "---\n", "# ", "## ", "**", "*", "_", "`", "```swift avoid\n", "```swift prefer\n", "```\n", "\u2193",
        "[the share button](activity-views/share-button)", "[x](activity-views/nope)", "[x](javascript:alert(1))",
        "[x](rule:activity-popover-anchor)", "[x](rule:nope)", "<script>alert(1)</script>", "&lt;", "\\", ".TH x\n",
        "'", ".", "\\fB", "\\\"", "id: ", "kind: ", "kind: nonsense\n", "related: [", "related: [activity-views/nope]\n",
        "source-digest: ", "source-digest: 0000000000\n", "aliases: [", "rules: [", "rules: [nope]\n", "tags: ",
        "platforms: ", "> ", "- ", "1. ", "|a|b|\n|-|-|\n", "\u5171\u4eab\u8868\u5355", "\uacf5\uc720 \uc2dc\ud2b8",
        "**iPhone\uff1a**", "\n", "\t", "\r\n", "<!--", "-->", "![img](x.png)", "\ufeff", "\u2028",
    ],
}
INVALID_UTF8 = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x00", b"\xc0\xaf"]
REPEATS = [1, 1, 1, 2, 3, 8, 13, 64, 200, 1000, 4000]
# Statuses the README lists (64 is a usage error: the fuzzer never misuses the command line).
ALLOWED_STATUS = {0, 1, 2}
LEAKS = re.compile(
    r"Fatal error|Swift runtime failure|NSCocoaErrorDomain|Error Domain=|The data couldn|isn\u2019t in the correct format"
    r"|ParserError\(|DecodingError|Stack dump|Segmentation fault|Illegal instruction"
)


def swift_examples():
    """The code of every Swift example in the English entries."""
    examples = []
    for topic in sorted(os.listdir(CONTENT)):
        folder = os.path.join(CONTENT, topic)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".en.md"):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                examples += re.findall(r"```swift[^\n]*\n(.*?)```", text, re.S)
    return [e.replace("\u2193", "") for e in examples]


class Mutator:
    def __init__(self, rng, splice_pool):
        self.rng = rng
        self.splice_pool = splice_pool  # kind -> list of bytes

    def mutate(self, data, kind):
        rng = self.rng
        for _ in range(rng.choice([1, 1, 1, 2, 3, 5])):
            data = self.once(data, kind)
        return data

    def once(self, data, kind):
        rng = self.rng
        n = len(data)
        pos = rng.randint(0, n)
        choice = rng.randrange(10)
        if choice == 0 and n:  # flip bytes
            data = bytearray(data)
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(n)] = rng.randrange(256)
            return bytes(data)
        if choice == 1 and n:  # delete a range
            end = min(n, pos + rng.choice([1, 4, 32, 256, n]))
            return data[:pos] + data[end:]
        if choice == 2 and n:  # repeat a range
            end = min(n, pos + rng.choice([1, 2, 8, 40, 400]))
            return data[:end] + data[pos:end] * rng.choice(REPEATS) + data[end:]
        if choice in (3, 4, 5):  # insert a token of the language, maybe many times
            token = rng.choice(TOKENS[kind])
            token = token if isinstance(token, bytes) else token.encode("utf-8")
            return data[:pos] + token * rng.choice(REPEATS) + data[pos:]
        if choice == 6:  # nest: an opening token many times, then its closing one as often
            pairs = {"swift": [("[", "]"), ("(", ")"), ("{", "}"), ("A<", ">"), ("f(", ")"), ("\"\\(", ")\"")],
                     "json": [("[", "]"), ("{\"a\":", "}")], "yaml": [("[", "]"), ("{a: ", "}"), ("- ", "")],
                     "markdown": [("> ", ""), ("- ", ""), ("*", "*"), ("[", "]")], "plist": [("<array>", "</array>"), ("<dict>", "</dict>")],
                     "png": [(b"\x00", b"\xff")], "svg": [("<g>", "</g>"), ("<defs>", "</defs>")]}[kind]
            opening, closing = rng.choice(pairs)
            depth = rng.choice([2, 10, 13, 50, 100, 300, 1000, 3000, 30000])
            opening = opening if isinstance(opening, bytes) else opening.encode()
            closing = closing if isinstance(closing, bytes) else closing.encode()
            return data[:pos] + opening * depth + b"1" + closing * depth + data[pos:]
        if choice == 7 and self.splice_pool.get(kind):  # splice from another input of the kind
            other = rng.choice(self.splice_pool[kind])
            start = rng.randint(0, len(other))
            return data[:pos] + other[start:start + rng.choice([16, 200, 2000])] + data[pos:]
        if choice == 8:  # invalid UTF-8, NUL, BOM
            return data[:pos] + rng.choice(INVALID_UTF8) + data[pos:]
        if choice == 9 and n:  # truncate, or the whole file many times
            return data[:pos] if rng.random() < 0.5 else data * rng.choice([2, 10, 100])
        return data + b"\n"


class Workspace:
    """One worker's copy of the sample project and of a small knowledge base, restored after each input."""

    def __init__(self, root):
        self.root = root
        self.project = os.path.join(root, "SampleApp")
        shutil.copytree(SAMPLE, self.project, symlinks=True)
        self.content = os.path.join(root, "Content")
        os.makedirs(self.content)
        shutil.copy(os.path.join(CONTENT, "glossary.yml"), self.content)
        shutil.copytree(os.path.join(CONTENT, "activity-views"), os.path.join(self.content, "activity-views"))
        self.out = os.path.join(root, "out")
        self.cache = os.path.join(root, "cache")

    def files(self, folder, predicate):
        found = []
        for directory, _, names in os.walk(folder):
            found += [os.path.join(directory, n) for n in sorted(names) if predicate(n)]
        return sorted(found)


def run(binary, arguments, cwd, env, time_limit):
    """Runs a command; returns (status or -signal, seconds, peak KiB, stdout, stderr, timed_out)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:  # child
            try:
                os.chdir(cwd)
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                devnull = os.open(os.devnull, os.O_RDONLY)
                os.dup2(devnull, 0)
                os.execve(binary, [binary] + arguments, env)
            finally:
                os._exit(127)
        timed_out = False
        while True:
            waited, status, usage = os.wait4(pid, os.WNOHANG)
            if waited:
                break
            elapsed = time.monotonic() - start
            if elapsed > time_limit * 3 + 5:  # far past the limit: stop it, it failed anyway
                os.kill(pid, signal.SIGKILL)
                timed_out = True
            time.sleep(0.002)
        seconds = time.monotonic() - start
        code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (code, seconds, usage.ru_maxrss, out.read().decode("utf-8", "replace"),
                err.read().decode("utf-8", "replace"), timed_out or seconds > time_limit)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--time-limit", type=float, default=2.0, help="seconds per input")
    parser.add_argument("--memory-limit", type=int, default=1024, help="MiB per input")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--findings", default="fuzz-findings", help="folder for failing inputs")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)

    examples = [e.encode() for e in swift_examples()]
    base = tempfile.mkdtemp(prefix="hig-fuzz-")
    workspaces = [Workspace(os.path.join(base, f"w{i}")) for i in range(args.workers)]
    seeds = {
        "swift": [open(p, "rb").read() for p in workspaces[0].files(SAMPLE, lambda n: n.endswith(".swift"))] + examples,
        "plist": [open(p, "rb").read() for p in workspaces[0].files(SAMPLE, lambda n: n == "Info.plist")],
        "json": [open(p, "rb").read() for p in workspaces[0].files(SAMPLE, lambda n: n == "Contents.json")],
        "markdown": [open(p, "rb").read() for p in workspaces[0].files(workspaces[0].content, lambda n: n.endswith(".md"))],
        "svg": [open(p, "rb").read() for p in workspaces[0].files(workspaces[0].content, lambda n: n.endswith(".svg"))],
    }
    # (target, weight): what is mutated and which command reads it.
    targets = [("swift", 36), ("plist", 8), ("json", 6), ("png", 4), ("yaml", 8), ("baseline", 6),
               ("markdown", 22), ("front-matter", 6), ("glossary", 4), ("figure", 4), ("labels", 3)]
    lock = threading.Lock()
    stats = {"inputs": 0, "failures": 0, "max_seconds": 0.0, "max_kib": 0, "by_command": {}, "slowest": ""}
    os.makedirs(args.findings, exist_ok=True)

    free = list(workspaces)
    free_lock = threading.Lock()

    def work(index):
        rng = random.Random(args.seed * 1_000_003 + index)
        mutator = Mutator(rng, seeds)
        with free_lock:
            ws = free.pop()
        try:
            return fuzz_one(rng, mutator, ws, index)
        finally:
            with free_lock:
                free.append(ws)

    def fuzz_one(rng, mutator, ws, index):
        target = rng.choices([t for t, _ in targets], [w for _, w in targets])[0]
        env = {"PATH": "/usr/bin:/bin", "HOME": ws.root, "XDG_CACHE_HOME": ws.cache, "NO_COLOR": "1"}
        extra_files = []
        if target in ("swift", "plist", "json", "png", "yaml", "baseline"):
            cwd = ws.project
            if target == "swift":
                path = rng.choice(ws.files(ws.project, lambda n: n.endswith(".swift")) + [os.path.join(ws.project, "Ledger", "Extra.swift")])
                original = open(path, "rb").read() if os.path.exists(path) else None
                data = mutator.mutate(original if original is not None else rng.choice(seeds["swift"]), "swift")
            elif target == "plist":
                path = rng.choice(ws.files(ws.project, lambda n: n == "Info.plist"))
                original = open(path, "rb").read()
                data = mutator.mutate(original, "plist")
            elif target == "json":
                path = rng.choice(ws.files(ws.project, lambda n: n == "Contents.json"))
                original = open(path, "rb").read()
                data = mutator.mutate(original, "json")
            elif target == "png":
                path = rng.choice(ws.files(ws.project, lambda n: n.endswith(".png")))
                original = open(path, "rb").read()
                data = mutator.mutate(original[:64], "png") + original[64:]
            elif target == "yaml":
                path = os.path.join(ws.project, ".hig-activity.yml")
                original = open(path, "rb").read()
                data = mutator.mutate(original, "yaml")
            else:
                path = os.path.join(ws.project, "baseline.json")
                original = None
                status, *_ = run(binary, ["lint", ".", "--write-baseline", "baseline.json"], cwd, env, 60)
                data = mutator.mutate(open(path, "rb").read(), "json")
            command = ["lint", rng.choice([".", "Ledger", "Ledger/Activities.swift", ws.project]),
                       "--format", rng.choice(["xcode", "json", "sarif", "github"])]
            if target == "baseline":
                command += ["--baseline", "baseline.json"]
            elif rng.random() < 0.1:
                command += ["--write-baseline", "written.json"]
                extra_files.append(os.path.join(ws.project, "written.json"))
        else:
            cwd = ws.root
            if target == "glossary":
                path = os.path.join(ws.content, "glossary.yml")
                original = open(path, "rb").read()
                data = mutator.mutate(original, "yaml")
            elif target in ("figure", "labels"):
                suffix = ".svg" if target == "figure" else ".labels.yml"
                path = rng.choice(ws.files(ws.content, lambda n: n.endswith(suffix)))
                original = open(path, "rb").read()
                data = mutator.mutate(original, "svg" if target == "figure" else "yaml")
            else:
                path = rng.choice(ws.files(ws.content, lambda n: n.endswith(".md")))
                original = open(path, "rb").read()
                if target == "front-matter":
                    end = original.find(b"\n---", 3) + 4
                    data = mutator.mutate(original[:end], "yaml") + original[end:]
                else:
                    data = mutator.mutate(original, "markdown")
            words = re.findall(r"\w+", data.decode("utf-8", "replace"))[:200] or ["share"]
            query = " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
            command = rng.choice([
                ["check", "--content", ws.content, "--format", rng.choice(["text", "json"])],
                ["search", query, "--content", ws.content] + rng.choice([[], ["--json"], ["--lang", "ko"]]),
                ["build", "html", "--out", ws.out, "--content", ws.content],
                ["build", "man", "--out", ws.out, "--content", ws.content],
                ["list", "--content", ws.content],
            ])
        try:
            with open(path, "wb") as f:
                f.write(data)
            shutil.rmtree(ws.out, ignore_errors=True)
            status, seconds, kib, stdout, stderr, slow = run(
                binary, command, cwd, env, args.time_limit)
            problems = []
            if status < 0:
                problems.append(f"killed by signal {-status}")
            elif status not in ALLOWED_STATUS:
                problems.append(f"exit status {status}")
            if slow:
                problems.append(f"took {seconds:.2f} s (limit {args.time_limit} s)")
            if kib > args.memory_limit * 1024:
                problems.append(f"used {kib // 1024} MiB (limit {args.memory_limit} MiB)")
            leak = LEAKS.search(stderr + stdout)
            if leak:
                problems.append(f"printed {leak.group(0)!r}")
            if command[0] == "build" and status != 0 and os.path.exists(ws.out):
                problems.append("a failed build left its output folder")
            with lock:
                stats["inputs"] += 1
                key = " ".join(command[:2]) if command[0] == "build" else command[0]
                stats["by_command"][key] = stats["by_command"].get(key, 0) + 1
                if seconds > stats["max_seconds"]:
                    stats["max_seconds"] = seconds
                    stats["slowest"] = f"{target} / {key}"
                stats["max_kib"] = max(stats["max_kib"], kib)
                if problems:
                    stats["failures"] += 1
                    folder = os.path.join(args.findings, f"{index:06d}-{target}")
                    os.makedirs(folder, exist_ok=True)
                    with open(os.path.join(folder, os.path.basename(path)), "wb") as f:
                        f.write(data)
                    with open(os.path.join(folder, "README"), "w") as f:
                        f.write(f"file: {os.path.relpath(path, ws.root)}\ncommand: {' '.join(command)}\n"
                                f"problems: {'; '.join(problems)}\n--- stderr ---\n{stderr[-4000:]}\n")
                    print(f"FAIL {index} {target}: {'; '.join(problems)} -> {folder}", flush=True)
        finally:
            if original is None:
                if os.path.exists(path):
                    os.remove(path)
            else:
                with open(path, "wb") as f:
                    f.write(original)
            for extra in extra_files:
                if os.path.exists(extra):
                    os.remove(extra)

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        for done, _ in enumerate(pool.map(work, range(args.count)), 1):
            if done % 1000 == 0:
                print(f"  {done} inputs, {stats['failures']} failing", flush=True)
    elapsed = time.monotonic() - started
    shutil.rmtree(base, ignore_errors=True)
    commands = ", ".join(f"{k} {v}" for k, v in sorted(stats["by_command"].items()))
    print(f"seed {args.seed}: {stats['inputs']} inputs in {elapsed:.0f} s ({commands})")
    print(f"slowest input {stats['max_seconds']:.2f} s ({stats['slowest']}); peak memory {stats['max_kib'] / 1024:.0f} MiB")
    print(f"{stats['inputs'] - stats['failures']} passed, {stats['failures']} failed")
    return 1 if stats["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
