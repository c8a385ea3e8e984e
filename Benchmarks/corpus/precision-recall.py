#!/usr/bin/env python3
"""Precision and recall of `hig-activity lint` on the real apps, tuning and held-out side by side.

usage: precision-recall.py BINARY [CORPUS] [--set tuning|held-out] [--app NAME] [--list] [--write-rules --round N|--write-tuning]

CORPUS is where fetch.py extracted the apps (default: $HIG_CORPUS, else /tmp/hig-corpus).
apps.tsv says which apps are `tuning` (the rules were developed on them) and which are
`held-out` (never used to change a rule); `reserve` apps, judged blind and waiting to be held out
next, are neither linted nor counted. The verdicts, whichever set an app is in:

- ground-truth.tsv: app, path, line, rule, violation|ok, reason. Sites judged while the rules
  were tuned, many found by reading lint's own output: recall over them is no blind figure.
- held-out.tsv: app, path, line, rule, violation|ok, how, reason, where `how` is `blind` for a
  site found and judged without the linter before lint ran on the app, and `finding` for a
  finding judged afterwards. An app that served as held-out keeps these rows when it moves to
  tuning.

Precision = correct findings / judged findings, matched to a verdict by app, path, line and rule.
Recall = blind violations reported / blind violations; a blind site counts as reported when a
finding of its rule is in its file within LINE_SLACK lines, inside the Swift call or block
that opens on the site's line (a labelled trailing closure, `} label: {`, goes on with it, and
so do modifiers chained on the lines after: `.disabled(…)`), or
opens a call or block that holds the site's line (a reader and the linter may pick different
lines of one statement: the reader the `Button(` that starts a bar item, the linter the symbol
in its label, or the other way round; in a storyboard or xib, the reader the `<state image=…>`
of a button, the linter its `<button`). An app with no blind sites (the first tuning apps)
counts every judged violation instead.

Lint runs with every rule on (opt_in_rules: [all], written to CORPUS/.hig-activity.yml), so
each rule is measured; the totals are for the default rule set, as a user gets it (an opt-in
rule's findings are not counted, its violations count as missed) and for all rules.

Exits 1 while a finding is unjudged, so a new finding cannot go unread; --list names them.

--write-rules --round N records the held-out apps' figures as round N in held-out-rounds.tsv and
writes each rule's figures into its file (`heldOut: RuleAccuracy(…)`, pooled from its latest
rounds, and `tuning: RuleAccuracy(…)` in its description), from a run over every app with no
finding unjudged; regenerate the catalogue and the README's table after (UPDATE_GOLDEN=1 swift test
--filter GeneratedFilesTests). Whether a rule runs by default follows from those figures
(RuleDescription.isEnabledByDefault). --write-tuning writes the tuning figures alone, from a run
over the tuning apps, and keeps the held-out figures the last held-out round wrote: what the
tuning apps say of a rule, settled before the next held-out round is measured.
"""
import functools, glob, json, os, re, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
LINE_SLACK = 3
STATEMENT_LINES = 20
# What follows a call's or a declaration's closing parenthesis when a block goes on with it: a
# trailing closure (`) {`, `} label: {`), or a function's body (`) -> some View {`).
LABELLED_CLOSURE = re.compile(r'\s*(?:[a-z]\w*:\s*|(?:async\s*|throws\s*|rethrows\s*)*(?:->[^{]*)?)\{')
SETS = ('tuning', 'held-out')
ROUNDS = os.path.join(HERE, 'held-out-rounds.tsv')
# A round gives most rules a few findings, so one wrong finding would decide whether a rule runs:
# its held-out figure pools its latest rounds until they hold ten findings (RuleAccuracy's
# minimumFindings), going back at most five rounds, since older ones measured code changed since.
MINIMUM_FINDINGS = 10
POOL_ROUNDS = 5


