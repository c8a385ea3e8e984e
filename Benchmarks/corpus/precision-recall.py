#!/usr/bin/env python3
"""Precision and recall of `hig-activity lint` on the real apps, against the judged ground truth.

usage: precision-recall.py BINARY [CORPUS] [--list] [--app NAME]

CORPUS is where fetch.py extracted the apps (default: $HIG_CORPUS, else /tmp/hig-corpus).
ground-truth.tsv holds one verdict per place (app, path, line, rule): `violation` when reading the
code shows the guideline broken there, `ok` when it does not (a finding there is a false
positive). A finding counts as true when a `violation` row has its app, path, line and rule.

Prints per rule: findings, true, false, unjudged, precision; judged violations, found, recall;
then the totals. --list also prints every false positive, unjudged finding and missed violation.
Exits 1 while any finding is unjudged, so a new finding cannot go unread.
"""
import json, os, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))


def ground_truth():
    verdicts = {}
    with open(os.path.join(HERE, 'ground-truth.tsv'), encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith('#'):
                continue
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 6 or fields[4] not in ('violation', 'ok') or not fields[2].isdigit():
                sys.exit(f'ground-truth.tsv:{number}: expected app, path, line, rule, violation|ok, reason '
                         f'separated by tabs; got {line.strip()!r}')
            app, path, row, rule, verdict, reason = fields
            key = (app, path, int(row), rule)
            if key in verdicts:
                sys.exit(f'ground-truth.tsv:{number}: {app} {path}:{row} {rule} is judged twice')
            verdicts[key] = (verdict, reason)
    return verdicts


def apps():
    with open(os.path.join(HERE, 'apps.tsv'), encoding='utf-8') as f:
        return [line.split('\t')[0] for line in f if line.strip() and not line.startswith('#')]


def findings(binary, corpus, app):
    p = subprocess.run([binary, 'lint', '--format', 'json', app], cwd=corpus, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f'lint {app} exited {p.returncode}: {p.stderr.strip()[-500:]}')
    found = set()
    for d in json.loads(p.stdout)['diagnostics']:
        if d.get('entry'):  # rule violations; problems with the input have no entry
            found.add((app, os.path.relpath(d['file'], app), d['line'], d['id']))
    return found


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    listing = '--list' in sys.argv
    only = sys.argv[sys.argv.index('--app') + 1] if '--app' in sys.argv else None
    if only:
        args.remove(only)
    if not args:
        sys.exit(__doc__)
    binary = os.path.abspath(args[0])
    corpus = args[1] if len(args) > 1 else os.environ.get('HIG_CORPUS', '/tmp/hig-corpus')
    verdicts = ground_truth()
    names = [only] if only else apps()
    found = set()
    for app in names:
        if not os.path.isdir(os.path.join(corpus, app)):
            sys.exit(f'{corpus}/{app} is missing; run Benchmarks/corpus/fetch.py {corpus}')
        found |= findings(binary, corpus, app)
    judged = {k: v for k, v in verdicts.items() if k[0] in names}

    rows = defaultdict(lambda: defaultdict(int))
    false, unjudged, missed = [], [], []
    for key in sorted(found):
        verdict = judged.get(key)
        rows[key[3]]['findings'] += 1
        if verdict is None:
            rows[key[3]]['unjudged'] += 1
            unjudged.append(key)
        elif verdict[0] == 'violation':
            rows[key[3]]['true'] += 1
        else:
            rows[key[3]]['false'] += 1
            false.append((key, verdict[1]))
    for key, (verdict, reason) in sorted(judged.items()):
        if verdict == 'violation':
            rows[key[3]]['violations'] += 1
            if key in found:
                rows[key[3]]['found'] += 1
            else:
                missed.append((key, reason))

    def ratio(a, b):
        return f'{100 * a / b:5.1f}%' if b else '     -'

    print(f'{"rule":34} {"findings":>8} {"true":>5} {"false":>5} {"unjudged":>8} {"precision":>9}'
          f' {"violations":>10} {"found":>5} {"recall":>7}')
    total = defaultdict(int)
    for rule in sorted(rows):
        r = rows[rule]
        for k, v in r.items():
            total[k] += v
        print(f'{rule:34} {r["findings"]:8} {r["true"]:5} {r["false"]:5} {r["unjudged"]:8} '
              f'{ratio(r["true"], r["true"] + r["false"]):>9} {r["violations"]:10} {r["found"]:5} '
              f'{ratio(r["found"], r["violations"]):>7}')
    print(f'{"all rules":34} {total["findings"]:8} {total["true"]:5} {total["false"]:5} {total["unjudged"]:8} '
          f'{ratio(total["true"], total["true"] + total["false"]):>9} {total["violations"]:10} '
          f'{total["found"]:5} {ratio(total["found"], total["violations"]):>7}')
    if listing:
        for key, reason in false:
            print(f'false positive: {key[0]}/{key[1]}:{key[2]} {key[3]} ({reason})')
        for key in unjudged:
            print(f'unjudged: {key[0]}/{key[1]}:{key[2]} {key[3]}')
        for key, reason in missed:
            print(f'missed: {key[0]}/{key[1]}:{key[2]} {key[3]} ({reason})')
    if unjudged:
        print(f'{len(unjudged)} findings are not in ground-truth.tsv; judge them (--list names them)', file=sys.stderr)
        sys.exit(1)


if __name__ == '__main__':
    main()