def read_verdicts(name, held_out):
    verdicts, blind = {}, []
    path = os.path.join(HERE, name)
    width = 7 if held_out else 6
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith('#'):
                continue
            fields = line.rstrip('\n').split('\t')
            ok = len(fields) == width and fields[4] in ('violation', 'ok') and fields[2].isdigit()
            if held_out and ok:
                ok = fields[5] in ('blind', 'finding')
            if not ok:
                shape = 'app, path, line, rule, violation|ok, ' + ('blind|finding, ' if held_out else '') + 'reason'
                sys.exit(f'{name}:{number}: expected {shape} separated by tabs; got {line.strip()!r}')
            app, path_, row, rule, verdict = fields[:5]
            key = (app, path_, int(row), rule)
            if key in verdicts:
                sys.exit(f'{name}:{number}: {app} {path_}:{row} {rule} is judged twice')
            verdicts[key] = (verdict, fields[-1])
            if held_out and fields[5] == 'blind':
                blind.append(key)
    return verdicts, blind


def apps():
    with open(os.path.join(HERE, 'apps.tsv'), encoding='utf-8') as f:
        rows = [line.rstrip('\n').split('\t') for line in f if line.strip() and not line.startswith('#')]
    return [(row[0], row[3]) for row in rows]


def default_rules(binary):
    p = subprocess.run([binary, 'rules', '--json', '--lang', 'en'], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f'{binary} rules --json exited {p.returncode}: {p.stderr.strip()[-500:]}')
    listed = json.loads(p.stdout)['rules']
    return {rule['id'] for rule in listed if rule['enabledByDefault']}, len(listed)


def findings(binary, corpus, app):
    # A generous parse-time limit: which files are read must not depend on the build (a debug
    # swift-syntax takes seconds over a 180 KB file that a release build parses in a tenth).
    p = subprocess.run([binary, 'lint', '--format', 'json', '--lang', 'en', '--parse-time-limit', '30', app],
                       cwd=corpus, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f'lint {app} exited {p.returncode}: {p.stderr.strip()[-500:]}')
    found = set()
    for d in json.loads(p.stdout)['diagnostics']:
        if d.get('entry'):  # rule violations; problems with the input have no entry
            found.add((app, os.path.relpath(d['file'], app), d['line'], d['id']))
    return found


class Tally:
    def __init__(self):
        self.rows = defaultdict(lambda: defaultdict(int))
        self.false, self.unjudged, self.missed = [], [], []


def statement_end(corpus, app, path, line):
    """The last line of the Swift call or block that opens on `line` (`Button(` … its label's
    closing `)`, and the modifiers chained to it on the lines that follow: `.disabled(…)`), at
    most STATEMENT_LINES on: a reader names where an element starts, the linter may point inside
    it (the symbol of a button's label, the modifier that disables it). Other files: `line`
    itself. In a storyboard or xib, the element that opens on `line` (`<button …>` … `</button>`)
    holds the lines up to its closing tag, at most STATEMENT_LINES on: a reader names the
    `<state … image=…>` that shows, the linter the `<button` it belongs to."""
    if path.endswith(('.storyboard', '.xib')):
        return element_end(corpus, app, path, line)
    if not path.endswith('.swift'):
        return line
    lines = file_lines(os.path.join(corpus, app, path))
    last = min(len(lines), line + STATEMENT_LINES)
    depth, opened = 0, False
    for number in range(line, last + 1):
        text = lines[number - 1]
        for index, character in enumerate(text):
            if character in '({[':
                depth, opened = depth + 1, True
            elif character in ')}]' and opened:
                depth -= 1
                # A trailing closure goes on with the call: `Button(action: a) { Image(…) }`,
                # `Menu { … } label: { … }`; so does a modifier on the next line.
                if depth == 0 and not LABELLED_CLOSURE.match(text[index + 1:]) and not (
                        not text[index + 1:].strip() and number < last and lines[number].lstrip().startswith('.')):
                    return number
    return line


XML_OPEN = re.compile(r'^\s*<([A-Za-z][\w.]*)\b[^>]*?(/?)>\s*$')


def element_end(corpus, app, path, line):
    """The line of the closing tag of the XML element that opens alone on `line`, at most
    STATEMENT_LINES on; else `line`."""
    lines = file_lines(os.path.join(corpus, app, path))
    opening = XML_OPEN.match(lines[line - 1]) if 0 < line <= len(lines) else None
    if not opening or opening.group(2):
        return line
    name, depth = opening.group(1), 1
    for number in range(line + 1, min(len(lines), line + STATEMENT_LINES) + 1):
        inner = XML_OPEN.match(lines[number - 1])
        if inner and inner.group(1) == name and not inner.group(2):
            depth += 1  # a <view> inside a <view>
        elif lines[number - 1].strip() == f'</{name}>':
            depth -= 1
            if depth == 0:
                return number
    return line


@functools.lru_cache(maxsize=256)
def file_lines(path):
    """A Swift, storyboard or xib file's lines, read once however many of its sites are matched."""
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return f.read().split('\n')
    except OSError:
        return []


def tally(found, verdicts, sites, corpus):
    t = Tally()
    for key in sorted(found):
        verdict = verdicts.get(key)
        r = t.rows[key[3]]
        r['findings'] += 1
        if verdict is None:
            r['unjudged'] += 1
            t.unjudged.append(key)
        elif verdict[0] == 'violation':
            r['true'] += 1
        else:
            r['false'] += 1
            t.false.append((key, verdict[1]))
    by_file = defaultdict(list)
    for app, path, line, rule in found:
        by_file[(app, path, rule)].append(line)
    for key in sorted(sites):
        verdict, reason = verdicts[key]
        if verdict != 'violation':
            continue
        app, path, line, rule = key
        t.rows[rule]['violations'] += 1
        end = max(line + LINE_SLACK, statement_end(corpus, app, path, line))
        # Either names where the element starts and the other a line inside it: the reader the
        # `Button(` of a bar item and the linter its label's symbol, or the other way round.
        if any(line - LINE_SLACK <= other <= end or other < line <= statement_end(corpus, app, path, other)
               for other in by_file[(app, path, rule)]):
            t.rows[rule]['found'] += 1
        else:
            t.missed.append((key, reason))
    return t


def read_rounds():
    """held-out-rounds.tsv: {round: {rule: (findings, correct, violations, found)}}."""
    rounds = defaultdict(dict)
    with open(ROUNDS, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith('#'):
                continue
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 6 or not all(x.isdigit() for x in fields[:1] + fields[2:]):
                sys.exit(f'{ROUNDS}:{number}:1: expected round, rule and four counts separated by tabs')
            rounds[int(fields[0])][fields[1]] = tuple(int(x) for x in fields[2:])
    return rounds


def record_round(number, tally):
    """Sets round NUMBER's rows of held-out-rounds.tsv to TALLY's figures (written whole, then moved into place)."""
    with open(ROUNDS, encoding='utf-8') as f:
        lines = f.read().split('\n')
    header = [line for line in lines if line.startswith('#')]
    rows = [line for line in lines if line.strip() and not line.startswith('#') and int(line.split('\t')[0]) != number]
    for rule, r in sorted(tally.rows.items()):
        counts = (r['true'] + r['false'], r['true'], r['violations'], r['found'])
        if any(counts):
            rows.append('\t'.join([str(number), rule] + [str(c) for c in counts]))
    rows.sort(key=lambda line: (int(line.split('\t')[0]), line.split('\t')[1]))
    with open(ROUNDS + '.new', 'w', encoding='utf-8') as f:
        f.write('\n'.join(header + rows) + '\n')
    os.replace(ROUNDS + '.new', ROUNDS)


def pooled(rounds, rule):
    """A rule's held-out figure: its latest rounds, newest first, until they hold MINIMUM_FINDINGS
    findings, at most POOL_ROUNDS of them."""
    total = [0, 0, 0, 0]
    for number in sorted(rounds, reverse=True)[:POOL_ROUNDS]:
        if total[0] >= MINIMUM_FINDINGS:
            break
        total = [a + b for a, b in zip(total, rounds[number].get(rule, (0, 0, 0, 0)))]
    return tuple(total)


def write_rules(figures):
    """Sets `heldOut:` and `tuning:` (those FIGURES holds: {label: {rule: (findings, correct,
    violations, found)}}) in each rule's description; the other keeps its value."""
    project = os.path.dirname(os.path.dirname(HERE))
    written = 0
    for path in sorted(glob.glob(os.path.join(project, 'Sources/GuidelineLint/Rules/*/*.swift'))):
        with open(path, encoding='utf-8') as f:
            lines = f.read().split('\n')
        start = next((i for i, line in enumerate(lines) if 'static let description = RuleDescription(' in line), None)
        if start is None:
            continue
        rule = next(re.search(r'id: "([a-z-]+)"', line).group(1) for line in lines[start:] if 'id: "' in line)
        # The description closes on a line of its own, at its declaration's indentation.
        indent = lines[start][:len(lines[start]) - len(lines[start].lstrip())]
        end = next(i for i in range(start + 1, len(lines)) if lines[i] == indent + ')')
        # The figures stand last, in the initializer's order; earlier ones are replaced.
        kept = {}
        for line in lines[start:end]:
            for label in ('heldOut', 'tuning'):
                if line.lstrip().startswith(f'{label}: RuleAccuracy('):
                    kept[label] = line.rstrip().rstrip(',')
        lines[start:end] = [line for line in lines[start:end]
                            if not line.lstrip().startswith(('heldOut: RuleAccuracy(', 'tuning: RuleAccuracy('))]
        end = next(i for i in range(start + 1, len(lines)) if lines[i] == indent + ')')
        values = []
        for label in ('heldOut', 'tuning'):
            if label not in figures:
                if label in kept:
                    values.append(kept[label])
                continue
            findings, correct, violations, found = figures[label][rule]
            values.append(f'{indent}    {label}: RuleAccuracy(findings: {findings}, correct: {correct}, '
                          f'violations: {violations}, found: {found})')
        if not lines[end - 1].rstrip().endswith(','):
            lines[end - 1] = lines[end - 1].rstrip() + ','
        lines[end:end] = [value + ',' for value in values[:-1]] + values[-1:]
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines))
        written += 1
    print(f'figures written into {written} rule files', file=sys.stderr)


def ratio(a, b):
    return f'{100 * a / b:.1f}%' if b else '-'


def main():
    arguments = sys.argv[1:]

    def option(name):
        if name not in arguments:
            return None
        index = arguments.index(name)
        if index + 1 >= len(arguments):
            sys.exit(f'precision-recall.py: {name} needs a value\n{__doc__}')
        value = arguments[index + 1]
        del arguments[index:index + 2]
        return value

    only_app, only_set, round_name = option('--app'), option('--set'), option('--round')
    listing = '--list' in arguments
    writing = '--write-rules' in arguments
    writing_tuning = '--write-tuning' in arguments
    arguments = [a for a in arguments if a not in ('--list', '--write-rules', '--write-tuning')]
    if not arguments or any(a.startswith('-') for a in arguments) or only_set not in (None,) + SETS:
        sys.exit(__doc__)
    if writing and (round_name is None or not round_name.isdigit()):
        sys.exit('precision-recall.py: --write-rules needs --round N, the number of the round held out now')
    round_number = int(round_name) if writing else None
    binary = os.path.abspath(arguments[0])
    corpus = arguments[1] if len(arguments) > 1 else os.environ.get('HIG_CORPUS', '/tmp/hig-corpus')
    chosen = [(app, kind) for app, kind in apps()
              if (only_app is None or app == only_app) and (only_set is None or kind == only_set)]
    # A reserve app is never linted (the sets below leave it out); naming one is a mistake to say so.
    if only_app is not None and (only_app, 'reserve') in apps():
        sys.exit(f'precision-recall.py: {only_app} is in reserve: it is linted only once it is held out')
    if not chosen:
        sys.exit('precision-recall.py: no app in apps.tsv matches')
    with open(os.path.join(corpus, '.hig-activity.yml'), 'w', encoding='utf-8') as f:
        f.write('# written by Benchmarks/corpus/precision-recall.py: every rule is measured\nopt_in_rules: [all]\n')
    defaults, rule_count = default_rules(binary)

    tuned, _ = read_verdicts('ground-truth.tsv', False)
    held, blind = read_verdicts('held-out.tsv', True)
    if set(tuned) & set(held):
        sys.exit(f'a site is judged in both ground-truth.tsv and held-out.tsv: {sorted(set(tuned) & set(held))[0]}')
    verdicts = {**tuned, **held}
    blind_apps = {key[0] for key in blind}
    tallies, any_unjudged = {}, False
    for kind in SETS:
        names = [app for app, k in chosen if k == kind]
        if not names:
            continue
        found = set()
        for app in names:
            if not os.path.isdir(os.path.join(corpus, app)):
                sys.exit(f'{corpus}/{app} is missing; run Benchmarks/corpus/fetch.py {corpus}')
            found |= findings(binary, corpus, app)
        judged = {k: v for k, v in verdicts.items() if k[0] in names}
        sites = [k for k in blind if k[0] in names] + [k for k in judged if k[0] not in blind_apps]
        tallies[kind] = tally(found, judged, sites, corpus)
        any_unjudged |= bool(tallies[kind].unjudged)

    rules = sorted(set().union(*(t.rows for t in tallies.values())) | defaults)
    header = f'{"rule":37}'
    for kind in tallies:
        header += f' | {kind + " findings":>17} {"precision":>9} {"violations":>10} {"recall":>7}'
    print(header)

    def cells(r):
        judged = r['true'] + r['false']
        return (f' | {r["findings"]:>17} {ratio(r["true"], judged):>9} {r["violations"]:>10} '
                f'{ratio(r["found"], r["violations"]):>7}')

    for rule in rules:
        line = f'{rule + ("" if rule in defaults else " (opt-in)"):37}'
        for t in tallies.values():
            line += cells(t.rows[rule])
        print(line)
    for label, chosen_rules in (('default rules', lambda rule: rule in defaults), ('all rules', lambda rule: True)):
        line = f'{label:37}'
        for t in tallies.values():
            total = defaultdict(int)
            for rule, r in t.rows.items():
                for k, v in r.items():
                    if k == 'violations' or chosen_rules(rule):
                        total[k] += v
            line += cells(total)
        print(line)
    # Issue 54's target for the default set: at most a quarter of the rules opt-in.
    print(f'opt-in rules: {rule_count - len(defaults)} of {rule_count} (target: at most {rule_count // 4})')
    print(f'(recall over blind sites, a finding within {LINE_SLACK} lines or inside the call or XML element that opens on the site\'s line'
          f' (up to {STATEMENT_LINES} lines), or opening one that holds it, counting; for the first tuning apps, which'
          ' have none, over every judged violation. Default rules: an opt-in rule\'s violations count as missed.)')
    if listing:
        for kind, t in tallies.items():
            for key, reason in t.false:
                print(f'{kind} false positive: {key[0]}/{key[1]}:{key[2]} {key[3]} ({reason})')
            for key in t.unjudged:
                print(f'{kind} unjudged: {key[0]}/{key[1]}:{key[2]} {key[3]}')
            for key, reason in t.missed:
                print(f'{kind} missed: {key[0]}/{key[1]}:{key[2]} {key[3]} ({reason})')
    if any_unjudged:
        count = sum(len(t.unjudged) for t in tallies.values())
        print(f'{count} findings are not judged; judge them (--list names them)', file=sys.stderr)
        sys.exit(1)
    tuning = {rule: (r['true'] + r['false'], r['true'], r['violations'], r['found'])
              for rule, r in tallies['tuning'].rows.items()} if 'tuning' in tallies else {}
    if writing:
        if only_app is not None or set(tallies) != set(SETS):
            sys.exit('--write-rules needs every app of both sets (no --app, no --set)')
        record_round(round_number, tallies['held-out'])
        rounds = read_rounds()
        write_rules({'heldOut': {rule: pooled(rounds, rule) for rule in tuning}, 'tuning': tuning})
    elif writing_tuning:
        if only_app is not None or 'tuning' not in tallies:
            sys.exit('--write-tuning needs every tuning app (no --app, no --set held-out)')
        write_rules({'tuning': tuning})


if __name__ == '__main__':
    main()
